import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { SaveSettingsDialog } from './save-settings-dialog.js';
import type { SavedSetting } from './settings.api.js';
import { headersToSettings } from './settings-headers.js';
import { settingsActions, settingsSlice } from './settings.slice.js';

const TAB_SEPARATED: SavedSetting = {
  id: '00-00-tsv-output',
  fullName: 'Tab-separated output',
  country: 'Generic - preconfiguration',
  headers: { Accept: 'text/tab-separated-values' },
  isPredefined: true,
};

/** The save dialog over a form that started from a predefined setting, then got a header. */
function renderOverPredefined(locale: 'en' | 'fr' = 'en') {
  const settings = {
    ...settingsSlice.getInitialState(),
    predefined: [TAB_SEPARATED],
    selectedId: TAB_SEPARATED.id,
    form: headersToSettings(TAB_SEPARATED.headers, TAB_SEPARATED),
  };
  const view = renderWithProviders(<SaveSettingsDialog isOpen onClose={() => undefined} />, {
    preloadedState: { settings },
    locale,
  });
  return { ...view, dialog: screen.getByRole('dialog') };
}

describe('SaveSettingsDialog', () => {
  it.each([
    ['en', 'Name', 'Identifier', 'Country', 'No country', /already used|required/],
    ['fr', 'Nom', 'Identifiant', 'Pays', 'Aucun pays', /déjà utilisé|obligatoire/],
  ] as const)(
    'opens over a predefined setting with blank name and identifier and no error (%s)',
    (locale, name, identifier, country, noCountry, error) => {
      const { dialog } = renderOverPredefined(locale);
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) })).toHaveValue('');
      expect(
        within(dialog).getByRole('textbox', { name: new RegExp(`^${identifier}`) }),
      ).toHaveValue('');
      const countrySelect = within(dialog).getByRole('combobox', { name: country });
      expect(countrySelect).toHaveValue('');
      expect(within(countrySelect).getByRole('option', { selected: true })).toHaveTextContent(
        noCountry,
      );
      expect(within(dialog).queryByText(error)).not.toBeInTheDocument();
    },
  );

  it('says a name is taken once the user types it, and sends the country it shows', async () => {
    const { dialog, store, user } = renderOverPredefined();
    const dispatched = jest.spyOn(store, 'dispatch');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tab-separated output');
    expect(within(dialog).getByText('This name is already used')).toBeVisible();
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'My TSV');
    await user.type(within(dialog).getByRole('textbox', { name: /^Identifier/ }), 'my-tsv');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched).toHaveBeenCalledWith(
      settingsActions.saveRequested({ fullName: 'My TSV', id: 'my-tsv', country: '', isNew: true }),
    );
  });

  // The list would show two settings of that name: the built-in one under its French name.
  it("takes a built-in setting's name in the page's language as taken too", async () => {
    const { dialog, user } = renderOverPredefined('fr');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nom/ }),
      'Sortie en valeurs séparées par des tabulations',
    );
    expect(within(dialog).getByText('Ce nom est déjà utilisé')).toBeVisible();
  });

  it('keeps Save disabled while the form is invalid (empty, or a name or identifier taken)', async () => {
    const { dialog, user } = renderOverPredefined();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    const identifier = within(dialog).getByRole('textbox', { name: /^Identifier/ });
    await user.type(name, 'Tab-separated output');
    await user.type(identifier, '00-00-tsv-output');
    expect(within(dialog).getByText('This name is already used')).toBeVisible();
    expect(within(dialog).getByText('This identifier is already used')).toBeVisible();
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'My TSV');
    expect(save).toBeDisabled();
    await user.clear(identifier);
    await user.type(identifier, 'my-tsv');
    expect(save).toBeEnabled();
  });

  it.each([
    [
      'en',
      /^Name/,
      /^Identifier/,
      'Too long: 200 characters at most',
      'Too long: 100 characters at most',
    ],
    [
      'fr',
      /^Nom/,
      /^Identifiant/,
      'Trop long : 200 caractères au plus',
      'Trop long : 100 caractères au plus',
    ],
  ] as const)(
    'says a name or identifier is too long rather than malformed (%s)',
    async (locale, name, identifier, nameError, identifierError) => {
      const { dialog, user } = renderOverPredefined(locale);
      // Pasted, as typing hundreds of keys one by one would make the test slow.
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste('x'.repeat(201));
      await user.click(within(dialog).getByRole('textbox', { name: identifier }));
      await user.paste('y'.repeat(101));
      expect(within(dialog).getByText(nameError)).toBeVisible();
      expect(within(dialog).getByText(identifierError)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: /^(Save|Sauvegarder)$/ })).toBeDisabled();
    },
  );

  it('says at once why Save is disabled when an imported file brings a taken identifier', async () => {
    const settings = { ...settingsSlice.getInitialState(), predefined: [TAB_SEPARATED] };
    const { user } = renderWithProviders(
      <SaveSettingsDialog isOpen mode="import" onClose={() => undefined} />,
      { preloadedState: { settings } },
    );
    const dialog = screen.getByRole('dialog');
    const file = JSON.stringify({ id: TAB_SEPARATED.id, fullName: 'Imported', headers: {} });
    await user.upload(
      within(dialog).getByLabelText('Configuration file (JSON)'),
      new File([file], 'imported.json', { type: 'application/json' }),
    );
    // No keystroke touched the fields, yet the reason for the disabled Save is on screen.
    expect(await within(dialog).findByText('This identifier is already used')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
