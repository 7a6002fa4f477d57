import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { createAccount, signInThroughApi, type Account } from './support/accounts.js';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import {
  expectNoHorizontalScroll,
  sidewaysOverflow,
  textLineCount,
  rowCount,
} from './support/layout.js';
import { acceptanceLog } from './support/process.js';

// The usage dashboard, COUNTER R5.1 view and reject explorer of a real job: one acceptance log
// (read in place) processed through the API in COUNTER mode, then each view checked against the
// job's own report and counter.json.

const LOG = acceptanceLog('sd.2012-11-30.300.log');
let USER: Account;
/** Platform codes to the names of their manifests, as the pages show them. */
let platformNames: Record<string, string> = {};
const nameOf = (code: string) => platformNames[code] ?? code;

interface Report {
  general: Record<string, unknown>;
  stats: Record<string, number>;
  explorer: { funnel: { step: string; count: number }[] };
}
interface CounterJson {
  rows: { platform: string; metrics: Record<string, number> }[];
  platforms: { platform: string; metrics: Record<string, number> }[];
}

/** Sum of the report's `stats` counters with this prefix, by name. */
function statsSplit(stats: Record<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stats)
      .filter(([key, value]) => key.startsWith(prefix) && value > 0)
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

test.describe('job views beyond the report', () => {
  let jobId: string;
  let report: Report;
  let counter: CounterJson;

  test.beforeAll(async ({ baseURL }) => {
    if (baseURL === undefined) throw new Error('baseURL is not set');
    USER = await createAccount('user', 'dashboard');
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      await signInThroughApi(api, USER);
      jobId = randomUUID();
      const upload = await api.put(`/${jobId}`, {
        data: readFileSync(LOG),
        headers: { 'Content-Type': 'text/plain', 'COUNTER-Mode': 'r51' },
        timeout: 120_000,
      });
      expect(upload.status()).toBe(200);
      report = (await (await api.get(`/api/logs/${jobId}/job-report.json`)).json()) as Report;
      expect(report.general['Job-Done']).toBe(true);
      const counterFile = await api.get(`/api/logs/${jobId}/counter.json`);
      expect(counterFile.status()).toBe(200);
      counter = (await counterFile.json()) as CounterJson;
      const manifests = (await (await api.get('/api/info/platforms')).json()) as {
        name: string;
        longname: string;
      }[];
      platformNames = Object.fromEntries(manifests.map((entry) => [entry.name, entry.longname]));
    } finally {
      await api.dispose();
    }
  });

  test.beforeEach(async ({ page, baseURL }) => {
    // English texts in the checks (French is the default locale).
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'en', url: baseURL ?? '' }]);
    await signInThroughApi(page.request, USER);
  });

  test('the dashboard counts the events of the report and narrows them with a filter', async ({
    page,
  }) => {
    const events = Number(report.general['nb-ecs']);
    expect(events).toBeGreaterThan(0);
    await page.goto(`/report/${jobId}`);
    const views = page.getByRole('navigation', { name: 'Views of this process' });
    await views.getByRole('link', { name: 'Usage dashboard' }).click();
    await expect(page).toHaveURL(`/report/${jobId}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Usage dashboard' })).toBeVisible();
    await expect(page.getByText('Events in the result').locator('..')).toContainText(
      String(events),
    );

    // Each platform's bar has the report's count (the chart's data table is for screen readers).
    const byPlatform = page.getByRole('figure', { name: 'Top platforms' });
    await expect(byPlatform.locator('svg.recharts-surface')).toBeVisible();
    for (const [platform, count] of Object.entries(statsSplit(report.stats, 'platform-'))) {
      await expect(
        byPlatform.getByRole('row', { name: `${nameOf(platform)} ${count}`, exact: true }),
      ).toHaveCount(1);
    }
    const perHour = page.getByRole('figure', { name: 'Consultations per hour' });
    await expect(perHour).toBeVisible();
    // The time axis is labelled along its length, not at its last tick only.
    const hours = await perHour.locator('tbody tr').count();
    await expect
      .poll(() => perHour.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count())
      .toBeGreaterThanOrEqual(Math.min(hours, 3));
    await expect(
      page.getByRole('table', { name: 'Top titles' }).locator('tbody tr').first(),
    ).toBeVisible();
    await saveScreenshot(page, 'dashboard');

    // Narrow to the rarest resource type: every figure becomes that type's count in the report.
    const [rtype, rtypeCount] = Object.entries(statsSplit(report.stats, 'rtype-')).sort(
      (a, b) => a[1] - b[1],
    )[0] ?? ['', 0];
    await page.getByLabel('Resource type', { exact: true }).selectOption(rtype);
    await expect(page).toHaveURL(new RegExp(`rtype=${rtype}`));
    await expect(page.getByText('Events shown').locator('..')).toContainText(String(rtypeCount));
    // The type by its name, its code kept as the cell's title.
    const typeRow = page
      .getByRole('figure', { name: 'By resource type' })
      .getByRole('row')
      .filter({ has: page.locator(`[title="${rtype}"]`) });
    await expect(typeRow).toHaveCount(1);
    await expect(typeRow).toContainText(String(rtypeCount));
    await expect(typeRow).not.toHaveText(new RegExp(`^${rtype}`));
  });

  test('a busy last day stands out on the timeline, inside the plot', async ({ page }) => {
    // Two busy days in November, then one in March that outnumbers them: the busiest day is the
    // last slot of the chart, with a hundred empty days before it.
    const timeline = [
      { period: '2012-11-29', count: 3_000 },
      { period: '2012-11-30', count: 100 },
      { period: '2013-03-12', count: 5_536 },
    ];
    await page.route(`**/api/jobs/${jobId}/dashboard**`, async (route) => {
      const response = await route.fetch();
      const dashboard = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...dashboard, granularity: 'day', timeline } });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/report/${jobId}/dashboard`);
    const perDay = page.getByRole('figure', { name: 'Consultations per day' });
    const curve = perDay.locator('path.recharts-area-curve');
    await expect(curve).toHaveCount(1);
    // Every coordinate of the path, in (x, y) pairs whatever its commands (lines or curves).
    const numbers = ((await curve.getAttribute('d')) ?? '').match(/-?[\d.]+(?:e-?\d+)?/g) ?? [];
    const vertices = Array.from(
      { length: Math.floor(numbers.length / 2) },
      (_, index): [number, number] => [Number(numbers[2 * index]), Number(numbers[2 * index + 1])],
    );
    expect(vertices.length, 'points of the curve').toBeGreaterThanOrEqual(3);
    const top = Math.min(...vertices.map(([, y]) => y));
    const [peakX] = vertices.find(([, y]) => y === top) ?? [0];
    const right = Math.max(
      ...(await perDay
        .locator('.recharts-cartesian-grid-horizontal line')
        .evaluateAll((lines) => lines.map((line) => Number(line.getAttribute('x2'))))),
    );
    // The last day is the highest point, off the plot's right edge, and its peak has a width.
    expect(peakX).toBe(Math.max(...vertices.map(([x]) => x)));
    expect(right - peakX, 'the peak is clear of the plot edge by').toBeGreaterThanOrEqual(5);
    const before = vertices.filter(([x]) => x < peakX).map(([x]) => x);
    expect(peakX - Math.max(...before), 'the peak rises over').toBeGreaterThanOrEqual(2);
    await saveScreenshot(page, 'dashboard-last-day-peak');
  });

  test('at 1280 px, drawer open, every headline tile keeps its figure on one line', async ({
    page,
    baseURL,
  }) => {
    // French words and a big log's counts (this job has a few dozen events): the widest tiles.
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'fr', url: baseURL ?? '' }]);
    await page.route(`**/api/jobs/${jobId}/dashboard**`, async (route) => {
      const response = await route.fetch();
      const dashboard = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...dashboard, total: 123_456_789, matched: 98_765_432 },
      });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/report/${jobId}/dashboard`);
    await expect(page.getByText('Événements du résultat')).toBeVisible();
    const tiles = page.locator('dl').filter({ has: page.locator('dt') });
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      const name = (await tile.locator('dt').textContent()) ?? '';
      // The figure never breaks inside ("1 234" over two lines), nor leaves its tile.
      expect(await textLineCount(tile.locator('dd')), `${name}: figure lines`).toBe(1);
      expect(await sidewaysOverflow(tile.locator('dd')), `${name}: figure overflow`).toBe(0);
      // The label may take two lines, never a tower of one word a line.
      expect(await textLineCount(tile.locator('dt')), `${name}: label lines`).toBeLessThanOrEqual(
        2,
      );
      expect(await sidewaysOverflow(tile.locator('dt')), `${name}: label overflow`).toBe(0);
    }
    // The four tiles share one row (not three and one below).
    expect(await rowCount(tiles), 'rows of tiles').toBe(1);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'dashboard-1280-fr');
  });

  test('on a phone, the hourly time axis has labels along it, each inside the chart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/report/${jobId}/dashboard`);
    const perHour = page.getByRole('figure', { name: 'Consultations per hour' });
    const chart = perHour.locator('svg.recharts-surface');
    await perHour.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    const hours = await perHour.locator('tbody tr').count();
    expect(hours).toBeGreaterThan(1);
    // Each hour's day above its time: narrow enough for the first and last labels on a phone,
    // and one between when there is one.
    const labels = perHour.locator(
      '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
    );
    await expect.poll(() => labels.count()).toBeGreaterThanOrEqual(Math.min(hours, 3));
    const area = await chart.boundingBox();
    expect(area).not.toBeNull();
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      const text = (await label.textContent()) ?? '';
      expect(box, text).not.toBeNull();
      if (area !== null && box !== null) {
        expect(box.x, `${text}: left edge`).toBeGreaterThanOrEqual(area.x);
        expect(box.x + box.width, `${text}: right edge`).toBeLessThanOrEqual(area.x + area.width);
      }
    }
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'dashboard-phone');
  });

  test('in French, the date filters take days as French writes them, not as the browser does', async ({
    page,
    baseURL,
  }) => {
    // The browser runs in English (en-US: mm/dd/yyyy); the interface is French.
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'fr', url: baseURL ?? '' }]);
    await page.goto(`/report/${jobId}/dashboard`);
    const from = page.getByRole('textbox', { name: 'Du', exact: true });
    await expect(from).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await from.fill('30/11/2012');
    await expect(page).toHaveURL(/from=2012-11-30/);
    await expect(from).toHaveValue('30/11/2012');
    // A day that does not exist is refused, and the field says so.
    const to = page.getByRole('textbox', { name: 'Au', exact: true });
    await to.fill('31/02/2012');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Date invalide/)).toBeVisible();
    expect(page.url()).not.toContain('to=');
  });

  test('the COUNTER view shows the totals of counter.json and exports a table', async ({
    page,
  }) => {
    // The headline figures add up the platform totals (an item under two titles counts once).
    const total = (metric: string) =>
      counter.platforms.reduce((sum, row) => sum + (row.metrics[metric] ?? 0), 0);
    const investigations = total('Total_Item_Investigations');
    expect(investigations).toBeGreaterThan(0);
    expect(investigations).toBeLessThanOrEqual(Number(report.general['nb-ecs']));
    await page.goto(`/report/${jobId}/counter`);
    await expect(page.getByRole('heading', { name: 'COUNTER R5.1 usage' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals of the process' });
    for (const metric of [
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Unique_Item_Requests',
    ]) {
      await expect(totals.locator(`[data-metric="${metric}"]`)).toHaveText(String(total(metric)));
    }
    // In each row of tiles the figures sit on one line, whether a name took one line or two.
    const placed = await totals.locator('[data-metric]').evaluateAll((values) =>
      values.map((value) => ({
        row: Math.round(value.parentElement?.getBoundingClientRect().top ?? 0),
        top: Math.round(value.getBoundingClientRect().top),
      })),
    );
    const rows = new Map<number, Set<number>>();
    for (const { row, top } of placed) rows.set(row, (rows.get(row) ?? new Set()).add(top));
    expect([...rows.values()].map((tops) => tops.size)).toEqual([...rows.keys()].map(() => 1));
    // The platform table's period totals are counter.json summed per platform.
    const table = page.getByRole('table', { name: 'Platform usage (PR-like)' });
    const platforms = [...new Set(counter.rows.map((row) => row.platform))];
    for (const platform of platforms) {
      const sum = counter.rows
        .filter((row) => row.platform === platform)
        .reduce((acc, row) => acc + (row.metrics.Total_Item_Investigations ?? 0), 0);
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: `${nameOf(platform)}Total_Item_Investigations${sum}` }),
      ).toHaveCount(1);
    }
    await saveScreenshot(page, 'counter');

    await page.getByLabel('Report', { exact: true }).selectOption('tr_j1');
    await expect(page.getByRole('table', { name: 'Journal requests (TR_J1-like)' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: 'Export this table (COUNTER R5.1 tabular, TSV)' })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${jobId.slice(0, 8)}_counter_tr_j1.tsv`);
    // An R5.1 tabular report: 13 header rows, a blank row, then the column headings.
    const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe('Report_Name\tTitle Report');
    expect(lines[13]).toBe('');
    expect(lines[14]).toContain('Metric_Type\tReporting_Period_Total\tNov-2012');
  });

  test("the report's charts name every bar, slice and platform", async ({ page }) => {
    expect(Object.keys(statsSplit(report.stats, 'platform-')).map(nameOf)).not.toEqual(
      Object.keys(statsSplit(report.stats, 'platform-')),
    );
    await page.goto(`/report/${jobId}`);
    await page.getByRole('button', { name: 'Charts' }).click();
    // Every bar of the funnel has its label on the axis (none dropped for lack of room).
    const funnel = page.getByRole('figure', { name: 'From log lines to consultation events' });
    await expect(funnel.locator('svg.recharts-surface')).toBeVisible();
    const steps = await funnel.getByRole('row').count();
    expect(steps - 1).toBeGreaterThanOrEqual(3);
    await expect(funnel.locator('.recharts-yAxis .recharts-cartesian-axis-tick')).toHaveCount(
      steps - 1,
    );
    // The pie has a legend naming each slice.
    const pie = page.getByRole('figure', { name: 'Consultation events by format' });
    const mimes = Object.keys(statsSplit(report.stats, 'mime-'));
    await expect(pie.locator('.recharts-legend-item')).toHaveCount(mimes.length);
    for (const mime of mimes) {
      await expect(pie.locator('.recharts-legend-item-text', { hasText: mime })).toHaveCount(1);
    }
    // Platforms by their manifest names.
    const byPlatform = page.getByRole('figure', { name: 'Consultation events by platform' });
    for (const platform of Object.keys(statsSplit(report.stats, 'platform-'))) {
      await expect(
        byPlatform.locator('svg text', { hasText: nameOf(platform) }).first(),
      ).toBeVisible();
    }
  });

  test("in French, the funnel's step names are whole on a desktop", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'fr', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/report/${jobId}`);
    await page.getByRole('button', { name: 'Graphiques' }).click();
    const funnel = page.getByRole('figure', {
      name: 'Des lignes de log aux événements de consultation',
    });
    await expect(funnel.locator('svg.recharts-surface')).toBeVisible();
    const ticks = funnel.locator('.recharts-yAxis-tick-labels text');
    await expect(ticks).toHaveCount((await funnel.getByRole('row').count()) - 1);
    // Each label shows its whole text (its tooltip title), not a shortened one ("Événements non qual…").
    for (const tick of await ticks.all()) {
      const whole = (await tick.locator('title').textContent()) ?? '';
      expect(await tick.evaluate((text) => text.lastChild?.textContent ?? '')).toBe(whole);
    }
  });

  test('the reject explorer follows the lines of the report down to its events', async ({
    page,
  }) => {
    await page.goto(`/report/${jobId}/rejects`);
    await expect(page.getByRole('heading', { name: 'Reject explorer' })).toBeVisible();
    const funnel = page.getByRole('table', { name: 'From lines to events' });
    await expect(funnel.locator('[data-step="lines"]')).toContainText(
      String(report.general['nb-lines-input']),
    );
    await expect(funnel.locator('[data-step="events"] td').nth(1)).toHaveText(
      String(report.general['nb-ecs']),
    );
    // Sample lines by category, browsed with the keyboard.
    const tabs = page.getByRole('tablist', { name: 'Reason' });
    const first = tabs.getByRole('tab').first();
    await first.focus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    if ((await tabs.getByRole('tab').count()) > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.getByRole('tabpanel').locator('code').first()).toBeVisible();
    await saveScreenshot(page, 'rejects');

    // Dark theme: the same view stays readable (screenshot for review).
    await page.evaluate(() => {
      localStorage.setItem('sillage-color-mode', 'dark');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('table', { name: 'From lines to events' })).toBeVisible();
    await saveScreenshot(page, 'rejects-dark');
  });
});
