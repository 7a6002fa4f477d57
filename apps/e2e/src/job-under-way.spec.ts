import { request as httpRequest, type ClientRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BASE_URL } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

/**
 * Opens `POST /` as the page's user and sends the first half of a log, keeping the body open: the
 * job runs on what has come in and waits for the rest (a `tail -f` piped to curl). `finish`
 * sends the rest and resolves once the answer has ended.
 */
async function startGrowingJob(page: Page) {
  const cookies = await page.context().cookies(BASE_URL);
  const log = readFileSync(acceptanceLog('edp.2013-01-23.log'));
  const half = log.indexOf(0x0a, log.length >> 1) + 1;
  const sending: ClientRequest = httpRequest(`${BASE_URL}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
  });
  const answer = new Promise<number>((resolve, reject) => {
    sending.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        resolve(response.statusCode ?? 0);
      });
    });
    sending.on('error', reject);
  });
  sending.write(log.subarray(0, half));
  return {
    finish: async () => {
      sending.end(log.subarray(half));
      return answer;
    },
  };
}

test.describe('a job under way', () => {
  test('My jobs follows it to its live report, which follows it until it is done', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    const job = await startGrowingJob(page);
    try {
      await page.goto('/jobs');
      const card = page.getByRole('listitem').filter({ hasText: 'Running' });
      // The list follows the job on its own: no reload between its states.
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      const report = card.getByRole('link', { name: /^Report of the process/ });
      await expect(card.getByRole('link')).toHaveCount(1);
      await report.click();

      const underWay = page.getByTestId('report-under-way');
      await expect(underWay).toHaveText(
        'This job is still under way: its report and traces follow it. Its other views open once it has finished.',
      );
      await expect(page.getByRole('navigation', { name: 'Views of this process' })).toHaveCount(0);

      expect(await job.finish()).toBe(200);
      // Without a reload, the page takes the finished report and offers the other views.
      await expect(underWay).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByRole('navigation', { name: 'Views of this process' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download report' })).toBeVisible();
    } finally {
      await job.finish().catch(() => undefined);
    }
  });
});
