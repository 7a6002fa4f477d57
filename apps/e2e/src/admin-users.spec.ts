import { uniqueEmail } from './support/accounts.js';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';

test.describe('admin users page', () => {
  test('an admin adds a user, changes their group and deletes them', async ({ page, admin }) => {
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    // Your own row has no actions.
    const ownRow = table.getByRole('row').filter({ hasText: admin.email });
    await expect(ownRow).toContainText('you');
    await expect(ownRow.getByRole('button')).toHaveCount(0);

    const newcomer = uniqueEmail('newcomer');
    await page.getByRole('button', { name: 'Add a user' }).click();
    const addForm = page.getByRole('form', { name: 'Add a user' });
    await addForm.getByRole('textbox', { name: 'Email' }).fill(newcomer);
    // The minimum length is stated, and a shorter password is refused under its field.
    await expect(
      addForm.getByText('At least 8 characters, spaces at either end not counted.'),
    ).toBeVisible();
    await addForm.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await addForm.getByRole('button', { name: 'Save' }).click();
    await expect(
      addForm.getByText(
        'This password is too short: it needs at least 8 characters (spaces at either end do not count).',
      ),
    ).toBeVisible();
    await addForm.getByRole('textbox', { name: 'Password', exact: true }).fill('Newcomer-pass-1');
    await addForm.getByRole('combobox', { name: 'Group' }).selectOption('user');
    // A new account reads the admin's interface language unless the admin chooses another.
    const language = addForm.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await language.selectOption('fr');
    await addForm.getByRole('button', { name: 'Save' }).click();
    await expectSnack(page, 'User added');
    const row = table.getByRole('row').filter({ hasText: newcomer });
    await expect(row).toContainText('User');
    await expect(row).toContainText('French');
    await saveScreenshot(page, 'admin-users');

    // The search narrows the list.
    await page.getByRole('searchbox', { name: 'Search' }).fill(newcomer);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    await row.getByRole('button', { name: `Edit ${newcomer}` }).click();
    const editForm = page.getByRole('form', { name: `Edit "${newcomer}"` });
    await expect(editForm.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await expect(editForm.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
    await editForm.getByRole('combobox', { name: 'Group' }).selectOption('admin');
    await editForm.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expectSnack(page, 'User updated');
    await expect(row).toContainText('Administrator');
    await expect(row).toContainText('English');
    // The server stored it: the account's mails now go in English.
    const stored = (await (await page.request.get('/api/admin/users')).json()) as {
      username: string;
      locale: string;
    }[];
    expect(stored.find((user) => user.username === newcomer)?.locale).toBe('en');

    await row.getByRole('button', { name: `Delete ${newcomer}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.locator('strong')).toHaveText(newcomer);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnack(page, 'The user has been deleted.');
    await expect(row).toHaveCount(0);

    // The server agrees: the account is gone.
    const users = (await (await page.request.get('/api/admin/users')).json()) as {
      username: string;
    }[];
    expect(users.map((user) => user.username)).not.toContain(newcomer);
  });

  test('a refused save keeps the dialog and its entries; its error is read out and closes alone', async ({
    page,
    admin,
  }) => {
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add a user' }).click();
    const addForm = page.getByRole('form', { name: 'Add a user' });
    const email = addForm.getByRole('textbox', { name: 'Email' });
    // Your own address is taken: the server refuses it.
    await email.fill(admin.email);
    await addForm.getByRole('textbox', { name: 'Password', exact: true }).fill('Taken-address-1');
    await addForm.getByRole('button', { name: 'Save' }).click();
    // The modal dialog hides the page from assistive technology, but not the error.
    const alert = page.getByRole('alert').filter({ hasText: 'This user already exists.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
    // Closing the error neither closed the dialog nor lost what was typed.
    await expect(email).toHaveValue(admin.email);

    const newcomer = uniqueEmail('second-try');
    await email.fill(newcomer);
    await addForm.getByRole('button', { name: 'Save' }).click();
    await expectSnack(page, 'User added');
    await expect(addForm).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: newcomer }),
    ).toHaveCount(1);
  });

  test('a non-admin opening an admin page is sent to /process', async ({ page, user }) => {
    expect(user.group).toBe('user');
    for (const path of ['/admin/users', '/admin/jobs', '/admin/platforms']) {
      await page.goto(path);
      await expect(page).toHaveURL('/process');
    }
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Administration' }),
    ).toHaveCount(0);
    // The API refuses too, whatever the UI does.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });
});
