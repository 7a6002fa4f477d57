import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { fileStartsWithGzip, readFileChunks } from './read-file-chunks.js';
import { readLogBatches } from './read-log-batches.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sillage-chunks-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Multi-byte characters land across chunk boundaries at these small chunk sizes.
const LINES = ['café ☕ thé', 'plain ascii line', 'ünïcödé · €uro', 'Ωμέγα 𝄞 clef', 'last'];

async function linesOf(file: string, charset: string, chunkBytes: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of readLogBatches(readFileChunks(file, { chunkBytes }), { charset })) {
    if (batch.kind === 'lines') {
      lines.push(...batch.lines);
    }
  }
  return lines;
}

describe('readFileChunks', () => {
  it.each([1, 3, 7, 64, 65_536])(
    'feeds readLogBatches from one reused buffer without losing a byte (chunks of %i)',
    async (chunkBytes) => {
      const utf8 = path.join(dir, 'utf8.log');
      writeFileSync(utf8, `${LINES.join('\n')}\n`);
      expect(await linesOf(utf8, 'utf-8', chunkBytes)).toEqual(LINES);
      const latin = LINES.slice(0, 3).map((line) => line.replace(/[☕€·]/g, '?'));
      const latin1 = path.join(dir, 'latin1.log');
      writeFileSync(latin1, iconv.encode(`${latin.join('\r\n')}\r\n`, 'latin1'));
      expect(await linesOf(latin1, 'latin1', chunkBytes)).toEqual(latin);
      const utf16 = path.join(dir, 'utf16.log');
      writeFileSync(utf16, iconv.encode(`${LINES.join('\n')}\n`, 'utf-16le'));
      expect(await linesOf(utf16, 'utf-16le', chunkBytes)).toEqual(LINES);
    },
  );

  it('reuses two buffers in turn unless asked for fresh chunks', async () => {
    const file = path.join(dir, 'bytes.bin');
    writeFileSync(file, Buffer.from('abcdefghijkl'));
    const reused: Buffer[] = [];
    for await (const chunk of readFileChunks(file, { chunkBytes: 4 })) {
      reused.push(chunk);
    }
    // The first chunk's buffer took the third chunk.
    expect(reused.map(String)).toEqual(['ijkl', 'efgh', 'ijkl']);
    const fresh: Buffer[] = [];
    for await (const chunk of readFileChunks(file, { chunkBytes: 4, fresh: true })) {
      fresh.push(chunk);
    }
    expect(fresh.map(String)).toEqual(['abcd', 'efgh', 'ijkl']);
  });

  it('keeps a chunk intact until the next one is asked for, while the next is read', async () => {
    const file = path.join(dir, 'letters.bin');
    const text = 'abcdefghijklmnopqrstuvwxyz'.repeat(40);
    writeFileSync(file, text);
    const seen: string[] = [];
    const chunks = readFileChunks(file, { chunkBytes: 7 });
    for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) {
      const before = String(next.value);
      // The read of the next chunk, started before this one was handed over, has time to land.
      await new Promise((resolve) => setTimeout(resolve, 2));
      expect(String(next.value)).toBe(before);
      seen.push(before);
    }
    expect(seen.join('')).toBe(text);
  });

  it('closes the file when the caller stops early, after the read in flight', async () => {
    const file = path.join(dir, 'early.bin');
    writeFileSync(file, Buffer.alloc(64 * 1024, 120));
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for await (const chunk of readFileChunks(file, { chunkBytes: 1024 })) {
      expect(chunk.length).toBe(1024);
      expect(openFiles()).toBe(before + 1);
      break;
    }
    expect(openFiles()).toBe(before);
  });
});

describe('readFileChunks on undeclared gzip', () => {
  it('gives every line when its reused chunks go to the decompressor', async () => {
    const file = path.join(dir, 'packed.log');
    const text = Array.from({ length: 2_000 }, (_, index) => `line ${String(index)} ☕`);
    writeFileSync(file, gzipSync(`${text.join('\n')}\n`));
    // Not declared gzip: recognised by its magic bytes, from chunks read into reused buffers.
    expect(await linesOf(file, 'utf-8', 512)).toEqual(text);
  });
});

describe('fileStartsWithGzip', () => {
  it('tells gzip content by its first bytes, whatever the name', () => {
    const packed = path.join(dir, 'log.txt');
    writeFileSync(packed, gzipSync('a line\n'));
    const plain = path.join(dir, 'log.gz');
    writeFileSync(plain, 'a line\n');
    const tiny = path.join(dir, 'one-byte.log');
    writeFileSync(tiny, Buffer.from([0x1f]));
    expect([packed, plain, tiny].map(fileStartsWithGzip)).toEqual([true, false, false]);
  });
});
