import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { EZMESURE_PORT } from './support/env.js';
import {
  EZMESURE_INDICES,
  EZMESURE_TOKEN,
  startFakeEzmesure,
  type FakeEzmesure,
} from './support/ezmesure.js';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import {
  acceptanceLog,
  chooseLogFiles,
  generatedLog,
  jobStatus,
  openPanel,
  startProcessing,
} from './support/process.js';

/** The number a metric tile of the report card shows, by its label. */
async function readMetric(page: Page, label: string): Promise<number> {
  const tile = page.getByText(label, { exact: true }).locator('xpath=..');
  return Number((await tile.innerText()).replace(label, '').replace(/\D/g, ''));
}

/** Trace lines shown in a logs box. */
function traceLines(box: Locator): Locator {
  return box.locator('p');
}

test.describe('processing logs', () => {
  let ezmesure: FakeEzmesure;
  test.beforeAll(async () => {
    ezmesure = await startFakeEzmesure(EZMESURE_PORT);
  });
  test.afterAll(async () => {
    await ezmesure.close();
  });

  test('two real logs are processed with progress, report and traces, the result downloads and goes to ezMESURE', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await expect(page.getByRole('navigation', { name: 'Processing steps' })).toBeVisible();
    await chooseLogFiles(page, [
      acceptanceLog('edp.2013-01-23.log'),
      acceptanceLog('crossref-paquet.log'),
    ]);
    const files = page.getByRole('table', { name: 'Files selection' });
    await expect(files.getByRole('row').filter({ hasText: 'edp.2013-01-23.log' })).toBeVisible();
    await expect(files.getByRole('row').filter({ hasText: 'crossref-paquet.log' })).toBeVisible();
    await saveScreenshot(page, 'process-files');

    const upload = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/[0-9a-f-]{36}$/.test(request.url()),
    );
    await startProcessing(page);
    const request = await upload;
    expect(request.headers()['socket-id']).toBeTruthy();
    // Progress, then the outcome; the top bar follows the job too.
    const progress = page.getByRole('progressbar', { name: 'Processing progress' });
    await expect(jobStatus(page)).toHaveText('Finished', { timeout: 45_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('banner')).toContainText('Process finished');
    // Steps 1 and 2 were locked while the job ran and are open again.
    await expect(page.getByRole('button', { name: 'New process' })).toBeEnabled();

    // The report card holds the job's own figures and its traces.
    const href = await page.getByRole('link', { name: 'Download result' }).getAttribute('href');
    expect(href).toMatch(/^\/[0-9a-f-]{36}$/);
    const jobId = (href ?? '').slice(1);
    const reportResponse = await page.request.get(`/api/logs/${jobId}/job-report.json`);
    const report = (await reportResponse.json()) as Record<string, Record<string, unknown>>;
    const ecs = Number(report.general?.['nb-ecs']);
    expect(ecs).toBeGreaterThan(0);
    // Both files went in one request, sorted by name (crossref before edp).
    expect(report.files).toEqual({ '1': 'crossref-paquet.log', '2': 'edp.2013-01-23.log' });
    await expect(page.getByRole('button', { name: 'explorer' })).toHaveCount(0);
    await openPanel(page, 'Processing status');
    expect(await readMetric(page, 'Lines read')).toBe(Number(report.general?.['nb-lines-input']));
    expect(await readMetric(page, 'Consultation events')).toBe(ecs);
    // The process page shows the traces the socket pushed while the job ran (live, dated).
    await openPanel(page, 'System traces');
    const traces = page.getByRole('region', { name: 'System traces' }).last();
    await expect(traces.getByText(/info/).first()).toBeVisible();
    expect(await traceLines(traces).count()).toBeGreaterThan(2);
    await saveScreenshot(page, 'process-finished');

    // The result: one CSV header line plus one line per consultation event of the report.
    const result = await page.request.get(href ?? '');
    expect(result.status()).toBe(200);
    const lines = (await result.text()).split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(ecs + 1);
    expect(lines[0]).toContain(';');

    // Send the result to the (fake) ezMESURE: instance preselected, token checked, indices offered.
    await page.getByRole('button', { name: 'Load into ezMESURE' }).click();
    // Its name follows its title, which changes once the file is loaded.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Load into ezMESURE');
    await expect(dialog.getByRole('combobox', { name: 'Repository' })).toHaveValue('e2e');
    const load = dialog.getByRole('button', { name: 'Load', exact: true });
    // The eye button names what it shows: a token, not a password.
    await expect(dialog.getByRole('button', { name: 'Show the token' })).toBeVisible();
    await dialog.getByLabel('Authentication token').fill('not-a-token');
    await expect(dialog.getByText('This does not look like a token')).toBeVisible();
    await expect(load).toBeDisabled();
    await dialog.getByLabel('Authentication token').fill(EZMESURE_TOKEN);
    await expect(dialog.getByTestId('ezmesure-indices').locator('option')).toHaveCount(
      EZMESURE_INDICES.length,
    );
    // A name ezMESURE would refuse is said before sending.
    const index = dialog.getByRole('combobox', { name: 'Depository index' });
    await index.fill('Univ A');
    await expect(dialog.getByText('An index name is written in lower case')).toBeVisible();
    await expect(load).toBeDisabled();
    await index.fill(EZMESURE_INDICES[0] ?? '');
    await load.click();
    await expect(dialog).toHaveAccessibleName('File loaded');
    await expect(dialog.getByText('Inserted', { exact: true }).locator('xpath=..')).toContainText(
      String(ecs),
    );
    expect(ezmesure.uploads).toHaveLength(1);
    expect(ezmesure.uploads[0]).toMatchObject({
      index: EZMESURE_INDICES[0],
      authorization: `Bearer ${EZMESURE_TOKEN}`,
    });
    expect(ezmesure.uploads[0]?.lines).toHaveLength(ecs);
    await saveScreenshot(page, 'ezmesure-loaded');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(load).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);

    // "New process" starts over at step 1, the files still listed.
    await page.getByRole('button', { name: 'New process' }).click();
    await expect(files).toBeVisible();
  });

  test('a gzip log chosen in the browser is read whole', async ({ page, user }) => {
    // The browser sends it as a part typed application/gzip, with no Content-Encoding; it spans
    // many read chunks (this once lost every line past the first few: error 4002).
    const file = acceptanceLog('sd.2013-03-12.log.gz');
    const lines = gunzipSync(readFileSync(file))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
    expect(user.group).toBe('user');
    await page.goto('/process');
    await chooseLogFiles(page, [file]);
    await startProcessing(page);
    await expect(jobStatus(page)).toHaveText('Finished', { timeout: 45_000 });
    const href = await page.getByRole('link', { name: 'Download result' }).getAttribute('href');
    const report = (await (
      await page.request.get(`/api/logs/${(href ?? '').slice(1)}/job-report.json`)
    ).json()) as Record<string, Record<string, unknown>>;
    expect(lines).toBeGreaterThan(10_000);
    expect(Number(report.general?.['nb-lines-input'])).toBe(lines);
    expect(Number(report.general?.['nb-ecs'])).toBeGreaterThan(0);
  });

  test('keyboard only: the steps follow one another without the focus falling to the page', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await chooseLogFiles(page, [acceptanceLog('sd.2012-11-30.300.log')]);
    // "Continue" and "Start processing" go away with their step: the focus must not go with them.
    await page.getByRole('button', { name: 'Continue' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Step 2:/ })).toBeFocused();
    await page.getByRole('button', { name: 'Start processing' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Step 3:/ })).toBeFocused();
    await expect(jobStatus(page)).toHaveText('Finished', { timeout: 45_000 });
    // Tab goes on from the stepper into the step's own controls.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'My jobs' })).toBeFocused();
  });

  test('a running job locks the steps and can be cancelled', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    // Half a million lines keep the server busy long enough to watch and cancel the job: the
    // largest acceptance log (27 000 lines) sometimes finished before the click landed.
    await chooseLogFiles(page, [generatedLog(500_000)]);
    await startProcessing(page);
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    // While it runs: the top bar says so and steps 1 and 2 are locked.
    await expect(page.getByRole('banner')).toContainText(/Processing in progress|finali[sz]ation/i);
    await expect(
      page
        .getByRole('navigation', { name: 'Processing steps' })
        .getByRole('button', { name: 'Step 1: Files selection' }),
    ).toBeDisabled();
    await saveScreenshot(page, 'process-running');
    // Once the upload is stored, the bar fills with the share of it the server has read (ADR 0092).
    await expect(page.getByTestId('read-share')).toHaveText(/^\d+% read/);
    await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
      'aria-valuenow',
      /^\d+$/,
    );

    await cancel.click();
    await expect(jobStatus(page)).toHaveText('Cancelled');
    await expect(page.getByRole('banner')).toContainText('Process canceled');
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download result' })).toHaveCount(0);
    // The server stopped the job too, not just the browser, and knows the user asked for it
    // (it hears of the cancel before the upload is dropped).
    await expect
      .poll(async () => {
        const jobs = (await (await page.request.get(`/api/jobs/${user.email}`)).json()) as {
          status: string;
          errorMessage: string | null;
        }[];
        return jobs.map(({ status, errorMessage }) => ({ status, errorMessage }));
      })
      .toEqual([{ status: 'abort', errorMessage: 'Cancelled by the user.' }]);
    // Its report says so too, whether the cancel came during the upload or while the job ran.
    const [job] = (await (await page.request.get(`/api/jobs/${user.email}`)).json()) as {
      jobId: string;
    }[];
    await page.goto(`/report/${job?.jobId ?? ''}`);
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
    // My jobs says who stopped it: the user themselves.
    await page.goto('/jobs');
    await expect(
      page.locator(`li[data-job-id="${job?.jobId ?? ''}"]`).getByTestId('job-cancelled-by'),
    ).toHaveText('Cancelled by you.');
  });

  test('leaving the page while its job runs asks first; a reload that goes on interrupts the job', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await chooseLogFiles(page, [generatedLog(500_000)]);
    await startProcessing(page);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByTestId('keep-page-open')).toContainText('Keep this page open');

    // Closing the tab asks first; staying keeps the job running.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Reloading anyway closes the job's connection: the server stops it, and My jobs says why.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.goto('/jobs');
    const card = page.locator('li[data-job-id]').first();
    await expect(card).toContainText('Interrupted');
    await expect(card.getByTestId('job-stop-reason')).toContainText('The connection closed');
  });

  test('a job sent by a script (POST /) is listed without a result to fetch, and says why', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const posted = await page.request.post('/', {
      data: readFileSync(acceptanceLog('edp.2013-01-23.log')),
      headers: { 'content-type': 'text/plain', accept: 'text/csv' },
    });
    expect(posted.status()).toBe(200);
    expect(await posted.text()).toContain(';');
    const jobId = posted.headers()['job-id'] ?? '';

    await page.goto('/jobs');
    const card = page.locator(`li[data-job-id="${jobId}"]`);
    await expect(card.getByTestId('job-result-not-kept')).toContainText('is not kept here');
    await expect(card.getByRole('link', { name: /^Report of the process/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Result of the process/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /^Dashboard of the process/ })).toHaveCount(0);

    // The report's own dashboard tab says the same, rather than "not finished or failed".
    await page.goto(`/report/${jobId}/dashboard`);
    await expect(page.getByRole('status').filter({ hasText: 'is not kept' })).toBeVisible();
  });

  test('a job deleted from My jobs is gone at once: its card, result and report', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const jobId = randomUUID();
    const put = await page.request.put(`/${jobId}`, {
      data: readFileSync(acceptanceLog('edp.2013-01-23.log')),
      headers: { 'content-type': 'text/plain', accept: 'text/csv' },
    });
    expect(put.status()).toBe(200);
    expect((await page.request.get(`/${jobId}`)).status()).toBe(200);

    await page.goto('/jobs');
    const card = page.locator(`li[data-job-id="${jobId}"]`);
    await card.getByRole('button', { name: /^Delete the process of / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this process?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByTestId('snackbar')).toContainText('The process was deleted.');
    await expect(card).toHaveCount(0);
    expect((await page.request.get(`/${jobId}`)).status()).toBe(404);
    expect((await page.request.get(`/${jobId}/job-report.json`)).status()).toBe(404);
  });
});
