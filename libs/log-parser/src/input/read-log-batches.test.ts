import * as fs from 'node:fs';
import * as path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { type LogBatch, OVERLONG_PREFIX_CHARS, readLogBatches } from './read-log-batches.js';
import type { LogInputOptions } from './input-kind.js';
import { LogInputError } from './log-input-error.js';
import type { LogInputSource } from './decode-input.js';

const LOGS = path.resolve(__dirname, '../../../../../shared/acceptance/logs');

async function* chunked(data: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < data.length; offset += size) {
    await Promise.resolve();
    yield new Uint8Array(data.subarray(offset, offset + size));
  }
}

async function collect(input: LogInputSource, options?: LogInputOptions): Promise<LogBatch[]> {
  const batches: LogBatch[] = [];
  for await (const batch of readLogBatches(input, options)) {
    batches.push(batch);
  }
  return batches;
}

async function lines(data: Buffer, options?: LogInputOptions, chunkSize = 7): Promise<string[]> {
  const batches = await collect(chunked(data, chunkSize), options);
  return batches.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []));
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(LogInputError);
    return (error as LogInputError).status;
  }
}

describe('readLogBatches: plain text', () => {
  const cases: [string, string, string[]][] = [
    ['splits on \\n', 'a\nb\nc\n', ['a', 'b', 'c']],
    ['splits on \\r\\n', 'a\r\nb\r\nc', ['a', 'b', 'c']],
    ['skips empty lines', '\n\na\r\n\r\n\nb\n\n', ['a', 'b']],
    ['keeps a last line without break', 'a\nb', ['a', 'b']],
    ['keeps whitespace-only lines', 'a\n \nb', ['a', ' ', 'b']],
    ['drops a UTF-8 BOM', '\uFEFFa\nb', ['a', 'b']],
    ['keeps multi-byte characters split across chunks', 'é€😀\nß', ['é€😀', 'ß']],
    ['joins lines cut anywhere by chunks', 'abcdef\r\nghij\n\r\nklm\r', ['abcdef', 'ghij', 'klm']],
  ];
  it.each(cases)('%s', async (_name, text, expected) => {
    for (const chunkSize of [1, 2, 3, 4, 5, 1000]) {
      expect(await lines(Buffer.from(text, 'utf8'), {}, chunkSize)).toEqual(expected);
    }
  });

  it('yields batches of at most batchSize lines, in order', async () => {
    const text = Array.from({ length: 25 }, (_, index) => `line ${index}\n`).join('');
    const batches = await collect([Buffer.from(text)], { batchSize: 10 });
    expect(batches.map((batch) => (batch.kind === 'lines' ? batch.lines.length : -1))).toEqual([
      10, 10, 5,
    ]);
    expect(batches.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []))[24]).toBe(
      'line 24',
    );
  });

  it('hands over the lines of each chunk as it comes, without waiting for a full batch', async () => {
    const input = new PassThrough();
    const batches = readLogBatches(input, { batchSize: 1000 });
    input.write('first\nsecond\nthird without end');
    expect(await batches.next()).toEqual({
      done: false,
      value: { kind: 'lines', lines: ['first', 'second'] },
    });
    input.end(' yet\n');
    expect(await batches.next()).toEqual({
      done: false,
      value: { kind: 'lines', lines: ['third without end yet'] },
    });
    expect((await batches.next()).done).toBe(true);
  });

  it('reads a Node readable stream', async () => {
    expect(await collect(Readable.from([Buffer.from('a\nb\n')]))).toEqual([
      { kind: 'lines', lines: ['a', 'b'] },
    ]);
  });

  it('pulls the source only as batches are consumed (back-pressure)', async () => {
    let pulled = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let index = 0; index < 1000; index++) {
        pulled += 1;
        await Promise.resolve();
        yield Buffer.from(`line ${index}\n`);
      }
    }
    const iterator = readLogBatches(source(), { batchSize: 10 })[Symbol.asyncIterator]();
    await iterator.next();
    expect(pulled).toBeLessThanOrEqual(11);
    await iterator.return(undefined);
  });
});

