import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The suite starts its own all-in-one server (api + in-process worker + embedded database) on a
// fresh data folder, so it never touches a developer's ./data.
const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-e2e-'));
// The reference's predefined settings (128 entries, beside the checkout like the acceptance logs):
// some of them need middlewares Sillage lacks, which the settings selector must show.
const predefinedSettingsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/acceptance/resources/predefined-settings.json',
);
export const baseURL = `http://127.0.0.1:${port}`;
// The run's SMTP server (src/support/global-setup.ts) listens on this port and appends every mail
// to one file; the server under test mails there, so the specs of every worker can read
// password-reset and feedback mails back. Chosen here, in the runner; workers inherit it.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
process.env.E2E_MAILBOX_FILE ??= path.join(
  mkdtempSync(path.join(tmpdir(), 'sillage-e2e-mail-')),
  'mails.jsonl',
);
// The fake ezMESURE of src/support/ezmesure.ts, started by the specs that send results to it.
const ezmesurePort = Number(process.env.E2E_EZMESURE_PORT ?? port + 25);

// Specs that change settings every job reads, so they must not run beside other specs.
const SERVER_WIDE_SPECS = ['admin-middlewares.spec.ts'];

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  // A full page load (about 45 chunks, the session check, then the catalogs) once took over 5 s,
  // Playwright's default, on a loaded 2-core CI host; what the specs assert is where the page
  // lands, not how fast, so web-first assertions get twice that.
  expect: { timeout: 10_000 },
  // Spec files run two at a time (tests within a file in order): each test makes its own accounts
  // and jobs, and many wait on the server or the browser more than they compute.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  globalSetup: './src/support/global-setup.ts',
  // The first sign-up (which makes the administrator) must meet an empty database, so it runs as
  // a setup project before every other spec. Specs that change what every job uses (the
  // enrichment chain) run alone, after the others.
  projects: [
    { name: 'first-admin', testMatch: 'first-admin.spec.ts' },
    {
      name: 'app',
      testIgnore: ['first-admin.spec.ts', ...SERVER_WIDE_SPECS],
      dependencies: ['first-admin'],
    },
    { name: 'server-wide', testMatch: SERVER_WIDE_SPECS, dependencies: ['app'] },
  ],
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL,
    actionTimeout: 10_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SILLAGE_DATA_DIR: dataDir,
      // Never the network: the native catalog serves (and says why).
      SILLAGE_PLATFORMS_FETCH: 'false',
      SILLAGE_EXCLUSIONS_FETCH: 'false',
      SILLAGE_RESOURCES_FETCH: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SILLAGE_FEEDBACK_RECIPIENTS: 'team@sillage.test',
      SILLAGE_PREDEFINED_SETTINGS: predefinedSettingsFile,
      // Every spec signs in several users within a minute from the same address.
      SILLAGE_AUTH_RATE_LIMIT: '10000',
      SILLAGE_EZMESURE_INSTANCES: JSON.stringify([
        { id: 'e2e', label: 'ezMESURE e2e', url: `http://127.0.0.1:${ezmesurePort}` },
      ]),
    },
  },
});
