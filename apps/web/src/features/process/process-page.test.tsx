import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute, renderWithProviders } from '../../test/render-with-providers.js';
import { ProcessPage } from './process-page.js';
import { http } from '../../shared/http/http-client.js';
import { processActions } from './process.slice.js';
import { settingsActions } from '../settings/index.js';
import { socketActions } from '../live-events/socket.slice.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import type { Locale } from '../../shared/i18n/locale.js';

function renderPage(locale: Locale = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ProcessPage />
    </MemoryRouter>,
    { locale, preloadedState: { auth: createSignedInState() } },
  );
}

describe('ProcessPage', () => {
  it('names the help dialog in French too', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter>
        <ProcessPage />
      </MemoryRouter>,
      { locale: 'fr', preloadedState: { auth: createSignedInState() } },
    );
    await user.click(screen.getByRole('button', { name: 'Aide sur les fichiers de logs' }));
    expect(
      await screen.findByRole('dialog', { name: 'Aide sur les fichiers de logs' }),
    ).toBeVisible();
  });

  it('adds chosen files to the list with their total, and removes them', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File(['a'.repeat(1500)], 'b.log', { type: 'text/plain' }),
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    expect(screen.getByTestId('files-summary')).toHaveTextContent(
      '2 selected files (1.5 kB total)',
    );
    await user.click(screen.getByRole('button', { name: 'Remove a.log' }));
    expect(screen.getByTestId('files-summary')).toHaveTextContent('1 selected file');
  });

  it('refuses an empty file, saying so, and keeps the others', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File([], 'empty.log', { type: 'text/plain' }),
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    expect(screen.getByTestId('empty-files')).toHaveTextContent(
      'empty.log is empty (0 bytes) and was not added.',
    );
    expect(screen.getByTestId('files-summary')).toHaveTextContent('1 selected file');
    expect(screen.queryByText('empty.log', { selector: 'td' })).not.toBeInTheDocument();
  });

  it('explains log files with a link to the team and to sample logs, and closes', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Help about log files' }));
    const help = await screen.findByRole('dialog', { name: 'Help about log files' });
    expect(within(help).getByRole('link', { name: 'write to the team' })).toHaveAttribute(
      'href',
      'mailto:ezteam@couperin.org',
    );
    const samples = within(help).getByRole('link', { name: 'We provide some on GitHub' });
    expect(samples).toHaveAttribute(
      'href',
      'https://github.com/ezpaarse-project/ezpaarse-dataset-samples',
    );
    expect(samples).toHaveAttribute('target', '_blank');
    expect(samples).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the same file twice, and "Delete list" empties the list', async () => {
    const { user } = renderPage();
    const picker = screen.getByLabelText('Choose log files');
    const file = new File(['x'], 'a.log', { type: 'text/plain' });
    await user.upload(picker, file);
    await user.upload(picker, file);
    expect(screen.getByTestId('files-summary')).toHaveTextContent('2 selected files');
    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    // Said, not just gone quiet: the summary is a live region.
    expect(screen.getByTestId('files-summary')).toHaveTextContent(/^No file selected any more\.$/);
    expect(screen.queryByRole('table', { name: 'Files selection' })).not.toBeInTheDocument();
    // The pressed button went away with the list: the focus goes back to the file chooser.
    expect(screen.getByRole('button', { name: 'Choose log files' })).toHaveFocus();
  });

  it('keeps the focus on the list when a file is removed: next row, else previous, else the chooser', async () => {
    const { user } = renderPage();
    await user.upload(
      screen.getByLabelText('Choose log files'),
      ['a.log', 'b.log', 'c.log'].map((name) => new File(['x'], name, { type: 'text/plain' })),
    );
    await user.click(screen.getByRole('button', { name: 'Remove b.log' }));
    expect(screen.getByRole('button', { name: 'Remove c.log' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove c.log' }));
    expect(screen.getByRole('button', { name: 'Remove a.log' })).toHaveFocus();
    expect(screen.getByTestId('files-summary')).toHaveTextContent('1 selected file');
    await user.click(screen.getByRole('button', { name: 'Remove a.log' }));
    expect(screen.getByRole('button', { name: 'Choose log files' })).toHaveFocus();
    expect(screen.getByTestId('files-summary')).toHaveTextContent(/^No file selected any more\.$/);
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File(['x'], 'd.log', { type: 'text/plain' }),
    ]);
    expect(screen.getByTestId('files-summary')).toHaveTextContent(/^1 selected file/);
  });

  it('says the selection in a status message that is there before the first file', async () => {
    const { user } = renderPage();
    // A live region that appears with its text is often not read: it must exist, empty, first.
    const summary = screen.getByRole('status');
    expect(summary).toHaveAttribute('data-testid', 'files-summary');
    expect(summary).toBeEmptyDOMElement();
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    expect(screen.getByRole('status')).toBe(summary);
    expect(summary).toHaveTextContent('1 selected file');
  });

  it('names the column of the Remove buttons', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    const table = screen.getByRole('table', { name: 'Files selection' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAccessibleName('Actions');
  });

  it('keeps the chosen files when the user goes to another page and back', async () => {
    const { router, user } = renderRoute('/process', {
      preloadedState: { auth: createSignedInState() },
    });
    await user.upload(await screen.findByLabelText('Choose log files'), [
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    await act(() => router.navigate('/profile'));
    await screen.findByRole('heading', { name: 'My profile' });
    await act(() => router.navigate('/process'));
    expect(await screen.findByTestId('files-summary')).toHaveTextContent('1 selected file');
  });

  it('goes to step 2 from either Continue button', async () => {
    for (const index of [0, 1]) {
      const { user, unmount } = renderPage();
      await user.click(screen.getAllByRole('button', { name: 'Continue' })[index]!);
      expect(screen.getByRole('button', { name: 'Start processing' })).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps "Start processing" disabled until a file is chosen', async () => {
    const { user } = renderPage();
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]!);
    expect(screen.getByRole('button', { name: 'Start processing' })).toBeDisabled();
  });

  it('ticks the first step for a job of lines pasted on /format, which needs no file', () => {
    const { store } = renderPage();
    const steps = screen.getByRole('navigation', { name: 'Processing steps' });
    const first = () => within(steps).getByRole('button', { name: /Step 1/ });
    expect(first()).toHaveTextContent(/^Step 1: 1Files selection$/);
    act(() => {
      // Sagas do not run here: the request only records what the job was given.
      store.dispatch(processActions.processRequested('lines'));
      store.dispatch(processActions.jobStarted({ jobId: 'j0' }));
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
    });
    // The tick (no number) and, for screen readers, the word.
    expect(first()).toHaveTextContent(/^Step 1: Files selection \(completed\)$/);
  });

  it('starts no job while a notification address typed in the settings was refused', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(
        processActions.filesAdded([{ id: 1, name: 'a.log', size: 10, type: 'text/plain' }]),
      );
      store.dispatch(processActions.stepRequested(2));
    });
    const start = () => screen.getByRole('button', { name: 'Start processing' });
    expect(start()).toBeEnabled();
    act(() => {
      store.dispatch(settingsActions.notificationMailsRefused(['not-an-email']));
    });
    expect(start()).toBeDisabled();
    expect(screen.getByTestId('refused-notifications')).toHaveTextContent(
      'Correct or remove the notification address not-an-email (Output section) before starting.',
    );
    act(() => {
      store.dispatch(settingsActions.notificationMailsRefused([]));
    });
    expect(start()).toBeEnabled();
  });

  it('says why processing cannot start while no file is chosen', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.stepRequested(2));
    });
    expect(screen.getByRole('button', { name: 'Start processing' })).toBeDisabled();
    expect(screen.getByTestId('no-files')).toHaveTextContent(
      'Add at least one log file in step 1 to start processing.',
    );
    act(() => {
      store.dispatch(
        processActions.filesAdded([{ id: 1, name: 'a.log', size: 10, type: 'text/plain' }]),
      );
    });
    expect(screen.queryByTestId('no-files')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start processing' })).toBeEnabled();
  });

  it('locks steps 1 and 2 while a job runs and shows its progress', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(42));
    });
    const steps = screen.getByRole('navigation', { name: 'Processing steps' });
    expect(within(steps).getByRole('button', { name: /Step 1/ })).toBeDisabled();
    expect(within(steps).getByRole('button', { name: /Step 3/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByTestId('job-status')).toHaveTextContent('42%');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    act(() => {
      store.dispatch(processActions.uploadProgressed(100));
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent('Finalisation…');
  });

  it('announces the upload by quarters and each phase, not every percent', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(42));
    });
    const announced = screen.getByTestId('job-status-announced');
    expect(announced).toHaveAttribute('role', 'status');
    expect(announced).toHaveTextContent('25%');
    expect(screen.getByTestId('job-status')).not.toHaveAttribute('aria-live');
    act(() => {
      store.dispatch(processActions.uploadProgressed(49));
    });
    expect(announced).toHaveTextContent('25%');
    act(() => {
      store.dispatch(processActions.uploadProgressed(100));
    });
    expect(announced).toHaveTextContent('Finalisation…');
  });

  it('once the upload is sent, shows the lines the server has read, not a full bar', () => {
    // A big log is sent in seconds but processed for minutes: a bar at 100 % all that time looks
    // stuck (measured: 1 million lines, 3 s of upload, then 17 s at "100 %").
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(100));
      store.dispatch(
        socketActions.reportReceived({
          general: { 'nb-lines-input': 668636, 'process-speed': '51253 lignes/s' },
        }),
      );
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent('Finalisation…');
    expect(screen.getByTestId('live-progress')).toHaveTextContent(
      '668,636 lines read (51,253 lines/s)',
    );
    const bar = screen.getByRole('progressbar', { name: 'Processing progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('says in French how many lines the server has read', () => {
    const { store } = renderWithProviders(
      <MemoryRouter>
        <ProcessPage />
      </MemoryRouter>,
      { locale: 'fr', preloadedState: { auth: createSignedInState() } },
    );
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(100));
      store.dispatch(socketActions.reportReceived({ general: { 'nb-lines-input': 1 } }));
    });
    expect(screen.getByTestId('live-progress')).toHaveTextContent('1 ligne lue');
  });

  describe('while the server reads inputs of known size (ADR 0092)', () => {
    /** A live report saying `read` of 1 000 bytes are read (total null: unknown), received at `atMs`. */
    const bytesReport = (read: number, atMs: number, total: number | null = 1000) =>
      socketActions.reportReceived(
        { general: { 'input-bytes-read': read, 'input-bytes-total': total } },
        atMs,
      );

    it.each([
      ['en', '13% read', '40% read, about 20 s left'],
      ['fr', '13 % lu', '40 % lu, encore environ 20 s'],
    ] as const)(
      'fills the bar and, after the first seconds, says the time left (%s)',
      (locale, early, later) => {
        const { store } = renderWithProviders(
          <MemoryRouter>
            <ProcessPage />
          </MemoryRouter>,
          { locale, preloadedState: { auth: createSignedInState() } },
        );
        act(() => {
          store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
          store.dispatch(processActions.uploadProgressed(100));
          store.dispatch(bytesReport(100, 1_000));
          // A second later: too soon for a rate worth showing.
          store.dispatch(bytesReport(130, 2_000));
        });
        expect(screen.getByTestId('read-share')).toHaveTextContent(new RegExp(`^${early}$`));
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '13');
        act(() => {
          // 300 bytes in the 10 s since the first report: the 600 left take 20 s.
          store.dispatch(bytesReport(400, 11_000));
        });
        expect(screen.getByTestId('read-share')).toHaveTextContent(new RegExp(`^${later}$`));
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      },
    );

    it('keeps a moving bar and no share when the inputs have no known size', () => {
      const { store } = renderPage();
      act(() => {
        store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
        store.dispatch(processActions.uploadProgressed(100));
        store.dispatch(bytesReport(100, 1_000, null));
        store.dispatch(bytesReport(400, 11_000, null));
      });
      expect(screen.queryByTestId('read-share')).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    });
  });

  it.each([
    [
      'en',
      'The file is not a text log: it reads as binary data',
      'Choose the log itself',
      'Choose other files',
    ],
    [
      'fr',
      "Le fichier n'est pas un log texte\u00a0: il se lit comme des données binaires",
      'Choisissez le log lui-même',
      "Choisir d'autres fichiers",
    ],
  ] as const)(
    'tells binary data from a log of another format: the files to change, not the format (%s)',
    (locale, headline, next, button) => {
      const { store } = renderPage(locale);
      act(() => {
        store.dispatch(processActions.jobStarted({ jobId: 'j-bin' }));
        store.dispatch(
          processActions.jobFailed({
            code: 4003,
            message: 'Line format was not recognized: the input reads as binary data',
            reason: 'binary-input',
          }),
        );
        store.dispatch(processActions.jobSettled());
      });
      expect(screen.getByTestId('job-status').textContent).toContain(headline);
      const notice = screen.getByTestId('job-error');
      expect(notice.textContent).toContain(next);
      // The English explanation is not repeated under the translated sentence.
      expect(notice.textContent).not.toContain('reads as binary data');
      expect(within(notice).getByRole('button', { name: button })).toBeInTheDocument();
      expect(within(notice).queryByRole('button', { name: /format/ })).not.toBeInTheDocument();
    },
  );

  it('explains a failure with its next step, without a download, and links the result on success', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j2' }));
      store.dispatch(
        processActions.jobFailed({
          code: 4003,
          message: 'No line of the log matches the format.',
          reason: null,
        }),
      );
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent('No line matches the log format.');
    expect(screen.getByTestId('job-error')).toHaveTextContent('Error 4003');
    expect(
      screen.getByRole('button', { name: 'Open the format assistant with these lines' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download result' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j3' }));
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent('Finished');
    expect(screen.getByRole('link', { name: 'Download result' })).toHaveAttribute('href', '/j3');
    expect(screen.getByRole('button', { name: 'New process' })).toBeInTheDocument();
    // The macros that chart a result in a spreadsheet.
    expect(screen.getByRole('link', { name: 'Excel' }).getAttribute('href')).toMatch(/\.xltm$/);
    expect(screen.getByRole('link', { name: 'LibreOffice' }).getAttribute('href')).toMatch(
      /\.ots$/,
    );
  });

  it('says an upload over the size limit is too large and leads back to the files', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j5' }));
      store.dispatch(
        processActions.jobFailed({ code: 413, message: 'The upload exceeds 1 MiB.', reason: null }),
      );
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent(
      'The files are larger than this server accepts for one process.',
    );
    const notice = screen.getByTestId('job-error');
    expect(notice).toHaveTextContent('Error 413');
    // The server's words name the limit: they say more than the sentence.
    expect(notice).toHaveTextContent('Server detail: The upload exceeds 1 MiB.');
    expect(screen.getByRole('button', { name: 'Choose other files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review the settings' })).not.toBeInTheDocument();
  });

  it("shows the server's detail only when it says more than the code's own sentence", () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j6' }));
      store.dispatch(
        processActions.jobFailed({
          code: 4003,
          message: 'Line format was not recognized',
          reason: null,
        }),
      );
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-error')).not.toHaveTextContent('Server detail');
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j7' }));
      store.dispatch(
        processActions.jobFailed({
          code: 4028,
          message: 'Date-Format "????" holds no date token',
          reason: null,
        }),
      );
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-error')).toHaveTextContent(
      'Server detail: Date-Format "????" holds no date token',
    );
    // English words in the page's language: screen readers read them as English.
    expect(screen.getByText('Date-Format "????" holds no date token')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('offers the ezMESURE upload of a finished job only when the server has a target', async () => {
    let targets: unknown[] = [];
    const requests = serveRequests(({ line }) =>
      line === 'GET /api/ezmesure/instances.json'
        ? { status: 200, data: targets }
        : { status: 404 },
    );
    try {
      const first = renderPage();
      act(() => {
        first.store.dispatch(processActions.jobStarted({ jobId: 'j7' }));
        first.store.dispatch(processActions.jobSucceeded());
        first.store.dispatch(processActions.jobSettled());
      });
      await waitFor(() =>
        expect(requests.map((request) => request.line)).toContain(
          'GET /api/ezmesure/instances.json',
        ),
      );
      expect(screen.getByRole('link', { name: 'Download result' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Load into ezMESURE' })).not.toBeInTheDocument();
      first.unmount();

      targets = [{ id: 'main', label: 'ezMESURE', baseUrl: 'https://ezmesure.test' }];
      const second = renderPage();
      act(() => {
        second.store.dispatch(processActions.jobStarted({ jobId: 'j8' }));
        second.store.dispatch(processActions.jobSucceeded());
        second.store.dispatch(processActions.jobSettled());
      });
      expect(await screen.findByRole('button', { name: 'Load into ezMESURE' })).toBeVisible();
      // The dialog opens on the list the page loaded: one request per page, none of its own.
      fireEvent.click(screen.getByRole('button', { name: 'Load into ezMESURE' }));
      expect(await screen.findByRole('dialog')).toBeVisible();
      expect(
        requests.filter((request) => request.line === 'GET /api/ezmesure/instances.json'),
      ).toHaveLength(2);
    } finally {
      restoreNetwork();
    }
  });

  it('shows a refused cancel as the finished job it was, with its download and a notice', () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j4' }));
      store.dispatch(processActions.uploadProgressed(100));
      store.dispatch(processActions.cancelRequested());
    });
    // Until the server answers, the job is not called cancelled.
    expect(screen.getByTestId('job-status')).toHaveTextContent('Finalisation…');
    act(() => {
      store.dispatch(processActions.cancelRefused());
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByTestId('job-status')).toHaveTextContent('Finished');
    expect(screen.getByRole('link', { name: 'Download result' })).toHaveAttribute('href', '/j4');
    expect(screen.getByTestId('ended-before-cancel')).toHaveTextContent(
      'The job had already finished when you cancelled it',
    );
  });

  it('tells from the report whether COUNTER tables exist, never probing counter.json', () => {
    const head = jest.spyOn(http, 'head');
    const get = jest.spyOn(http, 'get');
    const { store } = renderPage();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j5' }));
      store.dispatch(processActions.jobReportLoaded({ general: { 'Job-Done': true } }));
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByText(/Not counted as COUNTER R5\.1/)).toBeInTheDocument();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j6' }));
      store.dispatch(
        processActions.jobReportLoaded({ general: { 'Job-Done': true, 'counter-report': true } }),
      );
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
    });
    expect(screen.getByText(/Investigations and requests per platform/)).toBeInTheDocument();
    const urls = [...head.mock.calls, ...get.mock.calls].map(([url]) => url);
    expect(urls.filter((url) => url.includes('counter.json'))).toEqual([]);
    head.mockRestore();
    get.mockRestore();
  });

  it.each([
    ['en', 'Choose log files', 'Step 1: Files selection (completed)', 'Step 2: Settings'],
    [
      'fr',
      'Choisir des fichiers de logs',
      'Étape 1\u00a0: Sélection des fichiers (terminée)',
      'Étape 2\u00a0: Paramètres',
    ],
  ] as const)(
    'says a completed step is completed, its tick being a picture (%s)',
    async (locale, chooser, done, next) => {
      const { user } = renderPage(locale);
      await user.upload(screen.getByLabelText(chooser), [
        new File(['x'], 'a.log', { type: 'text/plain' }),
      ]);
      const steps = screen.getByRole('navigation', { name: /steps|Étapes/ });
      expect(within(steps).getAllByRole('button')[0]).toHaveAccessibleName(done);
      expect(within(steps).getAllByRole('button')[1]).toHaveAccessibleName(next);
    },
  );

  it('keeps the keyboard focus on the stepper when the button pressed goes away with its step', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Choose log files'), [
      new File(['x'], 'a.log', { type: 'text/plain' }),
    ]);
    // "Continue" belongs to step 1: once step 2 shows, the focus would fall back to <body>.
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]!);
    expect(screen.getByRole('button', { name: /Step 2/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Files selection' }));
    expect(screen.getByRole('button', { name: /Step 1/ })).toHaveFocus();
  });
});
