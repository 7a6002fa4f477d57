import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePlatform } from '../rules/compile-platform.js';
import { RecognitionPool } from '../threads/recognition-pool.js';
import type { PlatformParser } from './platform-parser.js';
import {
  createRecognitionSession,
  MEMORY_GENERATION_CHARS,
  type RecognitionSession,
} from './recognition-session.js';
import type { RecognitionResult, RecognitionTrace } from './recognition.types.js';
import { Recognizer } from './recognizer.js';

let packDir: string;
let pool: RecognitionPool;
let parsers: PlatformParser[];

/** A pack platform as the main thread sees it: its info; its parser runs on the threads. */
function packPlatform(name: string, domains: string[], body: string): PlatformParser {
  const folder = path.join(packDir, name);
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'parser.js'),
    `'use strict';\nconst Parser = require('../.lib/parser.js');\nlet calls = 0;\nmodule.exports = new Parser(${body});\n`,
  );
  return {
    info: { name, longName: `${name} long`, domains, source: 'pack' },
    origin: folder,
    parse: () => {
      throw new Error('pack parsers run on the threads in these tests');
    },
  };
}

beforeAll(() => {
  packDir = mkdtempSync(path.join(tmpdir(), 'sillage-session-'));
  parsers = [
    // Counts its calls: the same count for two events means the second was remembered.
    packPlatform(
      'counted',
      ['shared.org', 'counted.org'],
      `function (parsed) { calls += 1; return parsed.pathname.startsWith('/c/') ? { unitid: parsed.pathname.slice(3), calls: String(calls) } : {}; }`,
    ),
    compilePlatform({
      name: 'native',
      longName: 'Native',
      domains: ['shared.org', 'native.org'],
      rules: [{ path: /^\/n\/(?<id>\w+)$/, fields: { rtype: 'TOC', unitid: '{id}' } }],
    }),
    packPlatform(
      'sized',
      ['sized.org'],
      `function (parsed, ec) { calls += 1; return { size: String(ec.size), calls: String(calls) }; }`,
    ),
  ];
  pool = new RecognitionPool({
    threads: 1,
    watchdogMs: 10_000,
    parsers: parsers.flatMap((parser, id) =>
      parser.origin === undefined
        ? []
        : [{ id, root: packDir, folder: parser.origin, name: parser.info.name }],
    ),
  });
});

afterAll(async () => {
  await pool.close();
  rmSync(packDir, { recursive: true, force: true });
});

function session(traces: RecognitionTrace[] = []): RecognitionSession {
  return createRecognitionSession(
    {
      recognizer: new Recognizer(parsers),
      pool: () => pool,
      idOf: (parser) => parsers.indexOf(parser),
      parserOfId: (id) => parsers[id],
    },
    { onTrace: (trace) => traces.push(trace) },
  );
}

const fieldsOf = (result: RecognitionResult | undefined) =>
  result?.kind === 'recognized' ? { platform: result.platform, ...result.fields } : result?.kind;

