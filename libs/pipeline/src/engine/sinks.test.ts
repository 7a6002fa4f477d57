import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
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
    const chunks = ['a;b\n', 'é;☕;𝄞\n', 'x'.repeat(100_000), '', '\nend\n'];
    for (const chunk of chunks) {
      sink.write(chunk);
      await sink.ready();
    }
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe(chunks.join(''));
  });

  it('reports a failed write (a full device) at the next ready and at close', async () => {
    if (!existsSync('/dev/full')) {
      return;
    }
    const sink = createFileSink(openSync('/dev/full', 'w'));
    sink.write('lost\n');
    await expect(sink.ready()).rejects.toThrow(/ENOSPC/);
    await expect(sink.close()).rejects.toThrow(/ENOSPC/);
  });
});

describe('createStreamSink', () => {
  it('rejects its close when the last writes hit a full device', async () => {
    if (!existsSync('/dev/full')) {
      return;
    }
    const sink = createStreamSink(createWriteStream('/dev/full'));
    sink.write('lost\n');
    await expect(sink.close()).rejects.toThrow(/ENOSPC/);
  });
});
