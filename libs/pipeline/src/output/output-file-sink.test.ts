import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { createOutputFileSink, isPlainOutput } from './output-file-sink.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sillage-output-file-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const ROW = 'café;10.1000/x;https://example.org/a?b=1\n';

describe('createOutputFileSink', () => {
  it('writes plain output itself, in gathered writes, without waiting for a stream to drain', async () => {
    const file = path.join(dir, 'plain.csv');
    const sink = createOutputFileSink(openSync(file, 'w'), {
      responseCharset: ' UTF-8',
      responseEncoding: undefined,
    });
    const rows = ROW.repeat(40_000);
    // 1.8 MB written before the event loop turns once: a file stream writes none of it yet, and
    // would ask the job to wait after its first 16 KiB.
    sink.writeBytes?.(Buffer.from(rows));
    sink.write(rows);
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
    await sink.ready();
    await sink.close();
    expect(readFileSync(file, 'utf8')).toBe(rows + rows);
  });

  it('encodes Response-Charset and Response-Encoding through the encoders', async () => {
    const file = path.join(dir, 'encoded.csv.gz');
    const sink = createOutputFileSink(openSync(file, 'w'), {
      responseCharset: 'ISO-8859-1',
      responseEncoding: 'gzip',
    });
    expect(sink.writeBytes).toBeUndefined();
    sink.write(ROW);
    await sink.ready();
    await sink.close();
    expect(iconv.decode(gunzipSync(readFileSync(file)), 'latin1')).toBe(ROW);
  });
});

describe('isPlainOutput', () => {
  it.each([
    ['utf-8', undefined, true],
    [' UTF8 ', undefined, true],
    ['utf-8', 'gzip', false],
    ['iso-8859-1', undefined, false],
  ] as const)('%s with %s: %s', (responseCharset, responseEncoding, plain) => {
    expect(isPlainOutput({ responseCharset, responseEncoding })).toBe(plain);
  });
});
