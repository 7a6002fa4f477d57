import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';

const DESKTOP = { width: 1280, height: 720 };

/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as numbers. */
function parseRgb(colour: string): [number, number, number] {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  expect(match, `a computed rgb colour, not ${colour}`).not.toBeNull();
  return [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
}

/** Where the visible snackbar sits in the viewport, and its computed background colour. */
async function measure(page: Page, snackbar: Locator) {
  const box = await snackbar.boundingBox();
  expect(box).not.toBeNull();
  const background = await snackbar.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  const viewport = page.viewportSize() ?? DESKTOP;
  return {
    rightGap: viewport.width - ((box?.x ?? 0) + (box?.width ?? 0)),
    bottomGap: viewport.height - ((box?.y ?? 0) + (box?.height ?? 0)),
    left: box?.x ?? 0,
    viewport,
    background: parseRgb(background),
  };
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two boxes share any area. */
function overlaps(a: Box, b: Box): boolean {
  if (a === null || b === null) {
    return false;
  }
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectBottomRight(position: Awaited<ReturnType<typeof measure>>) {
  // A small margin from the right and bottom edges, and clear of the left half of the screen.
  expect(position.rightGap).toBeGreaterThanOrEqual(0);
  expect(position.rightGap).toBeLessThanOrEqual(40);
  expect(position.bottomGap).toBeGreaterThanOrEqual(0);
  expect(position.bottomGap).toBeLessThanOrEqual(40);
  expect(position.left).toBeGreaterThan(position.viewport.width / 2);
}

test.describe('snackbar', () => {
  test.use({ viewport: DESKTOP });

  test('sits at the bottom right, red for an error and green for a success', async ({ page }) => {
    const account = await createAccount('user', 'snack');
    await page.goto('/');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expectSnack(page, 'Invalid email address or password.');
    const snackbar = page.getByTestId('snackbar');
    const error = await measure(page, snackbar);
    expectBottomRight(error);
    // The page's last control, for reporting just such a problem, is moved clear of it.
    const feedback = page.getByRole('button', { name: 'Report a problem', exact: true });
    await expect
      .poll(async () => overlaps(await feedback.boundingBox(), await snackbar.boundingBox()))
      .toBe(false);
    const [red, green] = error.background;
    expect(red, `error background rgb(${error.background.join()})`).toBeGreaterThan(green);
    await saveScreenshot(page, 'snackbar-error');
    await snackbar.getByRole('button', { name: 'Close' }).click();
    await expect(snackbar).toHaveCount(0);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot password?' });
    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByRole('button', { name: 'Reset' }).click();
    await expectSnack(page, 'An email has been sent to you');
    const success = await measure(page, snackbar);
    expectBottomRight(success);
    expect(success.background).not.toEqual(error.background);
    const [successRed, successGreen] = success.background;
    expect(successGreen, `success background rgb(${success.background.join()})`).toBeGreaterThan(
      successRed,
    );
  });
});
