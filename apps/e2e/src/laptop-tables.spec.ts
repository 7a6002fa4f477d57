import type { PlatformManifest } from '@sillage/shared-types';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { sidewaysOverflow } from './support/layout.js';
import { acceptanceLog, processThroughApi } from './support/process.js';

// A laptop's 1024 px with the menu drawer open, in French (the longer words): tables whose cells
// hold sentences wrap them, so that every column shows without scrolling the table sideways.

test.use({ viewport: { width: 1024, height: 800 }, uiLocale: 'fr' });

test('the platforms table shows its last column, reasons and long names wrapped', async ({
  page,
  admin,
}) => {
  expect(admin.group).toBe('admin');
  // This server runs the native catalog alone; with a pack, most platforms say why the pack
  // serves them, in a sentence under "pack", and pack platforms have long names.
  await page.route('**/api/info/platforms', async (route) => {
    const response = await route.fetch();
    const platforms = (await response.json()) as PlatformManifest[];
    const withPack = platforms.map((platform, index) => ({
      ...platform,
      ...(index === 0 ? { longname: "Acland's Video Atlas of Human Anatomy" } : {}),
      source: 'pack' as const,
      verdict: { serving: 'pack', triedUrls: 40, equalUrls: 40, differingUrls: 0, tableRows: 0 },
    }));
    await route.fulfill({ response, json: withPack });
  });
  await page.goto('/admin/platforms');
  const table = page.getByRole('table', { name: 'Plateformes' });
  await expect(table.getByText(/le paquet n'a pas de table de test/).first()).toBeVisible();
  expect(await sidewaysOverflow(table.locator('xpath=..')), 'the table scrolls sideways').toBe(0);
  await saveScreenshot(page, 'admin-platforms-1024-fr');
});

test('a withheld sample line says why in a sentence that wraps in its cell', async ({
  page,
  user,
}) => {
  expect(user.group).toBe('user');
  // Hosts and logins are crypted by default: lines that could not be read are not shown.
  const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
  await page.goto(`/report/${jobId}/rejects`);
  const samples = page.getByRole('region', { name: 'Formats inconnus' });
  await expect(samples.getByText(/Ligne masquée/).first()).toBeVisible();
  expect(await sidewaysOverflow(samples), 'the samples scroll sideways').toBe(0);
  await saveScreenshot(page, 'rejects-withheld-1024-fr');
});
