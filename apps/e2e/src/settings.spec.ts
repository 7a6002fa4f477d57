import { expect, expectSnack, saveScreenshot, test } from './support/fixtures.js';
import { dndAnnouncements, dragWithMouse, keyboardDrag, steadyCentre } from './support/drag.js';
import { waitForStill } from './support/wait-for-still.js';
import { acceptanceLog, chooseLogFiles, openPanel } from './support/process.js';
import type { Page } from '@playwright/test';

async function openSettingsStep(page: Page) {
  await page.goto('/process');
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();
}

test.describe('settings', () => {
  test('a predefined setting fills the form, clearing it restores the defaults', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await openSettingsStep(page);
    // Nothing to process yet.
    await expect(page.getByRole('button', { name: 'Start processing' })).toBeDisabled();
    const picker = page.getByRole('combobox', { name: 'Predefined configuration' });
    await expect(picker.locator('optgroup[label="Predefined settings"] option')).not.toHaveCount(0);
    await picker.selectOption({
      label: 'JSON output – Generic, preconfigured (00-00-json-output)',
    });
    await openPanel(page, 'Output');
    await expect(page.getByRole('combobox', { name: 'Result format' })).toHaveValue(/json/i);
    await saveScreenshot(page, 'process-settings');

    // Clearing the choice restores the defaults.
    await picker.selectOption('');
    await expect(page.getByRole('combobox', { name: 'Result format' })).not.toHaveValue(/json/i);
  });

  test('a predefined setting naming middlewares this server lacks says it runs without them', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await openSettingsStep(page);
    const picker = page.getByRole('combobox', { name: 'Predefined configuration' });
    // 00-fr-bibcnrs adds the reference's ezunpaywall and ebscohost, and populate, which runs here.
    const bibcnrs = picker.locator('option[value="00-fr-bibcnrs"]');
    await expect(bibcnrs).toBeEnabled();
    await expect(bibcnrs).toHaveText(
      /runs without the middlewares ezunpaywall, ebscohost, which this server lacks$/,
    );
    await expect(picker.locator('option[value="00-fr-inist"]')).toBeEnabled();
  });

  test('custom headers and a saved custom setting survive a reload and reach the server', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await page.goto('/process');
    await chooseLogFiles(page, [acceptanceLog('crossref-paquet.log')]);
    await page.getByRole('button', { name: 'Continue' }).first().click();

    await openPanel(page, 'Output');
    await page.getByRole('combobox', { name: 'Result format' }).selectOption({ label: 'TSV' });
    await page
      .getByRole('combobox', { name: 'Traces level' })
      .selectOption({ label: 'Errors only' });
    await openPanel(page, 'Headers (advanced)');
    await page.getByRole('button', { name: 'Add a header' }).click();
    await page.getByRole('combobox', { name: 'Header name' }).fill('Max-Parse-Attempts');
    await page.getByRole('textbox', { name: 'Header value' }).fill('42');

    const settingName = `My library ${Date.now()}`;
    const settingId = `lib-${Date.now()}`;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the configuration' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(settingName);
    await dialog.getByRole('textbox', { name: 'Identifier' }).fill(settingId);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSnack(page, 'Successfully saved settings');
    const picker = page.getByRole('combobox', { name: 'Predefined configuration' });
    await expect(picker.locator('optgroup[label="Custom settings"] option')).toContainText([
      settingName,
    ]);

    // A fresh page knows nothing of the form; choosing the saved setting brings it all back.
    await page.reload();
    await chooseLogFiles(page, [acceptanceLog('crossref-paquet.log')]);
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await picker.selectOption({ label: `${settingName} – France (${settingId})` });
    await openPanel(page, 'Output');
    await expect(page.getByRole('combobox', { name: 'Traces level' })).toHaveValue('error');
    await openPanel(page, 'Headers (advanced)');
    await expect(page.getByRole('combobox', { name: 'Header name' })).toHaveValue(
      'Max-Parse-Attempts',
    );
    await expect(page.getByRole('textbox', { name: 'Header value' })).toHaveValue('42');

    const upload = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/[0-9a-f-]{36}$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Start processing' }).click();
    const headers = await (await upload).allHeaders();
    expect(headers.accept).toBe('text/tab-separated-values');
    expect(headers['traces-level']).toBe('error');
    expect(headers['max-parse-attempts']).toBe('42');
    await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });

    // The setting can be deleted again.
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await page.getByRole('button', { name: 'Actions on this configuration' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectSnack(page, 'Setting deleted');
    await expect(picker.locator('optgroup[label="Custom settings"] option')).toHaveCount(0);
  });
});

