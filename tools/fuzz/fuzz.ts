// Time-bounded fuzzing of the input surfaces (format compiler, line parser, stream readers, job
// headers, platform recognition) with fast-check. Each target runs for its share of the time;
// any exception other than the target's own "clear error" type is a failure (exit 1) and is
// printed with fast-check's shrunk counter-example and seed, so it can be replayed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import {
  AUTO_FORMATS,
  compileLogFormat,
  createLineParser,
  LogFormatError,
  LogInputError,
  PROXY_TYPES,
  readLogBatches,
} from '@sillage/log-parser';
import { createTestDatabase } from '@sillage/db/testing';
import { createJobStore } from '@sillage/jobs';
import { loadPipelineResources } from '@sillage/pipeline';
import { inputOf, runJob } from '@sillage/pipeline/testing';
import { loadPlatformCatalog } from '@sillage/platforms';
import { parseJobSettings } from '@sillage/shared-types';
import { startWatchdog } from './watchdog.js';

const seconds = Number(process.argv[2] ?? process.env.FUZZ_SECONDS ?? 30);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('usage: npm run fuzz -- [seconds > 0]');
  process.exit(2);
}

// A case running longer than this is a hang: the watchdog prints its input and fails the run.
const hangSeconds = Number(process.env.FUZZ_HANG_SECONDS ?? 10);
const watchdog = startWatchdog(hangSeconds * 1000);
/** The predicate, telling the watchdog which input it is about to try. */
function watched<A extends unknown[], R>(target: string, predicate: (...args: A) => R) {
  return (...args: A): R => {
    watchdog.enter(target, args);
    return predicate(...args);
  };
}

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc
    .array(
      fc.constantFrom('\0', '\uD800', '"', '[', ']', '\r', '\n', ' ', '%', '\\', '/', 'a', '0'),
      {
        maxLength: 2000,
      },
    )
    .map((chars) => chars.join('')),
);
const formatPiece = fc.oneof(
  fc.constantFrom('%h', '%u', '%l', '%t', '%r', '"%r"', '%s', '%b', '%{user-agent}i', '%>s'),
  fc.constantFrom('%{x}<[a-z]+>', '%{y}<(a)>', '%<\\d+>', '%{', '%{z}<', '%<', '%ts', '%rm', '%Ss'),
  fc.string({ maxLength: 8 }),
);

async function drain(chunks: Uint8Array[], options: Parameters<typeof readLogBatches>[1]) {
  try {
    for await (const _batch of readLogBatches(chunks, options)) {
      // Reading is the test.
    }
  } catch (error) {
    if (!(error instanceof LogInputError)) {
      throw error;
    }
  }
}

const autoFormats = AUTO_FORMATS.map(({ proxy, format }) => compileLogFormat(proxy, format));
const recognizer = await loadPlatformCatalog();
const hosts = [
  'www.sciencedirect.com',
  'link.springer.com',
  'onlinelibrary.wiley.com',
  'www.jstor.org',
];

// Whole jobs on hostile and mixed input (issue 19): real log lines mixed with NUL bytes,
// invalid UTF-8, binary, undeclared gzip, lines past the limit, several files. A job may be
// refused with a 4xxx status, never fail with 5000, and a finished job's report must be storable.
const realLines = readFileSync(
  path.resolve('../shared/acceptance/logs/sd.2012-11-30.300.log'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .slice(0, 60);
const jobResources = await loadPipelineResources({ geolocation: false });
const database = await createTestDatabase('pglite');
const jobRows = createJobStore(database.db);
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...realLines).map((line) => Buffer.from(`${line}\n`)) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...realLines), fc.nat()).map(([line, at]) => {
      const cut = at % line.length;
      return Buffer.from(`${line.slice(0, cut)}\0${line.slice(cut)}\n`);
    }),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Buffer.from([0xff, 0xfe, 0xc3, 0x0a]),
      Buffer.from('\xed\xa0\x80\n', 'latin1'),
    ),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(100_001, 0x78)) },
);
const hostileInput = fc.record({
  pieces: fc.array(piece, { minLength: 1, maxLength: 40 }),
  gzip: fc.boolean(),
});

