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

  it('shows the errors of untouched fields once the user submits', async () => {
    const { dialog, user } = renderOverPredefined();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
  });
});
