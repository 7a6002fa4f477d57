import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCEPTANCE, buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('GET /api/info/platforms', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the listing is tested here: no knowledge-base sync of the whole corpus in the background.
    t = await buildTestApp({
      env: { SILLAGE_PKB_DIRS: path.join(ACCEPTANCE, 'pkb'), SILLAGE_PKB_SYNC_ON_START: 'false' },
    });
  });
  afterAll(() => t.close());

  it('lists the platforms as reference manifests with their knowledge-base packages', async () => {
    const response = await t.app.inject({ url: '/api/info/platforms' });
    expect(response.statusCode).toBe(200);
    const platforms = response.json<
      {
        name: string;
        longname: string;
        docurl?: string;
        'pkb-packages': { name: string; date: string; entries: number }[];
      }[]
    >();
    expect(platforms.length).toBeGreaterThan(100);
    const acs = platforms.find((platform) => platform.name === 'acs');
    expect(acs?.longname).toBeTruthy();
    // The manifest's analysis page, linked from the platforms page.
    const manifest = JSON.parse(
      readFileSync(path.join(ACCEPTANCE, 'platforms/acs/manifest.json'), 'utf8'),
    ) as { docurl: string; publisher_name: string };
    expect(acs?.docurl).toBe(manifest.docurl);
    // Under the manifest's own field name, as the reference lists manifests as they are.
    expect(acs).toMatchObject({ publisher_name: manifest.publisher_name });
    expect(acs).not.toHaveProperty('publisher-name');
    expect(acs?.['pkb-packages']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'acs_AllTitles',
          date: '2014-07-16',
          file: 'acs_AllTitles_2014-07-16.txt',
          size: statSync(path.join(ACCEPTANCE, 'pkb/acs/acs_AllTitles_2014-07-16.txt')).size,
        }),
      ]),
    );
    expect(acs?.['pkb-packages'][0]?.entries).toBeGreaterThan(0);
    const names = platforms.map((platform) => platform.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  // Reference server.md §2.4: the count as text, here without the dot folders it counted.
  it('GET /api/info/platforms/count: how many platforms the list holds, as text', async () => {
    const response = await t.app.inject({ url: '/api/info/platforms/count' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const listed = (await t.app.inject({ url: '/api/info/platforms' })).json<unknown[]>();
    expect(response.body).toBe(String(listed.length));
  });

  it('gives each platform its source and status, and filters on ?status= (comma list)', async () => {
    const all = (await t.app.inject({ url: '/api/info/platforms' })).json<
      { name: string; source: string; status?: string }[]
    >();
    const sd = all.find((platform) => platform.name === 'sd');
    const manifest = JSON.parse(
      readFileSync(path.join(ACCEPTANCE, 'platforms', 'sd', 'manifest.json'), 'utf8'),
    ) as { status: string };
    expect(sd).toEqual(expect.objectContaining({ source: 'native', status: manifest.status }));

    const response = await t.app.inject({ url: '/api/info/platforms?status=Stable,rc1' });
    expect(response.statusCode).toBe(200);
    const some = response.json<{ name: string; status?: string }[]>();
    const expected = all.filter((p) => ['stable', 'rc1'].includes(p.status?.toLowerCase() ?? ''));
    expect(some.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    expect(some.length).toBeGreaterThan(10);
    expect(some.length).toBeLessThan(all.length);
    expect(new Set(some.map((p) => p.status?.toLowerCase()))).toEqual(new Set(['stable', 'rc1']));
  });

  it('refuses an empty status filter or an unknown source with a validation error', async () => {
    const empty = await t.app.inject({ url: '/api/info/platforms?status=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ kind: string }>().kind).toBe('VALIDATION_FAILED');
    const source = await t.app.inject({ url: '/api/info/platforms?source=elsewhere' });
    expect(source.statusCode).toBe(400);
  });
});

// Reference server.md §2.4: the list is the platforms' manifest.json objects, so a pack platform
// answers its manifest's own describe, version and contact.
describe('GET /api/info/platforms with a platform pack', () => {
  let t: TestApp;
  let pack: string;
  beforeAll(async () => {
    pack = mkdtempSync(path.join(tmpdir(), 'sillage-info-pack-'));
    const manifest = JSON.parse(
      readFileSync(path.join(ACCEPTANCE, '../packs/ezpaarse-platforms/aaf/manifest.json'), 'utf8'),
    ) as Record<string, unknown>;
    const write = (name: string, fields: Record<string, unknown>) => {
      mkdirSync(path.join(pack, name));
      writeFileSync(path.join(pack, name, 'manifest.json'), JSON.stringify(fields));
      writeFileSync(
        path.join(pack, name, 'parser.js'),
        "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
      );
    };
    // The reference manifest under a name no native platform has: served from the pack.
    write('zz-described', { ...manifest, name: 'zz-described', domains: ['zz.example.org'] });
    write('zz-bare', { name: 'zz-bare', longname: 'ZZ bare', domains: ['zz-bare.example.org'] });
    // A manifest without its parser.js: skipped, as the reference skips it, and named as broken.
    mkdirSync(path.join(pack, 'zz-noparser'));
    writeFileSync(
      path.join(pack, 'zz-noparser', 'manifest.json'),
      JSON.stringify({ name: 'zz-noparser', domains: ['zz-noparser.example.org'] }),
    );
    // A manifest that is no JSON object: skipped, and named with why.
    mkdirSync(path.join(pack, 'zz-unusable'));
    writeFileSync(path.join(pack, 'zz-unusable', 'manifest.json'), '[]');
    writeFileSync(path.join(pack, 'zz-unusable', 'parser.js'), '');
    t = await buildTestApp({
      env: {
        SILLAGE_PKB_DIRS: path.join(ACCEPTANCE, 'pkb'),
        SILLAGE_PKB_SYNC_ON_START: 'false',
        SILLAGE_PLATFORM_PACKS: pack,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(pack, { recursive: true, force: true });
  });

  it("answers a pack platform's describe, version and contact; the long name stands in for a missing describe", async () => {
    const response = await t.app.inject({ url: '/api/info/platforms' });
    expect(response.statusCode).toBe(200);
    const platforms = response.json<Record<string, unknown>[]>();
    const byName = new Map(platforms.map((platform) => [platform.name, platform]));
    expect(byName.get('zz-described')).toEqual(
      expect.objectContaining({
        source: 'pack',
        longname: 'allAfrica',
        describe: 'Recognizes the accesses to the platform allAfrica',
        version: '2018-04-13',
        contact: 'alexander.cooper@emory.edu',
      }),
    );
    const bare = byName.get('zz-bare');
    expect(bare).toEqual(expect.objectContaining({ source: 'pack', describe: 'ZZ bare' }));
    expect(bare).not.toHaveProperty('version');
    expect(bare).not.toHaveProperty('contact');
    // Native platforms keep what they had.
    const sd = byName.get('sd');
    expect(sd).toEqual(expect.objectContaining({ source: 'native', describe: sd?.longname }));
    expect(sd).not.toHaveProperty('version');
  });

  it('leaves out a pack platform without parser.js, and names it in the catalog status', async () => {
    const listed = (await t.app.inject({ url: '/api/info/platforms' })).json<{ name: string }[]>();
    expect(listed.map((platform) => platform.name)).not.toContain('zz-noparser');
    const status = await t.app.inject({ url: '/api/platforms-catalog/status' });
    expect(status.json()).toMatchObject({ state: 'ready', brokenPlatforms: ['zz-noparser'] });
  });

  it('names in the catalog status a pack platform whose manifest cannot be used, with why', async () => {
    const status = await t.app.inject({ url: '/api/platforms-catalog/status' });
    expect(status.json()).toMatchObject({
      unusablePlatforms: [{ folder: 'zz-unusable', reason: 'manifest.json holds no JSON object' }],
    });
  });
});
