import { expect, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog, chooseLogFiles, jobStatus, startProcessing } from './support/process.js';

test.describe('processing logs', () => {
  test('two real logs are processed with progress, report and traces, and the result downloads', async ({
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
    await expect(jobStatus(page)).toHaveText('Finished', { timeout: 45_000 });
    await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByRole('banner')).toContainText('Process finished');
    await expect(page.getByText('System traces')).toBeVisible();
    await saveScreenshot(page, 'process-finished');

    // The result: one CSV header line plus one line per consultation event of the report.
    const download = page.getByRole('link', { name: 'Download result' });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/[0-9a-f-]{36}$/);
    const result = await page.request.get(href ?? '');
    expect(result.status()).toBe(200);
    const lines = (await result.text()).split('\n').filter((line) => line.trim() !== '');
    const reportResponse = await page.request.get(`/api/logs${href ?? ''}/job-report.json`);
    const report = (await reportResponse.json()) as Record<string, Record<string, unknown>>;
    const ecs = Number(report.general?.['nb-ecs']);
    expect(ecs).toBeGreaterThan(0);
    expect(lines).toHaveLength(ecs + 1);
    expect(lines[0]).toContain(';');

    // "New process" starts over at step 1, the files still listed.
    await page.getByRole('button', { name: 'New process' }).click();
    await expect(files).toBeVisible();
  });

  test('a running job can be cancelled', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    // The largest acceptance log keeps the server busy long enough to cancel it.
    await chooseLogFiles(page, [acceptanceLog('npg.2012-11-30.log.gz')]);
    await startProcessing(page);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(jobStatus(page)).toHaveText('Cancelled');
    await expect(page.getByRole('banner')).toContainText('Process canceled');
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download result' })).toHaveCount(0);
    // The server stopped the job too, not just the browser.
    await expect
      .poll(async () => {
        const jobs = (await (await page.request.get(`/api/jobs/${user.email}`)).json()) as {
          status: string;
        }[];
        return jobs.map((job) => job.status);
      })
      .toEqual(['abort']);
  });
});
