import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

describe('sillage process on a named pipe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-fifo-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what its writer sends: checking the pipe does not take the writer away', async () => {
    const fifo = path.join(dir, 'access.fifo');
    execFileSync('mkfifo', [fifo]);
    // The writer blocks until a reader opens the pipe, as `cat log > fifo &` does.
    const writer = spawn('sh', ['-c', 'cat "$0" > "$1"', path.join(LOGS, 'sd.mini.log'), fifo], {
      stdio: 'ignore',
    });
    const io = captureIo();
    const code = await runProcessCommand(
      [fifo],
      processOptions({ nativeOnly: true }),
      io.streams,
      '1',
    );
    expect({ code, err: io.err() }).toEqual({ code: 0, err: '' });
    // sd.mini.log's two lines are two events, under the header row.
    expect(io.out().trim().split('\n')).toHaveLength(3);
    writer.kill();
  }, 30_000);
});
