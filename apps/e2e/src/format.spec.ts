import { readFileSync } from 'node:fs';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

// Two EZproxy lines of a real acceptance log.
const LINES = readFileSync(acceptanceLog('crossref-paquet.log'), 'utf8')
  .split('\n')
  .slice(0, 2)
  .join('\n');

const APACHE_FORMAT = '%h %l %u %t "%r" %>s %b "%{Referer}<[^"]*>" "%{User-Agent}<[^"]*>"';
const TUNED_FORMAT = '%h %l %u %t "%r" %>s %b';
const APACHE_LINE =
  '192.0.2.7 - - [10/Mar/2026:10:00:00 +0100] "GET https://www.sciencedirect.com/science/article/pii/S0001 HTTP/1.1" 200 1234';

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
    // Screen readers hear which part matched before the part itself.
    await expect(analysis.locator('code').first()).toHaveText(/^Matched part: \S/);

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
    // The job is the pasted text itself, as text/plain, PUT to /{job id}.
    const uploaded = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/[0-9a-f-]{36}$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Process your log lines' }).click();
    const upload = await uploaded;
    expect(upload.headers()['content-type']).toMatch(/^text\/plain/);
    expect(upload.postData()).toBe(LINES);
    await expect(page).toHaveURL('/process');
    await expect(
      page
        .getByRole('navigation', { name: 'Processing steps' })
        .getByRole('button', { name: /Step 3/ }),
    ).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  });

  test('the configuration select applies a predefined format, and Save keeps it as a custom one', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/format');
    const analysed = (proxy: string) =>
      page.waitForRequest(
        (request) =>
          request.method() === 'PUT' &&
          request.url().endsWith('/api/format/logparser') &&
          (request.postDataJSON() as { proxy?: string }).proxy === proxy,
      );
    await page.getByRole('textbox', { name: 'Copy/paste your log lines here' }).fill(APACHE_LINE);
    const picker = page.getByRole('combobox', { name: 'Predefined configuration' });
    await expect(picker.locator('option[value="00-00-apache-combined"]')).toBeAttached();

    let request = analysed('apache');
    await picker.selectOption('00-00-apache-combined');
    await expect(page.getByRole('combobox', { name: 'Log type' })).toHaveValue('apache');
    await expect(page.getByRole('textbox', { name: 'Log format' })).toHaveValue(APACHE_FORMAT);
    expect((await request).postDataJSON()).toEqual({
      logLines: APACHE_LINE,
      proxy: 'apache',
      format: APACHE_FORMAT,
    });

    // Tuned, then saved as a custom setting through the same dialog as /process.
    const format = page.getByRole('textbox', { name: 'Log format' });
    await format.fill(TUNED_FORMAT);
    await page.getByRole('textbox', { name: 'Date format' }).fill('DD/MMM/YYYY:HH:mm:ss Z');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the configuration' });
    const id = `e2e-format-${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(`E2E format ${id}`);
    await dialog.getByRole('textbox', { name: /^Identifier/ }).fill(id);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSnack(page, 'Successfully saved settings');

    // A fresh page: back to the defaults, then the custom setting applies the saved format.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Log type' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Copy/paste your log lines here' }).fill(APACHE_LINE);
    request = analysed('apache');
    await page.getByRole('combobox', { name: 'Predefined configuration' }).selectOption(id);
    await expect(page.getByRole('textbox', { name: 'Log format' })).toHaveValue(TUNED_FORMAT);
    expect((await request).postDataJSON()).toEqual({
      logLines: APACHE_LINE,
      proxy: 'apache',
      format: TUNED_FORMAT,
      dateFormat: 'DD/MMM/YYYY:HH:mm:ss Z',
    });
  });
});
