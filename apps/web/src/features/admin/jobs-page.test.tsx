import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createJobSummary, createSignedInState } from '../../test/builders.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { socketActions } from '../live-events/socket.slice.js';
import { adminApi } from './admin.api.js';
import { adminActions } from './admin.slice.js';
import { JobsPage } from './jobs-page.js';

const JOBS = [
  createJobSummary({ jobId: 'job-old', createdAt: '2026-03-01T10:00:00', status: 'error' }),
  createJobSummary({ jobId: 'job-new', createdAt: '2026-03-05T10:00:00', userId: null }),
];

/** The jobs page as an administrator sees it, in `locale`. */
function renderJobsPage(locale: Locale = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <JobsPage />
    </MemoryRouter>,
    { locale, preloadedState: { auth: createSignedInState('admin') } },
  );
}

describe('JobsPage', () => {
  matchViewportWidth(1280);

  it('counts running jobs live and lists the history newest first', () => {
    const { store } = renderJobsPage();
    act(() => {
      store.dispatch(adminActions.treatmentsLoaded(JOBS));
      store.dispatch(socketActions.runningJobsReceived(['a', 'b']));
    });
    expect(screen.getByTestId('running-jobs')).toHaveTextContent(
      'There are 2 processes in progress.',
    );
    act(() => {
      store.dispatch(socketActions.runningJobsReceived([]));
    });
    expect(screen.getByTestId('running-jobs')).toHaveTextContent('No process in progress.');

    const rows = within(screen.getByRole('table', { name: 'Processes' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Newest first; a job without a user is anonymous; the id opens its report in a new tab.
    expect(rows[1]).toHaveTextContent('Anonymous');
    const report = within(rows[1]!).getByRole('link', { name: 'job-new' });
    expect(report).toHaveAttribute('href', '/report/job-new');
    expect(report).toHaveAttribute('target', '_blank');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[2]).toHaveTextContent('Error');
  });

  it("names a deleted account's job apart from an anonymous one (fr)", () => {
    const { store } = renderJobsPage('fr');
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({ jobId: 'job-gone', userId: null, ownerDeleted: true }),
          createJobSummary({ jobId: 'job-anon', userId: null, ownerDeleted: false }),
        ]),
      );
    });
    expect(screen.getByRole('row', { name: /job-gone/ })).toHaveTextContent('Compte supprimé');
    expect(screen.getByRole('row', { name: /job-anon/ })).toHaveTextContent('Anonyme');
    expect(screen.getByRole('row', { name: /job-anon/ })).not.toHaveTextContent('Compte supprimé');
  });

  it('tells a job whose connection closed apart from a cancelled one, with the reason', () => {
    const { store } = renderJobsPage();
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({ jobId: 'job-gone', status: 'abort', abortReason: 'client-gone' }),
          createJobSummary({ jobId: 'job-cancelled', status: 'abort', abortReason: 'cancelled' }),
        ]),
      );
    });
    const table = within(screen.getByRole('table', { name: 'Processes' }));
    const gone = table.getByRole('link', { name: 'job-gone' }).closest('tr');
    const cancelled = table.getByRole('link', { name: 'job-cancelled' }).closest('tr');
    expect(gone).toHaveTextContent('Interrupted');
    expect(gone).toHaveTextContent('The connection closed while the job ran');
    expect(cancelled).toHaveTextContent('Abort');
    expect(cancelled).not.toHaveTextContent('Interrupted');
  });

  it.each([
    ['en', 'Uploading', 'In process'],
    ['fr', 'Envoi en cours', 'En cours'],
  ] as const)(
    'tells a job whose files are still coming in apart from one a worker has (%s)',
    (locale, uploading, started) => {
      const { store } = renderJobsPage(locale);
      const waiting = { status: 'queued', startedAt: null, endedAt: null } as const;
      act(() => {
        store.dispatch(
          adminActions.treatmentsLoaded([
            createJobSummary({ jobId: 'job-upload', ...waiting, uploading: true }),
            createJobSummary({ jobId: 'job-queued', ...waiting, uploading: false }),
          ]),
        );
      });
      const table = within(screen.getByRole('table'));
      const row = (name: string) => table.getByRole('link', { name }).closest('tr');
      expect(row('job-upload')).toHaveTextContent(uploading);
      expect(row('job-queued')).toHaveTextContent(started);
      expect(row('job-queued')).not.toHaveTextContent(uploading);
    },
  );
});

