import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

// axe-core over every page a librarian or an administrator opens: no serious or critical
// violation (the moderate and minor ones are left to review).

const LOG = acceptanceLog('sd.2012-11-30.300.log');

/** The serious and critical violations of the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact ?? ''}): ${node.target.join(' ')}`,
      ),
    );
}

async function expectAccessible(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  expect.soft(await seriousViolations(page), path).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  test('the sign-in page', async ({ page }) => {
    await expectAccessible(page, '/', () =>
      expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible(),
    );
  });

  test('every page of a finished job, the process steps and the admin pages', async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    expect(admin.group).toBe('admin');
    const jobId = randomUUID();
    const upload = await page.request.put(`/${jobId}`, {
      data: readFileSync(LOG),
      headers: { 'Content-Type': 'text/plain', 'COUNTER-Mode': 'r51' },
      timeout: 60_000,
    });
    expect(upload.status()).toBe(200);

    await expectAccessible(page, '/process', () =>
      expect(page.getByRole('button', { name: 'Continue' }).first()).toBeVisible(),
    );
    // Step 2: the settings.
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();
    expect.soft(await seriousViolations(page), 'process settings').toEqual([]);

    const heading = (name: string) => () =>
      expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    for (const [path, ready] of [
      [`/report/${jobId}`, heading('Report')],
      [`/report/${jobId}/dashboard`, heading('Usage dashboard')],
      [`/report/${jobId}/counter`, heading('COUNTER R5.1 usage')],
      [`/report/${jobId}/rejects`, heading('Reject explorer')],
      ['/jobs', heading('My jobs')],
      ['/admin/jobs', heading('Processes')],
      ['/admin/users', heading('Users')],
      ['/admin/platforms', heading('Platforms')],
      ['/admin/middlewares', heading('Middlewares')],
      ['/admin/updates', heading('Updates')],
      ['/profile', heading('My profile')],
      ['/format', () => expect(page.locator('main')).toBeVisible()],
      ['/feedback', () => expect(page.locator('main')).toBeVisible()],
    ] as const) {
      await expectAccessible(page, path, ready);
    }
  });
});
