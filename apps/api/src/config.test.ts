import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, listConfiguredPaths, loadConfig } from './config.js';
import { ACCEPTANCE } from './test/build-test-app.js';

function fileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-config-')), 'file.json');
  writeFileSync(file, content);
  return file;
}

const repoRoot = '/repo';
const cwd = '/srv/sillage';

function load(env: Record<string, string>) {
  return loadConfig({ repoRoot, cwd }, env);
}

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      database: { driver: 'pglite', dataDir: path.join(cwd, 'data/db') },
      filesDir: path.join(cwd, 'data/files'),
      sessionSecret: undefined,
      smtpUrl: undefined,
      openRegistration: false,
      demo: false,
      feedbackRecipients: [],
      webDist: path.join(repoRoot, 'apps/web/dist'),
      cookieSecure: 'auto',
      trustProxy: false,
      logLevel: 'info',
    });
    // Double-click removal's held events past those kept in memory wait beside the jobs' files.
    expect(config.jobs.resources.heldEventsDir).toBe(config.filesDir);
  });

  it('gives the embedded database the page cache SILLAGE_DB_SHARED_BUFFERS_MB names', () => {
    expect(load({ SILLAGE_DB_SHARED_BUFFERS_MB: '64' }).database).toEqual({
      driver: 'pglite',
      dataDir: path.join(cwd, 'data/db'),
      sharedBuffersMb: 64,
    });
    expect(() => load({ SILLAGE_DB_SHARED_BUFFERS_MB: '0' })).toThrow(
      /SILLAGE_DB_SHARED_BUFFERS_MB/,
    );
  });

  it('selects Postgres when DATABASE_URL is set', () => {
    const config = load({
      DATABASE_URL: 'postgres://u:p@db:5432/sillage',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u:p@db:5432/sillage' });
  });

  it.each([
    ['SILLAGE_OPEN_REGISTRATION', 'true', 'openRegistration', true],
    ['SILLAGE_DEMO', '1', 'demo', true],
    ['SILLAGE_DEMO', 'no', 'demo', false],
    ['SILLAGE_TRUST_PROXY', '2', 'trustProxy', 2],
    ['SILLAGE_TRUST_PROXY', '10.0.0.1, 10.0.0.2', 'trustProxy', ['10.0.0.1', '10.0.0.2']],
    ['SILLAGE_COOKIE_SECURE', 'true', 'cookieSecure', true],
    [
      'SILLAGE_PUBLIC_URL',
      'https://sillage.example.org/',
      'publicUrl',
      'https://sillage.example.org',
    ],
    [
      'SILLAGE_FEEDBACK_RECIPIENTS',
      'a@x.org, b@y.org',
      'feedbackRecipients',
      ['a@x.org', 'b@y.org'],
    ],
    [
      'SILLAGE_COUNTRIES',
      'res/countries.json',
      'countriesFile',
      path.join(cwd, 'res/countries.json'),
    ],
  ])('reads %s=%s', (name, value, key, expected) => {
    expect(load({ [name]: value })[key as keyof ReturnType<typeof load>]).toEqual(expected);
  });

  it('lists every invalid variable at once', () => {
    let caught: unknown;
    try {
      load({
        PORT: 'eighty',
        SESSION_SECRET: 'short',
        SMTP_URL: 'http://not-smtp',
        SILLAGE_DEMO: 'maybe',
        SILLAGE_FEEDBACK_RECIPIENTS: 'not-an-address',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'SESSION_SECRET',
      'SMTP_URL',
      'SILLAGE_DEMO',
      'SILLAGE_FEEDBACK_RECIPIENTS',
      'LOG_LEVEL',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it.each([
    [{ SILLAGE_ADMIN_EMAIL: 'admin@example.org' }, 'SILLAGE_ADMIN_PASSWORD'],
    // The start-up admin obeys the sign-up's minimum password length (whitespace around it dropped).
    [
      { SILLAGE_ADMIN_EMAIL: 'admin@example.org', SILLAGE_ADMIN_PASSWORD: '  admin  ' },
      'SILLAGE_ADMIN_PASSWORD',
    ],
    [{ DATABASE_URL: 'postgres://db/sillage' }, 'SESSION_SECRET'],
    [{ SILLAGE_TRUST_PROXY: 'some proxies' }, 'SILLAGE_TRUST_PROXY'],
    [{ SILLAGE_ENRICHER_URLS: 'datacite=http://x' }, 'SILLAGE_ENRICHER_URLS'],
  ])('rejects the inconsistent setting %j', (env, named) => {
    expect(() => load(env)).toThrow(named);
  });

  it("reads the COUNTER exports' institution, its ID in COUNTER's namespace:value form", () => {
    expect(load({}).institution).toEqual({});
    expect(
      load({
        SILLAGE_INSTITUTION_NAME: ' Bibliothèque universitaire ',
        SILLAGE_INSTITUTION_ID: 'ISNI:0000000419369078; ROR:02feahw73',
      }).institution,
    ).toEqual({ name: 'Bibliothèque universitaire', id: 'ISNI:0000000419369078; ROR:02feahw73' });
    expect(() => load({ SILLAGE_INSTITUTION_ID: '0000000419369078' })).toThrow(
      'SILLAGE_INSTITUTION_ID',
    );
  });

  it('reads SILLAGE_RECOGNITION_THREADS (unset: the library default; 0 allowed)', () => {
    expect(load({}).jobs.resources.recognitionThreads).toBeUndefined();
    expect(load({ SILLAGE_RECOGNITION_THREADS: '0' }).jobs.resources.recognitionThreads).toBe(0);
    expect(load({ SILLAGE_RECOGNITION_THREADS: '3' }).jobs.resources.recognitionThreads).toBe(3);
    expect(() => load({ SILLAGE_RECOGNITION_THREADS: 'many' })).toThrow(
      /SILLAGE_RECOGNITION_THREADS/,
    );
  });

  it("reads the instance's default job headers (the reference's EZPAARSE_DEFAULT_HEADERS)", () => {
    expect(load({}).jobs.defaultHeaders).toEqual({});
    expect(
      load({ SILLAGE_DEFAULT_HEADERS: '{"Crypted-Fields":"none","Traces-Level":"verbose"}' }).jobs
        .defaultHeaders,
    ).toEqual({ 'Crypted-Fields': 'none', 'Traces-Level': 'verbose' });
    for (const value of ['not json', '["Accept"]', '{"Accept":3}', '{"Bad Header":"x"}']) {
      expect(() => load({ SILLAGE_DEFAULT_HEADERS: value })).toThrow(/SILLAGE_DEFAULT_HEADERS/);
    }
    // A value every job would refuse is said at start-up, as the job would say it.
    expect(() => load({ SILLAGE_DEFAULT_HEADERS: '{"Accept":"text/html"}' })).toThrow(
      /SILLAGE_DEFAULT_HEADERS: .*4006.*text\/html/,
    );
    // The predefined key is checked by the jobs, against the settings of the moment.
    expect(
      load({ SILLAGE_DEFAULT_HEADERS: '{"ezPAARSE-Predefined-Settings":"00-fr-inist"}' }).jobs
        .defaultHeaders,
    ).toEqual({ 'ezPAARSE-Predefined-Settings': '00-fr-inist' });
  });

  it('reads SILLAGE_PLATFORM_PACK_WINS (default: proven-equal native platforms serve)', () => {
    expect(load({}).jobs.resources.platformPackWins).toBe(false);
    expect(load({ SILLAGE_PLATFORM_PACK_WINS: 'yes' }).jobs.resources.platformPackWins).toBe(true);
    expect(() => load({ SILLAGE_PLATFORM_PACK_WINS: 'pack' })).toThrow(
      /SILLAGE_PLATFORM_PACK_WINS/,
    );
  });

  it("reads the enrichers' service roots and User-Agent for the pipeline", () => {
    const config = load({
      SILLAGE_ENRICHER_URLS: 'crossref=http://127.0.0.1:9000/cr,istex=https://istex.example',
      SILLAGE_ENRICHER_USER_AGENT: 'Sillage (mailto:admin@example.org)',
    });
    expect(config.jobs.resources.enrichers).toEqual({
      baseUrls: { crossref: 'http://127.0.0.1:9000/cr', istex: 'https://istex.example' },
      userAgent: 'Sillage (mailto:admin@example.org)',
    });
  });

  it("reads the enrichers' contact and the instance's URL for their default User-Agent", () => {
    const config = load({
      SILLAGE_ENRICHER_CONTACT: 'ops@example.org',
      SILLAGE_PUBLIC_URL: 'https://stats.example.org/sillage/',
    });
    expect(config.jobs.resources.enrichers).toEqual({
      baseUrls: {},
      contact: 'ops@example.org',
      siteUrl: 'https://stats.example.org/sillage',
    });
    expect(() => load({ SILLAGE_ENRICHER_CONTACT: 'ops; rm' })).toThrow(/SILLAGE_ENRICHER_CONTACT/);
  });

  it('checks and passes on the COUNTER-Robots list and the on-campus ranges', () => {
    const robots = path.join(ACCEPTANCE, 'resources/counter-robots/COUNTER_Robots_list.json');
    const ranges = [{ label: 'library', ranges: ['10.20.30.0/24'] }, '193.50.0.0/16'];
    const config = load({
      SILLAGE_COUNTER_ROBOTS: robots,
      SILLAGE_ON_CAMPUS_RANGES: fileWith(JSON.stringify(ranges)),
    });
    expect(config.jobs.resources.counterRobotsFile).toBe(robots);
    expect(config.jobs.resources.onCampusRanges).toEqual(ranges);
    expect(load({}).jobs.resources).not.toHaveProperty('counterRobotsFile');
  });

  it('lists a bad COUNTER-Robots file and a bad on-campus file at start-up', () => {
    const robots = fileWith('[{"pattern":"bot("}]');
    const ranges = fileWith('["not-an-ip"]');
    let problems: string[] = [];
    try {
      load({ SILLAGE_COUNTER_ROBOTS: robots, SILLAGE_ON_CAMPUS_RANGES: ranges });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^SILLAGE_COUNTER_ROBOTS: Invalid COUNTER-Robots pattern "bot\("/),
      expect.stringMatching(/^SILLAGE_ON_CAMPUS_RANGES: .*"not-an-ip".*not an IP address/),
    ]);
  });

  it('refuses a HOST that is neither an address nor a host name', () => {
    expect(() => load({ HOST: '999.1.1.1' })).toThrow(/HOST: must be an IP address/);
    expect(() => load({ HOST: 'my host' })).toThrow(/HOST/);
    expect(load({ HOST: '::' }).host).toBe('::');
    expect(load({ HOST: 'sillage.example.org' }).host).toBe('sillage.example.org');
  });

  it('lists every path a variable names, for the start-up check, and no default', () => {
    const env = {
      SILLAGE_PLATFORM_PACKS: 'packs/a, /srv/b',
      SILLAGE_PKB_DIRS: 'kbart',
      SILLAGE_EXCLUSIONS_DIR: 'exclusions',
      SILLAGE_FIELDS_FILE: 'fields.json',
      SILLAGE_WEB_DIST: 'web',
      SILLAGE_PREDEFINED_SETTINGS: 'settings.json',
      SILLAGE_COUNTRIES: 'countries.json',
      SILLAGE_RESOURCES_DIR: 'resources',
      SILLAGE_APP_DIR: 'app',
      SILLAGE_PLATFORM_VERIFY_TABLES: 'tables',
      SILLAGE_PLATFORM_VERIFY_LOGS: 'logs/a.log',
    };
    expect(listConfiguredPaths(load(env), env)).toEqual([
      { variable: 'SILLAGE_PLATFORM_PACKS', path: path.join(cwd, 'packs/a'), kind: 'folder' },
      { variable: 'SILLAGE_PLATFORM_PACKS', path: '/srv/b', kind: 'folder' },
      { variable: 'SILLAGE_PKB_DIRS', path: path.join(cwd, 'kbart'), kind: 'folder' },
      {
        variable: 'SILLAGE_PLATFORM_VERIFY_TABLES',
        path: path.join(cwd, 'tables'),
        kind: 'folder',
      },
      {
        variable: 'SILLAGE_PLATFORM_VERIFY_LOGS',
        path: path.join(cwd, 'logs/a.log'),
        kind: 'file-or-folder',
      },
      { variable: 'SILLAGE_EXCLUSIONS_DIR', path: path.join(cwd, 'exclusions'), kind: 'folder' },
      { variable: 'SILLAGE_FIELDS_FILE', path: path.join(cwd, 'fields.json'), kind: 'file' },
      { variable: 'SILLAGE_WEB_DIST', path: path.join(cwd, 'web'), kind: 'folder' },
      {
        variable: 'SILLAGE_PREDEFINED_SETTINGS',
        path: path.join(cwd, 'settings.json'),
        kind: 'file',
      },
      { variable: 'SILLAGE_COUNTRIES', path: path.join(cwd, 'countries.json'), kind: 'file' },
      { variable: 'SILLAGE_RESOURCES_DIR', path: path.join(cwd, 'resources'), kind: 'folder' },
      { variable: 'SILLAGE_APP_DIR', path: path.join(cwd, 'app'), kind: 'folder' },
    ]);
    // The defaults (the built web app, the install folder) are the api's own to report.
    expect(listConfiguredPaths(load({}), {})).toEqual([]);
  });

  it('reads the stale limit for the embedded worker, and beats uploads within it', () => {
    expect(load({}).jobs.timing).toEqual({
      heartbeatMs: 5_000,
      staleAfterMs: 60_000,
      staleCheckMs: 15_000,
      uploadHeartbeatMs: 10_000,
    });
    expect(
      load({ SILLAGE_STALE_AFTER_MS: '2000', SILLAGE_HEARTBEAT_MS: '500' }).jobs.timing,
    ).toMatchObject({ heartbeatMs: 500, staleAfterMs: 2_000, uploadHeartbeatMs: 500 });
    // The default job heartbeat (5 s) cannot serve a 2 s stale limit: said, not left to fail jobs.
    expect(() => load({ SILLAGE_STALE_AFTER_MS: '2000' })).toThrow(
      /SILLAGE_HEARTBEAT_MS: 5000 ms is over half of SILLAGE_STALE_AFTER_MS/,
    );
  });

  it('takes an empty variable for an unset one (PORT= in an env file is not port 0)', () => {
    const config = load({
      PORT: '',
      SILLAGE_RECOGNITION_THREADS: ' ',
      SILLAGE_GIT_STATUS_CACHE_MINUTES: '',
      SILLAGE_JOB_RETENTION_HOURS: '',
      LOG_LEVEL: '',
      SILLAGE_COOKIE_SECURE: '',
      SILLAGE_UPDATE_INSTALL_COMMAND: '',
    });
    expect(config).toMatchObject({ port: 3000, logLevel: 'info', cookieSecure: 'auto' });
    expect(config.jobs.resources.recognitionThreads).toBeUndefined();
    expect(config.catalogs.gitCacheMs).toBe(10 * 60_000);
    expect(config.jobs.retentionMs).toBe(24 * 3_600_000);
    expect(config.catalogs.updateCommands.install).toEqual(['npm', 'ci']);
  });
});