describe('JobsPage cancels', () => {
  matchViewportWidth(1280);

  it.each([
    ['en', 'Cancelled by alice@example.org.'],
    ['fr', 'Annulé par alice@example.org.'],
  ] as const)('says who cancelled a job (%s)', (locale, byAlice) => {
    const { store } = renderJobsPage(locale);
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({
            jobId: 'job-cancelled',
            status: 'abort',
            abortReason: 'cancelled',
            cancelledBy: { userId: 'alice-id', email: 'alice@example.org' },
          }),
          createJobSummary({ jobId: 'job-done' }),
        ]),
      );
    });
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('link', { name: 'job-cancelled' }).closest('tr')).toHaveTextContent(
      byAlice,
    );
    expect(table.getByRole('link', { name: 'job-done' }).closest('tr')).not.toHaveTextContent(
      byAlice,
    );
  });
});

describe('JobsPage owners and dates', () => {
  matchViewportWidth(1280);

  it('names owners by e-mail, finds their jobs by e-mail and dates them to the minute', async () => {
    const { store, user } = renderJobsPage();
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({
            jobId: 'job-alice',
            userId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
            userEmail: 'alice@example.org',
            createdAt: '2026-03-05T14:07:00',
          }),
          createJobSummary({ jobId: 'job-bob', userEmail: 'bob@example.org' }),
        ]),
      );
    });
    const table = screen.getByRole('table', { name: 'Processes' });
    const alice = within(table).getByRole('row', { name: /job-alice/ });
    expect(alice).toHaveTextContent('alice@example.org');
    expect(alice).not.toHaveTextContent('1b9d6bcd');
    expect(alice).toHaveTextContent('2026 Mar 05 - 14:07');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'alice@');
    expect(within(table).queryByRole('row', { name: /job-bob/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /job-alice/ })).toBeInTheDocument();
  });
});

describe('JobsPage sorting', () => {
  matchViewportWidth(1280);

  const SORTED = [
    createJobSummary({ jobId: 'job-1', createdAt: '2026-03-01T10:00:00', userEmail: 'bob@x.org' }),
    createJobSummary({ jobId: 'job-3', createdAt: '2026-03-03T10:00:00', userEmail: 'al@x.org' }),
    createJobSummary({
      jobId: 'job-2',
      createdAt: '2026-03-02T10:00:00',
      userEmail: 'bob@x.org',
      status: 'error',
    }),
  ];
  const listedIds = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('link').textContent);

  it.each([
    {
      locale: 'en',
      start: 'Start',
      owner: 'User',
      state: 'Status',
      process: 'Process',
      // Completed, then Error.
      byState: ['job-3', 'job-1', 'job-2'],
    },
    {
      locale: 'fr',
      start: 'Début',
      owner: 'Utilisateur',
      state: 'État',
      process: 'Traitement',
      // Erreur, then Terminé: states sort by the name shown.
      byState: ['job-2', 'job-3', 'job-1'],
    },
  ] as const)(
    'sorts by start (newest first at first), user and status ($locale)',
    async ({ locale, start, owner, state, process, byState }) => {
      const { store, user } = renderJobsPage(locale);
      act(() => {
        store.dispatch(adminActions.treatmentsLoaded(SORTED));
      });
      const header = (name: string) => screen.getByRole('columnheader', { name });
      expect(header(start)).toHaveAttribute('aria-sort', 'descending');
      expect(within(header(process)).queryByRole('button')).not.toBeInTheDocument();
      expect(listedIds()).toEqual(['job-3', 'job-2', 'job-1']);

      await user.click(screen.getByRole('button', { name: start }));
      expect(header(start)).toHaveAttribute('aria-sort', 'ascending');
      expect(listedIds()).toEqual(['job-1', 'job-2', 'job-3']);

      // Ties keep the newest first.
      await user.click(screen.getByRole('button', { name: owner }));
      expect(header(owner)).toHaveAttribute('aria-sort', 'ascending');
      expect(header(start)).toHaveAttribute('aria-sort', 'none');
      expect(listedIds()).toEqual(['job-3', 'job-2', 'job-1']);

      await user.click(screen.getByRole('button', { name: state }));
      expect(listedIds()).toEqual(byState);
    },
  );
});

const EZMESURE_TARGET = { id: 'main', label: 'ezMESURE', baseUrl: 'https://ezmesure.test' };

/** The jobs page of an admin showing one job, with these ezMESURE targets on the server. */
function renderWithEzmesureTarget(targets: unknown[] = [EZMESURE_TARGET]) {
  const requests = serveRequests(({ line }) =>
    line === 'GET /api/ezmesure/instances.json' ? { status: 200, data: targets } : { status: 404 },
  );
  const { store, user } = renderJobsPage();
  act(() => {
    store.dispatch(adminActions.treatmentsLoaded([JOBS[1]!]));
  });
  return { requests, user };
}

