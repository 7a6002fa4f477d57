import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, signInThroughApi, type Account } from './support/accounts.js';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import {
  acceptanceLog,
  chooseLogFiles,
  jobStatus,
  openPanel,
  startProcessing,
} from './support/process.js';

// A librarian's workspace (issue 21): errors a person understands, "My jobs", the views of a job
// linked from step 3, and COUNTER mode as a visible setting. The specs share one user and run in
// order: the jobs of the first ones are the history of the later ones.

const LOG_NAME = 'sd.2012-11-30.300.log';
const LOG = acceptanceLog(LOG_NAME);

/** A README-like file: text lines that no log format matches. */
function writeNotALog(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-e2e-')), 'README.txt');
  writeFileSync(
    file,
    [
      '# About these files',
      'They were exported from the proxy last Monday.',
      'Ask the library for the rest of the month.',
      '',
    ].join('\n'),
  );
  return file;
}

/** Names of the theme toggle and language select in either language. */
const THEME_BUTTON = /^(Dark theme|Light theme|Thème sombre|Thème clair)$/;
const LANGUAGE_GROUP = /^(Language|Langue)$/;
const LOCALE_NAMES = { en: 'English', fr: 'Français' } as const;

/** Chooses the language and the theme through the drawer, as a user does (state is kept). */
async function setLook(page: Page, locale: 'en' | 'fr', theme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const languages = page.getByRole('group', { name: LANGUAGE_GROUP });
  await languages.getByRole('button', { name: LOCALE_NAMES[locale] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const html = page.locator('html');
  const isDark = ((await html.getAttribute('class')) ?? '').split(/\s+/).includes('dark');
  if (isDark !== (theme === 'dark')) {
    await page.getByRole('button', { name: THEME_BUTTON }).click();
  }
  await expect(html).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Screenshots of the page as it is, at 1280 px and 390 px, in French and English, light and dark
 * (8 looks), under screenshots/workspace/; ends back in English, light, 1280 px.
 */
async function shootEveryLook(page: Page, name: string): Promise<void> {
  for (const locale of ['fr', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await setLook(page, locale, theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await saveScreenshot(page, `workspace/${name}-${width}-${locale}-${theme}`);
      }
    }
  }
  await setLook(page, 'en', 'light');
}

test.describe.serial("a librarian's workspace", () => {
  // Each test shoots 8 looks of one or two pages, each waiting for the page to be still: about
  // 30 s on a quiet host, past the default minute on a loaded one.
  test.slow();
  let user: Account;
  test.beforeAll(async () => {
    user = await createAccount('user', 'workspace');
  });
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request, user);
  });

  test('COUNTER mode is a visible setting, and step 3 links every view of the job with a summary', async ({
    page,
  }) => {
    await page.goto('/process');
    await chooseLogFiles(page, [LOG]);
    await page.getByRole('button', { name: 'Continue' }).first().click();

    // The switch, with its explanation, sets the same header as typing it in the advanced ones.
    await openPanel(page, 'Output');
    const counterSwitch = page.getByLabel('Count as COUNTER R5.1');
    await expect(counterSwitch).toHaveAccessibleDescription(/COUNTER R5\.1 rules/);
    await page.getByText('Count as COUNTER R5.1', { exact: true }).click();
    await expect(counterSwitch).toBeChecked();
    await openPanel(page, 'Headers (advanced)');
    await expect(page.getByLabel('Header value').first()).toHaveValue('r51');

    const upload = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/[0-9a-f-]{36}$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Start processing' }).click();
    expect((await upload).headers()['counter-mode']).toBe('r51');
    await expect(jobStatus(page)).toHaveText('Finished', { timeout: 45_000 });

    const views = page.getByRole('region', { name: 'Views of the result' });
    await expect(views.getByRole('link')).toHaveCount(4);
    await expect(views.getByRole('link', { name: 'Usage dashboard' })).toBeVisible();
    await expect(views).toContainText(/[\d,]+ consultation events? on \d+ platforms?/);
    // The job ran in COUNTER mode: its tables exist, so no hint to turn the mode on.
    await expect(views.getByRole('link', { name: 'COUNTER R5.1' })).toBeVisible();
    await expect(views).toContainText('Investigations and requests per platform and title');
    await expect(views).toContainText(
      /\d+(\.\d)?% of the lines read set aside \(ignored lines included\), mostly [a-z].+ \(\d+ lines\): see which/,
    );
    await shootEveryLook(page, 'step3-links');

    await views.getByRole('link', { name: 'Reject explorer' }).click();
    await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}\/rejects$/);
  });

  test('a log no format matches is explained with a next step, which opens the format assistant with its lines', async ({
    page,
  }) => {
    await page.goto('/process');
    await chooseLogFiles(page, [writeNotALog()]);
    await startProcessing(page);
    await expect(jobStatus(page)).toHaveText('No line matches the log format.', {
      timeout: 45_000,
    });
    const notice = page.getByTestId('job-error');
    await expect(notice).toContainText('Error 4003');
    await expect(notice).toContainText('Open the format assistant with these lines');
    // Never the raw error body, and nothing to download.
    await expect(page.getByText('"statusCode"')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download result' })).toHaveCount(0);
    await shootEveryLook(page, 'failed-job');
    // On a phone the notice and its button stay inside the window. The drawer follows the width
    // through a media query read by React, so the layout settles a render after the resize:
    // measure until it has (it still fails if the notice never fits).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      for (const part of [notice, notice.getByRole('button')]) {
        const box = await part.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
      }
      expect(await notice.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }).toPass({ timeout: 10_000 });
    await page.setViewportSize({ width: 1280, height: 800 });

    await notice
      .getByRole('button', { name: 'Open the format assistant with these lines' })
      .click();
    await expect(page).toHaveURL(/\/format$/);
    await expect(page.getByRole('textbox').first()).toHaveValue(
      [
        '# About these files',
        'They were exported from the proxy last Monday.',
        'Ask the library for the rest of the month.',
      ].join('\n'),
    );
  });

  test('"My jobs" lists the jobs with their views until retention, and /process leads there after a reload', async ({
    page,
  }) => {
    await page.goto('/process');
    await page.reload();
    await page.getByRole('link', { name: 'My jobs' }).first().click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { name: 'My jobs', level: 1 })).toBeVisible();
    // The default retention of the server (SILLAGE_JOB_RETENTION_HOURS: 24).
    await expect(page.getByText(/kept 24 hours after it ended/)).toBeVisible();

    const rows = page.getByRole('list', { name: 'My processes' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Newest first: the failed README, then the finished log with every view.
    await expect(rows.nth(0)).toContainText('README.txt');
    await expect(rows.nth(0)).toContainText('Failed');
    await expect(rows.nth(0)).toContainText('No line matches the log format.');
    await expect(rows.nth(0).getByRole('link', { name: /^Result / })).toHaveCount(0);
    const done = rows.nth(1);
    await expect(done).toContainText(LOG_NAME);
    await expect(done).toContainText('Finished');
    await expect(done).toContainText(/Lines: \d+/);
    await expect(done).toContainText(/Set aside \(of lines read\): \d+(\.\d)?%/);
    await expect(done).toContainText(/Kept until: \d{4} \w+ \d{2} - \d{2}:\d{2}/);
    for (const view of ['Report', 'Result', 'Dashboard', 'COUNTER', 'Rejects']) {
      await expect(
        done.getByRole('link', { name: new RegExp(`^${view} of the process of `) }),
      ).toBeVisible();
    }
    await shootEveryLook(page, 'my-jobs');

    await done.getByRole('link', { name: /^Dashboard of the process of / }).click();
    await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Usage dashboard' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Top platforms' })).toBeVisible();
    await shootEveryLook(page, 'dashboard');
  });
});
