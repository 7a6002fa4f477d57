import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { readFileChunks } from './read-file-chunks.js';
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

  it('reuses its buffer unless asked for fresh chunks', async () => {
    const file = path.join(dir, 'bytes.bin');
    writeFileSync(file, Buffer.from('abcdefgh'));
    const reused: Buffer[] = [];
    for await (const chunk of readFileChunks(file, { chunkBytes: 4 })) {
      reused.push(chunk);
    }
    expect(reused.map(String)).toEqual(['efgh', 'efgh']);
    const fresh: Buffer[] = [];
    for await (const chunk of readFileChunks(file, { chunkBytes: 4, fresh: true })) {
      fresh.push(chunk);
    }
    expect(fresh.map(String)).toEqual(['abcd', 'efgh']);
  });
});