describe('JobsPage actions', () => {
  matchViewportWidth(1280);
  afterEach(restoreNetwork);

  it('offers the result download (new tab) and the ezMESURE upload for each job', async () => {
    const { user } = renderWithEzmesureTarget();
    await user.click(screen.getByRole('button', { name: 'Actions on process job-new' }));
    const download = await screen.findByRole('menuitem', { name: 'Download result' });
    expect(download).toHaveAttribute('href', '/job-new');
    expect(download).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('menuitem', { name: 'Load into ezMESURE' })).toBeInTheDocument();
  });

  it('opens the ezMESURE upload with the targets already loaded, asking for them once', async () => {
    const { requests, user } = renderWithEzmesureTarget();
    await user.click(screen.getByRole('button', { name: 'Actions on process job-new' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Load into ezMESURE' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Repository/ })).toHaveValue('main');
    await user.type(within(dialog).getByLabelText(/Authentication token/), 'a');
    const instanceRequests = requests.filter(
      (request) => request.line === 'GET /api/ezmesure/instances.json',
    );
    expect(instanceRequests).toHaveLength(1);
  });

  it('keeps the ezMESURE upload open on Escape once something is typed, and closes it empty', async () => {
    const { user } = renderWithEzmesureTarget();
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Actions on process job-new' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Load into ezMESURE' }));
      return screen.findByRole('dialog');
    };
    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await open();
    await user.type(within(dialog).getByLabelText(/Authentication token/), 'eyJ.token');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Authentication token/)).toHaveValue('eyJ.token');
  });

  it('does not offer the ezMESURE upload when the server has no ezMESURE target', async () => {
    const { requests, user } = renderWithEzmesureTarget([]);
    await waitFor(() =>
      expect(requests.map((request) => request.line)).toContain('GET /api/ezmesure/instances.json'),
    );
    await user.click(screen.getByRole('button', { name: 'Actions on process job-new' }));
    expect(await screen.findByRole('menuitem', { name: 'Download result' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Load into ezMESURE' })).not.toBeInTheDocument();
  });

  it('offers only its delete for a job whose result was streamed back (POST /), not kept', async () => {
    const { store, user } = renderJobsPage();
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({ jobId: 'job-posted', resultKept: false }),
        ]),
      );
    });
    const row = screen.getByRole('row', { name: /job-posted/ });
    await user.click(within(row).getByRole('button', { name: 'Actions on process job-posted' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Delete the process',
    ]);
    expect(within(row).getByRole('link', { name: 'job-posted' })).toHaveAttribute(
      'href',
      '/report/job-posted',
    );
  });
});

describe('jobs page saga', () => {
  matchViewportWidth(1280);

  afterEach(() => jest.restoreAllMocks());

  it('reloads the history whenever the set of running jobs changes, until the page is left', async () => {
    jest.spyOn(adminApi, 'fetchRunningJobs').mockResolvedValue(['a']);
    const fetchTreatments = jest.spyOn(adminApi, 'fetchTreatments').mockResolvedValue(JOBS);
    const { store } = renderWithProviders(<span />, { shouldRunSagas: true });
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    act(() => {
      store.dispatch(adminActions.jobsPageEntered());
    });
    await settle();
    expect(fetchTreatments).toHaveBeenCalledTimes(1);
    act(() => {
      store.dispatch(socketActions.runningJobsReceived([]));
    });
    await settle();
    expect(fetchTreatments).toHaveBeenCalledTimes(2);
    act(() => {
      store.dispatch(adminActions.jobsPageLeft());
      store.dispatch(socketActions.runningJobsReceived(['c']));
    });
    await settle();
    expect(fetchTreatments).toHaveBeenCalledTimes(2);
  });
});

describe.each([375, 1024])('JobsPage %i px wide (a phone, a laptop with the drawer)', (width) => {
  matchViewportWidth(width);

  it("puts the owner and date under the job's id, so the state and actions stay on screen", () => {
    const { store } = renderJobsPage();
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({
            jobId: 'job-alice',
            userEmail: 'alice@example.org',
            createdAt: '2026-03-05T14:07:00',
          }),
        ]),
      );
    });
    const table = screen.getByRole('table', { name: 'Processes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Process', 'Status', 'Actions']);
    const [, row] = within(table).getAllByRole('row');
    const [job] = within(row ?? table).getAllByRole('cell');
    expect(job).toHaveTextContent('job-alice');
    expect(job).toHaveTextContent('alice@example.org');
    expect(job).toHaveTextContent('2026 Mar 05 - 14:07');
  });
});

