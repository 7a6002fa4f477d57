import { writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog, processThroughApi } from './support/process.js';

// The reject explorer's tables at a laptop's width with the drawer open, and its sample lines on a
// phone: nothing cut at the card's edge, no line broken into a tower of scraps.

/** Long proxied hosts from a real log: no platform knows them, so they rank as unknown domains. */
const UNKNOWN_HOSTS = [
  'www.bpe.europresse.com.bases-doc.univ-lorraine.fr',
  'scitation.aip.org.bases-doc.univ-lorraine.fr',
  'apps.webofknowledge.com.insis.bib.cnrs.fr',
  'www.dalloz.fr.bases-doc.univ-lorraine.fr',
  'journals.cambridge.org.gate1.inist.fr',
  'jcr-incites-thomsonreuters-com.inee.bib.cnrs.fr',
];

function writeLog(file: string): string {
  const lines = UNKNOWN_HOSTS.flatMap((host, index) =>
    Array.from(
      { length: index + 2 },
      (_, click) =>
        `127.0.0.1 - u${String(click)} [12/Mar/2013:00:1${String(index)}:0${String(click % 10)} +0100] ` +
        `"GET http://${host}/a/very/long/path/to/an/article/page?with=some&query=strings HTTP/1.1" 200 1`,
    ),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** How far the element's content runs past its box, sideways (0 when it fits). */
async function sidewaysOverflow(element: Locator): Promise<number> {
  return element.evaluate((box) => box.scrollWidth - box.clientWidth);
}

test.describe('at 1280 px, drawer open', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the unknown domains table fits its card, last column included', async ({
    page,
    user,
  }, testInfo) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, writeLog(testInfo.outputPath('unknown.log')));
    await page.goto(`/report/${jobId}/rejects`);
    // The last section (the sample tab of the same reason bears the same name).
    const table = page.getByRole('table', { name: 'Unknown domains' }).last();
    await expect(table.getByRole('row')).toHaveCount(UNKNOWN_HOSTS.length + 1);
    const region = page.getByRole('region', { name: 'Unknown domains' }).last();
    expect(await sidewaysOverflow(region), 'the table scrolls sideways in its card').toBe(0);
    const knownBy = table.getByRole('columnheader', { name: 'Known by' });
    const [header, card] = await Promise.all([knownBy.boundingBox(), region.boundingBox()]);
    expect(header).not.toBeNull();
    expect(card).not.toBeNull();
    if (header !== null && card !== null) {
      expect(header.x + header.width, '"Known by" ends inside the card').toBeLessThanOrEqual(
        card.x + card.width + 0.5,
      );
    }
    await saveScreenshot(page, 'rejects-unknown-domains-1280');
  });
});

test.describe('denied accesses', () => {
  test('have their own tab of sample lines, after the rejects', async ({ page, user }) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, acceptanceLog('sd.denied.log'));
    await page.goto(`/report/${jobId}/rejects`);
    const tab = page.getByRole('tab', { name: /Denied accesses/ });
    await expect(tab).toContainText('2');
    await tab.click();
    const panel = page.getByRole('tabpanel', { name: /Denied accesses/ });
    await expect(panel).toContainText('www.sciencedirect.com:80/science/journal/00121606');
    await expect(panel).toContainText('HTTP/1.1" 401 ');
    await expect(panel).toContainText('HTTP/1.1" 403 ');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sample lines are blocks whose line scrolls on its own row', async ({
    page,
    user,
  }, testInfo) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, writeLog(testInfo.outputPath('unknown.log')));
    await page.goto(`/report/${jobId}/rejects`);
    await page.getByRole('tab', { name: /Unknown domains/ }).click();
    const samples = page.getByRole('list', { name: 'Unknown domains' });
    const line = samples.getByRole('listitem').first().locator('pre');
    await expect(line).toContainText('bases-doc.univ-lorraine.fr');
    // One row of monospace text (about 16 px at this size), however long the line.
    const box = await line.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(60);
    expect(await sidewaysOverflow(line)).toBeGreaterThan(0);
    const page_ = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(page_.scrollWidth).toBeLessThanOrEqual(page_.clientWidth);
    await saveScreenshot(page, 'mobile-rejects-samples');
  });
});

test.describe('at 800 px, in French', () => {
  test.use({ viewport: { width: 800, height: 900 }, uiLocale: 'fr' });

  test('the funnel fits its card when a step loses lines to several filters', async ({
    page,
    user,
  }, testInfo) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, writeLog(testInfo.outputPath('unknown.log')));
    // A month of a real proxy's log: every filter drops lines, with six- and seven-digit counts.
    await page.route(`**/api/logs/${jobId}/job-report.json`, async (route) => {
      const response = await route.fetch();
      const report = (await response.json()) as { explorer: { funnel: FunnelStep[] } };
      const relevant = report.explorer.funnel.find((step) => step.step === 'relevant');
      if (relevant !== undefined) {
        relevant.dropped = {
          'filtered-ecs': 2_345_678,
          'ignored-domains': 298_144,
          'ignored-hosts': 12_345,
          'robots-ecs': 46_464,
        };
      }
      await route.fulfill({ response, json: report });
    });
    await page.goto(`/report/${jobId}/rejects`);
    const funnel = page.getByRole('table', { name: 'Des lignes aux événements' });
    await expect(funnel.getByText(/Robots/)).toBeVisible();
    expect(
      await sidewaysOverflow(funnel.locator('xpath=..')),
      'the funnel scrolls sideways in its card',
    ).toBe(0);
    await saveScreenshot(page, 'rejects-funnel-800-fr');
  });
});

interface FunnelStep {
  step: string;
  dropped: Record<string, number>;
}
