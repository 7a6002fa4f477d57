import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import {
  choosePlatformPacks,
  defaultPlatformsPackDir,
  platformsCatalogStateFile,
  watchedPlatformPackPaths,
} from './default-platforms-pack.js';

let dataDir: string;
let packDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-default-pack-'));
  packDir = defaultPlatformsPackDir(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const recordState = async (state: PlatformsCatalogStatus) => {
  await mkdir(path.dirname(packDir), { recursive: true });
  await writeFile(platformsCatalogStateFile(packDir), JSON.stringify(state));
};

describe('choosePlatformPacks', () => {
  it('keeps the configured packs, whatever the default folder holds', async () => {
    await mkdir(packDir, { recursive: true });
    expect(await choosePlatformPacks(['/srv/packs/mine'], packDir)).toEqual({
      packs: ['/srv/packs/mine'],
    });
  });

  it('uses the default pack once its folder exists, inside the data folder', async () => {
    expect(packDir).toBe(path.join(dataDir, 'packs', 'platforms'));
    await mkdir(packDir, { recursive: true });
    expect(await choosePlatformPacks([], packDir)).toEqual({ packs: [packDir] });
  });

  it('says the catalog has not been fetched yet when nothing was recorded', async () => {
    expect(await choosePlatformPacks([], packDir)).toEqual({
      packs: [],
      notice: {
        text: 'Native platform rules only: the community platforms catalog has not been fetched yet.',
        code: 'catalog-not-fetched',
        params: {},
      },
    });
  });

  it.each<[PlatformsCatalogStatus, RegExp, string, Record<string, string>]>([
    [
      { state: 'fetching', origin: 'default', progress: 12 },
      /is still being fetched/,
      'catalog-fetching',
      {},
    ],
    [
      { state: 'failed', origin: 'default', reason: 'Could not resolve host: github.com' },
      /fetching the community platforms catalog failed: Could not resolve host: github.com$/,
      'catalog-fetch-failed',
      { reason: 'Could not resolve host: github.com' },
    ],
    [
      { state: 'disabled', origin: 'default' },
      /turned off .*no platforms pack is configured/,
      'catalog-fetch-disabled',
      {},
    ],
  ])('says why from the recorded state (%j)', async (state, expected, code, params) => {
    await recordState(state);
    const choice = await choosePlatformPacks([], packDir);
    expect(choice.packs).toEqual([]);
    expect(choice.notice?.text).toMatch(expected);
    expect(choice.notice).toMatchObject({ code, params });
  });

  it('reads a state file it cannot parse as "not fetched yet"', async () => {
    await mkdir(path.dirname(packDir), { recursive: true });
    await writeFile(platformsCatalogStateFile(packDir), '{"state": "on fire"');
    expect((await choosePlatformPacks([], packDir)).notice?.code).toBe('catalog-not-fetched');
  });

  it('has no default and no notice when there is no default pack (sillage process --native-only)', async () => {
    expect(await choosePlatformPacks([], undefined)).toEqual({ packs: [] });
  });

  it('watches the default folder and its state file only when no pack is configured', () => {
    expect(watchedPlatformPackPaths([], packDir)).toEqual([
      packDir,
      platformsCatalogStateFile(packDir),
    ]);
    expect(watchedPlatformPackPaths(['/srv/packs/mine'], packDir)).toEqual(['/srv/packs/mine']);
  });
});
