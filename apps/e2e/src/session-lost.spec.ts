import { request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from './support/env.js';
import { expect, test } from './support/fixtures.js';

// A session that ends while a page is open (signed out in another tab or window, expired): the
// next call the page makes is refused, and the page signs out too instead of failing to load.
test.describe('a session lost while a page is open', () => {
  test('sends the user to sign in, says why, and brings them back to the page they asked for', async ({
    page,
    context,
    user,
  }) => {
    // The page's own loading done first: its last signed-in call (the user's saved settings, made
    // once the settings form's code has loaded) sent after the session ended would sign it out
    // before the click, on /process. Seen on a slow host; waiting for network quiet was not enough.
    const ownSettingsLoaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/info/predefined-settings/custom'),
      { timeout: 30_000 },
    );
    await page.goto('/process');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect((await ownSettingsLoaded).ok()).toBe(true);

    // Another tab signs out: the session ends on the server, this page still holds its cookie.
    const elsewhere = await playwrightRequest.newContext({
      baseURL: BASE_URL,
      storageState: { cookies: await context.cookies(BASE_URL), origins: [] },
    });
    expect((await elsewhere.post('/api/auth/logout')).ok()).toBe(true);
    await elsewhere.dispose();

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^My jobs/ })
      .click();
    await expect(page.getByText('Your session has ended: sign in again to go on.')).toBeVisible();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(page.getByText(user.email)).toHaveCount(0);

    await signIn.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  });
});
