import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { endQuietlyOnClosedPipe, handleClosedPipe } from './closed-pipe.js';

describe('endQuietlyOnClosedPipe', () => {
  it('ends with status 0 when the reader closed the pipe (EPIPE)', () => {
    const stream = new PassThrough();
    const exit = jest.fn();
    endQuietlyOnClosedPipe(stream, exit);
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('leaves a closed pipe to the command that handles it, until it lets go', () => {
    const stream = new PassThrough();
    const exit = jest.fn();
    const onClosed = jest.fn();
    endQuietlyOnClosedPipe(stream, exit);
    const release = handleClosedPipe(stream, onClosed);
    const closed = () =>
      stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    closed();
    expect({ exits: exit.mock.calls.length, handled: onClosed.mock.calls.length }).toEqual({
      exits: 0,
      handled: 1,
    });
    release();
    closed();
    expect({ exits: exit.mock.calls, handled: onClosed.mock.calls.length }).toEqual({
      exits: [[0]],
      handled: 1,
    });
  });

  it('lets any other write error through', () => {
    const stream = new PassThrough();
    const exit = jest.fn();
    endQuietlyOnClosedPipe(stream, exit);
    expect(() =>
      stream.emit('error', Object.assign(new Error('no space'), { code: 'ENOSPC' })),
    ).toThrow('no space');
    expect(exit).not.toHaveBeenCalled();
  });

  it('ends a real process quietly when its stdout pipe is closed early', async () => {
    // A child writing far more than a pipe buffer, read for one chunk only (like `| head -1`).
    const source = `
      const { endQuietlyOnClosedPipe } = require(${JSON.stringify(require.resolve('./closed-pipe.ts'))});
      endQuietlyOnClosedPipe(process.stdout);
      const line = 'x'.repeat(1000) + '\\n';
      let n = 0;
      const pump = () => { while (n++ < 5000) { if (!process.stdout.write(line)) { process.stdout.once('drain', pump); return; } } };
      pump();
    `;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', source], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
});
