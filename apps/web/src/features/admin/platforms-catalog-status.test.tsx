import { act, screen } from '@testing-library/react';
import type { Action } from '@reduxjs/toolkit';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { platformsCatalogActions } from '../platforms-catalog/platforms-catalog.slice.js';
import { adminActions } from './admin.slice.js';
import { PlatformsCatalogStatus } from './platforms-catalog-status.js';

/** Records what the component dispatches. */
function spyDispatch(store: { dispatch: (action: Action) => unknown }) {
  const dispatched: Action[] = [];
  const dispatch = store.dispatch.bind(store);
  jest.spyOn(store, 'dispatch').mockImplementation((action: Action) => {
    dispatched.push(action);
    return dispatch(action);
  });
  return dispatched;
}

describe('PlatformsCatalogStatus (admin platforms page)', () => {
  it('shows a failed fetch with its reason and fetches again on request', async () => {
    const { store, user } = renderWithProviders(<PlatformsCatalogStatus />);
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'failed',
          origin: 'default',
          repository: 'https://github.com/ezpaarse-project/ezpaarse-platforms',
          branch: 'master',
          reason: 'Could not resolve host: github.com',
        }),
      );
    });
    const panel = screen.getByTestId('platforms-catalog-status');
    expect(panel).toHaveTextContent(/could not be fetched: Could not resolve host: github\.com/);
    expect(panel).toHaveTextContent(
      'Repository https://github.com/ezpaarse-project/ezpaarse-platforms, branch master',
    );
    await user.click(screen.getByRole('button', { name: 'Fetch again' }));
    // The request is on its way (the saga sends it).
    expect(store.getState().platformsCatalog.isRequesting).toBe(true);
  });

  it('shows the progress of a fetch, then reloads the platforms when it is ready', () => {
    const { store } = renderWithProviders(<PlatformsCatalogStatus />);
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'fetching',
          origin: 'default',
          phase: 'resolving',
          progress: 90,
        }),
      );
    });
    expect(screen.getByTestId('platforms-catalog-status')).toHaveTextContent(
      'The community platforms catalog is being fetched (unpacking, 90%).',
    );
    expect(screen.queryByRole('button', { name: 'Fetch again' })).toBeNull();
    const dispatched = spyDispatch(store);
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'default',
          version: '1a2b3c4',
          date: '2026-11-20',
        }),
      );
    });
    expect(screen.getByTestId('platforms-catalog-status')).toHaveTextContent(
      'Platforms are recognised by the community catalog, version 1a2b3c4 of 2026 Nov 20.',
    );
    expect(dispatched).toContainEqual(adminActions.platformsPageEntered());
    expect(dispatched).toContainEqual(appInfoActions.statusesRequested());
  });

  it('says in French that the built-in rules serve alone when fetching is off', () => {
    const { store } = renderWithProviders(<PlatformsCatalogStatus />, { locale: 'fr' });
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({ state: 'disabled', origin: 'default' }),
      );
    });
    expect(screen.getByTestId('platforms-catalog-status')).toHaveTextContent(
      /Le téléchargement du catalogue communautaire des plateformes est désactivé/,
    );
  });

  it('says in French that the check of the built-in rules failed, and names the skipped platforms', () => {
    const { store } = renderWithProviders(<PlatformsCatalogStatus />, { locale: 'fr' });
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'configured',
          verification: { reason: 'EACCES', at: '2026-12-01T10:00:00.000Z' },
          brokenPlatforms: ['zz-noparser', 'zz-unreadable'],
        }),
      );
    });
    const failed = screen.getByTestId('platforms-verification-failed');
    expect(failed).toHaveTextContent('La vérification des règles intégrées a échoué');
    expect(failed).toHaveTextContent(
      /: EACCES\. En attendant, le paquet sert toutes les plateformes/,
    );
    expect(screen.getByRole('button', { name: 'Vérifier à nouveau' })).toBeInTheDocument();
    const broken = screen.getByTestId('platforms-broken');
    expect(broken).toHaveAttribute('role', 'alert');
    expect(broken).toHaveTextContent(
      /Ces 2 plateformes du paquet ont un manifeste mais pas de parser\.js lisible.*: zz-noparser, zz-unreadable\./,
    );
  });

  it('names one skipped platform in English, and shows no failure when the check did not fail', () => {
    const { store } = renderWithProviders(<PlatformsCatalogStatus />);
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'configured',
          brokenPlatforms: ['zz-noparser'],
        }),
      );
    });
    expect(screen.queryByTestId('platforms-verification-failed')).toBeNull();
    expect(screen.getByTestId('platforms-broken')).toHaveTextContent(
      'This platform of the pack has a manifest but no readable parser.js, and is skipped (the built-in rules of the same name serve, when there are some): zz-noparser.',
    );
  });
  it('names the platforms whose manifest cannot be used, each with why, in both languages', () => {
    const unusablePlatforms = [
      { folder: 'sd', reason: 'manifest domains is not a list of host names' },
      { folder: 'zz-empty', reason: 'manifest.json holds no JSON object' },
    ];
    const french = renderWithProviders(<PlatformsCatalogStatus />, { locale: 'fr' });
    act(() => {
      french.store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'configured',
          unusablePlatforms,
        }),
      );
    });
    const alert = screen.getByTestId('platforms-unusable');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      /Ces 2 plateformes du paquet sont ignorées, leur manifest\.json n'est pas utilisable/,
    );
    expect(alert).toHaveTextContent('sd : manifest domains is not a list of host names');
    expect(screen.getByText(/manifest\.json holds no JSON object/)).toHaveAttribute('lang', 'en');
    french.unmount();

    const english = renderWithProviders(<PlatformsCatalogStatus />);
    act(() => {
      english.store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'configured',
          unusablePlatforms: unusablePlatforms.slice(0, 1),
        }),
      );
    });
    expect(screen.getByTestId('platforms-unusable')).toHaveTextContent(
      'This platform of the pack is skipped, its manifest.json cannot be used',
    );
  });
});
