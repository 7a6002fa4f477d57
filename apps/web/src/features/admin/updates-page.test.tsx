import { act, screen, waitFor, within } from '@testing-library/react';
import type { RepositoryStatus } from '@sillage/shared-types';
import { pageReload } from '../../shared/page-reload.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import {
  restoreNetwork,
  serveRequests,
  type Reply,
  type ServedRequest,
} from '../../test/serve-requests.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { socketActions } from '../live-events/socket.slice.js';
import { Snackbar } from '../notifications/snackbar.js';
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

afterEach(() => {
  restoreNetwork();
  jest.restoreAllMocks();
});

/** Only the `METHOD /path?query` of each call. */
const linesOf = (requests: ServedRequest[]) => requests.map((request) => request.line);

/** The updates page and the snackbar on a store whose sagas run against `serveRequests`. */
function renderPage(software: RepositoryStatus = { 'is-git-repo': false }) {
  const view = renderWithProviders(
    <>
      <UpdatesPage />
      <Snackbar />
    </>,
    { shouldRunSagas: true },
  );
  act(() => {
    view.store.dispatch(
      appInfoActions.statusesLoaded({
        platforms: OUTDATED,
        resources: OUTDATED,
        exclusions: OUTDATED,
        middlewares: OUTDATED,
        app: software,
      }),
    );
  });
  return view;
}

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

