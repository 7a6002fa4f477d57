import { Blob as NodeBlob } from 'node:buffer';
import { DecompressionStream, TextDecoderStream } from 'node:stream/web';
import { gzipSync } from 'node:zlib';
import { readFirstLines } from './first-lines.js';

// jsdom's Blob has no stream(); the browser's does, as Node's.
const blob = (data: string | Uint8Array) => new NodeBlob([data]) as unknown as Blob;

describe('readFirstLines', () => {
  beforeAll(() => {
    Object.assign(globalThis, { DecompressionStream, TextDecoderStream });
  });

  it('keeps the first non-empty lines of a plain file', async () => {
    const text = ['a', '', 'b', ...Array.from({ length: 20 }, (_, i) => `l${i}`)].join('\n');
    expect(await readFirstLines(blob(text), 3)).toBe('a\nb\nl0');
  });

  it('decompresses a gzip file first', async () => {
    const gz = gzipSync(Buffer.from('x y z\r\nsecond line\n'));
    expect(await readFirstLines(blob(new Uint8Array(gz)))).toBe('x y z\nsecond line');
  });
});
