import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';
import { acceptanceLog, openPanel, processThroughApi } from './support/process.js';

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
    await expect(ignored.getByRole('progressbar')).toHaveCount(0);
    const rows = await rejects.locator('tbody tr').count();
    await expect(rejects.getByRole('progressbar')).toHaveCount(rows - 1);

    await openPanel(page, 'System traces');
    await expect(page.getByText('No trace yet.')).toHaveCount(0);
    await saveScreenshot(page, 'report');
  });

  test('an unknown job says the report could not be loaded', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/report/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('The report could not be loaded.')).toBeVisible();
    await expectSnack(page, /Cannot retrieve the (report|traces)\./);
  });
});