describe('JobsPage actions by state', () => {
  matchViewportWidth(1280);

  it('offers to delete an ended job, after a confirmation naming it and its owner', async () => {
    const { store, user } = renderJobsPage();
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({ jobId: 'job-done', userEmail: 'owner@example.org' }),
        ]),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Actions on process job-done' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Download result',
      'Delete the process',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Delete the process' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this process?' });
    expect(dialog).toHaveTextContent('job-done');
    expect(dialog).toHaveTextContent('owner@example.org');
    expect(dispatched).not.toHaveBeenCalledWith(adminActions.jobDeleteRequested('job-done'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete the process' }));
    expect(dispatched).toHaveBeenCalledWith(adminActions.jobDeleteRequested('job-done'));
    // The list comes back without it: the keyboard's place is the table, not the page's start.
    act(() => {
      store.dispatch(adminActions.treatmentsLoaded([createJobSummary({ jobId: 'job-other' })]));
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Processes' })).toHaveFocus());
  });

  it('offers to cancel a job in progress, after a confirmation', async () => {
    const { store, user } = renderJobsPage();
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([createJobSummary({ jobId: 'job-run', status: 'running' })]),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Actions on process job-run' }));
    // A job in progress has no result yet, and is cancelled before it can be deleted.
    expect(screen.queryByRole('menuitem', { name: 'Download result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete the process' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel the process' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('job-run');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the process' }));
    expect(dispatched).toHaveBeenCalledWith(adminActions.jobCancelRequested('job-run'));
  });

  it('says why a job failed, and offers no result to download for it, only its delete (fr)', async () => {
    const { store, user } = renderJobsPage('fr');
    act(() => {
      store.dispatch(
        adminActions.treatmentsLoaded([
          createJobSummary({ jobId: 'job-failed', status: 'error', errorCode: 4003 }),
        ]),
      );
    });
    const row = screen.getByRole('row', { name: /job-failed/ });
    expect(row).toHaveTextContent('Aucune ligne ne correspond au format de log.');
    // Nothing to download nor to send: its report is behind its id's link.
    await user.click(
      within(row).getByRole('button', { name: 'Actions sur le traitement job-failed' }),
    );
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Supprimer le traitement',
    ]);
    expect(within(row).getByRole('link', { name: 'job-failed' })).toHaveAttribute(
      'href',
      '/report/job-failed',
    );
  });

  /** The jobs page in French, with JOBS loaded. */
  function renderFrenchJobsPage() {
    const rendered = renderJobsPage('fr');
    act(() => {
      rendered.store.dispatch(adminActions.treatmentsLoaded(JOBS));
    });
    return rendered;
  }

  it('ends the date range today until another end day is given, as the reference does', async () => {
    const { user } = renderFrenchJobsPage();
    const end = screen.getByRole('textbox', { name: 'Au' });
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(end).toHaveValue(
      `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${String(today.getFullYear())}`,
    );
    // Both jobs are before today: an end of today hides none of them.
    const table = () => screen.getByRole('table', { name: 'Traitements' });
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    await user.clear(end);
    expect(end).toHaveValue('');
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });

  it('takes the date range as the French interface writes days', async () => {
    const { user } = renderFrenchJobsPage();
    const start = screen.getByRole('textbox', { name: 'Du' });
    expect(start).toHaveAttribute('lang', 'fr');
    await user.type(start, '02/03/2026');
    const rows = within(screen.getByRole('table', { name: 'Traitements' })).getAllByRole('row');
    // The job of 1 March is before the range; the one of 5 March is in it.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('job-new');
  });

  // The field says the date cannot be used: the list must not stay filtered by the one before.
  it('filters by no start day once the typed one is no date', async () => {
    const { user } = renderFrenchJobsPage();
    const start = screen.getByRole('textbox', { name: 'Du' });
    const rows = () =>
      within(screen.getByRole('table', { name: 'Traitements' })).getAllByRole('row');
    await user.type(start, '02/03/2026');
    expect(rows()).toHaveLength(2);
    await user.type(start, '{Backspace}');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(rows()).toHaveLength(3);
    // The text typed stays for the user to mend.
    expect(start).toHaveValue('02/03/202');
  });

  it('filters up to an end day given alone, and says in French when the end precedes the start', async () => {
    const { user } = renderFrenchJobsPage();
    const table = () => screen.getByRole('table', { name: 'Traitements' });
    const end = screen.getByRole('textbox', { name: 'Au' });
    await user.clear(end);
    await user.type(end, '01/03/2026');
    // The whole end day counts: the job of 1 March at 10:00 is kept, the one of 5 March is not.
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('job-old');
    expect(screen.queryByText(/précède la date de début/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Du' }), '04/03/2026');
    // Reversed: flagged at the end field, and the list is not emptied by it.
    expect(screen.getByText(/La date de fin précède la date de début/)).toBeVisible();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });
});
