import { brotliCompressSync, constants, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { AUTO_FORMATS } from './format/auto-formats.js';
import { compileLogFormat } from './format/compile-log-format.js';
import { createLineParser } from './format/create-line-parser.js';
import { LogFormatError } from './format/log-format-error.js';
import type { LogInputOptions } from './input/input-kind.js';
import { LogInputError } from './input/log-input-error.js';
import { readLogBatches } from './input/read-log-batches.js';
import { PROXY_TYPES } from './format/proxy-type.js';

/** Runs enough cases to matter, few enough for a shared CI machine; the fuzz script runs more. */
const RUNS = { numRuns: 200 };

/** Format-string pieces, so random formats hit the tokenizer's branches, not just literals. */
const formatPiece = fc.oneof(
  fc.constantFrom('%h', '%u', '%l', '%t', '%r', '"%r"', '%s', '%b', '%{user-agent}i', '%>s'),
  fc.constantFrom('%{x}<[a-z]+>', '%{y}<(a)>', '%<\\d+>', '%{', '%{z}<', '%<', '<', '>', '%', ' '),
  fc.constantFrom('%ts', '%tr', '%>a', '%rm', '%ru', '%<st', '%Ss'),
  fc.string({ maxLength: 8 }),
);
const formatString = fc.array(formatPiece, { maxLength: 12 }).map((parts) => parts.join(''));

/** Text with the characters that break parsers: NUL, lone surrogates, quotes, brackets, CR. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .array(fc.constantFrom('\0', '\uD800', '\uDFFF', '"', '[', ']', '\r', ' ', '%', '\\', 'é'), {
      maxLength: 200,
    })
    .map((chars) => chars.join('')),
);

async function drain(input: Iterable<Uint8Array>, options?: LogInputOptions): Promise<number> {
  let lines = 0;
  for await (const batch of readLogBatches(input, options)) {
    lines += batch.kind === 'lines' ? batch.lines.length : batch.records.length;
  }
  return lines;
}

/** Resolves to the input's line count, or to the LogInputError it failed with; rethrows others. */
async function outcome(input: Iterable<Uint8Array>, options?: LogInputOptions) {
  try {
    return { lines: await drain(input, options) };
  } catch (error) {
    if (error instanceof LogInputError) {
      return { status: error.status, message: error.message };
    }
    throw error;
  }
}

describe('hostile input: format compiler', () => {
  it('compiles any format string or refuses it with a LogFormatError, never anything else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROXY_TYPES), formatString, (proxy, format) => {
        try {
          const compiled = compileLogFormat(proxy, format);
          // A compiled format must be usable on any line.
          expect(compiled.parse('x y z')).not.toBeUndefined();
        } catch (error) {
          expect(error).toBeInstanceOf(LogFormatError);
          expect((error as Error).message.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});

describe('hostile input: line parser', () => {
  it('parses or rejects any line with every built-in format and with auto-detection', () => {
    const compiled = AUTO_FORMATS.map(({ proxy, format }) => compileLogFormat(proxy, format));
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 5 }), (lines) => {
        for (const format of compiled) {
          for (const line of lines) {
            const fields = format.parse(line);
            expect(fields === null || typeof fields === 'object').toBe(true);
          }
        }
        const parser = createLineParser({ maxParseAttempts: 3 });
        for (const line of lines) {
          parser.parse(line);
        }
        expect(parser.exhausted || parser.format !== null || lines.length < 3).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps every field of a parsed line a substring of that line (nothing invented)', () => {
    const format = compileLogFormat('ezproxy', '%h %l %u %t "%r" %s %b');
    fc.assert(
      fc.property(
        fc.ipV4(),
        hostileText.filter((text) => !/["\n]/.test(text)),
        fc.integer({ min: 100, max: 599 }),
        (host, path, status) => {
          const line = `${host} - - [04/Mar/2024:08:00:03 +0100] "GET http://a.example/${path} HTTP/1.1" ${status} 12`;
          const fields = format.parse(line);
          for (const value of Object.values(fields ?? {})) {
            expect(line).toContain(value);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('hostile input: stream readers', () => {
  it('reads any bytes as text lines or fails with a LogInputError, whatever the chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4000 }),
        fc.integer({ min: 1, max: 512 }),
        fc.constantFrom(undefined, 'text/csv', 'application/gzip'),
        fc.constantFrom('utf-8', 'latin1', 'utf-16le'),
        async (bytes, size, contentType, charset) => {
          const chunks: Uint8Array[] = [];
          for (let offset = 0; offset < bytes.length; offset += size) {
            chunks.push(bytes.subarray(offset, offset + size));
          }
          const result = await outcome(chunks, {
            ...(contentType === undefined ? {} : { contentType }),
            charset,
            maxLineBytes: 1000,
          });
          expect(result).toBeDefined();
        },
      ),
      RUNS,
    );
  });

  it('counts the same lines in a gzipped input as in the plain one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          hostileText.map((text) => text.replace(/[\r\n]/g, ' ')),
          { maxLength: 50 },
        ),
        async (lines) => {
          const text = Buffer.from(lines.join('\n'), 'utf8');
          const plain = await outcome([text]);
          const zipped = await outcome([gzipSync(text)], { contentEncoding: 'gzip' });
          expect(zipped).toEqual(plain);
        },
      ),
      RUNS,
    );
  });

  it('refuses truncated or corrupt gzip with 4002', async () => {
    const whole = gzipSync(Buffer.from('a line\n'.repeat(1000)));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: whole.length - 9 }), async (cut) => {
        const result = await outcome([whole.subarray(0, cut)], { contentEncoding: 'gzip' });
        // A cut inside the trailer may still yield every line; a cut elsewhere must be 4002.
        if ('status' in result) {
          expect(result.status).toBe(4002);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a decompression bomb with 4002 and a clear message, before inflating it all', async () => {
    // 32 MiB of line breaks in about 32 KiB: a thousandfold expansion, as bombs have.
    const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024, 0x0a));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const result = await outcome([bomb], {
      contentEncoding: 'gzip',
      inflateFloorBytes: 1024 * 1024,
    });
    expect(result).toMatchObject({ status: 4002 });
    expect((result as { message: string }).message).toMatch(/decompression bomb/);
  });

  // deflate and br are bounded by the same guard as gzip: the encoding is no way around it.
  // Brotli's fastest quality: its default (11) takes seconds on these sizes, to the same effect.
  const brotli = (data: Buffer) =>
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  it.each([
    ['zlib-wrapped deflate', 'deflate', deflateSync],
    ['raw deflate', 'deflate', deflateRawSync],
    ['br', 'br', brotli],
  ] as const)(
    'refuses a %s decompression bomb with 4002 too',
    async (_name, encoding, compress) => {
      const bomb = compress(Buffer.alloc(32 * 1024 * 1024, 0x0a));
      expect(bomb.length).toBeLessThan(64 * 1024);
      const options = { contentEncoding: encoding, inflateFloorBytes: 1024 * 1024 };
      const result = await outcome([bomb], options);
      expect(result).toMatchObject({ status: 4002 });
      expect((result as { message: string }).message).toMatch(/decompression bomb/);
      const capped = await outcome([compress(Buffer.alloc(8 * 1024 * 1024, 'a line\n'))], {
        contentEncoding: encoding,
        maxInflatedBytes: 2 * 1024 * 1024,
      });
      expect((capped as { message: string }).message).toMatch(/SILLAGE_MAX_INFLATED_MB/);
    },
  );

  it('stops a bomb that keeps under the ratio at the absolute cap (SILLAGE_MAX_INFLATED_MB)', async () => {
    // Realistic, varied log lines: about 10× expansion, well under the 200× ratio, yet 12 MiB in
    // all, past a cap of 4 MiB. The ratio guard alone would read it to the end.
    const line = (index: number) =>
      `10.1.${index % 256}.${(index * 7) % 251} - u${index} [04/Mar/2024:08:${String(index % 60).padStart(2, '0')}:03 +0100] ` +
      `"GET http://link.springer.com/article/10.1007/s${(index * 104_729) % 999_983} HTTP/1.1" 200 ${index * 31}`;
    const lines: string[] = [];
    for (let bytes = 0, index = 0; bytes < 12 * 1024 * 1024; index += 1) {
      lines.push(line(index));
      bytes += lines.at(-1)!.length + 1;
    }
    const text = Buffer.from(`${lines.join('\n')}\n`);
    const gzipped = gzipSync(text);
    expect(text.length / gzipped.length).toBeLessThan(200);
    const options = { contentEncoding: 'gzip', inflateFloorBytes: 1024 * 1024 };
    const capped = await outcome([gzipped], { ...options, maxInflatedBytes: 4 * 1024 * 1024 });
    expect(capped).toMatchObject({ status: 4002 });
    expect((capped as { message: string }).message).toMatch(
      /expands past 4 MiB.*SILLAGE_MAX_INFLATED_MB/,
    );
    // Under a larger cap the same input is read whole: the cap is what refused it.
    expect(await outcome([gzipped], { ...options, maxInflatedBytes: 64 * 1024 * 1024 })).toEqual({
      lines: lines.length,
    });
  });

  it('reads a legitimate gzip log past the floor (logs expand 10 to 20 times)', async () => {
    const line = (index: number) =>
      `10.0.${index % 256}.${index % 13} - u${index} [04/Mar/2024:08:00:03 +0100] ` +
      `"GET http://www.sciencedirect.com/science/article/pii/S${1e9 + index * 7919} HTTP/1.1" 200 ${index}`;
    const text = Buffer.from(Array.from({ length: 20_000 }, (_, index) => line(index)).join('\n'));
    const result = await outcome([gzipSync(text)], {
      contentEncoding: 'gzip',
      inflateFloorBytes: 64 * 1024,
    });
    expect(result).toEqual({ lines: 20_000 });
  });

  it('reads 100 MiB without a break after a first line as one cut line, then the next line', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024, 0x61);
    const chunks = [
      Buffer.from('first\n'),
      ...Array.from({ length: 20 }, () => huge),
      Buffer.from('\nnext\n'),
    ];
    expect(await outcome(chunks)).toEqual({ lines: 3 });
  });

  it('refuses 100 MiB with no line break at all (4022) instead of buffering it', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024, 0x61);
    expect(await outcome(Array.from({ length: 20 }, () => huge))).toMatchObject({ status: 4022 });
  });

  it('keeps NUL bytes and invalid UTF-8 inside lines without failing', async () => {
    const bytes = Buffer.concat([
      Buffer.from('a\0b\n'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x0a]),
      Buffer.from('\xed\xa0\x80 surrogate\n', 'latin1'),
    ]);
    expect(await outcome([bytes])).toEqual({ lines: 3 });
  });
});
