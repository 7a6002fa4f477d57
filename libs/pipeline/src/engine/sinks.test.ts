import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileSink, createStreamSink } from './sinks.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sillage-sinks-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createFileSink', () => {
  it('writes every chunk in order, small, multi-byte and larger than its buffer', async () => {
    const file = path.join(dir, 'out.csv');
    const sink = createFileSink(openSync(file, 'w'));
    // The long one is larger than the sink's 1 MiB buffer, even before it is encoded.
    const chunks = ['a;b\n', 'é;☕;𝄞\n', 'x'.repeat(100_000), '', 'é'.repeat(1_100_000), '\nend\n'];
    for (const chunk of chunks) {
      sink.write(chunk);
      await sink.ready();
    }
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe(chunks.join(''));
  });

  it('writes bytes and text in the order they come', async () => {
    const file = path.join(dir, 'mixed.csv');
    const sink = createFileSink(openSync(file, 'w'));
    sink.writeBytes?.(Buffer.from('a;b\n'));
    sink.write('é;☕\n');
    sink.writeBytes?.(new Uint8Array(Buffer.from('x'.repeat(100_000))).subarray(1, 70_001));
    sink.writeBytes?.(Buffer.from('y'.repeat(1_500_000)));
    sink.write('z');
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe(
      `a;b\né;☕\n${'x'.repeat(70_000)}${'y'.repeat(1_500_000)}z`,
    );
  });

  it('gathers small chunks into one write of up to 1 MiB, and writes the rest at close', async () => {
    const file = path.join(dir, 'gathered.csv');
    const sink = createFileSink(openSync(file, 'w'));
    const row = 'a;b;c\n'.repeat(1_000);
    let chunks = 0;
    while (statSync(file).size === 0) {
      sink.writeBytes?.(Buffer.from(row));
      sink.write(row);
      chunks += 2;
      await sink.ready();
    }
    // One system call per chunk would have written the first 6 000 bytes at once.
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    expect(statSync(file).size).toBeLessThanOrEqual(1 << 20);
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe(row.repeat(chunks));
  });

  it('writes what it gathered at each ready when asked, for readers of the growing file', async () => {
    const file = path.join(dir, 'batches.csv');
    const sink = createFileSink(openSync(file, 'w'), { flushOnReady: true });
    sink.write('first batch\n');
    expect(statSync(file).size).toBe(0);
    await sink.ready();
    expect(readFileSync(file, 'utf8')).toBe('first batch\n');
    sink.writeBytes?.(Buffer.from('second\n'));
    await sink.ready();
    expect(readFileSync(file, 'utf8')).toBe('first batch\nsecond\n');
    await sink.close();
  });

  it('reports a failed write (a full device) at the next ready and at close, gathered or not', async () => {
    if (!existsSync('/dev/full')) {
      return;
    }
    const sink = createFileSink(openSync('/dev/full', 'w'));
    sink.write('lost\n'.repeat(300_000));
    await expect(sink.ready()).rejects.toThrow(/ENOSPC/);
    await expect(sink.close()).rejects.toThrow(/ENOSPC/);
    const bytesSink = createFileSink(openSync('/dev/full', 'w'));
    bytesSink.writeBytes?.(Buffer.from('lost\n'));
    await expect(bytesSink.close()).rejects.toThrow(/ENOSPC/);
  });
});

describe('createStreamSink', () => {
  it('copies lent bytes when the stream takes UTF-8, and takes only text otherwise', async () => {
    const file = path.join(dir, 'stream.csv');
    const sink = createStreamSink(createWriteStream(file), { utf8Bytes: true });
    const lent = Buffer.from('é;1\n');
    sink.writeBytes?.(lent);
    lent.fill(0x3f);
    sink.write('☕;2\n');
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe('é;1\n☕;2\n');
    expect(createStreamSink(createWriteStream(path.join(dir, 'text.csv'))).writeBytes).toBe(
      undefined,
    );
  });

  it('rejects its close when the last writes hit a full device', async () => {
    if (!existsSync('/dev/full')) {
      return;
    }
    const sink = createStreamSink(createWriteStream('/dev/full'));
    sink.write('lost\n');
    await expect(sink.close()).rejects.toThrow(/ENOSPC/);
  });
});
