import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './support/env.js';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { startServer, type ServerProcess } from './support/server.js';

// The software update and the restart end the server process: this spec runs its own, under the
// launcher of `npm start`, which starts it again as a deployment would.
const PORT = E2E_PORT + 30;
// The satellite packs' test runs a server of its own too (fetching on, at a local upstream).
const SATELLITE_PORT = E2E_PORT + 35;

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Sillage e2e', '-c', 'user.email=e2e@sillage.test', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

/** A remote with the releases 1.0.0 and 1.1.0, and the application's clone standing at 1.0.0. */
function createAppRepository(root: string): string {
  const work = path.join(root, 'work');
  mkdirSync(work);
  git(work, 'init', '--quiet', '--initial-branch=main');
  for (const version of ['1.0.0', '1.1.0']) {
    writeFileSync(path.join(work, 'VERSION'), `${version}\n`);
    git(work, 'add', 'VERSION');
    git(work, 'commit', '--quiet', '-m', `release ${version}`);
    git(work, 'tag', version);
  }
  const origin = path.join(root, 'origin.git');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  git(work, 'push', '--quiet', '--tags', origin, 'main');
  const app = path.join(root, 'app');
  git(root, 'clone', '--quiet', origin, app);
  git(app, 'reset', '--quiet', '--hard', '1.0.0');
  return app;
}

test.describe('admin updates', () => {
  test('the software update streams its output, then "Update completed" offers Refresh; restart asks first', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const root = mkdtempSync(path.join(tmpdir(), 'sillage-e2e-updates-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    let server: ServerProcess | undefined;
    try {
      server = await startServer(PORT, dataDir, {
        isSupervised: true,
        env: {
          SILLAGE_APP_DIR: createAppRepository(root),
          // Stand-ins for `npm ci` and `npm run build`: their output is what must stream.
          SILLAGE_UPDATE_INSTALL_COMMAND: 'echo installing the dependencies',
          SILLAGE_UPDATE_BUILD_COMMAND: 'echo building the new version',
        },
      });
      // The first account of a fresh server is its administrator.
      const registered = await page.request.post(`${server.url}/api/admin/register`, {
        data: {
          userid: 'updates@sillage.test',
          password: 'Updates-pass-1',
          confirm: 'Updates-pass-1',
        },
      });
      expect(registered.status()).toBe(201);

      await page.goto(`${server.url}/admin/updates`);
      const software = page.getByRole('heading', { name: 'Software' }).locator('xpath=..');
      await expect(software.getByText('1.0.0', { exact: true })).toBeVisible({ timeout: 30_000 });
      // Once the server goes down the offline dialog hides the page from assistive technologies.
      const logs = page.getByRole('log', { name: 'Update output', includeHidden: true });
      await expect(logs).toHaveCount(0);

      await software.getByRole('button', { name: 'Update the software' }).click();
      // The lines come over the websocket while the request runs; the answer carries none.
      await expect(logs).toContainText('$ git fetch --tags origin');
      await expect(logs).toContainText('$ git checkout --quiet refs/tags/1.1.0');
      await expect(logs).toContainText('installing the dependencies');
      await expect(logs).toContainText('building the new version');
      await expect(logs).toContainText('Restarting...');

      // The launcher starts the new version; the page notices when its socket is back.
      const completed = page.getByRole('dialog', { name: 'Update completed' });
      await expect(completed).toBeVisible({ timeout: 90_000 });
      await expect(completed).toContainText('refresh the page to use it');
      await saveScreenshot(page, 'admin-update-completed');
      await completed.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForLoadState('load');
      await expect(software.getByText('1.1.0', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(completed).toHaveCount(0);
      await expect(logs).toHaveCount(0);

      // Restart: a confirmation first, then the server goes away and comes back.
      await page.getByRole('button', { name: 'Restart' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Restart Sillage' });
      await expect(confirm).toContainText('Restart now?');
      const restarted = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith('/api/admin/restart?force=false'),
      );
      await confirm.getByRole('button', { name: 'Yes' }).click();
      expect((await restarted).status()).toBe(200);
      // The offline dialog may already cover it (and hide it from the accessibility tree).
      await expect(
        page.getByRole('alertdialog', { name: 'Restart Sillage', includeHidden: true }),
      ).toContainText('The service is restarting.');
      const offline = page.getByTestId('offline-dialog');
      await expect(offline).toBeVisible({ timeout: 30_000 });
      await expect(offline).toHaveCount(0, { timeout: 90_000 });
      // Back: the restart dialog closes and says so.
      await expect(
        page.getByRole('alertdialog', { name: 'Restart Sillage', includeHidden: true }),
      ).toHaveCount(0);
      await expect(page.getByTestId('snackbar')).toContainText('The service has restarted.');
    } finally {
      await server?.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('an exclusions pack the server could not fetch: the page says why, and "Fetch again" brings it in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const root = mkdtempSync(path.join(tmpdir(), 'sillage-e2e-satellites-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    // Not there at start: the fetch fails as an unreachable remote does.
    const remote = path.join(root, 'exclusions.git');
    let server: ServerProcess | undefined;
    try {
      server = await startServer(SATELLITE_PORT, dataDir, {
        env: {
          SILLAGE_EXCLUSIONS_FETCH: 'true',
          SILLAGE_EXCLUSIONS_REPOSITORY_URL: `file://${remote}`,
        },
      });
      const registered = await page.request.post(`${server.url}/api/admin/register`, {
        data: {
          userid: 'packs@sillage.test',
          password: 'Packs-pass-1',
          confirm: 'Packs-pass-1',
        },
      });
      expect(registered.status()).toBe(201);

      await page.goto(`${server.url}/admin/updates`);
      const exclusions = page.getByTestId('satellite-fetch-exclusions');
      await expect(exclusions.getByRole('alert')).toContainText('Fetching this pack failed:', {
        timeout: 30_000,
      });
      await expect(exclusions).toContainText(
        'Until it is there, jobs filter no robot, ignored host or ignored domain.',
      );
      // Fetching the resources pack is off (the e2e servers never reach the network).
      await expect(page.getByTestId('satellite-fetch-resources')).toContainText(
        'SILLAGE_RESOURCES_FETCH=false',
      );
      await saveScreenshot(page, 'admin-updates-satellite-failed');

      // The upstream comes back: one version of the lists.
      const work = path.join(root, 'work');
      mkdirSync(work);
      git(work, 'init', '--quiet', '--initial-branch=master');
      writeFileSync(path.join(work, 'robots.e2e.txt'), '192.0.2.7\n');
      git(work, 'add', '-A');
      git(work, 'commit', '--quiet', '-m', 'first lists');
      git(root, 'init', '--quiet', '--bare', '--initial-branch=master', remote);
      git(work, 'push', '--quiet', remote, 'master');
      const commit = git(work, 'rev-parse', '--short', 'HEAD');

      await exclusions.getByRole('button', { name: 'Fetch again' }).click();
      // In place: the version chip of the fetched commit replaces the fetch's state.
      const section = page.getByRole('heading', { name: 'Exclusions' }).locator('xpath=..');
      await expect(section.getByText(commit, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(exclusions).toHaveCount(0);
    } finally {
      await server?.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
