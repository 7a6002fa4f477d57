import type { Writable as WritableType } from 'node:stream';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createDeflate, createGzip } from 'node:zlib';
import iconv from 'iconv-lite';
import type { JobSettings } from '@sillage/shared-types';

/** How a result (or denied) file is encoded: `Response-Charset`, then `Response-Encoding`. */
export type OutputEncoding = Pick<JobSettings, 'responseCharset' | 'responseEncoding'>;

/** Extension of a result or denied file: the format's, plus `.gz`/`.zz` for Response-Encoding. */
export function resultExtensionOf(
  settings: Pick<JobSettings, 'outputExtension' | 'responseEncoding'>,
): string {
  const suffix =
    settings.responseEncoding === 'gzip'
      ? '.gz'
      : settings.responseEncoding === 'deflate'
        ? '.zz'
        : '';
  return `${settings.outputExtension}${suffix}`;
}

/** Options of {@link encodeOutput}. */
export interface EncodeOutputOptions {
  /**
   * End `target` when the output ends (default true). False for stdout, which must stay open;
   * ending then waits only for the encoders to hand over their last bytes.
   */
  endTarget?: boolean;
}

function isUtf8(charset: string): boolean {
  const name = charset.trim().toLowerCase();
  return name === 'utf-8' || name === 'utf8';
}

/** Whether what {@link encodeOutput} returns for `encoding` takes UTF-8 bytes as well as text. */
export function takesUtf8Bytes(encoding: OutputEncoding): boolean {
  return isUtf8(encoding.responseCharset);
}

/**
 * Wraps `target` in the job's response encoders, as the reference does after its writer
 * (§1.4): text is encoded with iconv-lite when the charset is not utf-8, then gzip- or
 * deflate-compressed, streaming and with back-pressure. Writes take strings; ending the returned
 * stream calls back only once `target` has everything, so a file can be renamed or served then.
 * Without any encoding `target` itself is returned.
 */
export function encodeOutput(
  target: WritableType,
  encoding: OutputEncoding,
  options: EncodeOutputOptions = {},
): WritableType {
  const stages: NodeJS.ReadWriteStream[] = [];
  if (!isUtf8(encoding.responseCharset)) {
    stages.push(iconv.encodeStream(encoding.responseCharset));
  }
  if (encoding.responseEncoding !== undefined) {
    stages.push(encoding.responseEncoding === 'gzip' ? createGzip() : createDeflate());
  }
  const first = stages[0];
  const last = stages[stages.length - 1];
  if (first === undefined || last === undefined) {
    return target;
  }
  for (let index = 1; index < stages.length; index++) {
    stages[index - 1]?.pipe(stages[index] as NodeJS.WritableStream);
  }
  const endTarget = options.endTarget !== false;
  last.pipe(target, { end: endTarget });
  const done = endTarget ? finished(target) : finished(last);
  // Settled here too, so a target failing before the end is not an unhandled rejection.
  done.catch(() => undefined);
  const output = new Writable({
    // iconv-lite's encoder takes strings: keep them as the writer produced them.
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      if (first.write(chunk)) {
        callback();
      } else {
        first.once('drain', () => {
          callback();
        });
      }
    },
    final(callback) {
      first.end();
      done.then(
        () => {
          callback();
        },
        (error: unknown) => {
          callback(error as Error);
        },
      );
    },
  });
  for (const stream of [...stages, target]) {
    stream.on('error', (error: Error) => output.destroy(error));
  }
  return output;
}