describe('readLogBatches: line length limit', () => {
  /** Every batch of `input` read in chunks of `chunkSize` bytes. */
  const batches = async (input: Buffer, options: LogInputOptions, chunkSize: number) => {
    const out: LogBatch[] = [];
    for await (const batch of readLogBatches(chunked(input, chunkSize), options)) {
      out.push(batch);
    }
    return out;
  };
  const overlongLines = (read: LogBatch[]) =>
    read.flatMap((batch) =>
      batch.kind === 'lines' ? (batch.overlong ?? []).map((index) => batch.lines[index]) : [],
    );

  it.each([65_536, 7, 100_001])(
    'cuts a line past maxLineBytes to its start, marks it, and goes on (chunks of %i)',
    async (chunkSize) => {
      const long = `${'a'.repeat(OVERLONG_PREFIX_CHARS)}${'b'.repeat(100_001)}`;
      const read = await batches(Buffer.from(`before\n${long}\nafter\n`), {}, chunkSize);
      expect(read.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []))).toEqual([
        'before',
        'a'.repeat(OVERLONG_PREFIX_CHARS),
        'after',
      ]);
      expect(overlongLines(read)).toEqual(['a'.repeat(OVERLONG_PREFIX_CHARS)]);
    },
  );

  it('cuts a last line past the limit with no line break after it', async () => {
    const read = await batches(Buffer.from(`ok\n${'a'.repeat(100_001)}`), {}, 65_536);
    expect(overlongLines(read)).toEqual(['a'.repeat(OVERLONG_PREFIX_CHARS)]);
  });

  it.each([65_536, 7, 100_001, 200_000])(
    'refuses more than maxLineBytes before the first line break with 4022 (chunks of %i)',
    async (chunkSize) => {
      const input = Buffer.from(`${'a'.repeat(100_001)}\nafter\n`);
      expect(await statusOf(batches(input, {}, chunkSize))).toBe(4022);
      expect(await statusOf(batches(Buffer.alloc(100_001, 'a'), {}, chunkSize))).toBe(4022);
    },
  );

  it('refuses an input without line breaks as soon as the limit is passed, not at its end', async () => {
    // A client still sending (the reference's no-linebreak test waits for the answer).
    async function* neverEnding(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(Buffer.alloc(60_000, 'a'));
      yield new Uint8Array(Buffer.alloc(60_000, 'a'));
      await new Promise(() => undefined);
    }
    await expect(collect(neverEnding())).rejects.toMatchObject({
      status: 4022,
      message:
        'The first 100000 bytes hold no line break: the input is not a log, or its first line is longer than 100000 bytes.',
    });
  }, 5_000);

  it('accepts a line of exactly maxLineBytes', async () => {
    expect((await lines(Buffer.alloc(100_000, 'a'), {}, 65_536))[0]).toHaveLength(100_000);
  });

  it('counts bytes, not characters', async () => {
    const read = await batches(Buffer.from(`ok\n${'é'.repeat(60)}\n`), { maxLineBytes: 100 }, 9);
    // Cut as soon as the bytes passed the limit: the start kept is a prefix of the line.
    const [cut] = overlongLines(read);
    expect(cut && 'é'.repeat(60).startsWith(cut)).toBe(true);
    expect(read.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []))).toHaveLength(2);
    expect(await lines(Buffer.from(`${'é'.repeat(50)}\n`), { maxLineBytes: 100 })).toHaveLength(1);
  });

  it('keeps marking the right lines across batches', async () => {
    const input = ['x', 'L'.repeat(200), 'y', 'z', 'L'.repeat(300), 'w'].join('\n');
    const read = await batches(Buffer.from(input), { maxLineBytes: 100, batchSize: 2 }, 1000);
    expect(overlongLines(read)).toEqual(['L'.repeat(200), 'L'.repeat(300)]);
    expect(read.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []))).toHaveLength(6);
  });

  it('still refuses a CSV record past the limit with 4022', async () => {
    expect(
      await statusOf(
        lines(Buffer.from(`url;b\n${'x'.repeat(200)};1\n`), {
          maxLineBytes: 100,
          contentType: 'text/csv',
        }),
      ),
    ).toBe(4022);
  });
});

