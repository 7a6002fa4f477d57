import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { RepositoryStatus } from './repository-status.js';

// A status still being read is no failure: the "no network" diagnosis waits for one.
describe('a repository status not read yet', () => {
  it('says it is being read, then why it is unknown once the call failed', () => {
    const { store } = renderWithProviders(<RepositoryStatus repository="platforms" />);
    act(() => {
      store.dispatch(appInfoActions.statusLoadStarted('platforms'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Reading the status…');
    expect(screen.queryByText('Status unknown')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(appInfoActions.statusLoadFailed('platforms'));
    });
    expect(screen.getByText('Status unknown')).toBeInTheDocument();
    expect(screen.queryByText('Reading the status…')).not.toBeInTheDocument();
  });

  it('shows the status as soon as it is read', () => {
    const { store } = renderWithProviders(<RepositoryStatus repository="platforms" />);
    act(() => {
      store.dispatch(appInfoActions.statusLoadStarted('platforms'));
      store.dispatch(
        appInfoActions.statusesLoaded({ platforms: { 'is-git-repo': true, current: 'abc1234' } }),
      );
    });
    expect(screen.queryByText('Reading the status…')).not.toBeInTheDocument();
    expect(screen.getByText(/abc1234/)).toBeInTheDocument();
  });
});
