import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './support/env.js';
import { expect, saveScreenshot, test } from './support/fixtures.js';
import { startServer, type ServerProcess } from './support/server.js';

// This spec stops a server, so it runs its own instead of the shared one.
const PORT = E2E_PORT + 20;

test.describe('offline', () => {
  test('stopping the server shows the offline dialog until it is back', async ({ page }) => {
    test.setTimeout(150_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-e2e-offline-'));
    let server: ServerProcess | undefined = await startServer(PORT, dataDir);
    try {
      const registered = await page.request.post(`${server.url}/api/admin/register`, {
        data: {
          userid: 'offline@sillage.test',
          password: 'Offline-pass-1',
          confirm: 'Offline-pass-1',
        },
      });
      expect(registered.status()).toBe(201);
      await page.goto(`${server.url}/process`);
      await expect(page.getByRole('heading', { name: 'Process your logs' })).toBeVisible();
      const dialog = page.getByTestId('offline-dialog');
      await expect(dialog).toHaveCount(0);

      await server.stop();
      server = undefined;
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Sillage is not responding');
      await expect(dialog.getByRole('progressbar')).toBeVisible();
      await saveScreenshot(page, 'offline');

      // Same port and data: the page reconnects on its own (with backoff) and the dialog goes.
      server = await startServer(PORT, dataDir);
      await expect(dialog).toHaveCount(0, { timeout: 60_000 });
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
