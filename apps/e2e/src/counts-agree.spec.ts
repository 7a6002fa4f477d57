import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { createAccount, signInThroughApi, type Account } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

// One real log with refused accesses, processed in COUNTER mode: the report, the dashboard, the
// reject explorer and the COUNTER tables agree on every count they share, in the JSON each page
// reads and on the pages themselves. One definition each: "events" are the granted events of
// the result (nb-ecs); denied accesses are counted apart (nb-denied-ecs, No_License).

const LOG = acceptanceLog('sd.multiple-status.log');

interface Report {
  general: Record<string, unknown>;
  rejets: Record<string, unknown>;
  explorer: { funnel: { step: string; count: number; dropped: Record<string, number> }[] };
}
interface Dashboard {
  total: number;
  matched: number;
  platforms: { name: string; count: number }[];
  timeline: { count: number }[];
}
interface CounterJson {
  rows: { metrics: Record<string, number> }[];
}

/** The report counter of a funnel loss (reject categories, and the denied events). */
function counterOf(category: string): [group: 'general' | 'rejets', key: string] {
  if (category === 'denied-ecs') return ['general', 'nb-denied-ecs'];
  if (category === 'filtered-ecs') return ['rejets', 'nb-lines-ignored'];
  return ['rejets', `nb-lines-${category}`];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

test.describe('one count, one number on every page', () => {
  let user: Account;
  let jobId: string;
  let report: Report;
  let dashboard: Dashboard;
  let counter: CounterJson;

  test.beforeAll(async ({ baseURL }) => {
    user = await createAccount('user', 'counts');
    const api = await playwrightRequest.newContext({ baseURL });
    try {
      await signInThroughApi(api, user);
      jobId = randomUUID();
      const upload = await api.put(`/${jobId}`, {
        data: readFileSync(LOG),
        headers: { 'Content-Type': 'text/plain', 'COUNTER-Mode': 'r51' },
        timeout: 60_000,
      });
      expect(upload.status()).toBe(200);
      report = (await (await api.get(`/api/logs/${jobId}/job-report.json`)).json()) as Report;
      dashboard = (await (await api.get(`/api/jobs/${jobId}/dashboard`)).json()) as Dashboard;
      counter = (await (await api.get(`/api/logs/${jobId}/counter.json`)).json()) as CounterJson;
    } finally {
      await api.dispose();
    }
  });

  test('the JSON behind the report, dashboard, explorer and COUNTER pages agree', () => {
    const lines = Number(report.general['nb-lines-input']);
    const events = Number(report.general['nb-ecs']);
    const denied = Number(report.general['nb-denied-ecs']);
    // The log holds both granted and refused accesses: the test compares something.
    expect(events).toBeGreaterThan(0);
    expect(denied).toBeGreaterThan(0);

    // Dashboard: the result's events, whole and split.
    expect(dashboard.total).toBe(events);
    expect(dashboard.matched).toBe(events);
    expect(sum(dashboard.platforms.map((platform) => platform.count))).toBe(events);
    expect(sum(dashboard.timeline.map((point) => point.count))).toBe(events);

    // Explorer: from the lines read to the same events; every loss is the report's counter.
    const funnel = report.explorer.funnel;
    expect(funnel[0]).toMatchObject({ step: 'lines', count: lines });
    expect(funnel.at(-1)).toMatchObject({ step: 'events', count: events });
    for (const step of funnel) {
      for (const [category, count] of Object.entries(step.dropped)) {
        const [group, key] = counterOf(category);
        expect(Number(report[group][key]), `${step.step}: ${category}`).toBe(count);
      }
    }
    expect(funnel.at(-1)?.dropped['denied-ecs']).toBe(denied);
    // Lines read = events + denied + every line dropped on the way.
    const dropped = sum(funnel.flatMap((step) => Object.values(step.dropped)));
    expect(events + dropped).toBe(lines);

    // COUNTER: refusals are No_License; usage counts only granted events.
    const metric = (name: string) => sum(counter.rows.map((row) => row.metrics[name] ?? 0));
    expect(metric('No_License')).toBe(denied);
    expect(metric('Total_Item_Investigations')).toBeLessThanOrEqual(events);
  });

  test('the pages print those same numbers', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'sillage_i18n', value: 'en', url: baseURL ?? '' }]);
    await signInThroughApi(page.request, user);
    const events = String(report.general['nb-ecs']);
    const denied = String(report.general['nb-denied-ecs']);

    await page.goto(`/report/${jobId}`);
    await expect(
      page.getByText('Consultation events', { exact: true }).locator('..'),
    ).toContainText(events);
    await page.goto(`/report/${jobId}/dashboard`);
    await expect(page.getByText('Events in the result').locator('..')).toContainText(events);
    await page.goto(`/report/${jobId}/rejects`);
    const last = page
      .getByRole('table', { name: 'From lines to events' })
      .locator('[data-step="events"]');
    await expect(last.locator('td').nth(1)).toHaveText(events);
    await expect(last).toContainText(`Denied accesses`);
    await expect(last).toContainText(denied);
    await page.goto(`/report/${jobId}/counter`);
    await expect(
      page
        .getByRole('region', { name: 'Totals of the process' })
        .locator('[data-metric="No_License"]'),
    ).toHaveText(denied);
  });
});
