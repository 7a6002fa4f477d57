import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminActions } from './admin.slice.js';
import { PlatformsPage } from './platforms-page.js';

const PLATFORMS = [
  {
    name: 'npg',
    longname: 'Nature',
    'pkb-packages': [
      { name: 'npg_GLOBAL_ALLJOURNALS', date: '2025-02-21', entries: 1234 },
      { name: 'npg_ISTEX', date: '2021-01-22', entries: 56 },
    ],
  },
  { name: 'acs', longname: 'American Chemical Society' },
];

describe('platforms page', () => {
  it('shows the knowledge-base packages of a platform in a dialog', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['acs'] }));
    });

    await user.click(await screen.findByRole('button', { name: '2 packages' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Knowledge-base packages of Nature',
    });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PackageDateTitles',
      'npg_GLOBAL_ALLJOURNALS2025-02-211,234',
      'npg_ISTEX2021-01-2256',
    ]);
  });

  it('shows only the platforms an update changes', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['acs'] }));
    });
    expect(await screen.findByText('Nature')).toBeTruthy();
    await user.click(screen.getByText('Only show outdated platforms'));
    expect(screen.queryByText('Nature')).toBeNull();
    expect(screen.getByText('American Chemical Society')).toBeTruthy();
  });
});
