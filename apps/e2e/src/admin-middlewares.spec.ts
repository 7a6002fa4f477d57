import type { Page } from '@playwright/test';
import { dragWithMouse } from './support/drag.js';
import { BASE_URL } from './support/env.js';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';

interface MiddlewaresInfo {
  config: string[];
  enabled: string[];
  available: string[];
}

/** The chain the page saves (POST /api/middlewares) after `action`, as sent. */
async function chainSavedBy(page: Page, action: () => Promise<void>): Promise<string[]> {
  const [request] = await Promise.all([
    page.waitForRequest(
      (candidate) =>
        candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/api/middlewares',
      // Longer than the action's own tries, so a drag that never happened says so itself.
      { timeout: 30_000 },
    ),
    action(),
  ]);
  const body = request.postDataJSON() as { middlewares: string[] };
  return body.middlewares;
}

/** The numbered rows' text, as the active list shows them ("1filter", "2parser"…). */
const numbered = (chain: readonly string[]) => chain.map((name, index) => `${index + 1}${name}`);

test.describe('admin middlewares', () => {
  // The test restores the default chain as its last step; a failure before that must not leave
  // a changed chain to the specs that run after it.
  test.afterEach(async ({ page }) => {
    const info = (await (
      await page.request.get('/api/info/middlewares')
    ).json()) as MiddlewaresInfo;
    if (info.enabled.join() !== info.config.join()) {
      const restored = await page.request.post('/api/middlewares', {
        data: { middlewares: info.config },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('the chain is dragged and reordered, saved at once, survives a reload, and resets', async ({
    page,
    context,
    admin,
  }) => {
    expect(admin.group).toBe('admin');
    const info = (await (
      await page.request.get('/api/info/middlewares')
    ).json()) as MiddlewaresInfo;
    // This server starts on an empty database: the build's default chain is in force.
    expect(info.enabled).toEqual(info.config);
    const defaults = info.config;
    const [extra] = info.available;
    const [head] = defaults;
    if (extra === undefined || head === undefined) {
      throw new Error('the build needs a default chain and one more middleware available');
    }

    await page.goto('/admin/middlewares');
    const availableCard = page
      .getByRole('heading', { name: 'Middlewares available' })
      .locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]');
    const availableRow = (name: string) =>
      availableCard
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: `Add ${name}` }) });
    // The only numbered list on the page, whatever the language.
    const chain = page.locator('ol');
    const chainRows = chain.getByRole('listitem');
    // The two cards side by side.
    const picker = availableCard.locator('xpath=..');
    const reset = page.getByRole('button', { name: 'Restore the default chain' });

    await expect(chainRows).toHaveText(numbered(defaults));
    await expect(reset).toBeDisabled();
    // Away from the window's edges, where a drag scrolls the page.
    await chainRows.first().evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
    });

    // Dragged from the available list onto the first row, it takes that place, and is saved,
    // even when the lists move down mid-drag, as when content above them loads late.
    const shiftPicker = (margin: string) =>
      picker.evaluate((element, value) => {
        (element as HTMLElement).style.marginTop = value;
      }, margin);
    const added = [extra, ...defaults];
    expect(
      await chainSavedBy(page, () =>
        dragWithMouse(page, picker, availableRow(extra), chainRows.first(), head, () =>
          shiftPicker('150px'),
        ),
      ),
    ).toEqual(added);
    await shiftPicker('');
    await expect(chainRows).toHaveText(numbered(added));
    await expect(availableRow(extra)).toHaveCount(0);
    await expectSnack(page, 'Successfully updated');
    // Closed, so the next save must show its own message.
    const snack = page.getByTestId('snackbar').filter({ hasText: 'Successfully updated' });
    await snack.getByRole('button', { name: 'Close' }).click();
    await expect(snack).toBeHidden();

    // Reordered by its handle: dropped on the second row, it moves one place down.
    const reordered = [head, extra, ...defaults.slice(1)];
    expect(
      await chainSavedBy(page, () =>
        dragWithMouse(
          page,
          picker,
          chain.getByRole('button', { name: `Move ${extra}`, exact: true }),
          chainRows.nth(1),
          head,
        ),
      ),
    ).toEqual(reordered);
    await expect(chainRows).toHaveText(numbered(reordered));
    await expectSnack(page, 'Successfully updated');
    await expect(reset).toBeEnabled();
    await saveScreenshot(page, 'admin-middlewares');

    // A fresh page, now in French, shows the saved chain.
    await context.addCookies([{ name: 'sillage_i18n', value: 'fr', url: BASE_URL }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Middlewares disponibles' })).toBeVisible();
    await expect(chainRows).toHaveText(numbered(reordered));

    // The reset icon restores the default chain, said in French, and it stays after a reload.
    const resetFr = page.getByRole('button', { name: 'Rétablir la chaîne par défaut' });
    expect(await chainSavedBy(page, () => resetFr.click())).toEqual(defaults);
    await expect(chainRows).toHaveText(numbered(defaults));
    await expectSnack(page, 'Mise à jour réussie');
    await page.reload();
    await expect(chainRows).toHaveText(numbered(defaults));
    await expect(resetFr).toBeDisabled();
    await expect(page.getByRole('button', { name: `Ajouter ${extra}` })).toBeVisible();
  });
});
