import { expect, test } from './support/fixtures.js';

test.describe('route-loading indicator', () => {
  test('shows while a lazy page chunk is on its way, then gives way to the page', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await expect(page.getByRole('heading', { name: 'Process your logs' })).toBeVisible();

    // Hold the profile page's chunk (Vite names it after the module) until the indicator is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wasRequested = false;
    await page.route('**/assets/profile-page-*.js', async (route) => {
      wasRequested = true;
      await held;
      await route.continue();
    });

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My profile' })
      .click();
    const indicator = page.getByLabel('Loading the page');
    await expect(indicator).toBeVisible();
    // The page may show the indicator before the chunk's request reaches the route handler.
    await expect.poll(() => wasRequested).toBe(true);
    // A small ring in the bottom-right corner (reference loader).
    const box = await indicator.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x).toBeGreaterThan(viewport.width / 2);
      expect(box.y).toBeGreaterThan(viewport.height / 2);
    }

    release();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(indicator).toHaveCount(0);
  });
});