describe('recognition session', () => {
  it('keeps input order across native rules, pack threads and unknown hosts', async () => {
    const results = await session().recognizeBatch([
      { url: 'http://counted.org/c/a' },
      { url: 'http://native.org/n/b' },
      { url: 'http://nowhere.org/x' },
      { url: 'http://shared.org/n/c' },
      { url: 'http://shared.org/c/d' },
    ]);
    expect(results.map(fieldsOf)).toEqual([
      expect.objectContaining({ platform: 'counted', unitid: 'a' }),
      { platform: 'native', rtype: 'TOC', unitid: 'b' },
      'unknown-domain',
      // The pack platform comes first on the shared host, gives nothing, the native one answers.
      { platform: 'native', rtype: 'TOC', unitid: 'c' },
      expect.objectContaining({ platform: 'counted', unitid: 'd' }),
    ]);
  });

  it('answers a batch of native rules alone without waiting for the threads', () => {
    const results = session().recognizeBatch([{ url: 'http://native.org/n/b' }]);
    expect(Array.isArray(results)).toBe(true);
  });

  it('asks the threads once per URL when the answer depended on the URL alone', async () => {
    const job = session();
    const first = await job.recognizeBatch([
      { url: 'http://counted.org/c/same' },
      { url: 'http://counted.org/c/same' },
    ]);
    const second = await job.recognizeBatch([
      { url: 'http://counted.org/c/same' },
      { url: 'http://counted.org/c/other' },
    ]);
    const calls = [...first, ...second].map((result) =>
      result.kind === 'recognized' ? Number(result.fields.calls) : NaN,
    );
    const [one, two, three, four] = calls as [number, number, number, number];
    expect([two, three]).toEqual([one, one]);
    expect(four).toBe(one + 1);
    expect(first[0]).toMatchObject({ source: 'pack', urlOnly: true });
  });

  it('keeps a URL that comes back remembered while many others pass once', async () => {
    const job = session();
    const hot = { url: 'http://counted.org/c/hot' };
    const callsOf = (result: RecognitionResult | undefined) =>
      result?.kind === 'recognized' ? Number(result.fields.calls) : NaN;
    const [first] = await job.recognizeBatch([hot]);
    // Three times the memory's two generations of distinct URLs (native ones, answered here),
    // the hot URL asked between every batch of them.
    for (let batch = 0; batch < 24; batch += 1) {
      const passing = Array.from({ length: 4_096 }, (_, index) => ({
        url: `http://native.org/n/b${String(batch)}x${String(index)}`,
      }));
      const [again] = await job.recognizeBatch([...passing, hot].reverse());
      expect(callsOf(again)).toBe(callsOf(first));
    }
  });

  it('remembers long URLs up to a number of characters, not of URLs', async () => {
    const job = session();
    // 20 KB URLs, 4 000 of them: 80 million characters, far fewer than two generations of URLs.
    const filler = 'x'.repeat(20_000);
    for (let batch = 0; batch < 40; batch += 1) {
      await job.recognizeBatch(
        Array.from({ length: 100 }, (_, index) => ({
          url: `http://native.org/n/b${String(batch)}x${String(index)}?q=${filler}`,
        })),
      );
    }
    const { urls, chars } = job.remembered();
    expect(urls).toBeGreaterThan(0);
    expect(chars).toBeLessThanOrEqual(2 * MEMORY_GENERATION_CHARS);
    // Still remembered: the last of them is answered without running its rule again.
    const last = { url: `http://native.org/n/b39x99?q=${filler}` };
    await job.recognizeBatch([last]);
    expect(job.remembered().urls).toBe(urls);
  });

  it('asks again for every event when the parser read more than the URL', async () => {
    const results = await session().recognizeBatch([
      { url: 'http://sized.org/p', size: '10' },
      { url: 'http://sized.org/p', size: '20' },
      { url: 'http://sized.org/p', size: '30' },
    ]);
    expect(results.map((result) => result.kind === 'recognized' && result.fields.size)).toEqual([
      '10',
      '20',
      '30',
    ]);
    expect(results[0]).toMatchObject({ urlOnly: false });
  });

  it('sends the URL alone, then with the fields a parser is seen reading', async () => {
    const fieldsRead = new Map<number, ReadonlySet<string> | 'all'>();
    const job = createRecognitionSession({
      recognizer: new Recognizer(parsers),
      pool: () => pool,
      idOf: (parser) => parsers.indexOf(parser),
      parserOfId: (id) => parsers[id],
      fieldsRead,
    });
    const results = await job.recognizeBatch([
      { url: 'http://sized.org/q', size: '7', login: 'secret' },
    ]);
    expect(results[0]).toMatchObject({ fields: { size: '7' }, urlOnly: false });
    expect(fieldsRead).toEqual(new Map([[2, new Set(['size'])]]));
  });

  it('passes Force-Parser and Filter-Platforms on to the choice of parsers', async () => {
    const forced = createRecognitionSession(
      {
        recognizer: new Recognizer(parsers),
        pool: () => pool,
        idOf: (parser) => parsers.indexOf(parser),
        parserOfId: (id) => parsers[id],
      },
      { forceParser: 'native', filterPlatforms: ['native'] },
    );
    const results = await forced.recognizeBatch([
      { url: 'http://elsewhere.org/n/z' },
      { url: 'http://counted.org/c/a' },
    ]);
    expect(results.map(fieldsOf)).toEqual([
      { platform: 'native', rtype: 'TOC', unitid: 'z' },
      'filtered',
    ]);
  });
});