describe('readLogBatches: gzip (4002)', () => {
  const text = fs.readFileSync(path.join(LOGS, 'sd.mini.log'));

  it.each([
    ['Content-Encoding: gzip', { contentEncoding: 'gzip' }],
    ['application/gzip', { contentType: 'application/gzip' }],
    ['application/x-gzip; charset=binary', { contentType: 'application/x-gzip; charset=binary' }],
    ['gzip/document', { contentType: 'gzip/document' }],
  ] as [string, LogInputOptions][])('gunzips when declared by %s', async (_name, options) => {
    const gzipped = fs.readFileSync(path.join(LOGS, 'sd.mini.log.gz'));
    const read = await lines(gzipped, options, 100);
    expect(read).toEqual(gunzipSync(gzipped).toString().split('\n').filter(Boolean));
    expect(read[0]).toMatch(/^247\.63\.228\.176 - THEODORE_MCCLURE \[30\/Nov\/2012/);
  });

  it('reads sd.2013-01-15.log.gz (23 lines)', async () => {
    const read = await lines(
      fs.readFileSync(path.join(LOGS, 'sd.2013-01-15.log.gz')),
      { contentEncoding: 'gzip' },
      512,
    );
    expect(read).toHaveLength(23);
  });

  it('fails with 4002 on data that is not gzip', async () => {
    expect(await statusOf(lines(text, { contentEncoding: 'gzip' }))).toBe(4002);
  });

  it.each([
    ['a zip archive', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), text])],
    ['a bzip2 file', Buffer.from('BZh91AY&SY\u0001\u0002')],
    ['an xz file', Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04])],
    ['a PDF document', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n')],
  ])('says the input is %s (4002), not a log of no known format', async (name, bytes) => {
    await expect(collect(Readable.from([bytes]))).rejects.toMatchObject({
      status: 4002,
      message: expect.stringContaining(`The input is ${name}, not a log`) as unknown,
    });
  });

  it('reads a log whose first host starts with the letters of a bzip2 signature', async () => {
    const line =
      'BZh.example.org - - [30/Nov/2012:00:13:10 +0100] "GET http://a.b/ HTTP/1.1" 200 1';
    expect(await lines(Buffer.from(`${line}\n`))).toEqual([line]);
  });

  it('fails with 4002 on a truncated gzip', async () => {
    const gzipped = gzipSync(Buffer.alloc(10_000, 'a\n'));
    expect(
      await statusOf(lines(gzipped.subarray(0, gzipped.length - 20), { contentEncoding: 'gzip' })),
    ).toBe(4002);
  });

  it.each([100, 1])(
    'recognises undeclared gzip by its magic bytes (chunks of %i bytes), as the CLI does',
    async (chunkSize) => {
      const gzipped = fs.readFileSync(path.join(LOGS, 'sd.mini.log.gz'));
      const read = await lines(gzipped, {}, chunkSize);
      expect(read).toEqual(gunzipSync(gzipped).toString().split('\n').filter(Boolean));
    },
  );

  it('reads a text starting with one 0x1f byte, or a single byte, as text', async () => {
    expect(await lines(Buffer.from('\x1fabc\n'), {}, 1)).toEqual(['\x1fabc']);
    expect(await lines(Buffer.from('a'), {}, 1)).toEqual(['a']);
    expect(await lines(Buffer.alloc(0), {}, 1)).toEqual([]);
  });

  it('fails with 4002 on a truncated undeclared gzip', async () => {
    const gzipped = gzipSync(Buffer.alloc(10_000, 'a\n'));
    expect(await statusOf(lines(gzipped.subarray(0, gzipped.length - 20), {}))).toBe(4002);
  });

  it.each(['zstd', 'compress', 'gzip, br'])(
    'refuses Content-Encoding %j with 4005, naming what is accepted',
    async (contentEncoding) => {
      const failure = lines(text, { contentEncoding });
      expect(await statusOf(failure)).toBe(4005);
      await expect(failure).rejects.toThrow(/gzip.*deflate.*br/);
    },
  );
});

