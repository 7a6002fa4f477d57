import { SESSION_COOKIE_NAME } from '@sillage/shared-types';
import { createAccount } from './support/accounts.js';
import { BASE_URL } from './support/env.js';
import { expect, test } from './support/fixtures.js';

/**
 * The tests of a worker take one browser context in turn (ADR 0103). What one test leaves in it
 * must not reach the next: these two run in order in one worker, the first leaving a session and
 * site storage behind, the second checking it starts from nothing.
 */
test.describe.configure({ mode: 'serial' });

let leftSessionId: string | undefined; // the first test's session cookie, for the second

test.describe('a worker shared browser context', () => {
  test('a test ends signed in, with data in the page storage', async ({ page, context }) => {
    const account = await createAccount('user', 'leaver');
    await page.goto('/');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/process');
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      sessionStorage.setItem('left-behind', 'yes');
    });
    leftSessionId = (await context.cookies(BASE_URL)).find(
      (cookie) => cookie.name === SESSION_COOKIE_NAME,
    )?.value;
    expect(leftSessionId, 'session cookie after signing in').toBeDefined();
  });

  test('the next test starts signed out, even if the old cookie comes back late', async ({
    page,
    context,
  }) => {
    test.skip(leftSessionId === undefined, 'runs after the test that signs in');
    expect(await context.cookies(BASE_URL)).not.toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIE_NAME }),
    );
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('left-behind'))).toBeNull();

    // An answer to the previous test's page that was still in flight when it closed sets the
    // cookie again after it was cleared; the session it names must be over.
    await context.addCookies([
      { name: SESSION_COOKIE_NAME, value: leftSessionId ?? '', url: BASE_URL, httpOnly: true },
    ]);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
