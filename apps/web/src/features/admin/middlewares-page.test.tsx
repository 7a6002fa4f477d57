import { act, screen, within } from '@testing-library/react';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminActions } from './admin.slice.js';
import { MiddlewaresPage } from './middlewares-page.js';

const INFO = {
  config: ['filter', 'parser', 'deduplicator'],
  enabled: ['filter', 'parser', 'deduplicator'],
  available: ['crossref', 'unpaywall'],
  headers: [],
};

describe('middlewares page', () => {
  const renderLoaded = () => {
    const view = renderWithProviders(<MiddlewaresPage />);
    act(() => {
      view.store.dispatch(adminActions.middlewaresLoaded(INFO));
    });
    // Each edit is the `middlewareChainEdited` event, which the saga saves (admin.test.ts).
    const chain = () => view.store.getState().admin.middlewares?.enabled;
    return { ...view, chain };
  };

  it('shows the active chain in order with a drag handle each, and what can be added', async () => {
    renderLoaded();
    const active = (
      await screen.findByText('Active middlewares for processing')
    ).closest<HTMLElement>('.chakra-card__root')!;
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1filter', '2parser', '3deduplicator']);
    expect(within(active).getByRole('button', { name: 'Move parser' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add crossref' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Restore the default chain' }).disabled,
    ).toBe(true);
  });

  it('edits the chain on each change: an added middleware, a removed one, the default chain', async () => {
    const { user, chain } = renderLoaded();
    await user.click(await screen.findByRole('button', { name: 'Add crossref' }));
    expect(chain()).toEqual(['filter', 'parser', 'deduplicator', 'crossref']);
    await user.click(screen.getByRole('button', { name: 'Remove filter' }));
    expect(chain()).toEqual(['parser', 'deduplicator', 'crossref']);
    await user.click(screen.getByRole('button', { name: 'Restore the default chain' }));
    expect(chain()).toEqual(['filter', 'parser', 'deduplicator']);
  });

  // Without the parser every line of every job would be an event: the server refuses that chain.
  it('keeps the parser: its remove button is off, and the page says why', async () => {
    const { chain } = renderLoaded();
    expect(
      await screen.findByText(/The parser recognises the platforms: the chain always keeps it\./),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove parser' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove filter' })).toBeEnabled();
    expect(chain()).toEqual(['filter', 'parser', 'deduplicator']);
  });

  // The server refuses PUT /api/admin/middlewares/status (409 middlewaresShipWithApp): an Update
  // button here could only fail, whatever the version chip says.
  it('offers no Update of the middlewares, which ship with the software, and says so', async () => {
    const { store } = renderLoaded();
    act(() => {
      store.dispatch(
        appInfoActions.statusesLoaded({
          middlewares: {
            'is-git-repo': true,
            current: 'v1.0.0',
            head: 'v1.1.0',
            'from-head': 'outdated',
          },
        }),
      );
    });
    expect(await screen.findByText('v1.0.0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(
      screen.getByText('Middlewares ship with the software: updating the software updates them.'),
    ).toBeTruthy();
  });
});

describe('middlewares page before the chain is known', () => {
  it('says it is loading, then that loading failed, not that the instance forbids editing', async () => {
    const { store, user } = renderWithProviders(<MiddlewaresPage />);
    expect(screen.getByRole('status', { name: 'Loading the middleware chain…' })).toBeTruthy();
    act(() => {
      store.dispatch(adminActions.adminListLoadFailed('middlewares'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The middleware chain could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(store.getState().admin.loads.middlewares).toBe('loading');
    act(() => {
      store.dispatch(adminActions.middlewaresLoaded(INFO));
    });
    expect(await screen.findByRole('button', { name: 'Add crossref' })).toBeTruthy();
  });
});
