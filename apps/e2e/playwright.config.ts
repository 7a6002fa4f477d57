import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The suite starts its own all-in-one server (api + in-process worker + embedded database) on a
// fresh data folder, so it never touches a developer's ./data.
const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL,
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
    env: { PORT: String(port), HOST: '127.0.0.1', SILLAGE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
