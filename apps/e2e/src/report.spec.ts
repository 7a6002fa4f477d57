import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import {
  expectNoHorizontalScroll,
  rightEdge,
  sidewaysOverflow,
  textLineCount,
  rowCount,
} from './support/layout.js';
import { acceptanceLog, openPanel, processThroughApi } from './support/process.js';

/**
 * A reject's share bar, drawn for the eye only (the share is the row's text): found by its part,
 * the one shown at this width (narrow screens draw it under the count instead).
 */
const shareBars = (table: Locator) =>
  table.locator('[data-scope="progress"][data-part="root"]').filter({ visible: true });

test.describe('report page', () => {
  test('shows the report of a job with its charts, rejects and traces', async ({ page, user }) => {
    expect(user.group).toBe('user');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    await page.goto(`/report/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible();

    await openPanel(page, 'Processing status');
    await expect(page.getByText('Lines read').first()).toBeVisible();

    await openPanel(page, 'Charts');
    for (const title of [
      'Consultation events by platform',
      'Consultation events by resource type',
      'Consultation events by format',
      'From log lines to consultation events',
    ]) {
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    // The funnel is drawn (an SVG chart), from the lines read down to the events.
    const funnel = page.getByRole('figure', { name: 'From log lines to consultation events' });
    await expect(funnel.locator('svg.recharts-surface')).toBeVisible();
    await expect(funnel.getByRole('row', { name: /Lines read 388/ })).toHaveCount(1);
    const byPlatform = page.getByRole('figure', { name: 'Consultation events by platform' });
    await expect(byPlatform.locator('svg.recharts-surface')).toBeVisible();
    // Charts are drawn once their opening panel has a size, not measured at 0 × 0 before.
    expect(warnings.filter((text) => text.includes('width(0) and height(0)'))).toEqual([]);

    await openPanel(page, 'Rejects');
    const rejects = page.getByRole('table', { name: 'Rejects' });
    const ignored = rejects.getByRole('row').filter({ hasText: 'Ignored lines' });
    await expect(ignored).toContainText('static assets');
    await expect(ignored).toContainText('287');
    // Shares are relative to the relevant lines, so ignored lines have no bar; every other has.
    // The bars are drawn for the eye only (the share is the row's text), hence the CSS selector.
    await expect(shareBars(ignored)).toHaveCount(0);
    const rows = await rejects.locator('tbody tr').count();
    await expect(shareBars(rejects)).toHaveCount(rows - 1);

    await openPanel(page, 'System traces');
    await expect(page.getByText('No trace.')).toHaveCount(0);
    await saveScreenshot(page, 'report');
  });

  test('an unknown job says it is gone on its report page, as its other views do', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/report/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText(/^This process cannot be found/);
    await expect(page.getByRole('link', { name: 'Back to My jobs' })).toBeVisible();
    // Said once on the page: no snack for each of its files, no tabs to views that fail alike.
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Views of this process' })).toHaveCount(0);
  });

  test('a job sent a binary file says on its report and in My jobs that the file is no text log', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const jobId = crypto.randomUUID();
    // Binary data of no archive format the server names (a picture, a spreadsheet…).
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 31) % 256));
    const sent = await page.request.put(`/${jobId}`, {
      headers: { 'Content-Type': 'application/octet-stream' },
      data: binary,
    });
    expect(sent.status()).toBe(400);
    expect(((await sent.json()) as { reason?: string }).reason).toBe('binary-input');

    await page.goto(`/report/${jobId}`);
    const failure = page.getByTestId('report-failure');
    await expect(failure).toContainText('The file is not a text log');
    await expect(failure).toContainText('Error 4003');

    await page.goto('/jobs');
    const card = page.getByRole('listitem').filter({ hasText: 'Failed' });
    await expect(card).toContainText('The file is not a text log');
  });

  test('the other views of an unknown (or purged) job say it is gone and lead back to My jobs', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    for (const view of ['dashboard', 'rejects', 'counter']) {
      await page.goto(`/report/00000000-0000-4000-8000-000000000000/${view}`);
      await expect(page.getByRole('alert')).toHaveText(/^This process cannot be found/);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to My jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

/**
 * The job's report with the figures of a big log (seven-digit counts, five-digit speeds, an hour's
 * duration): the widths a real month of logs gives, which a 388-line test log does not.
 */
async function serveBigReport(page: Page, jobId: string): Promise<void> {
  await page.route(`**/api/logs/${jobId}/job-report.json`, async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as Record<string, Record<string, unknown>>;
    Object.assign(report.general ?? {}, {
      'nb-lines-input': 12_345_678,
      'nb-ecs': 9_876_543,
      'process-speed': '123456 lignes/s',
      'ecs-speed': '98765 ec/s',
      'Job-Duration': '1 h 40 m 5 s ',
    });
    Object.assign(report.rejets ?? {}, {
      'nb-lines-ignored': 2_345_678,
      'nb-lines-unknown-domains': 1_234_567,
      'nb-lines-unqualified-ecs': 876_543,
      'nb-lines-duplicate-ecs': 1_012_345,
    });
    Object.assign(report.stats ?? {}, {
      platforms: 1234,
      'mime-HTML': 7_654_321,
      'mime-PDF': 2_222_222,
    });
    await route.fulfill({ response, json: report });
  });
}

/** The figure tiles of the "processing status" panel: a <dl> each, label then figure. */
function statusTiles(page: Page) {
  return page.locator('dl').filter({ has: page.locator('dt') });
}

test.describe('report page layout, in French with big figures', () => {
  test.use({ uiLocale: 'fr' });

  test('at 1280 px, drawer open, each status tile keeps its figure on one line', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    await serveBigReport(page, jobId);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/report/${jobId}`);
    await openPanel(page, 'État du traitement');
    await expect(page.getByText('12 345 678', { exact: false }).first()).toBeVisible();
    const tiles = statusTiles(page);
    await expect(tiles).toHaveCount(8);
    for (const tile of await tiles.all()) {
      const name = (await tile.locator('dt').textContent()) ?? '';
      // "123 456 lignes/s" on one line, never "123 456" above "lignes/s" nor cut at the edge.
      expect(await textLineCount(tile.locator('dd')), `${name}: figure lines`).toBe(1);
      expect(await sidewaysOverflow(tile.locator('dd')), `${name}: figure overflow`).toBe(0);
      // A label may take two lines, never a tower of one word a line.
      expect(await textLineCount(tile.locator('dt')), `${name}: label lines`).toBeLessThanOrEqual(
        2,
      );
      expect(await sidewaysOverflow(tile), `${name}: tile overflow`).toBe(0);
    }
    // Eight tiles in two full rows of four (not 3 + 3 + 2).
    expect(await rowCount(tiles), 'rows of tiles').toBe(2);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'report-tiles-1280-fr');
  });

  test('on a phone (375 px), the rejects and the tiles need no sideways scrolling', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const jobId = await processThroughApi(page, acceptanceLog('edp.2013-01-23.log'));
    await serveBigReport(page, jobId);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/report/${jobId}`);
    await openPanel(page, 'Rejets');
    const rejects = page.getByRole('table', { name: 'Rejets' });
    const ignored = rejects.getByRole('row').filter({ hasText: 'Lignes ignorées' });
    await expect(ignored).toContainText('2 345 678');
    // Every reject, its count and its share within the screen, its scroll area not scrolling.
    expect(
      await rightEdge(rejects),
      'the rejects table ends inside the screen',
    ).toBeLessThanOrEqual(375);
    // Its box (a scroll area around a table) must not scroll sideways either.
    expect(await sidewaysOverflow(rejects.locator('xpath=..')), 'the rejects scroll sideways').toBe(
      0,
    );
    const bars = shareBars(rejects);
    await expect(bars.first()).toBeVisible();
    for (const bar of await bars.all()) {
      expect(await rightEdge(bar)).toBeLessThanOrEqual(375);
    }
    await openPanel(page, 'État du traitement');
    const tiles = statusTiles(page);
    await expect(tiles).toHaveCount(8);
    for (const tile of await tiles.all()) {
      const name = (await tile.locator('dt').textContent()) ?? '';
      expect(await textLineCount(tile.locator('dd')), `${name}: figure lines`).toBe(1);
      expect(await rightEdge(tile), `${name}: tile edge`).toBeLessThanOrEqual(375);
    }
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'mobile-report-rejects-fr');
  });
});
