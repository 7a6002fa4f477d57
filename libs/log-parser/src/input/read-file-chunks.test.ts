import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { fileStartsWithGzip, readFileChunks } from './read-file-chunks.js';
import type { LogInputOptions } from './input-kind.js';
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

  it('reuses two buffers in turn', async () => {
    const file = path.join(dir, 'bytes.bin');
    writeFileSync(file, Buffer.from('abcdefghijkl'));
    const reused: Buffer[] = [];
    for await (const chunk of readFileChunks(file, { chunkBytes: 4 })) {
      reused.push(chunk);
    }
    // The first chunk's buffer took the third chunk.
    expect(reused.map(String)).toEqual(['ijkl', 'efgh', 'ijkl']);
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

describe('readFileChunks on gzip', () => {
  // Varied enough that the compressed stream refers back across chunks (a repeated line would not).
  const text = Array.from({ length: 20_000 }, (_, index) => `line ${String(index * 7919)} ☕`);
  const file = path.join(dir, 'packed.log');
  writeFileSync(file, gzipSync(`${text.join('\n')}\n`));

  it.each<[string, LogInputOptions]>([
    ['undeclared (found by its magic bytes)', {}],
    ['declared by Content-Encoding', { contentEncoding: 'gzip' }],
    [
      "declared by its content type (a browser's multipart part)",
      { contentType: 'application/gzip' },
    ],
  ])('%s: every line, though the decompressor is fed reused buffers', async (_how, declared) => {
    const lines: string[] = [];
    const chunks = readFileChunks(file, { chunkBytes: 512 });
    for await (const batch of readLogBatches(chunks, { charset: 'utf-8', ...declared })) {
      if (batch.kind === 'lines') {
        lines.push(...batch.lines);
      }
    }
    expect(lines).toEqual(text);
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

describe('readLogBatches over a file, stopped early', () => {
  /** The descriptors this process holds on `file` (Linux: /proc/self/fd). */
  const descriptorsOn = (file: string) =>
    readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    });

  it.each([
    ['plain text', 'utf-8', false],
    ['plain text in another charset', 'latin1', false],
    ['gzip', 'utf-8', true],
  ])(
    'closes the file when its reader stops before the end (%s): a removed input frees its disk space',
    async (kind, charset, gzip) => {
      const file = path.join(dir, `early-stop-${kind.replaceAll(' ', '-')}.log`);
      const text = 'a log line\n'.repeat(20_000);
      // Random lines: gzip must not shrink the file into a single read.
      writeFileSync(
        file,
        gzip
          ? gzipSync(
              Array.from({ length: 20_000 }, () => `${Math.random().toString(36)}\n`).join(''),
            )
          : text,
      );
      const batches = readLogBatches(readFileChunks(file, { chunkBytes: 1024 }), {
        charset,
        batchSize: 10,
      });
      // A job that fails mid-input (a full disk, a bad line) stops reading after some batches.
      for await (const batch of batches) {
        expect(batch.kind).toBe('lines');
        break;
      }
      // Gzip: the decompressor's stream closes its source on its own turn of the event loop.
      for (let turns = 0; turns < 100 && descriptorsOn(file).length > 0; turns++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(descriptorsOn(file)).toEqual([]);
    },
  );
});
