import { createAccount, firstAdminApi } from './support/accounts.js';
import { BASE_URL } from './support/env.js';
import { expect, test } from './support/fixtures.js';

// These specs start from the browser's first visit: no language cookie.
test.use({ uiLocale: null });

test.describe('language', () => {
  test('French by default; English chosen on the sign page persists in a cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('form', { name: 'Se connecter' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    const cookie = (await context.cookies(BASE_URL)).find((item) => item.name === 'sillage_i18n');
    expect(cookie?.value).toBe('en');
    // Kept for a year (give or take a day), not for the session.
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThan(366);

    await page.reload();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the language chosen on the sign page is kept once signed in', async ({ page }) => {
    const account = await createAccount('user', 'locale');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/process');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Process your logs' })).toBeVisible();
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Process your logs' })).toBeVisible();
  });

  // A first visit writes the default language into the cookie: signing in from that browser
  // must not turn an English account's mails French, and the interface follows the account.
  test("a browser that never picked a language signs in in the account's", async ({ page }) => {
    const account = await createAccount('user', 'english');
    const admin = await firstAdminApi();
    const localeOf = async () => {
      const users = (await (await admin.get('/api/admin/users')).json()) as {
        username: string;
        locale: string;
      }[];
      return users.find((user) => user.username === account.email)?.locale;
    };
    try {
      const edit = await admin.post(`/api/admin/users/${encodeURIComponent(account.email)}`, {
        data: { locale: 'en' },
      });
      expect(edit.status(), await edit.text()).toBe(200);
      await page.goto('/');
      const signIn = page.getByRole('form', { name: 'Se connecter' });
      await signIn.getByRole('textbox', { name: 'Courriel' }).fill(account.email);
      await signIn
        .getByRole('textbox', { name: 'Mot de passe', exact: true })
        .fill(account.password);
      await signIn.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL('/process');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await localeOf()).toBe('en');
    } finally {
      await admin.dispose();
    }
  });

  test('the drawer switches a signed-in user back to French', async ({ page, user }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'English' }).click();
    const englishMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(englishMenu.getByRole('link', { name: 'Process your logs' })).toBeVisible();
    await page.reload();
    await expect(englishMenu.getByRole('link', { name: 'Process your logs' })).toBeVisible();

    await englishMenu.getByRole('button', { name: 'Français' }).click();
    await expect(menu.getByRole('link', { name: 'Traitez vos logs' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Traitez vos logs' })).toBeVisible();
  });
});
