import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPlatformCatalog } from '@sillage/platforms';
import type {
  PlatformCatalog,
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
} from '../engine/ports.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createTraceLogger } from '../traces/trace-logger.js';
import { createRecognitionStage } from './recognition.stage.js';

/** A catalog whose sessions answer through `answer`, synchronously or not. */
function catalogWith(
  answer: (input: RecognitionInput, options: RecognitionOptions) => RecognitionResult,
  asynchronous = false,
): PlatformCatalog {
  return {
    platforms: [],
    version: {},
    recognize: (input, options) => answer(input, options ?? {}),
    openSession: (options = {}) => ({
      remembered: () => ({ urls: 0, chars: 0 }),
      recognizeBatch: (inputs) => {
        const results = inputs.map((input) => answer(input, options));
        return asynchronous ? Promise.resolve(results) : results;
      },
    }),
    close: () => Promise.resolve(),
  };
}

function catalogAnswering(result: RecognitionResult): PlatformCatalog {
  return catalogWith(() => result);
}

describe('recognition stage', () => {
  it.each([
    [{ kind: 'unknown-domain' } as const, 'unknown-domains'],
    [{ kind: 'filtered' } as const, 'filtered-ecs'],
    [{ kind: 'unqualified', platform: 'sd' } as const, 'unqualified-ecs'],
  ])('rejects %j as %s', async (result, category) => {
    const run = await runStage(createRecognitionStage(catalogAnswering(result), {}), [
      [makeEvent({ url: 'http://u.org/', domain: 'u.org' })],
    ]);
    expect(run.rejected.map((r) => r.category)).toEqual([category]);
  });

  it('notes unknown domains for the alerts', async () => {
    const run = await runStage(
      createRecognitionStage(catalogAnswering({ kind: 'unknown-domain' }), {}),
      [[makeEvent({ url: 'http://u.org/', domain: 'u.org' })]],
    );
    expect(run.unknownDomains).toEqual(['u.org']);
  });

  it('copies the platform, its names and the parser fields, and marks denied results', async () => {
    const catalog = catalogAnswering({
      kind: 'recognized',
      platform: 'sd',
      platformName: 'Science Direct',
      publisherName: 'Elsevier',
      source: 'native',
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: 'S1' },
      granted: false,
    });
    const run = await runStage(createRecognitionStage(catalog, {}), [
      [makeEvent({ url: 'http://s.org/', domain: 's.org' })],
    ]);
    expect(run.passed[0]?.fields).toMatchObject({
      platform: 'sd',
      platform_name: 'Science Direct',
      publisher_name: 'Elsevier',
      rtype: 'ARTICLE',
      mime: 'PDF',
      unitid: 'S1',
    });
    expect(run.passed[0]?.granted).toBe(false);
  });

  it('passes Force-Parser, Filter-Platforms and wildcards on, and applies Force-ECField-Publisher', async () => {
    const seen: RecognitionOptions[] = [];
    const catalog = catalogWith((_input, options) => {
      seen.push(options);
      return {
        kind: 'recognized',
        platform: 'sd',
        platformName: 'SD',
        publisherName: 'Elsevier',
        source: 'pack',
        fields: {},
        granted: true,
      };
    }, true);
    const stage = createRecognitionStage(catalog, {
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
      forcePublisher: 'ACME',
    });
    const run = await runStage(stage, [[makeEvent({ url: '/a' })]]);
    const { onTrace, ...passed } = seen[0] as Record<string, unknown>;
    expect(passed).toEqual({
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
    });
    expect(typeof onTrace).toBe('function');
    expect(run.passed[0]?.fields.publisher_name).toBe('ACME');
  });

  it('gives every event its own copy of the fields of a shared outcome', async () => {
    const sharedFields = { rtype: 'ARTICLE', unitid: 'a1' };
    const shared: RecognitionResult = {
      kind: 'recognized',
      platform: 'sd',
      platformName: 'Science Direct',
      source: 'native',
      fields: sharedFields,
      granted: true,
      urlOnly: true,
    };
    const run = await runStage(
      createRecognitionStage(
        catalogWith(() => shared, true),
        {},
      ),
      [
        [
          makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
          makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
        ],
      ],
    );
    run.passed[0]!.fields.unitid = 'changed';
    expect(run.passed[1]?.fields.unitid).toBe('a1');
    expect(sharedFields.unitid).toBe('a1');
  });

  it('rejects an event without a URL as an unknown error', async () => {
    const event = makeEvent({ domain: 's.org' });
    const run = await runStage(createRecognitionStage(catalogAnswering({ kind: 'filtered' }), {}), [
      [event],
    ]);
    expect(run.rejected.map((r) => r.category)).toEqual(['unknown-errors']);
  });
});

describe('recognition stage and failing pack parsers', () => {
  let packDir: string;
  beforeAll(() => {
    packDir = mkdtempSync(path.join(os.tmpdir(), 'sillage-pack-'));
    const write = (name: string, parser: string) => {
      mkdirSync(path.join(packDir, name));
      writeFileSync(
        path.join(packDir, name, 'manifest.json'),
        JSON.stringify({ name, longname: name, domains: [`${name}.example.org`] }),
      );
      writeFileSync(
        path.join(packDir, name, 'parser.js'),
        `'use strict';\nconst Parser = require('../.lib/parser.js');\nmodule.exports = new Parser(${parser});\n`,
      );
    };
    write('crashy', `function () { throw new Error('broken rule'); }`);
    write('loopy', `function () { for (;;) {} }`);
  });
  afterAll(() => {
    rmSync(packDir, { recursive: true, force: true });
  });

  it('writes a job trace naming the platform, and rejects the event as unqualified', async () => {
    // Long enough that a thread descheduled on a busy CI host (four jest workers on two cores)
    // never makes the throwing parser look like the looping one; the loop costs this once.
    const catalog = await loadPlatformCatalog({ packs: [packDir], parserTimeBudgetMs: 1_000 });
    const lines: string[] = [];
    const trace = createTraceLogger('warn', (line) => {
      lines.push(line);
    });
    try {
      const run = await runStage(
        createRecognitionStage(catalog, {}),
        [
          [
            makeEvent({ url: 'http://crashy.example.org/a', domain: 'crashy.example.org' }),
            makeEvent({ url: 'http://loopy.example.org/b', domain: 'loopy.example.org' }),
          ],
        ],
        { trace },
      );
      expect(run.rejected.map((r) => r.category)).toEqual(['unqualified-ecs', 'unqualified-ecs']);
    } finally {
      await catalog.close();
    }
    expect(lines).toEqual([
      expect.stringMatching(
        /warn: platform crashy \(pack parser\) failed on http:\/\/crashy\.example\.org\/a: broken rule\n$/,
      ),
      expect.stringMatching(
        /warn: platform loopy \(pack parser\) ran past its time budget on http:\/\/loopy\.example\.org\/b: /,
      ),
    ]);
  });
});
