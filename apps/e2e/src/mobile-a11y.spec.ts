import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog, cancelledThroughApi, processThroughApi } from './support/process.js';

const PHONE = { width: 375, height: 740 };

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide`).toBeLessThanOrEqual(clientWidth);
}

/** Every visible form control has an accessible name (a label, aria-label or labelledby). */
async function expectLabelledControls(page: Page): Promise<number> {
  const controls = page.locator(
    'input:not([type=hidden]):visible, select:visible, textarea:visible',
  );
  const count = await controls.count();
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const description = await control.evaluate(
      (element) => `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.id}`,
    );
    await expect(control, `${page.url()}: ${description}`).toHaveAccessibleName(/\S/);
  }
  return count;
}

async function checkPage(
  page: Page,
  path: string,
  screenshot: string,
  ready: (page: Page) => Locator = (current) => current.locator('main, form').first(),
): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main, form').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The sign page re-renders its tabs once it knows whether accounts exist: wait for the end state.
  await expect(ready(page)).toBeVisible();
  await expectNoHorizontalScroll(page);
  const count = await expectLabelledControls(page);
  await saveScreenshot(page, `mobile-${screenshot}`);
  return count;
}

test.describe('phones and assistive technologies', () => {
  test.use({ viewport: PHONE });

  test('the sign-in page fits 375 px and labels its fields', async ({ page }) => {
    const password = (current: Page) => current.getByRole('textbox', { name: 'Password' });
    expect(await checkPage(page, '/', 'sign-in', password)).toBeGreaterThanOrEqual(2);
    // A returning user signs in from the first screen, without scrolling past the description.
    await expect(password(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeInViewport();
    await checkPage(page, '/password', 'forgot-password');
  });

  test('signed-in pages fit 375 px and label every field', async ({ page, admin }) => {
    expect(admin.group).toBe('admin');
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    let fields = 0;
    fields += await checkPage(page, '/process', 'process');
    // Step 2 holds most of the form.
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();
    for (const panel of ['Input', 'Output']) {
      await page.getByRole('button', { name: panel, exact: true }).click();
    }
    await expectNoHorizontalScroll(page);
    fields += await expectLabelledControls(page);
    await saveScreenshot(page, 'mobile-process-settings');
    for (const [path, name] of [
      ['/format', 'format'],
      [`/report/${jobId}`, 'report'],
      ['/feedback', 'feedback'],
      ['/profile', 'profile'],
      ['/admin/users', 'admin-users'],
      ['/admin/jobs', 'admin-jobs'],
    ] as const) {
      fields += await checkPage(page, path, name);
    }
    expect(fields).toBeGreaterThan(15);
  });

  test('the process steps keep to one row, each still named in full', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    const steps = page.getByRole('navigation', { name: 'Processing steps' }).getByRole('button');
    await expect(steps).toHaveCount(3);
    const tops = await steps.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
    // The steps not shown show their number only; their words still name them.
    await expect(steps.nth(0)).toHaveAccessibleName('Step 1: Files selection');
    await expect(steps.nth(1)).toHaveAccessibleName('Step 2: Settings');
    await expect(steps.nth(0).getByText('Files selection')).toBeVisible();
  });

  test('in French on a 360 px phone, the process steps keep to one row too', async ({
    page,
    user,
    baseURL,
  }) => {
    expect(user.group).toBe('user');
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'fr', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/process');
    const steps = page
      .getByRole('navigation', { name: 'Étapes du traitement' })
      .getByRole('button');
    await expect(steps).toHaveCount(3);
    const tops = await steps.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
  });

  test('the knowledge-base chip says its state to screen readers on a phone', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    // On a phone the chip shows an icon, not its words: they must still name the button. (The
    // e2e server has no knowledge base: no pack and no upload.)
    await expect(page.getByTestId('pkb-chip')).toHaveAccessibleName(
      'Knowledge bases status: Knowledge bases synchronised',
    );
  });

  test('the COUNTER view keeps its export button inside its card', async ({ page, user }) => {
    expect(user.group).toBe('user');
    const jobId = crypto.randomUUID();
    const upload = await page.request.put(`/${jobId}`, {
      headers: { 'Content-Type': 'text/plain', 'COUNTER-Mode': 'r51' },
      data: readFileSync(acceptanceLog('edp.2013-01-23.log')),
      timeout: 60_000,
    });
    expect(upload.status()).toBe(200);
    await page.goto(`/report/${jobId}/counter`);
    const button = page.getByRole('button', {
      name: 'Export this table (COUNTER R5.1 tabular, TSV)',
    });
    await expect(button).toBeVisible();
    const found = await button.boundingBox();
    const card = await page.locator('main .chakra-card__body').first().boundingBox();
    expect(found).not.toBeNull();
    expect(card).not.toBeNull();
    if (found === null || card === null) return;
    // Its label wraps rather than running past the card's edge.
    expect(found.x + found.width).toBeLessThanOrEqual(card.x + card.width);
    await expectNoHorizontalScroll(page);
  });

  test("the report's figures go two to a row", async ({ page, user }) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    await page.goto(`/report/${jobId}`);
    const box = async (label: string) => {
      // The innermost card (the report's card holds the tiles too).
      const tile = page
        .locator('.chakra-card__root:not(:has(.chakra-card__root))')
        .filter({ has: page.getByText(label, { exact: true }) });
      await expect(tile).toBeVisible();
      const found = await tile.boundingBox();
      expect(found, label).not.toBeNull();
      return found ?? { x: 0, y: 0, width: 0, height: 0 };
    };
    const lines = await box('Lines read');
    const events = await box('Consultation events');
    const duration = await box('Duration');
    expect(events.y, 'the second figure beside the first').toBeCloseTo(lines.y, 0);
    expect(events.x).toBeGreaterThan(lines.x + lines.width);
    expect(duration.y, 'the third one row below').toBeGreaterThanOrEqual(lines.y + lines.height);
    await saveScreenshot(page, 'mobile-report-figures');
    await expectNoHorizontalScroll(page);
  });

  test("the admin's job list keeps each job's state and actions on screen", async ({
    page,
    admin,
  }) => {
    expect(admin.group).toBe('admin');
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    // A cancelled job names its canceller's e-mail address, a word with nowhere to wrap.
    const cancelledId = await cancelledThroughApi(page);
    await page.goto('/admin/jobs');
    const table = page.getByRole('table', { name: 'Processes' });
    const row = table.getByRole('row', { name: new RegExp(jobId) });
    await expect(row.getByText('Completed')).toBeVisible();
    const cancelledRow = table.getByRole('row', { name: new RegExp(cancelledId) });
    await expect(cancelledRow.getByText(`Cancelled by ${admin.email}.`)).toBeVisible();
    // Nothing to scroll sideways inside the table's own scroll area either.
    const overflow = await table.evaluate((element) => {
      const area = element.parentElement ?? element;
      return area.scrollWidth - area.clientWidth;
    });
    expect(overflow, 'the table is wider than its area by').toBeLessThanOrEqual(0);
    for (const control of [row.getByText('Completed'), row.getByRole('button')]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    // The owner and the date are still there, under the (shortened) id.
    await expect(row.getByText(admin.email).filter({ visible: true })).toBeVisible();
    await saveScreenshot(page, 'mobile-admin-jobs');
  });

  test('the keyboard reaches the page first, then opens the menu', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await expect(page.getByRole('navigation', { name: 'Processing steps' })).toBeVisible();
    // The first Tab shows the skip link; following it puts focus in the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
      .toBe(true);

    // The phone menu opens from the keyboard.
    // While the modal drawer is open the page behind it is hidden from assistive technologies.
    const toggle = page.getByRole('button', {
      name: 'Open or close the menu',
      includeHidden: true,
    });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The open drawer is a modal dialog: focus moves into it and Tab cannot leave it.
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await saveScreenshot(page, 'mobile-drawer');
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