test.describe('settings toolbar on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Reset, Save and Import are named icon buttons that work at 375 px', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await openSettingsStep(page);
    const reset = page.getByRole('button', { name: 'Reset', exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const importButton = page.getByRole('button', { name: 'Import settings (JSON)' });
    for (const button of [reset, save, importButton]) {
      await expect(button).toBeVisible();
      // An icon, no visible text: the name comes from aria-label.
      await expect(button).toHaveText('');
      await expect(button.locator('svg')).toBeVisible();
    }
    await saveScreenshot(page, 'mobile-settings-toolbar');

    // Reset brings back the defaults.
    await openPanel(page, 'Output');
    const resultFormat = page.getByRole('combobox', { name: 'Result format' });
    await resultFormat.selectOption({ label: 'JSON' });
    await expect(resultFormat).toHaveValue('application/json');
    await reset.click();
    await expect(resultFormat).toHaveValue('text/csv');

    await save.click();
    const saveDialog = page.getByRole('dialog', { name: 'Save the configuration' });
    await expect(saveDialog).toBeVisible();
    await saveDialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(saveDialog).toBeHidden();

    // Import: the dialog's file input fills the form and the fields, and the setting can be saved.
    const id = `phone-${Date.now()}`;
    await importButton.click();
    const importDialog = page.getByRole('dialog', { name: 'Import a configuration' });
    await importDialog.getByLabel('Configuration file (JSON)').setInputFiles({
      name: `${id}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          id,
          fullName: `Phone ${id}`,
          country: 'BE',
          headers: { Accept: 'text/tab-separated-values', 'Traces-Level': 'warn' },
        }),
      ),
    });
    await expect(importDialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`Phone ${id}`);
    await expect(importDialog.getByRole('textbox', { name: 'Identifier' })).toHaveValue(id);
    await expect(importDialog.getByRole('combobox', { name: 'Country' })).toHaveValue('BE');
    await saveScreenshot(page, 'mobile-settings-import');
    await importDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSnack(page, 'Successfully saved settings');
    await expect(importDialog).toBeHidden();
    await expect(resultFormat).toHaveValue('text/tab-separated-values');
    await expect(page.getByRole('combobox', { name: 'Traces level' })).toHaveValue('warn');
  });
});

test.describe('settings middlewares', () => {
  // Tall enough for both lists, the available one long, to sit away from the window's edges,
  // where a drag scrolls the page.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('middlewares are dragged into the numbered list, reordered, dragged out, sent in order', async ({
    page,
    user,
  }) => {
    expect(user.group).toBe('user');
    await openSettingsStep(page);
    await openPanel(page, 'Middlewares');
    const addButtons = page.getByRole('button', { name: /^Add / });
    await expect(addButtons.nth(1)).toBeVisible();
    const nameOf = async (index: number) =>
      ((await addButtons.nth(index).getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    const first = await nameOf(0);
    const second = await nameOf(1);
    // The innermost card around the heading (the settings card holds it too).
    const availableCard = page
      .getByRole('heading', { name: 'Available middlewares' })
      .locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]');
    const availableRow = (name: string) =>
      availableCard
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: `Add ${name}` }) });
    const chain = page.locator('ol').filter({ has: page.getByRole('button', { name: /^Drag / }) });
    const chainRows = chain.getByRole('listitem');
    // The two cards side by side.
    const picker = availableCard.locator('xpath=..');
    // Away from the window's edges, where a drag scrolls the page.
    await availableCard.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
    });

    // One by its button, the other dragged from the available list onto the first's place.
    await addButtons.first().click();
    await expect(chainRows).toHaveText([`1${first}`]);
    await dragWithMouse(page, picker, availableRow(second), chainRows.first(), first);
    await expect(chainRows).toHaveText([`1${second}`, `2${first}`]);
    await expect(availableRow(second)).toHaveCount(0);

    // Reordered by the handle: the first row dropped on the second one.
    await dragWithMouse(
      page,
      picker,
      chain.getByRole('button', { name: `Drag ${second}` }),
      chainRows.nth(1),
      first,
    );
    await expect(chainRows).toHaveText([`1${first}`, `2${second}`]);

    // The job's headers follow that order (the curl command lists every header).
    await page.getByRole('button', { name: 'Command line' }).click();
    const curl = page.getByRole('dialog', { name: 'Command line' });
    await expect(curl.getByRole('textbox', { name: 'curl command' })).toHaveValue(
      new RegExp(`ezPAARSE-Middlewares: ${first},${second}`),
    );
    await curl.getByRole('button', { name: 'Close' }).first().click();
    await expect(curl).toBeHidden();

    // The keyboard drags too: Space on a handle, an arrow, Space again.
    // Each key waits for the previous step to show, as a person would.
    const handle = chain.getByRole('button', { name: `Drag ${first}` });
    await waitForStill(picker);
    // dnd-kit measures the rows when the drag starts, so not while the last drop still slides
    // them into place (a row measured in its old place was taken for the one below it).
    await steadyCentre(chainRows.first());
    await steadyCentre(chainRows.nth(1));
    // Moved once dnd-kit says the row is over the next one (its live region, read to screen
    // readers), and the row shows it.
    await keyboardDrag(page, picker, handle, 'ArrowDown', async () => {
      await expect(dndAnnouncements(page)).toContainText(`is over ${second}.`, { timeout: 1000 });
      await expect(chainRows.first()).toHaveAttribute('style', /translate3d\(0px, [1-9]/);
    });
    await expect(chainRows).toHaveText([`1${second}`, `2${first}`]);

    // Dragged back onto the available list, a middleware leaves the chain.
    await dragWithMouse(
      page,
      picker,
      chain.getByRole('button', { name: `Drag ${first}` }),
      availableCard,
      'Available middlewares',
    );
    await expect(chainRows).toHaveText([`1${second}`]);
    await expect(availableRow(first)).toHaveCount(1);
  });
});
