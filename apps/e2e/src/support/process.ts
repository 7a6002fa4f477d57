import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { ACCEPTANCE_LOGS, REPO_ROOT } from './env.js';
import { waitForStill } from './wait-for-still.js';

/** A log of the shared acceptance data, by its name under `logs/`. */
export function acceptanceLog(name: string): string {
  return path.join(ACCEPTANCE_LOGS, name);
}

/**
 * A gzipped synthetic EZproxy log of `lines` lines from the shared bench generator (seeded, so
 * always the same), for a job that must outlast a few browser steps however fast the server is.
 */
export function generatedLog(lines: number): string {
  const shared = path.resolve(REPO_ROOT, '../shared');
  const text = execFileSync(
    process.execPath,
    [
      path.join(shared, 'bench/gen-log.mjs'),
      '--platforms',
      path.join(shared, 'acceptance/platforms'),
      '--lines',
      String(lines),
      '--seed',
      'e2e',
    ],
    { maxBuffer: 1024 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-e2e-log-')), 'generated.log.gz');
  writeFileSync(file, gzipSync(text, { level: 1 }));
  return file;
}

/** On /process step 1: picks the files through the file input of the drop zone. */
export async function chooseLogFiles(page: Page, files: string[]): Promise<void> {
  await page.getByLabel('Choose log files').setInputFiles(files);
  await expect(page.getByTestId('files-summary')).toContainText(
    `${files.length} selected file${files.length > 1 ? 's' : ''}`,
  );
}

/** From step 1 with files chosen: goes to the settings and starts the process. */
export async function startProcessing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await page.getByRole('button', { name: 'Start processing' }).click();
}

/** The status headline of step 3. */
export function jobStatus(page: Page) {
  return page.getByTestId('job-status');
}

/**
 * Expands an accordion panel by its title (a no-op when it is already open) and waits until it
 * has finished opening: while its height still grows, the page cannot scroll to what it holds,
 * and a click can land between two places of a row.
 */
export async function openPanel(page: Page, title: string): Promise<void> {
  const trigger = page.getByRole('button', { name: title, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') {
    await trigger.click();
  }
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panelId = await trigger.getAttribute('aria-controls');
  expect(panelId, `the "${title}" trigger names the panel it opens`).toBeTruthy();
  await waitForStill(page.locator(`[id="${panelId ?? ''}"]`));
}

/** Runs a whole job through the API as the page's user and returns its id once it ended. */
export async function processThroughApi(page: Page, logFile: string): Promise<string> {
  const jobId = crypto.randomUUID();
  const response = await page.request.put(`/${jobId}`, {
    headers: { 'Content-Type': 'text/plain' },
    data: readFileSync(logFile),
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
  return jobId;
}

/**
 * Starts a long job through the API as the page's user and cancels it once the server has it:
 * the job ends as `abort`, cancelled by that user. Returns its id.
 */
export async function cancelledThroughApi(page: Page): Promise<string> {
  const jobId = crypto.randomUUID();
  const upload = page.request
    .put(`/${jobId}`, {
      headers: { 'Content-Type': 'application/gzip' },
      data: readFileSync(generatedLog(300_000)),
      timeout: 60_000,
    })
    // The cancel cuts the answer short or ends it with an error; either is the point here.
    .catch(() => undefined);
  // Until the server has created the job, the cancel finds nothing (404).
  await expect
    .poll(async () => (await page.request.delete(`/api/jobs/${jobId}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await upload;
  return jobId;
}
