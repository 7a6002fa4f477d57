import { expect, saveScreenshot, test } from './support/fixtures.js';

test.describe('404 page', () => {
  test('an unknown address shows the 404 card in the sign layout when signed out', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('error-code')).toHaveText('404');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await saveScreenshot(page, 'not-found');
  });

  test('signed in, the 404 card sits in the default layout', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-code')).toHaveText('404');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page
      .getByRole('link', { name: 'Back' })
      .or(page.getByRole('button', { name: 'Back' }))
      .first()
      .click();
    await expect(page).toHaveURL('/process');
  });
});
