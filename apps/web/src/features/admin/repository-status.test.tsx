import { act, screen } from '@testing-library/react';
import type { RepositoryStatus as Status } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { adminActions } from './admin.slice.js';
import { RepositoryStatus } from './repository-status.js';

function renderStatus(platforms: Status, locale: 'en' | 'fr' = 'en') {
  const view = renderWithProviders(<RepositoryStatus repository="platforms" />, { locale });
  act(() => {
    view.store.dispatch(appInfoActions.statusesLoaded({ platforms }));
  });
  return view;
}

describe('RepositoryStatus', () => {
  // The middlewares' status is the software's: a stable build on its latest tag is up to date,
  // though its branch has moved on (`from-head` outdated), as the Software section says.
  it('reads the middlewares by the software rule: a stable build on its latest tag', () => {
    const view = renderWithProviders(
      <RepositoryStatus repository="middlewares" canUpdate={false} />,
    );
    act(() => {
      view.store.dispatch(
        appInfoActions.statusesLoaded({
          middlewares: {
            'is-git-repo': true,
            current: '1.0.0',
            tag: '1.0.0',
            head: '1.0.0-2-gabc1234',
            'from-head': 'outdated',
            'from-tag': 'uptodate',
          },
        }),
      );
    });
    expect(screen.getByText('Up to date')).toBeVisible();
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Version unknown', 'Up to date'],
    ['fr', 'Version inconnue', 'À jour'],
  ] as const)(
    'does not claim "up to date" when the version is unknown (%s)',
    (locale, unknown, upToDate) => {
      renderStatus({ 'is-git-repo': true, 'from-head': 'uptodate' }, locale);
      expect(screen.getByText(unknown)).toBeVisible();
      expect(screen.queryByText(upToDate)).not.toBeInTheDocument();
      expect(screen.queryByText('–')).not.toBeInTheDocument();
    },
  );

  // A copy without its remote (QA B item 6: the middlewares of a checkout with no `origin`).
  it.each([
    ['en', 'Latest version unknown', 'Up to date'],
    ['fr', 'Dernière version inconnue', 'À jour'],
  ] as const)(
    'does not claim "up to date" when no upstream version is known (%s)',
    (locale, latestUnknown, upToDate) => {
      renderStatus({ 'is-git-repo': true, current: '79b03f0', 'local-changes': false }, locale);
      expect(screen.getByText('79b03f0')).toBeVisible();
      expect(screen.getByText(latestUnknown)).toBeVisible();
      expect(screen.queryByText(upToDate)).not.toBeInTheDocument();
    },
  );

  // A folder put in place by hand (the shared pack, an unpacked archive), or none: no update.
  it.each([
    ['en', 'Not a git working copy'],
    ['fr', 'Pas de copie de travail git'],
  ] as const)('says why a copy outside git cannot be updated from here (%s)', (locale, why) => {
    renderStatus({ 'is-git-repo': false }, locale);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByText(why, { exact: false })).toBeVisible();
  });

  it('gives no such reason for a git copy', () => {
    renderStatus({ 'is-git-repo': true, current: 'abc1234', 'from-head': 'uptodate' });
    expect(screen.queryByText('Not a git working copy', { exact: false })).toBeNull();
  });

  it('says "up to date" next to a known version', () => {
    renderStatus({ 'is-git-repo': true, current: 'abc1234', 'from-head': 'uptodate' });
    expect(screen.getByText('abc1234')).toBeVisible();
    expect(screen.getByText('Up to date')).toBeVisible();
  });

  // Another admin's update (status `update-running`): shown, the button busy, and followed.
  it.each([
    ['en', 'An update is under way (started by an administrator): this page follows it.'],
    ['fr', 'Une mise à jour est en cours (lancée par un administrateur) : cette page la suit.'],
  ] as const)('shows an update another admin started and follows it (%s)', (locale, running) => {
    const { store } = renderWithProviders(<RepositoryStatus repository="platforms" />, { locale });
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(
        appInfoActions.statusesLoaded({
          platforms: {
            'is-git-repo': true,
            current: 'abc1234',
            'from-head': 'outdated',
            'update-running': true,
          },
        }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent(running);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(dispatched).toHaveBeenCalledWith(adminActions.runningUpdateSeen('platforms'));
  });
});
