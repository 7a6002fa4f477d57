import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { acceptanceLog, jobStatus } from './support/process.js';
import { waitForStill } from './support/wait-for-still.js';

// axe-core over every page a visitor, a librarian or an administrator opens, in English and in
// French: no critical, serious or moderate violation (moderate holds the heading rules: one h1
// per page, no skipped level, which screen-reader users rely on to find their way). The minor
// ones are left to review.

const LOG = acceptanceLog('sd.2012-11-30.300.log');
const REPORTED = new Set(['critical', 'serious', 'moderate']);

/** The reported violations of the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  // Colours half-way through a transition (a panel opening, a status changing) are not the
  // page's: with two spec files at a time, axe could otherwise read one mid-fade.
  await waitForStill(page.locator('body'));
  // The app has no frames, so axe runs in one evaluation (legacy mode) rather than per frame and
  // then again in a new blank page that merges the frames' results; and only the violations'
  // nodes are gathered. Half the time of each check, the same rules on the same page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => REPORTED.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact ?? ''}): ${node.target.join(' ')}`,
      ),
    );
}

/**
 * Shows `path` in the app already open, as its history does on Back and Forward (the router
 * listens to `popstate` and reads its own entry shape, `{ usr, key, idx }`), without loading the
 * app again: a full load cost about 1.3 s of the sweep's 4 s a page on a quiet host, and page
 * loads are what the other specs do.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    const next = { usr: null, key: `a11y${String(idx)}`, idx };
    window.history.pushState(next, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
  }, path);
}

async function expectAccessible(
  page: Page,
  path: string,
  ready: () => Promise<void>,
  open: 'load' | 'in-app' = 'load',
) {
  if (open === 'load') {
    await page.goto(path);
  } else {
    await openInApp(page, path);
  }
  await ready();
  await page.waitForLoadState('networkidle');
  expect.soft(await violations(page), path).toEqual([]);
}

/** The words each check waits for, in the UI language under test. */
const WORDS = {
  en: {
    password: 'Password',
    newPassword: 'New password',
    newLink: 'Ask for a new link',
    forgot: 'Forgot password?',
    notFound: 'This page could not be found',
    continue: 'Continue',
    start: 'Start processing',
    finished: 'Finished',
    report: 'Report',
    dashboard: 'Usage dashboard',
    counter: 'COUNTER R5.1 usage',
    rejects: 'Reject explorer',
    myJobs: 'My jobs',
    processes: 'Processes',
    users: 'Users',
    platforms: 'Platforms',
    middlewares: 'Middlewares',
    updates: 'Updates',
    profile: 'My profile',
    format: 'Design my log format',
    feedback: 'Report a problem',
    chooseFiles: 'Choose log files',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    email: 'Email',
    required: 'This field is required',
  },
  fr: {
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    newLink: 'Demander un nouveau lien',
    forgot: 'Mot de passe oublié\u202f?',
    notFound: "Cette page n'a pas pu être trouvée",
    continue: 'Continuer',
    start: 'Lancer le traitement',
    finished: 'Terminé',
    report: 'Rapport',
    dashboard: "Tableau de bord d'usage",
    counter: 'Usage COUNTER R5.1',
    rejects: 'Explorateur de rejets',
    myJobs: 'Mes traitements',
    processes: 'Traitements',
    users: 'Utilisateurs',
    platforms: 'Plateformes',
    middlewares: 'Middlewares',
    updates: 'Mises à jour',
    profile: 'Mon profil',
    format: 'Concevoir mon format de log',
    feedback: 'Signaler un problème',
    chooseFiles: 'Choisir des fichiers de logs',
    expandAll: 'Tout déplier',
    collapseAll: 'Tout replier',
    email: 'Courriel',
    required: 'Ce champ est obligatoire',
  },
} as const;

// Six independent tests (each its own account and job) that take about six minutes in one
// worker: spread over both workers instead of ending the run on one of them.
test.describe.configure({ mode: 'parallel' });

