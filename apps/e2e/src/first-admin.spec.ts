import { FIRST_ADMIN } from './support/env.js';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';

// Runs first (setup project): the database is empty, so the sign page offers only the sign-up.
test.describe('first administrator', () => {
  test('the first sign-up becomes admin, then signs out and back in', async ({ page, mailbox }) => {
    await page.goto('/process');
    // Signed out: protected pages send back to the sign page.
    await expect(page).toHaveURL('/');
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await expect(signUp).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    await expect(signUp.getByRole('checkbox', { name: 'Inform the team' })).toBeChecked();
    await saveScreenshot(page, 'sign-up');

    await signUp.getByRole('textbox', { name: 'Email' }).fill(FIRST_ADMIN.email);
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_ADMIN.password);
    await signUp.getByRole('textbox', { name: 'Confirm password' }).fill('something else');
    await signUp.getByRole('textbox', { name: 'Email' }).focus();
    await expect(signUp.getByText('The two passwords do not match.')).toBeVisible();
    await expect(signUp.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await signUp.getByRole('textbox', { name: 'Confirm password' }).fill(FIRST_ADMIN.password);
    await signUp.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL('/process');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText(FIRST_ADMIN.email)).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Administration' })).toBeVisible();
    // "Inform the team" was ticked: the team hears about the new instance.
    const freshInstall = await mailbox.waitFor('team@sillage.test', (mail) =>
      mail.text.includes(FIRST_ADMIN.email),
    );
    expect(freshInstall.subject).not.toBe('');

    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    await signIn.getByRole('textbox', { name: 'Email' }).fill(FIRST_ADMIN.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expectSnack(page, 'Invalid email address or password.');
    await expect(page).toHaveURL('/');

    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_ADMIN.password);
    // Waits for the server's answer before the page's: on a loaded CI host this sign-in once
    // stayed on `/` past the assertion's 10 s, and the answer tells a slow server from a refusal.
    const [login] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
      ),
      signIn.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(login.status(), await login.text()).toBe(200);
    await expect(page).toHaveURL('/process');
    // A signed-in user opening the sign page is sent back to /process.
    await page.goto('/');
    await expect(page).toHaveURL('/process');
  });
});