// The reference's docs promise deflate; browsers and servers send both its zlib-wrapped form
// (RFC 9110) and raw deflate under that name, and br is every browser's other encoding.
describe('readLogBatches: deflate and br (4002)', () => {
  const text = fs.readFileSync(path.join(LOGS, 'sd.mini.log'));
  const expected = text.toString().split('\n').filter(Boolean);

  it.each([
    ['deflate (zlib-wrapped)', 'deflate', deflateSync(text)],
    ['deflate (raw)', 'deflate', deflateRawSync(text)],
    ['DEFLATE, as some clients spell it', ' DEFLATE ', deflateSync(text)],
    ['br', 'br', brotliCompressSync(text)],
  ] as [string, string, Buffer][])('decodes %s', async (_name, contentEncoding, packed) => {
    for (const chunkSize of [1, 100]) {
      expect(await lines(packed, { contentEncoding }, chunkSize)).toEqual(expected);
    }
  });

  it.each([
    ['deflate', deflateSync(Buffer.alloc(10_000, 'a\n'))],
    ['deflate', deflateRawSync(Buffer.alloc(10_000, 'a\n'))],
    ['br', brotliCompressSync(Buffer.alloc(10_000, 'a\n'))],
  ])('fails with 4002 on a truncated %s input', async (contentEncoding, packed) => {
    const cut = packed.subarray(0, packed.length - 5);
    expect(await statusOf(lines(cut, { contentEncoding }))).toBe(4002);
  });

  it.each([
    ['access.log.br', brotliCompressSync(text)],
    ['ACCESS.LOG.ZZ', deflateSync(text)],
  ] as [string, Buffer][])(
    'decodes an input that declares no encoding by its name, %s (a multipart part has no Content-Encoding)',
    async (fileName, packed) => {
      expect(await lines(packed, { fileName }, 100)).toEqual(expected);
    },
  );

  it('reads a name-compressed input as declared when it declares identity', async () => {
    expect(await lines(text, { fileName: 'access.log.br', contentEncoding: 'identity' })).toEqual(
      expected,
    );
  });

  it.each(['deflate', 'br'])('fails with 4002 on a plain text declared %s', async (encoding) => {
    const failure = lines(text, { contentEncoding: encoding });
    expect(await statusOf(failure)).toBe(4002);
  });
});

