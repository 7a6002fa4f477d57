import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog, jobStatus, processThroughApi } from './support/process.js';

// A librarian's workspace at desktop and phone widths: dialogs sized by their content, the
// result's download reachable, the top bar on one line, and a new process that keeps the files.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LOG = acceptanceLog('sd.multiple-status.log');

/** The dialog's box leaves part of the window free (it is sized by its content). */
async function expectContentSized(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.height, 'dialog height').toBeLessThan(viewport.height * 0.85);
  expect(box.x, 'dialog left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'dialog right edge').toBeLessThanOrEqual(viewport.width);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the command-line, add-user and format-discovery dialogs are as tall as what they hold', async ({
      page,
      admin,
    }) => {
      expect(admin.group).toBe('admin');
      await page.goto('/process');
      await page.getByRole('button', { name: 'Continue' }).first().click();
      await page.getByRole('button', { name: 'Command line' }).click();
      await expectContentSized(page, page.getByRole('dialog', { name: 'Command line' }));
      await page.keyboard.press('Escape');

      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Add a user' }).click();
      await expectContentSized(page, page.getByRole('dialog', { name: 'Add a user' }));
      await page.keyboard.press('Escape');

      await page.goto('/format');
      await page
        .getByLabel('Copy/paste your log lines here')
        .fill('1.2.3.4 - - [30/Nov/2012:00:13:10 +0100] "GET http://example.org/ HTTP/1.1" 200 1');
      await page.getByRole('button', { name: 'Find for me!' }).click();
      await expectContentSized(page, page.getByRole('dialog', { name: 'Format discovery' }));
    });
  });
}

test.describe(`at ${DESKTOP.width} px, the admin jobs filters`, () => {
  test.use({ viewport: DESKTOP });

  test('sit on one line, their boxes level although the dates have a hint below', async ({
    page,
    admin,
  }) => {
    expect(admin.group).toBe('admin');
    await page.goto('/admin/jobs');
    const boxes = [
      page.getByRole('searchbox', { name: 'Search' }),
      page.getByRole('combobox', { name: 'Status' }),
      page.getByRole('textbox', { name: 'From' }),
      page.getByRole('textbox', { name: 'To' }),
    ];
    const tops = await Promise.all(
      boxes.map(async (box) => Math.round((await box.boundingBox())?.y ?? Number.NaN)),
    );
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  });
});

test.describe(`at ${PHONE.width} px, a table wider than the screen`, () => {
  test.use({ viewport: PHONE });

  test('shades the edge where its columns are out of sight, and follows the scroll', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    // The reject explorer's funnel: five columns of figures and words, wider than a phone.
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    await page.goto(`/report/${jobId}/rejects`);
    const table = page.getByRole('table', { name: 'From lines to events' });
    await expect(table).toBeVisible();
    // The table's parent scrolls; the shades are its siblings.
    const scroller = table.locator('xpath=..');
    const shade = (side: 'before' | 'after') =>
      scroller.locator(`xpath=../*[@data-scroll-hint="${side}"]`);
    await expect(shade('after')).toHaveAttribute('data-shown', 'true');
    await expect(shade('before')).toHaveAttribute('data-shown', 'false');
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(shade('after')).toHaveAttribute('data-shown', 'false');
    await expect(shade('before')).toHaveAttribute('data-shown', 'true');
  });
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: PHONE, uiLocale: 'fr' });

  async function expectCompactTopBar(page: Page): Promise<void> {
    const header = page.locator('header').first();
    await expect(page.getByTestId('job-state')).toBeVisible();
    await expect(page.getByTestId('pkb-chip')).toBeVisible();
    // The chip on one line (its 32 px), the job-state button on two at most.
    for (const [chip, most] of [
      [page.getByTestId('pkb-chip'), 32],
      [page.getByTestId('job-state'), 40],
    ] as const) {
      const box = await chip.boundingBox();
      expect(box?.height ?? 0, await chip.innerText()).toBeLessThanOrEqual(most);
    }
    expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(56);
  }

  test('the top bar keeps each chip on one line or two, never three', async ({ page, user }) => {
    expect(user.group).toBe('user');
    // A server whose knowledge bases are synchronising, then synchronised (the longest texts).
    for (const state of [
      { state: 'synchronizing', remaining: 12, synchronizing: [{ name: 'Nature' }] },
      { state: 'synchronized', remaining: 0, synchronizing: [] },
      { state: 'synchronized', remaining: 0, synchronizing: [], files: 0 },
    ]) {
      await page.route('**/castor/status', (route) => route.fulfill({ json: state }));
      await page.goto('/process');
      await expectCompactTopBar(page);
      await page.unroute('**/castor/status');
    }
  });

  test('the result is downloadable and a new process keeps the files', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await page.getByLabel('Choisir des fichiers de logs').setInputFiles([LOG]);
    await expect(page.getByTestId('files-summary')).toContainText('1 fichier sélectionné');
    await page.getByRole('button', { name: 'Continuer' }).first().click();
    await page.getByRole('button', { name: 'Lancer le traitement' }).click();
    await expect(jobStatus(page)).toHaveText('Terminé', { timeout: 60_000 });
    await expectCompactTopBar(page);

    const download = page.getByRole('link', { name: 'Télécharger le résultat' });
    await expect(download).toBeVisible();
    const box = await download.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

    await saveScreenshot(page, 'phone-fr-process-finished');

    await page.getByRole('button', { name: 'Nouveau traitement' }).click();
    await expect(page.getByTestId('files-summary')).toContainText('1 fichier sélectionné');
    await expect(page.getByText('sd.multiple-status.log')).toBeVisible();
  });
});

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the one-line job state sits level with the menu button, not at the top', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    const label = page.getByTestId('job-state');
    await expect(label).toHaveText('No process in progress');
    // Where its text is drawn, not its box: a two-line clamp once made the button a block, so
    // a single line stuck to the top of its 36 px box, 8 px above the bar's middle.
    const middle = (rect: { top: number; height: number }) => rect.top + rect.height / 2;
    const text = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { top, height } = range.getBoundingClientRect();
      return { top, height };
    });
    const menu = await page.getByRole('button', { name: /menu/i }).first().boundingBox();
    expect(menu).not.toBeNull();
    expect(
      Math.abs(middle(text) - middle({ top: menu?.y ?? 0, height: menu?.height ?? 0 })),
    ).toBeLessThanOrEqual(2);
  });
});
