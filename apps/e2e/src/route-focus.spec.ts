import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

const PHONE = { width: 375, height: 740 };

/** Follows the menu's link to My jobs from the keyboard and checks where the focus landed. */
async function followMyJobsLink(page: Page) {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: /^My jobs/,
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs$/);
  // The new page's heading has the focus, not the link followed nor <body>.
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeFocused();
  await expect(page).toHaveTitle('My jobs – Sillage');
}

// After an in-app navigation, keyboard and screen-reader users start on the new page.
test.describe('focus after navigation', () => {
  test('a menu link followed from the keyboard focuses the new page heading', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await followMyJobsLink(page);
  });

  test('on a phone too, where the menu is a drawer closing on navigation', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.setViewportSize(PHONE);
    await page.goto('/process');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open or close the menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await followMyJobsLink(page);
  });
});
