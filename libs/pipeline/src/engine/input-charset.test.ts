import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import type { PipelineResources } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';
import type { PipelineInput } from './toolkit.js';
import { inputOf, runJob } from '../testing/run-job.js';

const LINE =
  '1.2.3.4 - jdoe [30/Nov/2012:00:00:01 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0001457512002849 HTTP/1.1" 200 1234';
const LATER = LINE.replace('00:00:01', '00:10:09').replace('1.2.3.4 - jdoe', '5.6.7.8 - asmith');

/** The text encoded as UTF-16 of that order, byte order mark first, in chunks of `size` bytes. */
function utf16(text: string, order: 'le' | 'be', size = 5): Buffer[] {
  const bytes = Buffer.concat([
    Buffer.from(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]),
    iconv.encode(text, order === 'le' ? 'utf-16le' : 'utf-16be', { addBOM: false }),
  ]);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    chunks.push(bytes.subarray(offset, offset + size));
  }
  return chunks;
}

const JSONL = { Accept: 'application/jsonl', 'Crypted-Fields': 'none' };

function hosts(result: string): string[] {
  return result
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { host: string }).host);
}

describe('input charset of a job without Request-Charset', () => {
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
  });

  it.each(['le', 'be'] as const)(
    'reads UTF-16%s announced by its byte order mark',
    async (order) => {
      const run = await runJob(
        [{ source: Readable.from(utf16(`${LINE}\r\n`, order)) }],
        JSONL,
        resources,
      );
      expect(run.failure).toBeUndefined();
      expect(hosts(run.result)).toEqual(['1.2.3.4']);
    },
  );

  it('sniffs the byte order mark after decompression', async () => {
    const gzipped = gzipSync(Buffer.concat(utf16(`${LINE}\n`, 'be')));
    const input: PipelineInput = { source: Readable.from([gzipped]), contentEncoding: 'gzip' };
    const run = await runJob([input], JSONL, resources);
    expect(run.failure).toBeUndefined();
    expect(hosts(run.result)).toEqual(['1.2.3.4']);
  });

  it('sniffs each input of a job on its own', async () => {
    const run = await runJob(
      [{ source: Readable.from(utf16(`${LINE}\n`, 'le')) }, inputOf({ text: `${LATER}\n` })],
      JSONL,
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(hosts(run.result)).toContain('5.6.7.8');
  });

  // A real-looking EZproxy log, as some Windows tools re-save it: UTF-16, no byte order mark.
  const EZPROXY_LOG = [
    LINE,
    LATER,
    '9.8.7.6 - mdupont [30/Nov/2012:00:20:31 +0100] "GET http://onlinelibrary.wiley.com/doi/10.1002/anie.201209878/pdf HTTP/1.1" 200 98765',
    '9.8.7.6 - mdupont [30/Nov/2012:00:21:02 +0100] "GET http://www.sciencedirect.com/science/journal/00121606 HTTP/1.1" 200 224846',
  ].join('\r\n');

  it.each(['utf-16le', 'utf-16be'])(
    'reads %s without a byte order mark as its UTF-8 original',
    async (charset) => {
      const original = await runJob([inputOf({ text: `${EZPROXY_LOG}\r\n` })], JSONL, resources);
      expect(hosts(original.result)).toEqual(['1.2.3.4', '5.6.7.8', '9.8.7.6', '9.8.7.6']);
      const bytes = iconv.encode(`${EZPROXY_LOG}\r\n`, charset, { addBOM: false });
      const run = await runJob([inputOf({ text: bytes })], JSONL, resources);
      expect(run.failure).toBeUndefined();
      expect(run.result).toBe(original.result);
    },
  );

  it('reads a UTF-8 log with stray NUL bytes as before', async () => {
    // A NUL in a user name, and a run of them where a crashed writer left its buffer unwritten.
    const text = `${LINE.replace('jdoe', 'j\u0000doe')}\r\n${'\u0000'.repeat(64)}\r\n${LATER}\r\n`;
    const declared = await runJob(
      [inputOf({ text })],
      { ...JSONL, 'Request-Charset': 'utf-8' },
      resources,
    );
    const run = await runJob([inputOf({ text })], JSONL, resources);
    expect(run.failure).toBeUndefined();
    expect(hosts(run.result)).toContain('5.6.7.8');
    expect(run.result).toBe(declared.result);
    expect(run.report.general['input-first-line']).toBe(
      declared.report.general['input-first-line'],
    );
    expect(run.report.general['input-first-line']).toContain('\u2400');
  });

  it('lets an explicit Request-Charset win over the byte order mark', async () => {
    const run = await runJob(
      [{ source: Readable.from(utf16(`${LINE}\n`, 'le')) }],
      { ...JSONL, 'Request-Charset': 'utf-8' },
      resources,
    );
    expect(run.failure?.status).toBe(4003);
    expect(run.failure?.message).toMatch(/binary data, not lines of text \(.*another charset/);
  });

  it('says binary data is no text, and keeps the bare 4003 for text of another format', async () => {
    const binary = Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 31) % 256));
    const run = await runJob([{ source: Readable.from([binary]) }], JSONL, resources);
    expect(run.failure?.status).toBe(4003);
    expect(run.failure?.message).toMatch(
      /^Line format was not recognized: the input reads as binary/,
    );
    expect(run.failure?.reason).toBe('binary-input');
    expect(run.report.general['status-reason']).toBe('binary-input');
    const prose = Array.from({ length: 40 }, (_, index) => `Chapter ${String(index)}: no log here`);
    const text = await runJob([inputOf({ text: prose.join('\n') })], JSONL, resources);
    expect(text.failure).toEqual({ status: 4003, message: 'Line format was not recognized' });
  });
});