const targets: { name: string; property: fc.IProperty<never> | fc.IAsyncProperty<never> }[] = [
  {
    name: 'format compiler',
    property: fc.property(
      fc.constantFrom(...PROXY_TYPES),
      fc.array(formatPiece, { maxLength: 16 }),
      watched('format compiler', (proxy: (typeof PROXY_TYPES)[number], parts: string[]) => {
        try {
          compileLogFormat(proxy, parts.join('')).parse('a b c');
        } catch (error) {
          if (!(error instanceof LogFormatError)) {
            throw error;
          }
        }
      }),
    ) as unknown as fc.IProperty<never>,
  },
  {
    name: 'line parser',
    property: fc.property(
      fc.array(text, { maxLength: 8 }),
      watched('line parser', (lines: string[]) => {
        const parser = createLineParser({ maxParseAttempts: 4 });
        for (const line of lines) {
          parser.parse(line);
          for (const format of autoFormats) {
            format.parse(line);
          }
        }
      }),
    ) as unknown as fc.IProperty<never>,
  },
  {
    name: 'stream readers (plain, gzip, CSV, charsets)',
    property: fc.asyncProperty(
      fc.uint8Array({ maxLength: 20_000 }),
      fc.integer({ min: 1, max: 4096 }),
      fc.constantFrom(undefined, 'text/csv', 'application/gzip'),
      fc.constantFrom('utf-8', 'latin1', 'utf-16le', 'windows-1252'),
      fc.boolean(),
      watched(
        'stream readers',
        async (
          bytes: Uint8Array,
          size: number,
          contentType: string | undefined,
          charset: string,
          zip: boolean,
        ) => {
          const body = zip ? gzipSync(bytes) : bytes;
          const chunks: Uint8Array[] = [];
          for (let offset = 0; offset < body.length; offset += size) {
            chunks.push(body.subarray(offset, offset + size));
          }
          await drain(chunks, {
            ...(contentType === undefined ? {} : { contentType }),
            ...(zip ? { contentEncoding: 'gzip' } : {}),
            charset,
            maxLineBytes: 5000,
          });
        },
      ),
    ) as unknown as fc.IAsyncProperty<never>,
  },
  {
    name: 'job headers',
    property: fc.property(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 200 }), {
        maxKeys: 30,
      }),
      watched('job headers', (headers: Record<string, string>) => {
        parseJobSettings(headers);
      }),
    ) as unknown as fc.IProperty<never>,
  },
  {
    name: 'platform recognition',
    property: fc.property(
      fc.constantFrom(...hosts),
      text,
      watched('platform recognition', (host: string, rest: string) => {
        recognizer.recognize({ url: `https://${host}/${rest}` });
      }),
    ) as unknown as fc.IProperty<never>,
  },
  {
    name: 'hostile jobs (NUL, binary, bad UTF-8, undeclared gzip, huge lines, several files)',
    property: fc.asyncProperty(
      fc.array(hostileInput, { minLength: 1, maxLength: 3 }),
      watched('hostile jobs', async (inputs: { pieces: Buffer[]; gzip: boolean }[]) => {
        const run = await runJob(
          inputs.map(({ pieces, gzip }) => {
            const body = Buffer.concat(pieces);
            // Sent as the api receives an upload: no Content-Encoding, whatever the bytes.
            return inputOf({ text: gzip ? gzipSync(body) : body });
          }),
          { 'Crypted-Fields': 'none' },
          jobResources,
        );
        if (run.failure?.status === 5000) {
          throw new Error(`job failed with 5000: ${run.failure.message}`);
        }
        const id = randomUUID();
        await jobRows.createUploading(
          { id, ownerId: null, settings: {}, socketId: null },
          new Date(),
        );
        const stored = await jobRows.finishUnended(
          id,
          run.failure === undefined
            ? { status: 'completed', report: run.report }
            : {
                status: 'error',
                report: run.report,
                errorCode: run.failure.status,
                errorMessage: run.failure.message,
              },
          new Date(),
        );
        if (!stored) {
          throw new Error('the outcome was not recorded');
        }
        if (run.failure === undefined && run.report.general['Job-Done'] !== true) {
          throw new Error('a job without failure is not done');
        }
      }),
    ) as unknown as fc.IAsyncProperty<never>,
  },
];

const share = (seconds * 1000) / targets.length;
// A fixed FUZZ_SEED replays the same input sequence (CI uses one, so its verdict is repeatable).
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
let failed = false;
const summary: { target: string; runs: number }[] = [];
for (const target of targets) {
  const details = await fc.check(target.property, {
    interruptAfterTimeLimit: share,
    numRuns: Number.MAX_SAFE_INTEGER,
    markInterruptAsFailure: false,
    reporter: undefined,
    ...(seed === undefined || Number.isNaN(seed) ? {} : { seed }),
  });
  watchdog.idle();
  summary.push({ target: target.name, runs: details.numRuns });
  if (details.failed) {
    failed = true;
    console.error(`FAIL ${target.name}: seed ${details.seed}, path ${details.counterexamplePath}`);
    console.error('counter-example:', JSON.stringify(details.counterexample).slice(0, 2000));
    console.error(details.errorInstance);
  }
}
await watchdog.stop();
await jobResources.catalog.close();
await database.close();
console.table(summary);
console.log(failed ? 'fuzz: FAILED' : `fuzz: no failure in ${seconds} s`);
process.exit(failed ? 1 : 0);
