import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPlatformCatalog } from '@sillage/platforms';
import type { PlatformCatalog, RecognitionResult } from '../engine/ports.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createTraceLogger } from '../traces/trace-logger.js';
import { createRecognitionStage } from './recognition.stage.js';

function catalogAnswering(result: RecognitionResult): PlatformCatalog {
  return { platforms: [], version: {}, recognize: () => result, close: () => Promise.resolve() };
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
    const recognize = jest.fn<RecognitionResult, unknown[]>(() => ({
      kind: 'recognized',
      platform: 'sd',
      platformName: 'SD',
      publisherName: 'Elsevier',
      fields: {},
      granted: true,
    }));
    const catalog: PlatformCatalog = {
      platforms: [],
      version: {},
      recognize,
      close: () => Promise.resolve(),
    };
    const stage = createRecognitionStage(catalog, {
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
      forcePublisher: 'ACME',
    });
    const run = await runStage(stage, [[makeEvent({ url: '/a' })]]);
    const { onTrace, ...passed } = recognize.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(passed).toEqual({
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
    });
    expect(typeof onTrace).toBe('function');
    expect(run.passed[0]?.fields.publisher_name).toBe('ACME');
  });
});

describe('recognition stage memory of URL-only outcomes', () => {
  function countingCatalog(urlOnly: boolean): { catalog: PlatformCatalog; calls: string[] } {
    const calls: string[] = [];
    const catalog: PlatformCatalog = {
      platforms: [],
      version: {},
      recognize: (input) => {
        calls.push(input.url);
        return {
          kind: 'recognized',
          platform: 'sd',
          platformName: 'Science Direct',
          fields: { rtype: 'ARTICLE', unitid: input.url.slice(-2) },
          granted: true,
          urlOnly,
        };
      },
      close: () => Promise.resolve(),
    };
    return { catalog, calls };
  }

  it('asks the catalog once per URL and domain when the outcome was the URL alone', async () => {
    const { catalog, calls } = countingCatalog(true);
    const run = await runStage(createRecognitionStage(catalog, {}), [
      [
        makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
        makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
      ],
      [
        makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
        makeEvent({ url: 'http://s.org/a1', domain: 'other.org' }),
        makeEvent({ url: 'http://s.org/b2', domain: 's.org' }),
      ],
    ]);
    expect(calls).toEqual(['http://s.org/a1', 'http://s.org/a1', 'http://s.org/b2']);
    // Every event still gets its own copy of the fields.
    expect(run.passed.map((event) => event.fields.unitid)).toEqual(['a1', 'a1', 'a1', 'a1', 'b2']);
    run.passed[0]!.fields.unitid = 'changed';
    expect(run.passed[1]?.fields.unitid).toBe('a1');
  });

  it('asks again for every event when a parser read more than the URL', async () => {
    const { catalog, calls } = countingCatalog(false);
    await runStage(createRecognitionStage(catalog, {}), [
      [
        makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
        makeEvent({ url: 'http://s.org/a1', domain: 's.org' }),
      ],
    ]);
    expect(calls).toHaveLength(2);
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
    const catalog = await loadPlatformCatalog({ packs: [packDir], parserTimeBudgetMs: 50 });
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
