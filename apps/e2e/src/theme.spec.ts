import { expect, saveScreenshot, test } from './support/fixtures.js';

test.describe('theme', () => {
  test('the drawer toggle switches to the dark theme, which persists', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const background = () => menu.evaluate((element) => getComputedStyle(element).backgroundColor);
    const lightBackground = await background();

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
    expect(await background()).not.toBe(lightBackground);
    await saveScreenshot(page, 'process-dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});
