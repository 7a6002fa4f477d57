import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNativeVerdicts } from '@sillage/platforms/testing';
import { parseJobSettings, type JobSettings } from '@sillage/shared-types';
import type { KnowledgeBase } from '../resources/index.js';
import { PIPELINE_MIDDLEWARES, usesGeolocation } from './create-pipeline.js';
import { writePackPlatform } from '../testing/pack-platform.js';
import { loadPipelineResources, loadRidCodes } from './load-resources.js';

function settingsOf(headers: Record<string, string>): JobSettings {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

describe('usesGeolocation', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['the default chain', {}, true],
    ['Geoip: none (every geoip field is still set on the EC)', { Geoip: 'none' }, true],
    ['Clean-Only', { 'Clean-Only': 'true' }, false],
    ['a chain without geolocalizer', { 'ezPAARSE-Middlewares': '(only) filter, parser' }, false],
  ])('%s → %s', (_name, headers, expected) => {
    expect(usesGeolocation(settingsOf(headers))).toBe(expected);
  });
});

describe('loadRidCodes', () => {
  it('names a fields file that is not JSON', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-fields-')), 'fields.json');
    writeFileSync(file, '{bad');
    await expect(loadRidCodes(file)).rejects.toThrow(`${file} is not valid JSON: `);
  });
});

