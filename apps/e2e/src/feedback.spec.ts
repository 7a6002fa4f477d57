import { FEEDBACK_RECIPIENT } from './support/env.js';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';

test.describe('feedback', () => {
  test('a signed-in user sends feedback, mailed to the team', async ({ page, user, mailbox }) => {
    await page.goto('/feedback');
    const form = page.getByRole('form', { name: 'Report a problem' });
    await expect(form.getByText(FEEDBACK_RECIPIENT)).toBeVisible();
    const email = form.getByRole('textbox', { name: 'Your email address' });
    await expect(email).toHaveValue(user.email);
    await expect(email).toBeDisabled();
    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    // A blank message is not a message.
    await form.getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(send).toBeDisabled();
    await saveScreenshot(page, 'feedback');

    const comment = `The report page is lovely (${Date.now()})`;
    await form.getByRole('textbox', { name: 'Message' }).fill(comment);
    await send.click();
    await expectSnack(page, 'Your feedback has been sent.');
    // The form starts over.
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const mail = await mailbox.waitFor(FEEDBACK_RECIPIENT, (item) => item.text.includes(comment));
    expect(mail.text).toContain(user.email);
  });

  test('a visitor sends feedback from the sign page', async ({ page, mailbox }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Report a problem', exact: true }).click();
    const form = page.getByRole('form', { name: 'Report a problem' });
    const visitor = `visitor.${Date.now()}@sillage.test`;
    await form.getByRole('textbox', { name: 'Your email address' }).fill(visitor);
    await form.getByRole('textbox', { name: 'Message' }).fill('I cannot find the sign-up button');
    await form.getByRole('button', { name: 'Send' }).click();
    await expectSnack(page, 'Your feedback has been sent.');
    const mail = await mailbox.waitFor(FEEDBACK_RECIPIENT, (item) => item.text.includes(visitor));
    expect(mail.text).toContain('I cannot find the sign-up button');
    // "Back" returns to the sign-in form.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