describe('readLogBatches: charset (4015)', () => {
  it('decodes the Request-Charset', async () => {
    const latin1 = iconv.encode('héhé\nçà\n', 'latin1');
    expect(await lines(latin1, { charset: 'ISO-8859-1' }, 3)).toEqual(['héhé', 'çà']);
  });

  it('decodes UTF-16LE, whose line breaks span two bytes', async () => {
    expect(await lines(iconv.encode('a€\r\nb\n', 'utf16le'), { charset: 'utf-16le' }, 3)).toEqual([
      'a€',
      'b',
    ]);
  });

  it.each([
    ['utf-16le', [0xff, 0xfe]],
    ['utf-16be', [0xfe, 0xff]],
  ])('reads %s announced by its byte order mark when no charset is declared', async (name, bom) => {
    const data = Buffer.concat([
      Buffer.from(bom),
      iconv.encode('a€\r\nb\n', name, { addBOM: false }),
    ]);
    for (const chunkSize of [1, 3, 1000]) {
      expect(await lines(data, {}, chunkSize)).toEqual(['a€', 'b']);
      expect(await lines(gzipSync(data), {}, chunkSize)).toEqual(['a€', 'b']);
    }
  });

  // What some Windows tools write: UTF-16 of either order, no byte order mark.
  const EZPROXY = [
    '1.2.3.4 - jdoe [30/Nov/2012:00:00:01 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0001457512002849 HTTP/1.1" 200 1234',
    '5.6.7.8 - - [30/Nov/2012:00:10:09 +0100] "GET http://onlinelibrary.wiley.com/doi/10.1002/anie.201209878/pdf HTTP/1.1" 200 98765',
  ];
  it.each(['utf-16le', 'utf-16be'])(
    'reads %s without a byte order mark when no charset is declared',
    async (name) => {
      const data = iconv.encode(`${EZPROXY.join('\r\n')}\r\nRésumé\r\n`, name, { addBOM: false });
      for (const chunkSize of [1, 3, 1000]) {
        expect(await lines(data, {}, chunkSize)).toEqual([...EZPROXY, 'Résumé']);
        expect(await lines(gzipSync(data), {}, chunkSize)).toEqual([...EZPROXY, 'Résumé']);
      }
    },
  );

  it('keeps a declared charset over UTF-16 without a byte order mark', async () => {
    const data = iconv.encode(`${EZPROXY[0]}\n`, 'utf-16le', { addBOM: false });
    expect(await lines(data, { charset: 'utf-8' })).toEqual(
      data.toString('utf8').split('\n').filter(Boolean),
    );
  });

  it.each([
    ['a NUL at the start', `\u0000${EZPROXY[0]}\n${EZPROXY[1]}\n`],
    ['a NUL after the first byte', `1\u0000${EZPROXY[0]}\n${EZPROXY[1]}\n`],
    ['NUL runs', `${EZPROXY[0]}\u0000\u0000\u0000\u0000\n\u0000\u0000${EZPROXY[1]}\n`],
    ['NULs every other byte for a while', `a\u0000b\u0000c\u0000d\u0000 ${EZPROXY.join('\n')}\n`],
  ])('keeps reading UTF-8 with stray NUL bytes as UTF-8 (%s)', async (_name, text) => {
    for (const chunkSize of [1, 3, 1000]) {
      expect(await lines(Buffer.from(text, 'utf8'), {}, chunkSize)).toEqual(
        text.split('\n').filter(Boolean),
      );
    }
  });

  it('keeps a declared charset over a UTF-16 byte order mark', async () => {
    const data = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('a\n', 'utf-16le')]);
    expect(await lines(data, { charset: 'utf-8' })).toEqual(['\uFFFD\uFFFDa\u0000', '\u0000']);
  });

  it('fails with 4015 on an unknown charset', async () => {
    expect(await statusOf(lines(Buffer.from('a'), { charset: 'klingon-8' }))).toBe(4015);
  });

  it('flushes a truncated character before a pure-ASCII chunk', async () => {
    const batches = await collect([
      Buffer.from([0x61, 0xc3]),
      Buffer.from('b\nc'),
      Buffer.from([0xc3, 0xa9]),
    ]);
    expect(batches.flatMap((batch) => (batch.kind === 'lines' ? batch.lines : []))).toEqual([
      'a\uFFFDb',
      'cé',
    ]);
  });

  it('replaces invalid UTF-8 instead of failing', async () => {
    expect(await lines(Buffer.from([0x61, 0xff, 0xfe, 0x0a, 0x62]))).toEqual([
      'a\uFFFD\uFFFD',
      'b',
    ]);
  });
});

