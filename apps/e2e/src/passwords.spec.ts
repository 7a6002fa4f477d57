import { createAccount, uniqueEmail } from './support/accounts.js';
import { expect, expectSnack, test } from './support/fixtures.js';

test.describe('password reset', () => {
  test('a reset link arrives by mail and sets a new password', async ({ page, mailbox }) => {
    const account = await createAccount('user', 'forgetful');
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/password');
    const form = page.getByRole('form', { name: 'Forgot password?' });
    await expect(form.getByRole('button', { name: 'Reset' })).toBeDisabled();

    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByRole('button', { name: 'Reset' }).click();
    await expectSnack(page, 'An email has been sent to you');
    await expect(page).toHaveURL('/');

    const mail = await mailbox.waitFor(account.email);
    // The mail follows the account's language, not the asker's page: an account an admin made,
    // never signed in, has French, the interface's default (ADR 0084).
    expect(mail.subject).toMatch(/mot de passe/i);
    const link = /https?:\/\/[^\s"<>]+\/password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'reset link in the mail').toBeDefined();
    await page.goto(new URL(link ?? '').pathname);
    const reset = page.getByRole('form', { name: 'New password' });
    const newPassword = 'Brand-new-pass-7';
    await reset.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await reset.getByRole('textbox', { name: 'Confirmation' }).fill('not the same');
    await expect(reset.getByRole('button', { name: 'Send' })).toBeDisabled();
    await reset.getByRole('textbox', { name: 'Confirmation' }).fill(newPassword);
    await reset.getByRole('button', { name: 'Send' }).click();
    await expectSnack(page, 'Password updated.');
    await expect(page).toHaveURL('/');

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/process');
  });

  test('an unknown address gets the same answer and no mail', async ({ page, mailbox }) => {
    // The server does not reveal which addresses have an account.
    const stranger = uniqueEmail('stranger');
    await page.goto('/password');
    const form = page.getByRole('form', { name: 'Forgot password?' });
    await form.getByRole('textbox', { name: 'Email' }).fill(stranger);
    await form.getByRole('button', { name: 'Reset' }).click();
    await expectSnack(page, 'An email has been sent to you');
    await expect(page).toHaveURL('/');
    expect(mailbox.messages.filter((mail) => mail.to.includes(stranger))).toHaveLength(0);
  });

  test('an unknown reset link is refused on arrival, before any password is typed', async ({
    page,
  }) => {
    await page.goto('/password/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
    await expect(page.getByRole('form', { name: 'New password' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/password');
    await expect(page.getByRole('form', { name: 'Forgot password?' })).toBeVisible();
  });
});
