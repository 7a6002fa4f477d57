import { readFileSync } from 'node:fs';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

// Two EZproxy lines of a real acceptance log.
const LINES = readFileSync(acceptanceLog('crossref-paquet.log'), 'utf8')
  .split('\n')
  .slice(0, 2)
  .join('\n');

test.describe('format assistant', () => {
  test('pasted lines are analysed, the event shown, and they can be processed', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/format');
    const analysis = page.getByTestId('format-analysis');
    await expect(analysis).toHaveAttribute('data-verdict', 'none');
    await expect(analysis.getByRole('status')).toHaveText('Paste log lines to analyse them.');

    const analysed = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/format/logparser'),
    );
    await page.getByRole('textbox', { name: 'Copy/paste your log lines here' }).fill(LINES);
    const body = (await analysed).postDataJSON() as { logLines: string };
    expect(body.logLines).toContain('onlinelibrary.wiley.com');
    await expect(analysis).toHaveAttribute('data-verdict', /match|partial/);
    await expect(analysis.getByRole('button', { name: /Format \(ezproxy\)/i })).toBeVisible();
    await expect(analysis.getByLabel('Matched part').first()).not.toBeEmpty();

    await analysis.getByRole('button', { name: /Generated consultation event/ }).click();
    const event = analysis.getByRole('table', { name: /Generated consultation event/ });
    await expect(
      event.getByRole('row').filter({ hasText: 'onlinelibrary.wiley.com' }).first(),
    ).toBeVisible();
    await saveScreenshot(page, 'format');

    // A line that matches nothing turns the verdict red.
    await page
      .getByRole('textbox', { name: 'Copy/paste your log lines here' })
      .fill('not a log line at all');
    await expect(analysis).toHaveAttribute('data-verdict', 'failed');

    await page.getByRole('textbox', { name: 'Copy/paste your log lines here' }).fill(LINES);
    await expect(analysis).toHaveAttribute('data-verdict', /match|partial/);
    await page.getByRole('button', { name: 'Process your log lines' }).click();
    await expect(page).toHaveURL('/process');
    await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  });
});