describe('updates page out of the box', () => {
  it('says why a status is unknown and checks again on demand', async () => {
    const requests = serveRequests(({ line }) =>
      line.startsWith('GET /api/admin/') ? { status: 200, data: OUTDATED } : { status: 404 },
    );
    const { user } = renderWithProviders(<UpdatesPage />, { locale: 'fr', shouldRunSagas: true });
    await screen.findByRole('heading', { name: 'Plateformes' });
    expect(screen.getAllByText('État inconnu').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/pas accès au réseau/).length).toBeGreaterThan(0);
    // The software too: an unread status is not an "unversioned" installation.
    expect(screen.queryByText('Non versionné')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Vérifier de nouveau' })[0]!);
    await waitFor(() => expect(screen.queryByText('État inconnu')).not.toBeInTheDocument());
    expect(linesOf(requests)).toContain('GET /api/admin/platforms/status');
  });

  it('explains "stable –, beta –": a copy without a remote to compare with', async () => {
    renderPage({ 'is-git-repo': true, current: 'abc1234', 'local-changes': false });
    const software = await screen.findByText(/no source repository/);
    expect(software).toHaveTextContent('git remote "origin"');
    expect(screen.queryByText(/stable –/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Latest version unknown'],
    ['fr', 'Dernière version inconnue'],
  ] as const)(
    'never shows the version as the latest (green) without a remote to compare with (%s)',
    async (locale, unknown) => {
      const { store } = renderWithProviders(<UpdatesPage />, { locale });
      act(() => {
        store.dispatch(
          appInfoActions.statusesLoaded({
            app: { 'is-git-repo': true, current: 'v1.2.0', 'local-changes': false },
          }),
        );
      });
      const chip = await screen.findByText('v1.2.0');
      expect(chip).toHaveAttribute('data-verdict', 'unknown');
      expect(chip.parentElement).toHaveTextContent(unknown);
    },
  );

  it('shows the version as the latest once the remote says so', async () => {
    renderPage({
      'is-git-repo': true,
      current: 'v1.2.0',
      tag: 'v1.2.0',
      head: 'v1.2.0',
      'from-head': 'uptodate',
      'from-tag': 'uptodate',
    });
    const chip = await screen.findByText('v1.2.0', { selector: '[data-verdict]' });
    expect(chip).toHaveAttribute('data-verdict', 'uptodate');
    expect(screen.queryByText('Latest version unknown')).not.toBeInTheDocument();
  });
});

describe('software update', () => {
  it('streams the output into the log box, then offers Refresh once the server is back', async () => {
    let finishUpdate: (reply: Reply) => void = () => undefined;
    const requests = serveRequests(({ line: request }) => {
      if (request.startsWith('PUT /api/admin/app/status')) {
        // The server answers only once the new version is built.
        return new Promise<Reply>((resolve) => {
          finishUpdate = resolve;
        });
      }
      if (request.startsWith('GET /api/admin/')) {
        return { status: 200, data: { ...OUTDATED, 'from-head': 'uptodate' } };
      }
      return { status: 401 };
    });
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { store, user } = renderPage(OUTDATED);

    await user.click(
      within(section('Software')).getByRole('button', { name: 'Update the software' }),
    );
    // A beta build (current is not x.y.z) follows the branch's newest commit.
    await waitFor(() =>
      expect(linesOf(requests)).toContain('PUT /api/admin/app/status?version=latest&force=false'),
    );
    const logs = screen.getByRole('log', { name: 'Update output' });
    act(() => {
      store.dispatch(socketActions.updateLogsReceived('$ git fetch --tags origin\n'));
      store.dispatch(socketActions.updateLogsReceived('$ npm ci\nadded 12 packages\n'));
    });
    expect(logs).toHaveTextContent('$ git fetch --tags origin $ npm ci added 12 packages');

    act(() => {
      store.dispatch(socketActions.updateLogsReceived('Restarting...\n'));
      finishUpdate({ status: 200, data: { from: 'abc1234', to: 'def5678', restarting: true } });
    });
    expect(
      await screen.findByText('The software is updated, then the service restarts.'),
    ).toBeInTheDocument();
    // The server restarts: the dialog waits for the socket to come back.
    act(() => {
      store.dispatch(socketActions.socketDisconnected());
    });
    expect(screen.queryByRole('dialog', { name: 'Update completed' })).toBeNull();
    expect(logs).toHaveTextContent('Restarting...');
    const statusCallsBefore = linesOf(requests).filter((line) => line.startsWith('GET')).length;

    act(() => {
      store.dispatch(socketActions.socketConnected('socket-after-restart'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update completed' });
    expect(dialog).toHaveTextContent('refresh the page to use it');
    // The versions behind the dialog are already those of the new server: nothing to update.
    expect(linesOf(requests).filter((line) => line.startsWith('GET')).length).toBeGreaterThan(
      statusCallsBefore,
    );
    const software = screen.getByRole('heading', { name: 'Software', hidden: true }).parentElement!;
    expect(
      within(software).getByRole('button', { name: 'Update the software', hidden: true }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes the completed dialog without reloading', async () => {
    serveRequests(({ line: request }) =>
      request.startsWith('PUT /api/admin/app/status')
        ? { status: 200, data: { from: 'a', to: 'b', restarting: true } }
        : { status: 401 },
    );
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { store, user } = renderPage(OUTDATED);
    await user.click(screen.getByRole('button', { name: 'Update the software' }));
    await screen.findByText('The software is updated, then the service restarts.');
    act(() => {
      store.dispatch(socketActions.socketConnected('socket-after-restart'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update completed' })).toBeNull(),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('switching between stable and beta', () => {
  const updateRequests = (requests: ServedRequest[]) =>
    linesOf(requests).filter((line) => line.startsWith('PUT /api/admin/app/status'));
  const serveUpdates = () =>
    serveRequests(({ line }) =>
      line.startsWith('PUT /api/admin/app/status')
        ? { status: 200, data: { from: 'a', to: 'b', restarting: true } }
        : { status: 401 },
    );

  it('a beta build switches to the latest tag', async () => {
    const requests = serveUpdates();
    const { user } = renderPage({ ...OUTDATED, tag: '1.1.0', head: '1.1.0-3-gdef5678' });
    const software = section('Software');
    expect(within(software).queryByRole('button', { name: 'Switch to beta version' })).toBeNull();
    await user.click(within(software).getByRole('button', { name: 'Switch to stable version' }));
    await waitFor(() =>
      expect(updateRequests(requests)).toEqual(['PUT /api/admin/app/status?force=false']),
    );
  });

  it('a stable build switches to the newest commit', async () => {
    const requests = serveUpdates();
    const { user } = renderPage({
      'is-git-repo': true,
      current: '1.1.0',
      tag: '1.1.0',
      head: '1.1.0-3-gdef5678',
      'from-tag': 'uptodate',
      'from-head': 'outdated',
    });
    const software = section('Software');
    // Up to date with its latest tag: nothing to update, but beta is ahead.
    expect(within(software).getByRole('button', { name: 'Update the software' })).toBeDisabled();
    await user.click(within(software).getByRole('button', { name: 'Switch to beta version' }));
    await waitFor(() =>
      expect(updateRequests(requests)).toEqual([
        'PUT /api/admin/app/status?version=latest&force=false',
      ]),
    );
  });

  it('cannot switch when the latest tag is the newest commit', () => {
    serveUpdates();
    renderPage({ 'is-git-repo': true, current: '1.1.0', tag: '1.1.0', head: '1.1.0' });
    expect(
      within(section('Software')).getByRole('button', { name: 'Switch to beta version' }),
    ).toBeDisabled();
  });
});

// An update sets changes made by hand in the install aside in git's stash (ADR 0120): the admin
// is told where they go. The reference warned in the Software section.
describe('a software copy with local changes', () => {
  const LOCAL = { ...OUTDATED, 'local-changes': true } as const;
  const serveUpdates = () =>
    serveRequests(({ line }) =>
      line.startsWith('PUT /api/admin/app/status')
        ? { status: 200, data: { from: 'a', to: 'b', restarting: true } }
        : { status: 401 },
    );
  const updateRequests = (requests: ServedRequest[]) =>
    linesOf(requests).filter((line) => line.startsWith('PUT /api/admin/app/status'));

  it('is said in the Software section, with who to ask', () => {
    serveUpdates();
    renderPage(LOCAL);
    expect(within(section('Software')).getByRole('alert').textContent).toContain(
      'contact the people who deployed it',
    );
  });

  it("is updated only once the admin confirms, knowing the changes go to git's stash", async () => {
    const requests = serveUpdates();
    const { user } = renderPage(LOCAL);
    await user.click(
      within(section('Software')).getByRole('button', { name: 'Update the software' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Update the software?' });
    expect(dialog).toHaveTextContent("sets them aside in git's stash first");
    expect(updateRequests(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(updateRequests(requests)).toEqual([]);
    await user.click(
      within(section('Software')).getByRole('button', { name: 'Update the software' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    // A beta build (abc1234) follows the newest commit.
    await waitFor(() =>
      expect(updateRequests(requests)).toEqual([
        'PUT /api/admin/app/status?version=latest&force=false',
      ]),
    );
  });
});

describe('restart', () => {
  it('asks for confirmation before restarting', async () => {
    const requests = serveRequests(({ line: request }) =>
      request.startsWith('POST /api/admin/restart')
        ? { status: 200, data: { restarting: true } }
        : { status: 401 },
    );
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Sillage' });
    expect(dialog).toHaveTextContent('Restart now?');
    expect(linesOf(requests).filter((line) => line.includes('restart'))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(dialog).toHaveTextContent('The service is restarting.'));
    expect(linesOf(requests)).toContain('POST /api/admin/restart?force=false');

    // The socket's next `connected` is the server back: the dialog closes and says so.
    act(() => {
      store.dispatch(socketActions.socketConnected('socket-after-restart'));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('The service has restarted.');
  });

  it('No closes the dialog without restarting', async () => {
    const requests = serveRequests(() => ({ status: 401 }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Sillage' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(linesOf(requests).filter((line) => line.includes('restart'))).toEqual([]);
  });

  it('while jobs run (409), Yes waits for "Force restart", then sends force=true', async () => {
    const requests = serveRequests(({ line: request }) => {
      if (request === 'POST /api/admin/restart?force=false') {
        return { status: 409, data: { code: 409, kind: 'CONFLICT', message: 'jobsRunning' } };
      }
      if (request === 'POST /api/admin/restart?force=true') {
        return { status: 200, data: { restarting: true } };
      }
      return { status: 401 };
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Sillage' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Force restart' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    const force = await within(dialog).findByRole('checkbox', { name: 'Force restart' });
    expect(dialog).toHaveTextContent('Processes are running: a restart would stop them.');
    // The focused Yes turned disabled: the new choice has the focus, not the page.
    await waitFor(() => expect(force).toHaveFocus());
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    expect(yes).toBeDisabled();
    await user.click(force);
    expect(yes).toBeEnabled();
    await user.click(yes);
    await waitFor(() => expect(dialog).toHaveTextContent('The service is restarting.'));
    expect(linesOf(requests).filter((line) => line.includes('restart'))).toEqual([
      'POST /api/admin/restart?force=false',
      'POST /api/admin/restart?force=true',
    ]);
    // A conflict is not an error: no snack.
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('any other failure shows "Cannot restart Sillage." and lets the admin retry', async () => {
    serveRequests(({ line: request }) =>
      request.startsWith('POST /api/admin/restart') ? { status: 500 } : { status: 401 },
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Sillage' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Cannot restart Sillage.');
    expect(within(dialog).queryByRole('checkbox', { name: 'Force restart' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });
});
