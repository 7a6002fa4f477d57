import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listWorkerConfiguredPaths, loadWorkerConfig } from './config.js';

const ROBOTS = path.resolve(
  __dirname,
  '../../../../shared/acceptance/resources/counter-robots/COUNTER_Robots_list.json',
);

function fileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-worker-config-')), 'f.json');
  writeFileSync(file, content);
  return file;
}

describe('loadWorkerConfig', () => {
  it('applies defaults around the required database URL', () => {
    expect(loadWorkerConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' })).toEqual({
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      dataDir: './data',
      concurrency: 2,
      logLevel: 'info',
      mail: { smtpUrl: undefined, from: 'Sillage <noreply@localhost>', appName: 'Sillage' },
      resources: {
        platformPacks: [],
        // The community catalog the api fetches into the shared data folder.
        defaultPlatformsPack: path.resolve('data/packs/platforms'),
        // And the exclusion lists it fetches beside it (SILLAGE_EXCLUSIONS_DIR unset).
        defaultExclusionsDir: path.resolve('data/packs/exclusions'),
        // And the resources pack, whose COUNTER-Robots list serves COUNTER mode.
        resourcesDir: path.resolve('data/packs/resources'),
        platformPackWins: false,
        // The api writes them in the shared data folder; jobs read them there.
        platformVerdictsDir: path.resolve('./data/platform-verdicts'),
        pkbDirs: [],
        maxInflatedBytes: 16 * 1024 ** 3,
        // Double-click removal's held events past those kept in memory, beside the jobs' files.
        heldEventsDir: path.resolve('./data/files'),
        enrichers: { baseUrls: {} },
      },
      inputChunkDelayMs: 0,
      heartbeatIntervalMs: 5_000,
      staleAfterMs: 60_000,
      staleCheckIntervalMs: 15_000,
    });
  });

  it('lets pack platforms win name clashes with SILLAGE_PLATFORM_PACK_WINS', () => {
    const config = (wins: string) =>
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_PLATFORM_PACK_WINS: wins,
      }).resources?.platformPackWins;
    expect(config('true')).toBe(true);
    expect(config('off')).toBe(false);
    expect(() => config('sometimes')).toThrow(/SILLAGE_PLATFORM_PACK_WINS/);
  });

  it('reads the recognition thread count (SILLAGE_RECOGNITION_THREADS)', () => {
    const threads = (value: string | undefined) =>
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        ...(value === undefined ? {} : { SILLAGE_RECOGNITION_THREADS: value }),
      }).resources?.recognitionThreads;
    expect(threads(undefined)).toBeUndefined();
    expect(threads('2')).toBe(2);
    expect(() => threads('-1')).toThrow(/SILLAGE_RECOGNITION_THREADS/);
  });

  it('reads the absolute cap on decompressed input (SILLAGE_MAX_INFLATED_MB)', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SILLAGE_MAX_INFLATED_MB: '512',
    });
    expect(config.resources?.maxInflatedBytes).toBe(512 * 1024 * 1024);
    expect(() =>
      loadWorkerConfig({ DATABASE_URL: 'postgres://x/db', SILLAGE_MAX_INFLATED_MB: '0' }),
    ).toThrow(/SILLAGE_MAX_INFLATED_MB/);
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadWorkerConfig({
        SILLAGE_WORKER_CONCURRENCY: 'zero',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail.example.org',
        SILLAGE_ENRICHER_URLS: 'hal=not a url',
      }),
    ).toThrow(
      /DATABASE_URL[\s\S]*SILLAGE_WORKER_CONCURRENCY[\s\S]*SMTP_URL[\s\S]*SILLAGE_ENRICHER_URLS[\s\S]*LOG_LEVEL/,
    );
  });

  it('passes the mail server through for job notifications', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      SILLAGE_APP_NAME: 'Usage',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      from: 'Sillage <noreply@localhost>',
      appName: 'Usage',
    });
  });

  it("reads the enrichers' service roots and User-Agent", () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SILLAGE_ENRICHER_URLS: 'hal=http://127.0.0.1:9000/hal',
      SILLAGE_ENRICHER_USER_AGENT: 'Sillage (mailto:admin@example.org)',
    });
    expect(config.resources?.enrichers).toEqual({
      baseUrls: { hal: 'http://127.0.0.1:9000/hal' },
      userAgent: 'Sillage (mailto:admin@example.org)',
    });
  });

  it("reads the enrichers' contact and the instance's URL for their default User-Agent", () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SILLAGE_ENRICHER_CONTACT: 'mailto:ops@example.org',
      SILLAGE_PUBLIC_URL: 'https://stats.example.org/',
    });
    expect(config.resources?.enrichers).toEqual({
      baseUrls: {},
      contact: 'ops@example.org',
      siteUrl: 'https://stats.example.org',
    });
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_ENRICHER_CONTACT: 'ops',
      }),
    ).toThrow(/SILLAGE_ENRICHER_CONTACT/);
  });

  it('passes on a checked COUNTER-Robots list and on-campus ranges', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SILLAGE_COUNTER_ROBOTS: ROBOTS,
      SILLAGE_ON_CAMPUS_RANGES: fileWith('[{"label":"library","ranges":["10.20.30.0/24"]}]'),
    });
    expect(config.resources?.counterRobotsFile).toBe(ROBOTS);
    expect(config.resources?.onCampusRanges).toEqual([
      { label: 'library', ranges: ['10.20.30.0/24'] },
    ]);
  });

  it('refuses bad COUNTER-Robots and on-campus files, naming both', () => {
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_COUNTER_ROBOTS: fileWith('not json'),
        SILLAGE_ON_CAMPUS_RANGES: '/no/such/file.json',
      }),
    ).toThrow(
      /SILLAGE_COUNTER_ROBOTS: .*not valid JSON[\s\S]*SILLAGE_ON_CAMPUS_RANGES: .*cannot be read/,
    );
  });

  it('lists the paths its variables name, for the start-up check', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SILLAGE_PLATFORM_PACKS: '/srv/pack',
      SILLAGE_PKB_DIRS: '/srv/kbart',
      SILLAGE_EXCLUSIONS_DIR: '/srv/exclusions',
      SILLAGE_FIELDS_FILE: '/srv/fields.json',
    });
    expect(listWorkerConfiguredPaths(config)).toEqual([
      { variable: 'SILLAGE_PLATFORM_PACKS', path: '/srv/pack', kind: 'folder' },
      { variable: 'SILLAGE_PKB_DIRS', path: '/srv/kbart', kind: 'folder' },
      { variable: 'SILLAGE_EXCLUSIONS_DIR', path: '/srv/exclusions', kind: 'folder' },
      { variable: 'SILLAGE_FIELDS_FILE', path: '/srv/fields.json', kind: 'file' },
    ]);
  });

  it('refuses a heartbeat the stale limit would take for a dead worker', () => {
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_STALE_AFTER_MS: '3000',
      }),
    ).toThrow(/SILLAGE_HEARTBEAT_MS: 5000 ms is over half of SILLAGE_STALE_AFTER_MS \(3000 ms\)/);
  });

  it('takes an empty variable for an unset one', () => {
    expect(
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_WORKER_CONCURRENCY: '',
        SILLAGE_RECOGNITION_THREADS: '',
        LOG_LEVEL: '',
      }),
    ).toMatchObject({ concurrency: 2, logLevel: 'info', resources: { platformPacks: [] } });
    expect(
      loadWorkerConfig({
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        SILLAGE_RECOGNITION_THREADS: '',
      }).resources?.recognitionThreads,
    ).toBeUndefined();
  });

  it('refuses a database URL that is not Postgres and a public URL that is not http(s)', () => {
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'http://db:5432/x',
        SILLAGE_PUBLIC_URL: 'sillage.example.org',
      }),
    ).toThrow(/DATABASE_URL: must be a URL \(postgres:[\s\S]*SILLAGE_PUBLIC_URL: must be a URL/);
    expect(
      loadWorkerConfig({
        DATABASE_URL: 'postgresql://u@db/x',
        SILLAGE_PUBLIC_URL: 'https://sillage.example.org/',
      }).publicUrl,
    ).toBe('https://sillage.example.org');
  });
});
