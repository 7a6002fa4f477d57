import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync, inflateSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { createStreamSink } from '../engine/sinks.js';
import { encodeOutput, takesUtf8Bytes } from './encode-output.js';

const TEXT = 'title;note\nRésumé;Ça coûte 10 €\n';

function endOf(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => {
      resolve();
    });
  });
}

async function encodeToFile(
  chunks: string[],
  encoding: Parameters<typeof encodeOutput>[1],
): Promise<Buffer> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-encode-')), 'out');
  const output = encodeOutput(createWriteStream(file), encoding);
  for (const chunk of chunks) {
    output.write(chunk);
  }
  await endOf(output);
  // Read as soon as the end is acknowledged: the file must already hold every byte.
  return readFileSync(file);
}

describe('encodeOutput', () => {
  it('returns the target itself for utf-8 without compression', () => {
    const target = new PassThrough();
    expect(encodeOutput(target, { responseCharset: 'utf-8' })).toBe(target);
    expect(encodeOutput(target, { responseCharset: 'UTF8' })).toBe(target);
  });

  it.each(['cp850', 'latin1', 'windows-1252', 'macroman'])(
    'encodes the text in %s',
    async (charset) => {
      const bytes = await encodeToFile(['title;note\n', 'Résumé;Ça coûte 10 ', '€\n'], {
        responseCharset: charset,
      });
      expect(bytes).toEqual(iconv.encode(TEXT, charset));
    },
  );

  it('encodes the charset first, then gzip-compresses', async () => {
    const bytes = await encodeToFile([TEXT], {
      responseCharset: 'cp850',
      responseEncoding: 'gzip',
    });
    expect(gunzipSync(bytes)).toEqual(iconv.encode(TEXT, 'cp850'));
  });

  it('takes UTF-8 bytes as well as text when no charset encoder comes first', async () => {
    expect(takesUtf8Bytes({ responseCharset: 'UTF-8', responseEncoding: 'gzip' })).toBe(true);
    expect(takesUtf8Bytes({ responseCharset: 'iso-8859-1' })).toBe(false);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-encode-')), 'out.gz');
    const encoding = { responseCharset: 'utf-8', responseEncoding: 'gzip' } as const;
    const sink = createStreamSink(encodeOutput(createWriteStream(file), encoding), {
      utf8Bytes: takesUtf8Bytes(encoding),
    });
    const [head = '', tail = ''] = TEXT.split('\n', 2);
    sink.writeBytes?.(Buffer.from(`${head}\n`));
    sink.write(`${tail}\n`);
    await sink.close();
    expect(gunzipSync(readFileSync(file)).toString('utf8')).toBe(TEXT);
  });

  it('deflates utf-8 text', async () => {
    const bytes = await encodeToFile([TEXT], {
      responseCharset: 'utf-8',
      responseEncoding: 'deflate',
    });
    expect(inflateSync(bytes).toString('utf8')).toBe(TEXT);
  });

  it('leaves a target it must not end open, with every byte handed over', async () => {
    const target = new PassThrough();
    const received: Buffer[] = [];
    target.on('data', (chunk: Buffer) => received.push(chunk));
    const output = encodeOutput(target, { responseCharset: 'cp850' }, { endTarget: false });
    output.write(TEXT);
    await endOf(output);
    expect(target.writableEnded).toBe(false);
    expect(Buffer.concat(received)).toEqual(iconv.encode(TEXT, 'cp850'));
  });
});
