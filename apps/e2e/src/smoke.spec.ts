import { expect, test } from './support/fixtures.js';

test.describe('smoke', () => {
  test('the health endpoint reports a reachable database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  test('the sign-in landing page renders', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page).toHaveTitle(/Sillage/);
    await page.screenshot({ path: 'screenshots/landing.png', fullPage: true });
  });
});
