import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { CounterReportSchema, JobReportSchema } from '@sillage/shared-types';
import { processOptions } from '../testing/process-io.js';
import { parseHeaderOptions } from './process-options.js';
import { runProcessCommand, type ProcessOptions } from './process.command.js';

const LOGS = path.resolve(__dirname, '../../../../../shared/acceptance/logs');

function io(stdinText: string | Buffer = '') {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return {
    streams: {
      stdin: Readable.from([typeof stdinText === 'string' ? Buffer.from(stdinText) : stdinText]),
      stdout,
      stderr,
    },
    out: () => out,
    err: () => err,
  };
}

const options = (extra: Partial<ProcessOptions> = {}): ProcessOptions => processOptions(extra);

describe('sillage process', () => {
  it('parses repeatable -H options, joining a repeated name as HTTP does', () => {
    expect(
      parseHeaderOptions(['Accept: text/csv', 'Crypted-Fields: host', 'crypted-fields: login']),
    ).toEqual({
      Accept: 'text/csv',
      'Crypted-Fields': 'host, login',
    });
    expect(() => parseHeaderOptions(['no colon'])).toThrow('Name: value');
  });

  it('processes a gzip file (detected by content) into -o, with report, traces and reject files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const input = path.join(dir, 'mini.dat');
    writeFileSync(input, gzipSync(readFileSync(path.join(LOGS, 'sd.mini.log'))));
    const run = io();
    const code = await runProcessCommand(
      [input],
      options({
        header: ['Reject-Files: all', 'Crypting-Salt: anchor-salt'],
        output: path.join(dir, 'out.csv'),
        report: path.join(dir, 'report.json'),
        traces: path.join(dir, 'traces.log'),
        rejectsDir: path.join(dir, 'rejects'),
      }),
      run.streams,
      '9.9.9',
    );
    expect(code).toBe(0);
    const lines = readFileSync(path.join(dir, 'out.csv'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('a2c8bdc6b02441b242aa6ce267dfbe0dd1f1996d');
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      general: Record<string, unknown>;
    };
    expect(report.general).toMatchObject({
      'Job-Done': true,
      'nb-ecs': 2,
      'ezPAARSE-version': '9.9.9',
    });
    expect(readFileSync(path.join(dir, 'traces.log'), 'utf8')).toContain('info: New job');
    expect(existsSync(path.join(dir, 'rejects/lines-unknown-domains.log'))).toBe(true);
    expect(existsSync(path.join(dir, 'rejects/denied-ecs.csv'))).toBe(true);
  }, 60_000);

  // gzip is told by its magic bytes: a piped stream has no file name or header to say so.
  it.each([
    ['plain text', (log: Buffer) => log],
    ['a gzip stream', (log: Buffer) => gzipSync(log)],
  ])(
    'reads %s from stdin when no file is given and writes to stdout',
    async (_kind, encode) => {
      const run = io(encode(readFileSync(path.join(LOGS, 'sd.mini.log'))));
      expect(
        await runProcessCommand(
          [],
          options({ header: ['Accept: application/jsonstream'] }),
          run.streams,
          '1',
        ),
      ).toBe(0);
      expect(run.out().trim().split('\n')).toHaveLength(2);
    },
    60_000,
  );

  // Neither brotli nor deflate has magic bytes: a file says so by its name (`.zz` is what
  // Response-Encoding: deflate names a result), a stream by -H Content-Encoding, as a body does.
  it('reads .br and .zz files, and a stream declared deflate or br', async () => {
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const files = [
      ['mini.log.br', brotliCompressSync(log)],
      ['mini.log.zz', deflateSync(log)],
      ['raw.log.ZZ', deflateRawSync(log)],
    ] as const;
    for (const [name, content] of files) {
      writeFileSync(path.join(dir, name), content);
    }
    const headers = ['Accept: application/jsonstream', 'Double-Click-Removal: false'];
    const fromFiles = io();
    expect(
      await runProcessCommand(
        files.map(([name]) => path.join(dir, name)),
        options({ header: headers }),
        fromFiles.streams,
        '1',
      ),
    ).toBe(0);
    expect(fromFiles.err()).toBe('');
    expect(fromFiles.out().trim().split('\n')).toHaveLength(6);
    for (const [encoding, packed] of [
      ['deflate', deflateSync(log)],
      ['br', brotliCompressSync(log)],
    ] as const) {
      const piped = io(packed);
      const code = await runProcessCommand(
        [],
        options({ header: [...headers, `Content-Encoding: ${encoding}`] }),
        piped.streams,
        '1',
      );
      expect({ code, err: piped.err() }).toEqual({ code: 0, err: '' });
      expect(piped.out().trim().split('\n')).toHaveLength(2);
    }
  }, 60_000);

  it('reads stdin for -, as Unix tools do, also beside files (one job)', async () => {
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    const alone = io(gzipSync(log));
    expect(
      await runProcessCommand(
        ['-'],
        options({ header: ['Accept: application/jsonstream'] }),
        alone.streams,
        '1',
      ),
    ).toBe(0);
    expect(alone.err()).toBe('');
    expect(alone.out().trim().split('\n')).toHaveLength(2);
    const beside = io(log);
    expect(
      await runProcessCommand(
        [path.join(LOGS, 'sd.mini.log'), '-'],
        options({ header: ['Accept: application/jsonstream', 'Double-Click-Removal: false'] }),
        beside.streams,
        '1',
      ),
    ).toBe(0);
    expect(beside.out().trim().split('\n')).toHaveLength(4);
  }, 60_000);

  it('reads CSV from stdin under -H Content-Type: text/csv, as POST / does', async () => {
    // Standard input has no name ending in .csv: the header is the only way to say it.
    const csv = readFileSync(path.join(LOGS, 'sd.2012-11-30.300.csv'));
    const run = io(csv);
    expect(
      await runProcessCommand(
        [],
        options({ header: ['Accept: application/jsonstream', 'Content-Type: text/csv'] }),
        run.streams,
        '1',
      ),
    ).toBe(0);
    expect(run.err()).toBe('');
    const events = run
      .out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(events).toHaveLength(21);
    // The CSV's own columns come through, as from a *.csv file.
    expect(events[0]).toMatchObject({ platform: 'sd', 'arbitrary-id': '8' });
  }, 60_000);

  it('an interrupted run exits 130 and leaves no result or COUNTER file that looks complete', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    const interrupt = new AbortController();
    // Ctrl-C arrives while the input is still being read.
    function* input() {
      yield log;
      interrupt.abort('SIGINT');
      yield log;
    }
    const run = io();
    const outputs = {
      output: path.join(dir, 'out.csv'),
      counter: path.join(dir, 'counter.json'),
      report: path.join(dir, 'report.json'),
      rejectsDir: path.join(dir, 'rejects'),
    };
    const code = await runProcessCommand(
      [],
      options({ ...outputs, header: ['Reject-Files: all'] }),
      { ...run.streams, stdin: Readable.from(input()), signal: interrupt.signal },
      '1',
    );
    expect(code).toBe(130);
    expect(run.err()).toBe(`sillage: interrupted: no result written to ${outputs.output}\n`);
    // Neither the result nor its file aside (`out.csv.<random>.partial`), nor the COUNTER files.
    expect(readdirSync(dir).filter((file) => file !== 'report.json' && file !== 'rejects')).toEqual(
      [],
    );
    // Nor reject files cut off where the signal came.
    expect(readdirSync(outputs.rejectsDir)).toEqual([]);
    const report = JSON.parse(readFileSync(outputs.report, 'utf8')) as {
      general: Record<string, unknown>;
    };
    expect(report.general['Job-Done']).toBe(false);
  }, 60_000);

  it('Ctrl-C while standard input sends nothing ends the run and closes standard input', async () => {
    // A terminal or an idle pipe: no byte, no end. The progress counters are on, as on a terminal.
    const stdin = new PassThrough();
    const interrupt = new AbortController();
    const run = io();
    const streams = {
      ...run.streams,
      stdin,
      stderr: Object.assign(run.streams.stderr, { isTTY: true }),
      signal: interrupt.signal,
    };
    const running = runProcessCommand([], options({ progress: true }), streams, '1');
    // Whenever the signal comes (loading or waiting for stdin), the run must end.
    setTimeout(() => {
      interrupt.abort('SIGINT');
    }, 50);
    expect(await running).toBe(130);
    expect(run.err()).toContain(
      'sillage: interrupted: the result on standard output is incomplete\n',
    );
    // Still open, it would keep the process alive after the message.
    expect(stdin.destroyed).toBe(true);
  }, 60_000);

  it('writes the result to stdout for -o -, not to a file named -', async () => {
    const run = io();
    const cwd = process.cwd();
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    process.chdir(dir);
    try {
      expect(
        await runProcessCommand(
          [path.join(LOGS, 'sd.mini.log')],
          options({ output: '-', header: ['Accept: application/jsonstream'] }),
          run.streams,
          '1',
        ),
      ).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(run.out().trim().split('\n')).toHaveLength(2);
    expect(existsSync(path.join(dir, '-'))).toBe(false);
  }, 60_000);

  it('names the input that cannot be read among several, as given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    const good = path.join(dir, 'good.log.gz');
    const cut = path.join(dir, 'cut.log.gz');
    writeFileSync(good, gzipSync(log));
    writeFileSync(cut, gzipSync(log).subarray(0, 40));
    const run = io();
    const report = path.join(dir, 'report.json');
    expect(await runProcessCommand([good, cut], options({ report }), run.streams, '1')).toBe(1);
    expect(run.err().startsWith(`sillage: error 4002: ${cut}: `)).toBe(true);
    const { files } = JSON.parse(readFileSync(report, 'utf8')) as { files: Record<string, string> };
    expect(files).toEqual({ '1': good, '2': cut });
  }, 60_000);

  it('refuses - twice: standard input is read once', async () => {
    const run = io();
    expect(await runProcessCommand(['-', '-'], options(), run.streams, '1')).toBe(2);
    expect(run.err()).toBe('sillage: cannot read - twice: standard input is read once\n');
  });

  it.each(['report', 'traces'] as const)(
    'refuses --%s - (standard output carries the result) before reading anything',
    async (option) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
      const cwd = process.cwd();
      process.chdir(dir);
      try {
        const run = io();
        expect(await runProcessCommand([], options({ [option]: '-' }), run.streams, '1')).toBe(1);
        expect(run.err()).toBe(
          `sillage: --${option} -: standard output carries the result only; give --${option} a file name\n`,
        );
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        process.chdir(cwd);
      }
    },
  );

  it('exits non-zero with the reference status code on a refused header', async () => {
    const run = io();
    expect(
      await runProcessCommand([], options({ header: ['Accept: text/html'] }), run.streams, '1'),
    ).toBe(1);
    expect(run.err()).toMatch(/error 4006: Accept/);
  });

  it('names an input it cannot read and exits 2 before loading anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    for (const [file, reason] of [
      [path.join(dir, 'missing.log'), 'no such file'],
      [dir, 'it is a directory'],
    ] as const) {
      const run = io();
      expect(await runProcessCommand([file], options(), run.streams, '1')).toBe(2);
      expect(run.err()).toBe(`sillage: cannot read ${file}: ${reason}\n`);
    }
  });

  it('says what to do when no line is read or no line matches a known format', async () => {
    const empty = io('');
    expect(await runProcessCommand([], options(), empty.streams, '1')).toBe(1);
    expect(empty.err()).toBe(
      'sillage: error 4001: Got no content from the client\n' +
        'sillage: the input is empty or holds only blank lines: give a log file, or pipe log lines into standard input\n',
    );
    // Blank lines and spaces, more of them than Max-Parse-Attempts, are no content either.
    const blank = io(' \n\t\n\n  \r\n'.repeat(6));
    expect(await runProcessCommand([], options(), blank.streams, '1')).toBe(1);
    expect(blank.err()).toBe(empty.err());
    const unknown = io('this is not a log line\n');
    expect(await runProcessCommand([], options(), unknown.streams, '1')).toBe(1);
    expect(unknown.err()).toBe(
      'sillage: error 4003: Line format was not recognized\n' +
        "sillage: give the log format with -H 'Log-Format-ezproxy: …' (or -apache, -squid); " +
        "sillage format check -H 'Log-Format-ezproxy: …' --line '…' shows how a line parses\n",
    );
    // With a format given, the lines do not match it: that is what to check.
    const typed = io('this is not a log line\n');
    expect(
      await runProcessCommand(
        [],
        options({ header: ['Log-Format-Apache: %h %t "%r"'] }),
        typed.streams,
        '1',
      ),
    ).toBe(1);
    expect(typed.err()).toBe(
      'sillage: error 4003: Line format was not recognized\n' +
        'sillage: the lines do not match the Log-Format-Apache given; ' +
        "sillage format check -H 'Log-Format-Apache: …' --line '…' shows where a line differs\n",
    );
  });

  it('exits non-zero and leaves no result file when the job fails (4003)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const run = io();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.wrong-first-line.log')],
      options({ header: ['Max-Parse-Attempts: 1'], output: path.join(dir, 'out.csv') }),
      run.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(run.err()).toMatch(/error 4003/);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('two runs writing one -o at once each end well, leaving one whole result (a cron overlap)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-process-'));
    const output = path.join(dir, 'out.csv');
    const inputs = ['sd.mini.log', 'sd.2012-11-30.300.log'];
    const runOnce = async (file: string) => {
      const run = io();
      const code = await runProcessCommand(
        [path.join(LOGS, file)],
        options({ output, nativeOnly: true, header: ['Crypting-Salt: overlap'] }),
        run.streams,
        '1',
      );
      return { code, err: run.err() };
    };
    const results: string[] = [];
    for (const input of inputs) {
      await runOnce(input);
      results.push(readFileSync(output, 'utf8'));
    }
    expect(results[0]).not.toBe(results[1]);
    const together = await Promise.all(inputs.map(runOnce));
    expect(together).toEqual(inputs.map(() => ({ code: 0, err: '' })));
    // The file left is one run's whole result, whichever ended last, and nothing beside it.
    expect(results).toContain(readFileSync(output, 'utf8'));
    expect(readdirSync(dir)).toEqual(['out.csv']);
  }, 60_000);

  // Reference §4.4: more than 100 000 bytes without a line break, as the server answers it.
  it('exits non-zero with 4022 on an input with no line break (stdin)', async () => {
    const run = io(Buffer.alloc(150_000, 'x'));
    expect(await runProcessCommand([], options(), run.streams, '1')).toBe(1);
    expect(run.err()).toMatch(/error 4022/);
  }, 60_000);

  it('--counter runs COUNTER R5.1 mode and writes counter.json and its CSV', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-counter-'));
    const run = io();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.2012-11-30.300.log')],
      options({
        output: path.join(dir, 'out.csv'),
        report: path.join(dir, 'report.json'),
        counter: path.join(dir, 'counter.json'),
      }),
      run.streams,
      '9.9.9',
    );
    expect(run.err()).toBe('');
    expect(code).toBe(0);
    const counter = CounterReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'counter.json'), 'utf8')),
    );
    expect(counter.rows.length).toBeGreaterThan(0);
    const csv = readFileSync(path.join(dir, 'counter.csv'), 'utf8').trimEnd().split('\n');
    expect(csv).toHaveLength(counter.rows.length + 1);
    expect(readFileSync(path.join(dir, 'out.csv'), 'utf8').split('\n')[0]).toContain('session_id');
    const report = JobReportSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')),
    );
    expect(report.explorer?.funnel[0]).toEqual({
      step: 'lines',
      count: report.general['nb-lines-input'],
      dropped: {},
    });
  }, 60_000);

  it.each([
    ['a .json name', 'c.json', 'c.json', 'c.csv'],
    ['a .csv name', 'c.csv', 'c.json', 'c.csv'],
    ['a .JSON name', 'c.JSON', 'c.JSON', 'c.csv'],
    ['another extension', 'c.txt', 'c.txt', 'c.csv'],
    ['a bare stem', 'c', 'c', 'c.csv'],
  ])(
    '--counter with %s (%s) writes %s and %s',
    async (_case, name, json, csv) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sillage-counter-'));
      const run = io();
      const code = await runProcessCommand(
        [path.join(LOGS, 'sd.2012-11-30.300.log')],
        options({ output: path.join(dir, 'out.csv'), counter: path.join(dir, name) }),
        run.streams,
        '9.9.9',
      );
      expect(run.err()).toBe('');
      expect(code).toBe(0);
      expect(readdirSync(dir).sort()).toEqual([csv, json, 'out.csv'].sort());
      expect(() =>
        CounterReportSchema.parse(JSON.parse(readFileSync(path.join(dir, json), 'utf8'))),
      ).not.toThrow();
      expect(readFileSync(path.join(dir, csv), 'utf8').split('\n')[0]).toContain(';');
    },
    60_000,
  );

  it('--counter refuses an explicit reference COUNTER-Mode', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-counter-'));
    const run = io();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.2012-11-30.300.log')],
      options({ header: ['COUNTER-Mode: reference'], counter: path.join(dir, 'counter.json') }),
      run.streams,
      '9.9.9',
    );
    expect(code).toBe(1);
    expect(run.err()).toContain('4028');
    expect(run.err()).toContain('--counter needs COUNTER-Mode: r51');
    expect(existsSync(path.join(dir, 'counter.json'))).toBe(false);
  });

  it('--counter with a COUNTER-Mode that is no mode says that value is not one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-counter-'));
    const run = io();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.2012-11-30.300.log')],
      options({ header: ['COUNTER-Mode: bogus'], counter: path.join(dir, 'counter.json') }),
      run.streams,
      '9.9.9',
    );
    expect(code).toBe(1);
    expect(run.err()).toContain('COUNTER-Mode must be one of reference, r51');
    expect(existsSync(path.join(dir, 'counter.json'))).toBe(false);
  });
});
