import { screen, within } from '@testing-library/react';
import { BUILT_IN_PREDEFINED_SETTINGS } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import type { SavedSetting } from './settings.api.js';
import { builtInSettingNames } from './built-in-setting-names.js';
import { RefusedSettingNotice } from './refused-setting-notice.js';
import { SettingPicker } from './setting-picker.js';
import { settingsSlice } from './settings.slice.js';

const CUSTOM: SavedSetting = {
  id: 'mine',
  fullName: 'Mine',
  country: 'FR',
  headers: { 'Traces-Level': 'error' },
  isPredefined: false,
};

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('SettingPicker', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['en', 'Tab-separated output – Generic, preconfigured (00-00-tsv-output)'],
    [
      'fr',
      'Sortie en valeurs séparées par des tabulations – Générique, préconfiguré (00-00-tsv-output)',
    ],
  ] as const)(
    'words built-in predefined settings and their generic country in the page language (%s)',
    (locale, option) => {
      const predefined: SavedSetting = {
        id: '00-00-tsv-output',
        fullName: 'Tab-separated output',
        country: 'Generic - preconfiguration',
        headers: {},
        isPredefined: true,
      };
      renderWithProviders(<SettingPicker />, {
        preloadedState: {
          settings: { ...settingsSlice.getInitialState(), predefined: [predefined] },
        },
        locale,
      });
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    },
  );

  // The reference's predefined settings also say "Generic" (without "- preconfiguration").
  it.each([
    ['en', 'EZproxy (with referer) – Generic (00-ge-ezproxy-2)'],
    ['fr', 'EZproxy (with referer) – Générique (00-ge-ezproxy-2)'],
  ] as const)('words the plain "Generic" country in the page language (%s)', (locale, option) => {
    const predefined: SavedSetting = {
      id: '00-ge-ezproxy-2',
      fullName: 'EZproxy (with referer)',
      country: 'Generic',
      headers: {},
      isPredefined: true,
    };
    renderWithProviders(<SettingPicker />, {
      preloadedState: {
        settings: { ...settingsSlice.getInitialState(), predefined: [predefined] },
      },
      locale,
    });
    expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
  });

  // A setting written for the reference may name its middlewares this server lacks: a job using
  // it runs without them, and the user learns it when choosing, not from the report.
  const BIBCNRS: SavedSetting = {
    id: '00-fr-bibcnrs',
    fullName: 'CNRS BibCNRS',
    country: null,
    headers: { 'ezPAARSE-Middlewares': '(after crossref) ezunpaywall,ebscohost,populate' },
    isPredefined: true,
    availability: { canRun: true, skippedMiddlewares: ['ezunpaywall', 'ebscohost'] },
  };
  // A name nobody knows: a job using it would be refused (4025).
  const TYPO: SavedSetting = {
    id: 'typo',
    fullName: 'Typo',
    country: null,
    headers: { 'ezPAARSE-Middlewares': 'ezunpaywal' },
    isPredefined: true,
    availability: {
      canRun: false,
      status: 4025,
      message: 'Middleware not found: ezunpaywal',
      unknownMiddlewares: ['ezunpaywal'],
    },
  };
  // No middleware missing: refused for a header value (4028).
  const ODD: SavedSetting = {
    id: 'odd',
    fullName: 'Odd',
    country: null,
    headers: { 'Traces-Level': 'loud' },
    isPredefined: true,
    availability: {
      canRun: false,
      status: 4028,
      message: 'Traces-Level: loud is not a level.',
      unknownMiddlewares: [],
    },
  };
  const RUNNABLE: SavedSetting = {
    id: '00-fr-inist',
    fullName: 'INIST-CNRS',
    country: null,
    headers: { 'Crypted-Fields': 'none' },
    isPredefined: true,
    availability: { canRun: true },
  };

  it.each([
    [
      'en',
      'CNRS BibCNRS (00-fr-bibcnrs) – runs without the middlewares ezunpaywall, ebscohost, which this server lacks',
      'Typo (typo) – cannot run on this server, which lacks the middlewares ezunpaywal',
    ],
    [
      'fr',
      "CNRS BibCNRS (00-fr-bibcnrs) – s'exécute sans les middlewares ezunpaywall, ebscohost, absents de ce serveur",
      "Typo (typo) – inutilisable sur ce serveur, qui n'a pas les middlewares ezunpaywal",
    ],
  ] as const)(
    'says which middlewares a setting runs without, and which ones a setting cannot run without (%s)',
    (locale, skipping, refused) => {
      renderWithProviders(<SettingPicker />, {
        preloadedState: {
          settings: {
            ...settingsSlice.getInitialState(),
            predefined: [BIBCNRS, TYPO, RUNNABLE],
          },
        },
        locale,
      });
      expect(screen.getByRole('option', { name: skipping })).toBeEnabled();
      // Chosen, it is loaded to be corrected (RefusedSettingNotice says what is wrong).
      expect(screen.getByRole('option', { name: refused })).toBeEnabled();
      // Only in the reader's language: the server's English message is no tooltip of it.
      expect(screen.getByRole('option', { name: refused })).not.toHaveAttribute('title');
      expect(screen.getByRole('option', { name: 'INIST-CNRS (00-fr-inist)' })).toBeEnabled();
    },
  );

  it.each([
    ['en', 'Odd (odd) – cannot run on this server (error 4028)'],
    ['fr', 'Odd (odd) – inutilisable sur ce serveur (erreur 4028)'],
  ] as const)('gives the refusal code when no middleware is missing (%s)', (locale, name) => {
    renderWithProviders(<SettingPicker />, {
      preloadedState: { settings: { ...settingsSlice.getInitialState(), predefined: [ODD] } },
      locale,
    });
    expect(screen.getByRole('option', { name })).toBeEnabled();
  });

  it.each([
    [
      'en',
      'This setting cannot run on this server as it stands',
      'A job would be refused (error 4028). Its fields are in the form below: correct them, then save it as a setting of your own.Server detail: Traces-Level: loud is not a level.',
      'This server lacks the middlewares ezunpaywal. Its fields are in the form below',
    ],
    [
      'fr',
      'Cette configuration ne peut pas servir telle quelle sur ce serveur',
      'Un traitement serait refusé (erreur 4028). Ses paramètres sont dans le formulaire ci-dessous : corrigez-les, puis enregistrez-la comme configuration personnelle.Détail du serveur (en anglais) : Traces-Level: loud is not a level.',
      "Ce serveur n'a pas les middlewares ezunpaywal. Ses paramètres sont dans le formulaire",
    ],
  ] as const)(
    'loads a setting this server would refuse into the form, and says why (%s)',
    async (locale, title, refused, lacking) => {
      const { store, user } = renderWithProviders(
        <>
          <SettingPicker />
          <RefusedSettingNotice />
        </>,
        {
          preloadedState: {
            settings: { ...settingsSlice.getInitialState(), predefined: [ODD, TYPO, RUNNABLE] },
          },
          locale,
        },
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox'), 'odd');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(refused);
      // The server's reason is in English, and marked so for screen readers.
      expect(within(alert).getByText('Traces-Level: loud is not a level.')).toHaveAttribute(
        'lang',
        'en',
      );
      expect(store.getState().settings.form.tracesLevel).toBe('loud');
      await user.selectOptions(screen.getByRole('combobox'), 'typo');
      expect(screen.getByRole('alert')).toHaveTextContent(lacking);
      await user.selectOptions(screen.getByRole('combobox'), '00-fr-inist');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('has a translated name for every built-in predefined setting', () => {
    expect(Object.keys(builtInSettingNames).sort()).toEqual(
      Object.keys(BUILT_IN_PREDEFINED_SETTINGS).sort(),
    );
  });

  it("keeps the name an instance's file gives a built-in id", () => {
    const overridden: SavedSetting = {
      id: '00-00-tsv-output',
      fullName: 'TSV maison',
      country: 'FR',
      headers: {},
      isPredefined: true,
    };
    renderWithProviders(<SettingPicker />, {
      preloadedState: {
        settings: { ...settingsSlice.getInitialState(), predefined: [overridden] },
      },
      locale: 'fr',
    });
    expect(screen.getByRole('option', { name: /^TSV maison – / })).toBeInTheDocument();
  });

  it('exports the selected setting as {id}.json, in the shape the import reads', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; keep the blob to read it back.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:setting';
      },
      revokeObjectURL: () => undefined,
    });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = renderWithProviders(<SettingPicker />, {
      preloadedState: {
        settings: { ...settingsSlice.getInitialState(), custom: [CUSTOM], selectedId: 'mine' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actions on this configuration' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export' }));
    expect(downloads).toEqual(['mine.json']);
    expect(JSON.parse(await readText(blobs[0]!))).toEqual({
      id: 'mine',
      fullName: 'Mine',
      country: 'FR',
      headers: { 'Traces-Level': 'error' },
    });
  });
});