describe('readLogBatches: ;-CSV input', () => {
  const csv = fs.readFileSync(path.join(LOGS, 'sd.2012-11-30.300.csv'));

  async function records(
    data: Buffer,
    options: LogInputOptions,
  ): Promise<{ records: Record<string, string>[]; rawLines: string[] }> {
    const batches = await collect(chunked(data, 997), options);
    return {
      records: batches.flatMap((batch) => (batch.kind === 'records' ? batch.records : [])),
      rawLines: batches.flatMap((batch) => (batch.kind === 'records' ? batch.rawLines : [])),
    };
  }

  it.each([
    ['text/csv', { contentType: 'text/csv' }],
    ['application/vnd.ms-excel', { contentType: 'application/vnd.ms-excel' }],
    ['a .csv file name', { fileName: 'SD.2012-11-30.300.CSV' }],
  ] as [string, LogInputOptions][])(
    'reads sd.2012-11-30.300.csv as events when declared by %s',
    async (_name, options) => {
      const read = await records(csv, options);
      expect(read.records).toHaveLength(283);
      expect(read.records[0]).toEqual({
        host: '247.63.228.176',
        login: 'THEODORE_MCCLURE',
        datetime: '2012-11-30T00:13:10+01:00',
        url: expect.stringMatching(
          /^http:\/\/pdn\.sciencedirect\.com:80\/science\?_ob=MiamiImageURL/,
        ) as string,
        status: '302',
        size: '444',
        'arbitrary-id': '1',
      });
      expect(read.rawLines[0]).toMatch(
        /^247\.63\.228\.176;THEODORE_MCCLURE;2012-11-30T00:13:10\+01:00;http/,
      );
      expect(read.rawLines[0]).not.toMatch(/\n$/);
    },
  );

  it('gives a CRLF file the records and raw texts of the same file with LF (log_id is their hash)', async () => {
    const crlf = Buffer.from(csv.toString('utf8').replace(/\n/g, '\r\n'));
    const options = { contentType: 'text/csv' };
    const [unix, windows] = [await records(csv, options), await records(crlf, options)];
    expect(windows.rawLines).toHaveLength(283);
    expect(windows).toEqual(unix);
  });

  it('gunzips and decodes CSV too (a reference bug fixed)', async () => {
    const latin1Csv = gzipSync(iconv.encode('login;url\nhélène;http://a.fr/\n', 'latin1'));
    const read = await records(latin1Csv, {
      contentType: 'text/csv',
      contentEncoding: 'gzip',
      charset: 'latin1',
    });
    expect(read.records).toEqual([{ login: 'hélène', url: 'http://a.fr/' }]);
  });

  it('ends with 4029 and says why when a quote is never closed (found by the fuzzer)', async () => {
    const pending = collect(chunked(Buffer.from('"'), 1), { contentType: 'text/csv' });
    expect(await statusOf(pending)).toBe(4029);
    await expect(
      collect(chunked(Buffer.from('login;url\n"bob;http://a.fr/\n'), 4), {
        contentType: 'text/csv',
      }),
    ).rejects.toThrow(/CSV input is malformed: .*quote/i);
  });

  // A log read as CSV (a .csv name, Content-Type: text/csv) made its first line the header row
  // and every other line a record without a url, all filtered: a job of 0 events, said nowhere.
  it.each([
    ['\t', 'tabs'],
    [',', 'commas'],
  ])('ends with 4029 naming the separator when the url column is behind %j', async (mark, name) => {
    const csv =
      ['login', 'url', 'status'].join(mark) +
      '\n' +
      ['bob', 'http://a.fr/', '200'].join(mark) +
      '\n';
    await expect(
      collect(chunked(Buffer.from(csv), 8), { contentType: 'text/csv' }),
    ).rejects.toThrow(
      `The CSV input's header row is separated by ${name} ("${['login', 'url', 'status'].join(mark)}"): CSV inputs are separated by semicolons (;)`,
    );
  });

  it('ends with 4029 on a __proto__ column, whose values no field could keep', async () => {
    const csv = 'login;url;__proto__;constructor\nbob;http://a.fr/;{"polluted":1};abc\n';
    const pending = collect(chunked(Buffer.from(csv), 8), { contentType: 'text/csv' });
    await expect(pending).rejects.toThrow(/column named "__proto__".*rename that column/);
    expect(await statusOf(collect(chunked(Buffer.from(csv), 8), { contentType: 'text/csv' }))).toBe(
      4029,
    );
  });

  it('ends with 4029 when the header row has no url column, quoting it', async () => {
    const log =
      '1.2.3.4 - bob [30/Nov/2012:00:14:17 +0100] "GET http://a.fr/x HTTP/1.1" 200 12\n' +
      '1.2.3.4 - bob [30/Nov/2012:00:14:18 +0100] "GET http://a.fr/y HTTP/1.1" 200 12\n';
    const pending = collect(chunked(Buffer.from(log), 16), { contentType: 'text/csv' });
    await expect(pending).rejects.toThrow(
      /^The CSV input has no "url" column in its header row \("1\.2\.3\.4 - bob \[30\/Nov.*"\): each CSV record is an event/,
    );
    expect(
      await statusOf(
        collect(chunked(Buffer.from('login;URL\nbob;http://a.fr/\n'), 4), {
          contentType: 'text/csv',
        }),
      ),
    ).toBe(4029);
  });

  it('takes a header row with a url column, in any place', async () => {
    const read = await collect(chunked(Buffer.from('login;url\nbob;http://a.fr/\n'), 3), {
      contentType: 'text/csv',
    });
    expect(read.flatMap((batch) => (batch.kind === 'records' ? batch.records : []))).toEqual([
      { login: 'bob', url: 'http://a.fr/' },
    ]);
  });

  it('batches records', async () => {
    const batches = await collect(chunked(csv, 4096), { contentType: 'text/csv', batchSize: 100 });
    expect(batches.map((batch) => (batch.kind === 'records' ? batch.records.length : -1))).toEqual([
      100, 100, 83,
    ]);
  });
});
