import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { OutputFields } from './output-fields.js';
import { createDefaultSettings } from './settings-model.js';
import { settingsSlice } from './settings.slice.js';

function renderFields(locale: Locale = 'en') {
  const settings = {
    ...settingsSlice.getInitialState(),
    form: { ...createDefaultSettings(), outputFormat: 'application/json' as const },
  };
  return renderWithProviders(<OutputFields />, { preloadedState: { settings }, locale });
}

describe('OutputFields', () => {
  it('says, by both output field lists, that JSON keeps every field, while JSON is chosen', async () => {
    const { user } = renderFields();
    const note = /JSON results keep every field: this list applies to CSV and TSV only\./;
    for (const name of ['Output fields to add', 'Output fields to remove']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(note);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Result format' }), 'CSV');
    expect(
      screen.getByRole('textbox', { name: 'Output fields to remove' }),
    ).not.toHaveAccessibleDescription(note);
    expect(screen.queryByTestId('chips-notice')).not.toBeInTheDocument();
  });

  it('warns, by the COUNTER switch, that the result itself changes, in both languages', () => {
    // The switch drops 301/302 and applies one 30 s window: fewer events than reference mode.
    renderFields();
    expect(
      screen.getByRole('checkbox', { name: 'Count as COUNTER R5.1' }),
    ).toHaveAccessibleDescription(
      /only HTTP 200 and 304.*the result file then holds the events COUNTER keeps/,
    );
  });

  it('warns about the COUNTER result in French too', () => {
    renderFields('fr');
    expect(
      screen.getByRole('checkbox', { name: 'Compter selon COUNTER R5.1' }),
    ).toHaveAccessibleDescription(
      /seulement HTTP 200 et 304.*le fichier résultat ne contient alors que les événements que COUNTER retient/,
    );
  });

  it.each([
    ['en', 'Notification emails', 'Not an email address: not-an-email'],
    [
      'fr',
      'Courriels de notification',
      "Ce n'est pas une adresse électronique\u00a0: not-an-email",
    ],
  ] as const)(
    'keeps a malformed notification address out of the list and says why (%s)',
    async (locale, name, error) => {
      // The server refuses the whole job for one malformed address, after the upload.
      const { user, store } = renderFields(locale);
      const field = screen.getByRole('textbox', { name });
      await user.type(field, 'team@example.org,not-an-email{Enter}');
      expect(store.getState().settings.form.notificationMails).toEqual(['team@example.org']);
      expect(field).toHaveValue('not-an-email');
      expect(field).toHaveAccessibleDescription(new RegExp(error));
      // The form knows: no job starts while it holds an address it left out.
      expect(store.getState().settings.refusedNotificationMails).toEqual(['not-an-email']);

      await user.clear(field);
      expect(store.getState().settings.refusedNotificationMails).toEqual([]);
      await user.type(field, 'desk@example.org{Enter}');
      expect(store.getState().settings.form.notificationMails).toEqual([
        'team@example.org',
        'desk@example.org',
      ]);
      expect(screen.queryByText(error)).not.toBeInTheDocument();
    },
  );

  it('says it in French too', () => {
    renderFields('fr');
    expect(screen.getAllByTestId('chips-notice')[0]).toHaveTextContent(
      "Les résultats JSON gardent tous les champs : cette liste ne s'applique qu'aux formats CSV et TSV.",
    );
  });
});
