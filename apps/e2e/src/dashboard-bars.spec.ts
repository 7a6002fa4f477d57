import type { Locator, Page } from '@playwright/test';
import { createAccount, signInThroughApi, type Account } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { generatedLog, processThroughApi } from './support/process.js';

// Bar charts of a job with many platforms (the bench generator's log meets a score of them):
// every bar's label must stay readable, on a desktop and on a phone. A fixed-height chart drew
// 26 platform names on top of each other.

let USER: Account;
let jobId: string;

test.beforeAll(async ({ browser, baseURL }) => {
  USER = await createAccount('user', 'dashboard-bars');
  const page = await browser.newPage({ baseURL });
  try {
    await signInThroughApi(page.request, USER);
    jobId = await processThroughApi(page, generatedLog(20_000));
  } finally {
    await page.close();
  }
});

/** The label boxes of a bar chart's category axis, top to bottom. */
async function axisLabelBoxes(figure: Locator) {
  const labels = figure.locator('.recharts-yAxis-tick-labels text');
  await expect(labels.first()).toBeVisible();
  const boxes = [];
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    if (box !== null) boxes.push(box);
  }
  return boxes.sort((a, b) => a.y - b.y);
}

async function expectReadableBars(page: Page, name: string) {
  const figure = page.getByRole('figure', { name });
  const boxes = await axisLabelBoxes(figure);
  expect(boxes.length, `${name}: labelled bars`).toBeGreaterThan(1);
  for (let index = 1; index < boxes.length; index += 1) {
    const above = boxes[index - 1];
    const below = boxes[index];
    if (above === undefined || below === undefined) continue;
    expect(below.y, `${name}: label ${String(index)} clears the one above`).toBeGreaterThanOrEqual(
      above.y + above.height - 1,
    );
  }
  // Each label is whole: inside its chart, not cut by the chart's left edge.
  const chart = await figure.locator('svg.recharts-surface').boundingBox();
  expect(chart).not.toBeNull();
  for (const box of boxes) {
    expect(box.x, `${name}: labels start inside the chart`).toBeGreaterThanOrEqual(chart?.x ?? 0);
  }
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`bar labels do not overlap at ${String(viewport.width)} px`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'en', url: baseURL ?? '' }]);
    await signInThroughApi(page.request, USER);
    await page.setViewportSize(viewport);
    await page.goto(`/report/${jobId}/dashboard`);
    const platforms = page.getByRole('figure', { name: 'Top platforms' });
    // The chart's table lists every platform, beyond the bars drawn.
    await expect(platforms.locator('tbody tr').nth(15)).toBeAttached();
    await expectReadableBars(page, 'Top platforms');
    await expectReadableBars(page, 'By resource type');
  });
}
