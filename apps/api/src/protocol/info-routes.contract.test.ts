import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RID_CODES } from '@sillage/pipeline';
import { JOB_STATUS_CODES, UNRAISED_STATUS_CODES } from '@sillage/shared-types';
import { ACCEPTANCE, buildTestApp, TEST_VERSION, type TestApp } from '../test/build-test-app.js';

const FIELDS_FILE = path.join(ACCEPTANCE, 'platforms/fields.json');
const EXCLUSIONS_DIR = path.join(ACCEPTANCE, 'resources/exclusions');
const PACK = path.resolve(ACCEPTANCE, '../packs/ezpaarse-platforms');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Entry = { code: string } & Record<string, unknown>;
const fieldsOf = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry[]>;
const codes = (list: Entry[]) => list.map((entry) => entry.code);

// Reference server.md §2.4: the public `/api/info/*` routes its test suite and scripts call,
// all answered without credentials.
describe('the reference info routes', () => {
  // Apps are slow to build: one configured as a full instance, one with a bare pack (no
  // fields.json, no exclusions), one with the community pack.
  let configured: TestApp;
  let bare: TestApp;
  let barePack: string;
  beforeAll(async () => {
    barePack = await mkdtemp(path.join(tmpdir(), 'sillage-fields-'));
    await writeFile(
      path.join(barePack, 'rtype.json'),
      JSON.stringify([{ code: 'ZETA' }, { code: 'ALPHA', description: 'first' }]),
    );
    [configured, bare] = await Promise.all([
      buildTestApp({
        env: {
          SILLAGE_PKB_SYNC_ON_START: 'false',
          SILLAGE_FIELDS_FILE: FIELDS_FILE,
          SILLAGE_EXCLUSIONS_DIR: EXCLUSIONS_DIR,
        },
      }),
      buildTestApp({
        env: { SILLAGE_PKB_SYNC_ON_START: 'false', SILLAGE_PLATFORM_PACKS: barePack },
      }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([configured.close(), bare.close()]);
    await rm(barePack, { recursive: true, force: true });
  });
  const get = (testApp: TestApp, url: string) => testApp.app.inject({ url });

  it('GET /api/info/version: the version, as text', async () => {
    const response = await get(configured, '/api/info/version');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(TEST_VERSION);
  });

  it('GET /api/info/codes and /codes/{n}: every job status and its message', async () => {
    const all = await get(configured, '/api/info/codes');
    expect(all.statusCode).toBe(200);
    const map = all.json<Record<string, string>>();
    expect(Object.keys(map).sort()).toEqual(
      [...Object.keys(JOB_STATUS_CODES), ...Object.keys(UNRAISED_STATUS_CODES)].sort(),
    );
    expect(Object.values(map).every((message) => typeof message === 'string')).toBe(true);
    // §2.8: the codes the reference declares without raising them are there too.
    for (const code of ['4008', '4009', '4010', '4011', '4014', '4020']) {
      expect(map[code]).toMatch(/\S/);
    }
    expect((await get(configured, '/api/info/codes/4020')).json()).toBe('Header-Fields: bad value');
    const one = await get(configured, '/api/info/codes/4003');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^application\/json/);
    expect(one.json()).toBe(map['4003']);
    const unknown = await get(configured, '/api/info/codes/4999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
  });

  it('GET /api/info/uuid: a fresh job id, as text', async () => {
    const first = await get(configured, '/api/info/uuid');
    const second = await get(configured, '/api/info/uuid');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toMatch(UUID);
    expect(second.body).not.toBe(first.body);
  });

  it('GET /api/info/config: the ignored domains of the exclusions pack', async () => {
    const response = await get(configured, '/api/info/config');
    expect(response.statusCode).toBe(200);
    const domains = response.json<{ EZPAARSE_IGNORED_DOMAINS: string[] }>()
      .EZPAARSE_IGNORED_DOMAINS;
    expect(domains).toEqual(expect.arrayContaining(['www.google.fr', 'www.google.com']));
    expect((await get(bare, '/api/info/config')).json()).toEqual({
      EZPAARSE_IGNORED_DOMAINS: [],
    });
  });

  it('GET /api/info/fields(.json), rid, mime, rtype: the lists of SILLAGE_FIELDS_FILE', async () => {
    const expected = fieldsOf(FIELDS_FILE);
    for (const url of ['/api/info/fields', '/api/info/fields.json']) {
      const response = await get(configured, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    for (const name of ['rid', 'mime', 'rtype'] as const) {
      for (const url of [`/api/info/${name}`, `/api/info/${name}.json`]) {
        const response = await get(configured, url);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(expected[name]);
      }
    }
  });

  it('?sort=asc and ?sort=desc order a list by code', async () => {
    const rtypes = codes(fieldsOf(FIELDS_FILE).rtype ?? []);
    const ascending = [...rtypes].sort();
    const asc = await get(configured, '/api/info/rtype?sort=asc');
    expect(codes(asc.json<Entry[]>())).toEqual(ascending);
    const desc = await get(configured, '/api/info/rtype.json?sort=desc');
    expect(codes(desc.json<Entry[]>())).toEqual([...ascending].reverse());
  });

  it("reads the platforms pack's root fields.json when no file is configured", async () => {
    const withPack = await buildTestApp({
      env: { SILLAGE_PKB_SYNC_ON_START: 'false', SILLAGE_PLATFORM_PACKS: PACK },
    });
    try {
      const response = await get(withPack, '/api/info/mime');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(fieldsOf(path.join(PACK, 'fields.json')).mime);
    } finally {
      await withPack.close();
    }
  }, 60_000);

  it("falls back on a pack's one-list files, then on the qualifier's rid codes", async () => {
    expect((await get(bare, '/api/info/rtype?sort=asc')).json()).toEqual([
      { code: 'ALPHA', description: 'first' },
      { code: 'ZETA' },
    ]);
    expect(codes((await get(bare, '/api/info/rid')).json<Entry[]>())).toEqual([
      ...DEFAULT_RID_CODES,
    ]);
    expect((await get(bare, '/api/info/mime')).json()).toEqual([]);
  });

  it('answers every one of them with 200 to a caller without credentials', async () => {
    for (const testApp of [configured, bare]) {
      for (const url of [
        '/api/info/rtype',
        '/api/info/mime',
        '/api/info/rid',
        '/api/info/fields.json',
        '/api/info/codes',
        '/api/info/codes/4003',
        '/api/info/uuid',
        '/api/info/config',
        '/api/info/version',
      ]) {
        expect([url, (await get(testApp, url)).statusCode]).toEqual([url, 200]);
      }
    }
  });
});
