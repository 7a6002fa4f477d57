import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '@sillage/shared-types';
import { createAccount, signInThroughApi, type Account } from './accounts.js';
import { BASE_URL, MAILBOX_FILE, SCREENSHOTS_DIR } from './env.js';
import { openMailbox, type Mailbox } from './mailbox.js';
import { waitForStill } from './wait-for-still.js';

interface TestFixtures {
  /** UI language cookie set before the first page load; `null` leaves the default (French). */
  uiLocale: 'fr' | 'en' | null;
  /** A fresh account of the "user" group, signed in on `page`. */
  user: Account;
  /** A fresh administrator, signed in on `page`. */
  admin: Account;
}

interface WorkerFixtures {
  mailbox: Mailbox;
  /** One browser context per worker, which the tests take in turn (see `context`). */
  workerContext: BrowserContext;
}

/** What a test may leave in the browser, besides cookies: cleared before the next test. */
const SITE_STORAGE = 'local_storage,session_storage,indexeddb,service_workers,cache_storage';

/**
 * Ends, on the server, the session the test left in the context. Clearing the cookie is not
 * enough: sessions are rolling, so an answer still in flight when the test's pages closed sets
 * the cookie again, and the next test once started signed in as the previous one's account.
 * The server never revives an ended session (apps/api security tests), so a late cookie is dead.
 */
async function endSession(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies(BASE_URL);
  if (cookies.some((cookie) => cookie.name === SESSION_COOKIE_NAME)) {
    await context.request.post('/api/auth/logout', { timeout: 10_000 }).catch(() => undefined); // a test that stopped the server must not fail the next one
  }
  await context.clearCookies();
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  uiLocale: ['en', { option: true }],
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's context, emptied of what the test before left (cookies, site storage, routes,
   * pages), instead of a new one per test: a first page load in a new context parsed and ran
   * the app's code from nothing, 5–7 CPU-s against 1.5 in a context that has loaded it before
   * (its HTTP and compiled-code caches are kept; ADR 0103).
   */
  context: async ({ workerContext: context, uiLocale }, use) => {
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    if (uiLocale !== null) {
      // A language the tester picked, as the drawer or the sign page's select would note it.
      await context.addCookies([
        { name: 'sillage_i18n', value: uiLocale, url: BASE_URL },
        { name: 'sillage_i18n_chosen', value: 'true', url: BASE_URL },
      ]);
    }
    await use(context);
    await Promise.all(context.pages().map((page) => page.close()));
    await endSession(context);
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: BASE_URL, storageTypes: SITE_STORAGE });
    await cdp.detach();
    if (viewport !== null) {
      await page.setViewportSize(viewport);
    }
    await use(page);
  },
  user: async ({ page }, use) => {
    const account = await createAccount('user');
    await signInThroughApi(page.request, account);
    await use(account);
  },
  admin: async ({ page }, use) => {
    const account = await createAccount('admin');
    await signInThroughApi(page.request, account);
    await use(account);
  },
  // The run's SMTP server is started by the global setup, so that parallel workers share it.
  mailbox: [
    // Playwright reads a fixture's dependencies from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(openMailbox(MAILBOX_FILE));
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Waits until two drawings of every chart on the page, 200 ms apart, agree. */
async function waitForChartsDrawn(page: Page): Promise<void> {
  const drawing = () =>
    page
      .locator('.recharts-surface')
      .evaluateAll((charts) => charts.map((chart) => chart.innerHTML).join());
  let before: string | undefined; // the first read has nothing to compare with
  await expect
    .poll(
      async () => {
        const now = await drawing();
        const still = now === before;
        before = now;
        return still;
      },
      { intervals: [200] },
    )
    .toBe(true);
}

/**
 * Saves a screenshot of the whole of a main screen under apps/e2e/screenshots/. Once nothing is
 * opening, the window is made as tall as the page and the charts are let finish drawing: recharts
 * grows bars and areas from zero for about a second after they appear or resize, and Playwright's
 * own full-page capture, which resizes the window as it shoots, caught the report's charts as
 * empty axes.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport === null) {
    throw new Error('screenshots need a viewport');
  }
  const pageHeight = () =>
    page.evaluate(() => {
      window.scrollTo(0, 0);
      return document.documentElement.scrollHeight;
    });
  try {
    // Panels still opening would be measured short.
    await waitForStill(page.locator('body'));
    // A taller window can lay the page out taller still: grow it until the page fits.
    for (let tries = 0, height = await pageHeight(); tries < 3; tries += 1) {
      await page.setViewportSize({
        width: viewport.width,
        height: Math.max(height, viewport.height),
      });
      const now = await pageHeight();
      if (now <= height) {
        break;
      }
      height = now;
    }
    await waitForChartsDrawn(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`) });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * Waits for the snackbar to show `text`. Notifications queue (3 s each, 0.5 s apart), so any
 * other message in front of it is closed, as a user would, rather than waited out.
 */
export async function expectSnack(page: Page, text: string | RegExp): Promise<void> {
  const snackbar = page.getByTestId('snackbar');
  const wanted = snackbar.filter({ hasText: text });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await wanted.isVisible()) {
      return;
    }
    // The filter is checked again at click time, so the awaited message is never closed.
    const close = snackbar.filter({ hasNotText: text }).getByRole('button', { name: 'Close' });
    if (await close.isVisible()) {
      await close.click({ timeout: 1000 }).catch(() => undefined);
    }
    await page.waitForTimeout(100);
  }
  await expect(wanted).toBeVisible({ timeout: 1 });
}
