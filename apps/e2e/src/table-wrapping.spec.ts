import { writeFileSync } from 'node:fs';
import type { PlatformManifest } from '@sillage/shared-types';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { sidewaysOverflow } from './support/layout.js';
import { acceptanceLog, chooseLogFiles, processThroughApi } from './support/process.js';

// Tables whose cells hold sentences, URLs or file names wrap them (the scroll area around every
// table keeps text on one line unless a cell says otherwise), so that every column shows without
// scrolling the table sideways: at a laptop's 1024 px with the menu drawer open, in French (the
// longer words), and on a phone.

const LAPTOP = { width: 1024, height: 800 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: LAPTOP, uiLocale: 'fr' });

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

test('the format assistant wraps a long URL of the event it generates', async ({ page, user }) => {
  expect(user.group).toBe('user');
  await page.goto('/format');
  const url =
    'https://www.sciencedirect.com/science/article/pii/S0001234567890123?' +
    `query=${'a'.repeat(120)}&page=1`;
  await page
    .getByRole('textbox', { name: 'Copiez/collez vos lignes de log ici' })
    .fill(`192.0.2.7 - - [10/Mar/2026:10:00:00 +0100] "GET ${url} HTTP/1.1" 200 1234`);
  const analysis = page.getByTestId('format-analysis');
  await expect(analysis).toHaveAttribute('data-verdict', /match|partial/);
  await analysis.getByRole('button', { name: /Événement de consultation généré/ }).click();
  const event = analysis.getByRole('table', { name: /Événement de consultation généré/ });
  await expect(event.getByRole('row').filter({ hasText: 'sciencedirect' }).first()).toBeVisible();
  expect(await sidewaysOverflow(event.locator('xpath=..')), 'the event scrolls sideways').toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, uiLocale: 'en' });

  test('a long file name wraps and its size stays in sight', async ({ page, user }, testInfo) => {
    expect(user.group).toBe('user');
    const file = testInfo.outputPath(
      'ezproxy-access-log-of-the-university-library-reverse-proxy-number-two-2026-12-06.log',
    );
    writeFileSync(
      file,
      '192.0.2.7 - - [10/Mar/2026:10:00:00 +0100] "GET http://a.b/ HTTP/1.1" 200 1\n',
    );
    await page.goto('/process');
    await chooseLogFiles(page, [file]);
    const files = page.getByRole('table', { name: 'Files selection' });
    await expect(files.getByRole('row').filter({ hasText: 'university-library' })).toBeVisible();
    expect(await sidewaysOverflow(files.locator('xpath=..')), 'the files scroll sideways').toBe(0);
  });
});