describe('loadPipelineResources', () => {
  it('skips the geolocation database when told no job geolocates', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    expect(resources.geolocator).toBeUndefined();
    expect(resources.catalog.platforms.length).toBeGreaterThan(0);
  });

  it('uses a COUNTER-mode list in COUNTER mode only, and the configured list everywhere', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-robots-')), 'robots.json');
    writeFileSync(file, JSON.stringify([{ pattern: '^MyReader', last_changed: '2026-12-05' }]));
    const reader = 'MyReader/1.0';
    const counterOnly = await loadPipelineResources({
      geolocation: false,
      counterModeRobotsFile: file,
    });
    expect(counterOnly.counterRobots?.isRobot(reader)).toBe(true);
    // The other jobs keep the general test, for which this reader is no robot.
    expect(counterOnly.userAgentRobots?.isRobot(reader)).toBe(false);
    const everywhere = await loadPipelineResources({ geolocation: false, counterRobotsFile: file });
    expect(everywhere.userAgentRobots?.isRobot(reader)).toBe(true);
    expect(everywhere.counterRobots?.isRobot(reader)).toBe(true);
  });

  it("gives the enrichers the release, for their default User-Agent, under the app's settings", async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      appVersion: '2.0.1',
      enrichers: { contact: 'ops@example.org' },
    });
    expect(resources.enrichers).toMatchObject({
      softwareVersion: '2.0.1',
      contact: 'ops@example.org',
    });
  });

  it("stamps the application's git identity on reports and events, its middlewares included", async () => {
    const appGit = {
      branch: 'main',
      tag: 'v1.2.0',
      lastCommit: '4816441446eb8e35275e3cda8b46c5632fac6866',
      date: '2026-06-24',
    };
    const resources = await loadPipelineResources({
      geolocation: false,
      appVersion: '1.2.0',
      appGit,
    });
    expect(resources.versions).toMatchObject({
      appVersion: '1.2.0',
      appDate: '2026-06-24',
      middlewaresVersion: '4816441',
      middlewaresDate: '2026-06-24',
      git: appGit,
    });
  });

  describe('pkb-domains platforms', () => {
    const url = 'http://newjournal.example.org/content/7/2/101.full.pdf';
    let kbDir: string;
    beforeAll(() => {
      kbDir = mkdtempSync(path.join(tmpdir(), 'sillage-kb-hosts-'));
      mkdirSync(path.join(kbDir, 'hw'));
      writeFileSync(
        path.join(kbDir, 'hw', 'hw_AllTitles_2020-01-01.txt'),
        'publication_title\tprint_identifier\ttitle_id\nNew Journal\t1234-5678\tnewjournal.example.org\n',
      );
    });
    afterAll(() => {
      rmSync(kbDir, { recursive: true, force: true });
    });

    it('are unknown on a host only their knowledge base names, without one', async () => {
      const resources = await loadPipelineResources({ geolocation: false });
      expect(resources.catalog.recognize({ url, size: '90000' }).kind).toBe('unknown-domain');
    });

    it('take the hosts of their KBART files (the `title_id` column for hw)', async () => {
      const resources = await loadPipelineResources({ geolocation: false, pkbDirs: [kbDir] });
      expect(resources.catalog.recognize({ url, size: '90000' })).toMatchObject({
        kind: 'recognized',
        platform: 'hw',
        fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: 'newjournal.example.org' },
      });
    });

    it('name the KBART files that could not be read, whichever folder they came from', async () => {
      const platformDir = path.join(kbDir, '..', `${path.basename(kbDir)}-more`, 'acs');
      mkdirSync(platformDir, { recursive: true });
      const file = path.join(platformDir, 'acs_2020-01-01.txt');
      writeFileSync(file, 'publication_title\tprint_identifier\nJ\t1111-2222\n');
      const resources = await loadPipelineResources({
        geolocation: false,
        pkbDirs: [kbDir, path.dirname(platformDir)],
      });
      // Gone after the listing, before the first job met its platform.
      rmSync(file);
      await resources.knowledgeBase?.lookupBatch([
        { platform: 'acs', keys: { print_identifier: '1111-2222' } },
      ]);
      expect(resources.knowledgeBase?.unreadFiles?.()).toEqual([
        { file: 'acs/acs_2020-01-01.txt', reason: expect.stringMatching(/removed/) as unknown },
      ]);
      rmSync(path.dirname(platformDir), { recursive: true, force: true });
    });

    it('ask a database knowledge base for the values of the column', async () => {
      const asked: string[] = [];
      const knowledgeBase: KnowledgeBase = {
        lookupBatch: (requests) => Promise.resolve(requests.map(() => undefined)),
        columnValues: (platform, column) => {
          asked.push(`${platform}:${column}`);
          return Promise.resolve(platform === 'hw' ? ['http://newjournal.example.org/'] : []);
        },
      };
      const resources = await loadPipelineResources({ geolocation: false, knowledgeBase });
      expect(asked).toContain('hw:title_id');
      expect(asked).toContain('edp:title_url');
      expect(resources.catalog.recognize({ url, size: '90000' })).toMatchObject({ platform: 'hw' });
    });
  });

  describe('verdicts of the differential check', () => {
    const url = 'http://allafrica.com/stories/201801010001.html';
    let pack: string;
    let verdicts: string;
    beforeAll(() => {
      pack = mkdtempSync(path.join(tmpdir(), 'sillage-verdict-pack-'));
      verdicts = mkdtempSync(path.join(tmpdir(), 'sillage-verdicts-'));
      writePackPlatform(
        pack,
        { name: 'aaf', longname: 'allAfrica', domains: ['allafrica.com'] },
        { rtype: 'ARTICLE', mime: 'HTML' },
      );
    });
    afterAll(() => {
      rmSync(pack, { recursive: true, force: true });
      rmSync(verdicts, { recursive: true, force: true });
    });
    const sourceOf = async (
      options: { platformPackWins?: boolean; nativeVerdicts?: ReadonlySet<string> } = {},
    ) => {
      const resources = await loadPipelineResources({
        geolocation: false,
        platformPacks: [pack],
        platformVerdictsDir: verdicts,
        ...options,
      });
      try {
        const result = resources.catalog.recognize({ url });
        return result.kind === 'recognized' ? result.source : result.kind;
      } finally {
        await resources.catalog.close();
      }
    };

    it('serve a proven platform natively once the verdicts of this pack version exist', async () => {
      // None yet: the pack serves.
      expect(await sourceOf()).toBe('pack');
      await writeNativeVerdicts(verdicts, [pack], ['aaf']);
      expect(await sourceOf()).toBe('native');
      // Pack-wins keeps meaning "always the pack".
      expect(await sourceOf({ platformPackWins: true })).toBe('pack');
    });

    it('take the verdicts a caller has already read over the folder, still not with pack-wins', async () => {
      await writeNativeVerdicts(verdicts, [pack], ['aaf']);
      expect(await sourceOf({ nativeVerdicts: new Set() })).toBe('pack');
      rmSync(verdicts, { recursive: true, force: true });
      expect(await sourceOf({ nativeVerdicts: new Set(['aaf']) })).toBe('native');
      expect(await sourceOf({ nativeVerdicts: new Set(['aaf']), platformPackWins: true })).toBe(
        'pack',
      );
    });
  });
});
