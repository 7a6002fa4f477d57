import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { removeRunFile } from './process-sinks.js';
import { runProcessCommand } from './process.command.js';

describe('sillage process when an output goes away or cannot be made', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-closed-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops quietly when the reader of stdout leaves (| head), keeping the report and no half-written file', async () => {
    // A real pipe read for one byte: its writes fail with EPIPE once `head` has gone.
    const head = spawn('head', ['-c', '1'], { stdio: ['pipe', 'ignore', 'ignore'] });
    const io = captureIo();
    const report = path.join(dir, 'report.json');
    const counter = path.join(dir, 'counter.json');
    const rejects = path.join(dir, 'rejects');
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.2012-11-30.log.gz')],
      processOptions({
        nativeOnly: true,
        report,
        counter,
        rejectsDir: rejects,
        header: ['Reject-Files: all'],
      }),
      { ...io.streams, stdout: head.stdin },
      '1',
    );
    expect({ code, err: io.err() }).toEqual({
      code: 0,
      err: 'sillage: standard output was closed by its reader: the run stopped, --counter and --rejects-dir files not kept\n',
    });
    const general = (
      JSON.parse(readFileSync(report, 'utf8')) as { general: Record<string, unknown> }
    ).general;
    // Stopped early: the report says so rather than counting a whole log.
    expect(general['Job-Done']).toBe(false);
    expect(general['nb-lines-input']).toBeLessThan(32_530);
    expect([existsSync(counter), existsSync(path.join(dir, 'counter.csv'))]).toEqual([
      false,
      false,
    ]);
    expect(readdirSync(rejects)).toEqual([]);
  }, 60_000);

  it('writes --report for a job refused for its headers, saying why', async () => {
    const report = path.join(dir, 'report.json');
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ nativeOnly: true, report, header: ['Output-Fields: login'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(io.err()).toMatch(/^sillage: error 4013: /);
    const general = (
      JSON.parse(readFileSync(report, 'utf8')) as { general: Record<string, unknown> }
    ).general;
    expect(general).toMatchObject({
      'Job-Done': false,
      status: 4013,
      'nb-lines-input': 0,
      'status-message': expect.stringContaining('Output-Fields') as unknown,
    });
  });

  it('names the output in one line when its temporary file cannot be created', async () => {
    // /proc/version is a file that can be opened for writing, in a folder where none can be made.
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({
        nativeOnly: true,
        output: '/proc/version',
        traces: path.join(dir, 't.log'),
      }),
      io.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(io.err()).toMatch(
      /^sillage: --output \/proc\/version \(as \/proc\/version\.[0-9a-f]{8}\.partial\): not written: no such file or directory\n$/,
    );
  });

  it('names the file that cannot be created and leaves none of the files opened before it', async () => {
    const io = captureIo();
    const traces = path.join(dir, 'traces.log');
    const output = path.join(dir, 'out.csv');
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ nativeOnly: true, output, traces, counter: '/proc/sillage-counter.json' }),
      io.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(io.err()).toMatch(/^sillage: --counter \/proc\/sillage-counter\.json: not written: /);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes a file of the run only when it is a regular file (never a device or a pipe)', async () => {
    const fifo = path.join(dir, 'counter.fifo');
    execFileSync('mkfifo', [fifo]);
    await removeRunFile(fifo);
    expect(existsSync(fifo)).toBe(true);
    const file = path.join(dir, 'counter.json');
    execFileSync('touch', [file]);
    await removeRunFile(file);
    expect(existsSync(file)).toBe(false);
  });
});
