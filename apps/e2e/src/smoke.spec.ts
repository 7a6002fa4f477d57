import { expect, test } from './support/fixtures.js';

test.describe('smoke', () => {
  test('the health endpoint reports a reachable database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  test('the sign-in landing page renders, its scripts sent compressed', async ({ page }) => {
    const scripts: Promise<{ url: string; encoding: string | undefined; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then((body) => ({
            url: response.url(),
            encoding: response.headers()['content-encoding'],
            bytes: body.length,
          })),
        );
      }
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page).toHaveTitle(/Sillage/);
    // The build's brotli copies, chosen by the server for a browser that takes them; the build
    // leaves files under 1 KiB as they are.
    const received = await Promise.all(scripts);
    expect(received.filter((script) => script.encoding === 'br').length).toBeGreaterThan(5);
    expect(received.filter((script) => script.encoding !== 'br' && script.bytes >= 1_024)).toEqual(
      [],
    );
    await page.screenshot({ path: 'screenshots/landing.png', fullPage: true });
  });
});
