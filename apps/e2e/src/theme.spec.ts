import type { Locator } from '@playwright/test';
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

/** WCAG contrast ratio of two computed `rgb()`/`rgba()` colours (alpha ignored). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Contrast of a control's label with its own background, as it is drawn now. */
async function labelContrast(control: Locator): Promise<number> {
  const { color, background } = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  // A transparent background shows the dark bar behind it.
  return /rgba\(.*, 0\)$/.test(background) ? 21 : contrast(color, background);
}

test("the top bar's menu toggle and job state keep their white label readable under the pointer", async ({
  page,
  user,
}) => {
  expect(user.group).toBe('user');
  await page.goto('/process');
  const bar = page.getByRole('banner');
  for (const control of [bar.getByTestId('job-state'), bar.getByRole('button').first()]) {
    await control.hover();
    await expect.poll(() => labelContrast(control)).toBeGreaterThanOrEqual(4.5);
  }
});

test('a card bar action keeps its white label readable under the pointer', async ({
  page,
  user,
}) => {
  expect(user.group).toBe('user');
  for (const [path, name] of [
    ['/format', 'Save'],
    ['/process', 'Reset'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true }).first();
    if (path === '/process') {
      await page.getByRole('button', { name: 'Continue' }).first().click();
    }
    await button.hover();
    // The hover's background fades in: read it once it has settled.
    await expect
      .poll(() => labelContrast(button), { message: `${path}: ${name} under the pointer` })
      .toBeGreaterThanOrEqual(4.5);
  }
});
