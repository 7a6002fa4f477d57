import { act, screen, within } from '@testing-library/react';
import { createPlatformManifest } from '../../test/builders.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminActions } from './admin.slice.js';
import { PlatformsPage } from './platforms-page.js';

const PLATFORMS = [
  createPlatformManifest('sd', {
    longname: 'ScienceDirect',
    verdict: {
      serving: 'native',
      triedUrls: 1234,
      equalUrls: 1234,
      differingUrls: 0,
      tableRows: 12,
    },
  }),
  createPlatformManifest('aaf', {
    longname: 'allAfrica',
    source: 'pack',
    verdict: { serving: 'pack', triedUrls: 106, equalUrls: 102, differingUrls: 4, tableRows: 3 },
  }),
  createPlatformManifest('acs', {
    longname: 'ACS',
    source: 'pack',
    verdict: {
      serving: 'pack',
      pending: true,
      triedUrls: 0,
      equalUrls: 0,
      differingUrls: 0,
      tableRows: 0,
    },
  }),
  // Equal wherever tried, but on no row of its own test table: not proven.
  createPlatformManifest('mdpi', {
    longname: 'MDPI',
    source: 'pack',
    verdict: { serving: 'pack', triedUrls: 4, equalUrls: 4, differingUrls: 0, tableRows: 0 },
  }),
  createPlatformManifest('demo', { longname: 'Demo (pack only)', source: 'pack' }),
  createPlatformManifest('own', { longname: 'Own (native only)' }),
];

/** The "Served by" cell of each row, by long name. */
function servedBy(): Record<string, string> {
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const column = headers.findIndex((text) => text === 'Served by' || text === 'Servie par');
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return [cells[0]?.textContent ?? '', cells[column]?.textContent ?? ''];
      }),
  );
}

describe('platforms page: which rules serve each platform', () => {
  matchViewportWidth(1280);

  it('says native with the URLs it was proven equal on, or pack and why', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    expect(await screen.findByRole('columnheader', { name: 'Served by' })).toBeInTheDocument();
    expect(servedBy()).toEqual({
      ScienceDirect: 'native, equal on 1,234 URLs',
      allAfrica: 'packnative rules differ on 4 URLs',
      ACS: 'packnative rules not checked yet',
      MDPI: 'packnative rules not proven: the pack has no test table for it',
      'Demo (pack only)': 'pack',
      'Own (native only)': 'native',
    });
  });

  it('says it in French too', async () => {
    const { store } = renderWithProviders(<PlatformsPage />, { locale: 'fr' });
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    expect(await screen.findByRole('columnheader', { name: 'Servie par' })).toBeInTheDocument();
    expect(servedBy()).toMatchObject({
      ScienceDirect: 'règles natives, identiques sur 1\u202f234 URL',
      allAfrica: 'paquet de plateformesles règles natives diffèrent sur 4 URL',
      MDPI: "paquet de plateformesrègles natives non prouvées\u00a0: le paquet n'a pas de table de test pour elle",
      'Demo (pack only)': 'paquet de plateformes',
    });
  });
});