for (const locale of ['en', 'fr'] as const) {
  const words = WORDS[locale];

  test.describe(`accessibility (axe-core, ${locale})`, () => {
    test.use({ uiLocale: locale });

    const heading = (page: Page, name: string) => () =>
      expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    // A page shown in the app already open: its own title, as the page before may have a
    // heading of the same name further down (step 3 of /process has a "Report" section).
    const title = (page: Page, name: string) => () =>
      expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    test('the pages of visitors', async ({ page }) => {
      await expectAccessible(page, '/', () =>
        expect(page.getByRole('textbox', { name: words.password })).toBeVisible(),
      );
      await expectAccessible(page, '/password', heading(page, words.forgot));
      // A link unknown to the server is told so on arrival; a working one shows the form.
      await expectAccessible(page, `/password/${randomUUID()}`, () =>
        expect(page.getByRole('link', { name: words.newLink })).toBeVisible(),
      );
      await page.route('**/api/admin/passwords/*', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 204 }) : route.continue(),
      );
      await expectAccessible(page, `/password/${randomUUID()}`, () =>
        expect(page.getByRole('textbox', { name: words.newPassword })).toBeVisible(),
      );
      await page.unroute('**/api/admin/passwords/*');
      await expectAccessible(page, '/no/such/page', () =>
        expect(page.getByText(words.notFound)).toBeVisible(),
      );
    });

    // The error texts under the fields only show once a field is left empty, which the page
    // checks above never do.
    test('the error texts of a form are readable', async ({ page }) => {
      await page.goto('/');
      const email = page.getByRole('textbox', { name: words.email });
      await email.focus();
      await page.getByRole('textbox', { name: words.password }).focus();
      await email.focus();
      await expect(page.getByText(words.required)).toHaveCount(2);
      expect(await violations(page)).toEqual([]);
    });

    test('every page of a finished job, the process steps and the admin pages', async ({
      page,
      admin,
    }) => {
      // 14 pages and 16 axe runs in English: 1.1 min on a quiet host, past 2 min on a loaded CI host.
      test.setTimeout(300_000);
      expect(admin.group).toBe('admin');
      const jobId = randomUUID();
      const upload = await page.request.put(`/${jobId}`, {
        data: readFileSync(LOG),
        headers: { 'Content-Type': 'text/plain', 'COUNTER-Mode': 'r51' },
        timeout: 60_000,
      });
      expect(upload.status()).toBe(200);

      await expectAccessible(page, '/process', () =>
        expect(page.getByRole('button', { name: words.continue }).first()).toBeVisible(),
      );
      // Step 2: the settings; step 3: a job run from the page, finished.
      await page.getByLabel(words.chooseFiles).setInputFiles([LOG]);
      await page.getByRole('button', { name: words.continue }).first().click();
      await expect(page.getByRole('button', { name: words.start })).toBeVisible();
      expect.soft(await violations(page), 'process settings').toEqual([]);
      await page.getByRole('button', { name: words.start }).click();
      await expect(jobStatus(page)).toHaveText(words.finished, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), 'process step 3').toEqual([]);

      // In French, only the pages whose layout the words can change (marked `true`): tables whose
      // columns take their widths from the texts and the dashboard's labelled charts. The others
      // are the English pages with other words, whose presence in both languages the catalogs'
      // unit tests check; sweeping them twice took half a minute of the suite for no finding.
      for (const [path, name, inFrenchToo] of [
        [`/report/${jobId}`, words.report, false],
        [`/report/${jobId}/dashboard`, words.dashboard, true],
        [`/report/${jobId}/counter`, words.counter, false],
        [`/report/${jobId}/rejects`, words.rejects, false],
        ['/jobs', words.myJobs, true],
        ['/admin/jobs', words.processes, false],
        ['/admin/users', words.users, false],
        ['/admin/platforms', words.platforms, true],
        ['/admin/middlewares', words.middlewares, false],
        ['/admin/updates', words.updates, false],
        ['/profile', words.profile, false],
        ['/format', words.format, false],
        ['/feedback', words.feedback, false],
      ] as const) {
        if (locale === 'en' || inFrenchToo) {
          await expectAccessible(page, path, title(page, name), 'in-app');
        }
      }
      if (locale === 'en') {
        await expectAccessible(page, '/no/such/page', heading(page, words.notFound));
      }

      // Every panel of the report open: charts (a chart hidden from screen readers must not
      // take a tab stop), key/value tables (a long alert must not need a sideways scroll the
      // keyboard cannot reach) and traces (one region, not two of the same name). The button's
      // tooltip, open while pointed at or focused, is put away first: it is not the page.
      await page.goto(`/report/${jobId}`);
      await page.getByRole('button', { name: words.expandAll }).click();
      await expect(page.getByRole('button', { name: words.collapseAll })).toBeVisible();
      await expect(page.locator('.recharts-pie')).toBeVisible();
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: words.collapseAll }).blur();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), 'report, every panel open').toEqual([]);
    });
  });
}
