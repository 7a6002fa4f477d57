import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { parseImportedSetting } from './import-setting.js';
import { SaveSettingsDialog } from './save-settings-dialog.js';
import { settingsActions, settingsSlice } from './settings.slice.js';

// What "Export" downloads (`{id}.json`).
const EXPORTED = JSON.stringify({
  id: 'my-library',
  fullName: 'My library',
  country: 'BE',
  headers: { Accept: 'application/json', 'Traces-Level': 'error', 'Max-Parse-Attempts': 42 },
});

describe('importing a setting', () => {
  it('reads an exported setting, header values as text', () => {
    expect(parseImportedSetting(EXPORTED)).toEqual({
      id: 'my-library',
      fullName: 'My library',
      country: 'BE',
      headers: { Accept: 'application/json', 'Traces-Level': 'error', 'Max-Parse-Attempts': '42' },
    });
  });

  it('refuses broken JSON and JSON that is not a setting', () => {
    expect(() => parseImportedSetting('{"id": ')).toThrow();
    expect(() => parseImportedSetting('{"id": "x"}')).toThrow();
  });

  it('applies the fields, and the save dialog offers the name, identifier and country', async () => {
    const settings = settingsSlice.reducer(
      settingsSlice.getInitialState(),
      settingsActions.settingsImported(parseImportedSetting(EXPORTED)),
    );
    expect(settings.form).toMatchObject({ outputFormat: 'application/json', tracesLevel: 'error' });
    expect(settings.form.headers).toEqual([{ name: 'Max-Parse-Attempts', value: '42' }]);

    renderWithProviders(<SaveSettingsDialog isOpen onClose={() => undefined} />, {
      preloadedState: { settings },
    });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('My library');
    expect(screen.getByRole('textbox', { name: /^Identifier/ })).toHaveValue('my-library');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('BE');
  });

  it('forgets the imported identifier once another setting is chosen', () => {
    const imported = settingsSlice.reducer(
      settingsSlice.getInitialState(),
      settingsActions.settingsImported(parseImportedSetting(EXPORTED)),
    );
    expect(imported.importedId).toBe('my-library');
    expect(settingsSlice.reducer(imported, settingsActions.settingsReset()).importedId).toBeNull();
    expect(
      settingsSlice.reducer(imported, settingsActions.settingSelected(null)).importedId,
    ).toBeNull();
  });
});
