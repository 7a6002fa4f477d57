import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { UpdatesPage } from './updates-page.js';

const OUTDATED = {
  'is-git-repo': true,
  current: 'abc1234',
  head: 'def5678',
  'from-head': 'outdated',
  'local-commits': false,
  'local-changes': false,
} as const;

/** The block under a section heading of the page. */
const section = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('updates page', () => {
  it('shows every pack with its update button, and the middlewares with the software', async () => {
    const { store } = renderWithProviders(<UpdatesPage />);
    act(() => {
      store.dispatch(
        appInfoActions.statusesLoaded({
          platforms: OUTDATED,
          resources: OUTDATED,
          exclusions: OUTDATED,
          middlewares: OUTDATED,
          app: { 'is-git-repo': false },
        }),
      );
    });
    await screen.findByRole('heading', { name: 'Exclusions' });
    for (const title of ['Platforms', 'Resources', 'Exclusions']) {
      const button = within(section(title)).getByRole('button', { name: 'Update' });
      expect((button as HTMLButtonElement).disabled).toBe(false);
    }
    const middlewares = section('Middlewares');
    expect(within(middlewares).queryByRole('button', { name: 'Update' })).toBeNull();
    expect(middlewares.textContent).toContain('updating the software updates them');
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
  });
});
