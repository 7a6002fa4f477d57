import type { MyJob, MyJobs } from '@sillage/shared-types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '../../app/store.js';
import { createJobSummary, createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';
import { IN_PROGRESS_REFRESH_MS } from './my-jobs-page.js';
import { restoreNetwork, serveRequests, type Reply } from '../../test/serve-requests.js';

function myJob(jobId: string, overrides: Partial<MyJob>): MyJob {
  return {
    ...createJobSummary({ jobId, ...overrides }),
    files: [`${jobId}.log`],
    expiresAt: '2026-03-06T05:06:00Z',
  };
}

function serveJobs(jobs: MyJob[]) {
  const answer: MyJobs = { retentionHours: 48, jobs };
  serveRequests((request) =>
    request.line === 'GET /api/jobs/mine' ? { status: 200, data: answer } : { status: 404 },
  );
}

const signedIn = { preloadedState: { auth: createSignedInState() } };

afterEach(restoreNetwork);

/** The card of the job whose files are `{jobId}.log`. */
async function findCard(jobId: string) {
  const name = await screen.findByText(`${jobId}.log`, {}, { timeout: 10_000 });
  const card = name.closest('li');
  if (card === null) {
    throw new Error(`no card for ${jobId}`);
  }
  return within(card);
}

describe('MyJobsPage', () => {
  it('offers no result link for a job whose result was streamed back, and says why', async () => {
    serveJobs([myJob('kept', {}), myJob('streamed', { resultKept: false })]);
    renderRoute('/jobs', signedIn);

    const kept = await findCard('kept');
    expect(kept.getByRole('link', { name: /^Result of the process/ })).toBeInTheDocument();
    expect(kept.queryByTestId('job-result-not-kept')).toBeNull();
    const streamed = await findCard('streamed');
    expect(streamed.queryByRole('link', { name: /^Result of the process/ })).toBeNull();
    expect(streamed.queryByRole('link', { name: /^Dashboard of the process/ })).toBeNull();
    expect(streamed.getByRole('link', { name: /^Report of the process/ })).toBeInTheDocument();
    expect(streamed.getByTestId('job-result-not-kept')).toHaveTextContent(
      'Its result went straight back to the program that sent the log (POST /)',
    );
  }, 20_000);

  it('shows the jobs ten at a time, with the pages of the rest', async () => {
    const ids = Array.from(
      { length: 23 },
      (_, index) => `job-${String(index + 1).padStart(2, '0')}`,
    );
    serveJobs(ids.map((id) => myJob(id, {})));
    renderRoute('/jobs', signedIn);

    await findCard('job-01');
    const list = screen.getByRole('list', { name: 'My processes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('job-11.log')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await findCard('job-23');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('job-01.log')).toBeNull();
  }, 20_000);

  it('counts denied accesses in the share set aside, as the job views do', async () => {
    serveJobs([
      myJob('denied', { linesInput: 100, events: 60, deniedEvents: 30, rejectedLines: 10 }),
    ]);
    renderRoute('/jobs', signedIn);

    const card = await findCard('denied');
    expect(card.getByText('40%')).toBeInTheDocument();
  }, 20_000);

  it('names a job stopped by a closed connection "Interrupted", with where it happened', async () => {
    serveJobs([
      myJob('cut-upload', { status: 'abort', abortReason: 'upload-interrupted' }),
      myJob('gone', { status: 'abort', abortReason: 'client-gone' }),
      myJob('cancelled', { status: 'abort', abortReason: 'cancelled' }),
      myJob('restarted', { status: 'abort', abortReason: 'server-stopped' }),
    ]);
    renderRoute('/jobs', signedIn);

    const cutUpload = await findCard('cut-upload');
    expect(cutUpload.getByText('Interrupted')).toBeInTheDocument();
    expect(cutUpload.getByTestId('job-stop-reason')).toHaveTextContent(
      'The connection closed before the upload ended (page reloaded or closed, or network lost).',
    );
    const gone = await findCard('gone');
    expect(gone.getByText('Interrupted')).toBeInTheDocument();
    expect(gone.getByTestId('job-stop-reason')).toHaveTextContent(
      'The connection closed while the job ran',
    );
    // Not the user's connection: the server's restart, and what to do.
    const restarted = await findCard('restarted');
    expect(restarted.getByText('Interrupted')).toBeInTheDocument();
    expect(restarted.getByTestId('job-stop-reason')).toHaveTextContent(
      'The server stopped while the job ran (a restart or an update): run it again.',
    );
    // The user's own cancel stays "Cancelled", with nothing to explain.
    const cancelled = await findCard('cancelled');
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.queryByTestId('job-stop-reason')).toBeNull();
  }, 20_000);

  it.each([
    ['en', 'Cancelled by you.', 'Cancelled by admin@example.org.'],
    ['fr', 'Annulé par vous.', 'Annulé par admin@example.org.'],
  ] as const)(
    'says who cancelled a job (%s)',
    async (locale, byOwner, byAdmin) => {
      const owner = { userId: 'owner-1' };
      serveJobs([
        myJob('by-owner', {
          ...owner,
          status: 'abort',
          abortReason: 'cancelled',
          cancelledBy: { userId: 'owner-1', email: 'owner@example.org' },
        }),
        myJob('by-admin', {
          ...owner,
          status: 'abort',
          abortReason: 'cancelled',
          cancelledBy: { userId: 'admin-1', email: 'admin@example.org' },
        }),
        myJob('cut', { ...owner, status: 'abort', abortReason: 'client-gone' }),
      ]);
      renderRoute('/jobs', { ...signedIn, locale });

      expect((await findCard('by-owner')).getByTestId('job-cancelled-by')).toHaveTextContent(
        byOwner,
      );
      expect((await findCard('by-admin')).getByTestId('job-cancelled-by')).toHaveTextContent(
        byAdmin,
      );
      expect((await findCard('cut')).queryByTestId('job-cancelled-by')).toBeNull();
    },
    20_000,
  );

  it('gives the duration as the report does: from creation, whole seconds cut down', async () => {
    serveJobs([
      myJob('long', {
        createdAt: '2026-03-04T05:06:00.000Z',
        startedAt: '2026-03-04T05:06:00.300Z',
        endedAt: '2026-03-04T05:06:16.580Z',
      }),
      myJob('short', {
        createdAt: '2026-03-04T05:06:00.000Z',
        startedAt: '2026-03-04T05:06:00.100Z',
        endedAt: '2026-03-04T05:06:00.400Z',
      }),
    ]);
    renderRoute('/jobs', signedIn);
    // The report of the first says "16 s " (Job-Duration), the second "0 s ", shown "< 1 s".
    expect((await findCard('long')).getByText('Duration:').parentElement).toHaveTextContent(
      /^Duration: 16 s$/,
    );
    expect((await findCard('short')).getByText('Duration:').parentElement).toHaveTextContent(
      /^Duration: < 1 s$/,
    );
  }, 20_000);

  it('says it in French too', async () => {
    serveJobs([myJob('gone', { status: 'abort', abortReason: 'client-gone' })]);
    renderRoute('/jobs', { ...signedIn, locale: 'fr' });

    const gone = await findCard('gone');
    expect(gone.getByText('Interrompu')).toBeInTheDocument();
    expect(gone.getByTestId('job-stop-reason')).toHaveTextContent(
      "La connexion s'est fermée pendant le traitement",
    );
  }, 20_000);
  it('says of a job failed on binary data that its file is no text log, not that its format is unknown', async () => {
    serveJobs([
      myJob('binary', { status: 'error', errorCode: 4003, errorReason: 'binary-input' }),
      myJob('format', { status: 'error', errorCode: 4003, errorReason: null }),
    ]);
    renderRoute('/jobs', signedIn);

    expect((await findCard('binary')).getByText(/^The file is not a text log/)).toBeInTheDocument();
    expect(
      (await findCard('format')).getByText('No line matches the log format.'),
    ).toBeInTheDocument();
  }, 20_000);

  describe('while a job is under way', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    /** Serves the list as `answers` give it, one per request (the last one again after them). */
    function serveInTurn(answers: MyJob[][]) {
      let served = 0;
      return serveRequests((request) => {
        if (request.line !== 'GET /api/jobs/mine') return { status: 404 };
        const jobs = answers[Math.min(served++, answers.length - 1)] ?? [];
        return { status: 200, data: { retentionHours: 48, jobs } satisfies MyJobs };
      });
    }

    it.each([
      ['en', 'Uploading', 'Running', 'Finished'],
      ['fr', 'Envoi en cours', 'En cours', 'Terminé'],
    ] as const)(
      'follows it without a reload, from its upload to its views (%s)',
      async (locale, uploading, running, finished) => {
        const requests = serveInTurn([
          [myJob('busy', { status: 'queued', startedAt: null, endedAt: null, uploading: true })],
          [myJob('busy', { status: 'running', endedAt: null, readPercent: 30 })],
          [myJob('busy', {})],
        ]);
        renderRoute('/jobs', { ...signedIn, locale });
        await act(() => jest.advanceTimersByTimeAsync(0));
        let card = await findCard('busy');
        expect(card.getByText(uploading)).toBeInTheDocument();
        expect(card.queryAllByRole('link')).toHaveLength(0);

        await act(() => jest.advanceTimersByTimeAsync(IN_PROGRESS_REFRESH_MS));
        card = await findCard('busy');
        expect(card.getByText(running)).toBeInTheDocument();
        expect(card.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
          '/report/busy',
        ]);

        await act(() => jest.advanceTimersByTimeAsync(IN_PROGRESS_REFRESH_MS));
        card = await findCard('busy');
        expect(card.getByText(finished)).toBeInTheDocument();
        expect(card.getAllByRole('link').length).toBeGreaterThan(1);

        // Nothing under way any more: the list is not read again.
        const reads = requests.length;
        await act(() => jest.advanceTimersByTimeAsync(IN_PROGRESS_REFRESH_MS * 3));
        expect(requests).toHaveLength(reads);
      },
      20_000,
    );
  });

  it.each([
    ['en', '42% read'],
    ['fr', '42 % lu'],
  ] as const)(
    'says how far a running job has read its inputs (%s)',
    async (locale, share) => {
      serveJobs([
        myJob('reading', { status: 'running', endedAt: null, readPercent: 42 }),
        myJob('streaming', { status: 'running', endedAt: null, readPercent: null }),
      ]);
      renderRoute('/jobs', { ...signedIn, locale });

      expect((await findCard('reading')).getByTestId('job-read-share')).toHaveTextContent(
        new RegExp(`^${share}$`),
      );
      expect((await findCard('streaming')).queryByTestId('job-read-share')).toBeNull();
    },
    20_000,
  );

  it.each([
    [
      'en',
      'No date could be read with Date-Format "YYYY-MM-DD" (for example "30/Nov/2012:00:14:17 +0100"): all 283 lines read by the log format were left out',
    ],
    [
      'fr',
      "Aucune date n'a pu être lue avec Date-Format « YYYY-MM-DD » (par exemple « 30/Nov/2012:00:14:17 +0100 ») : les 283 lignes lues par le format de log ont toutes été écartées",
    ],
  ] as const)(
    'says on the card of a done job that its Date-Format read no date (%s)',
    async (locale, sentence) => {
      const notice = {
        key: 'alert-dates',
        code: 'unreadable-dates',
        params: {
          dateFormat: 'YYYY-MM-DD',
          lines: 283,
          parsedLines: 283,
          sample: '30/Nov/2012:00:14:17 +0100',
        },
      };
      serveJobs([
        myJob('undated', { linesInput: 283, events: 0, outcomeNotices: [notice] }),
        myJob('dated', { outcomeNotices: [] }),
      ]);
      renderRoute('/jobs', { ...signedIn, locale });

      expect((await findCard('undated')).getByTestId('outcome-notices')).toHaveTextContent(
        sentence,
      );
      expect((await findCard('dated')).queryByTestId('outcome-notices')).toBeNull();
    },
    20_000,
  );
});

describe('MyJobsPage: deleting a job now', () => {
  /** What the server holds: the jobs listed, and whether a delete of each is refused. */
  function serveDeletable(jobs: MyJob[], refusal?: Reply) {
    let listed = jobs;
    return serveRequests((request) => {
      if (request.line === 'GET /api/jobs/mine') {
        return { status: 200, data: { retentionHours: 48, jobs: listed } satisfies MyJobs };
      }
      const deleted = /^DELETE \/api\/jobs\/([^/]+)\/data$/.exec(request.line)?.[1];
      if (deleted !== undefined) {
        if (refusal !== undefined) {
          return refusal;
        }
        listed = listed.filter((job) => job.jobId !== deleted);
        return { status: 200, data: { jobId: deleted, deleted: true } };
      }
      return { status: 404 };
    });
  }

  const queuedMessages = (store: { getState: () => RootState }) => {
    const { current, queue } = store.getState().notifications;
    return [current, ...queue].flatMap((notice) => (notice === null ? [] : [notice.messageId]));
  };

  it('asks first, saying when retention would have removed it, then deletes it and lists the rest', async () => {
    const requests = serveDeletable([myJob('old', {}), myJob('other', { status: 'error' })]);
    const { user, store } = renderRoute('/jobs', signedIn);

    const card = await findCard('old');
    await user.click(card.getByRole('button', { name: /^Delete the process of / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this process?' });
    expect(dialog).toHaveTextContent(/instead of on .*2026/);
    // Nothing is deleted until the question is answered.
    expect(requests.map((request) => request.line)).not.toContain('DELETE /api/jobs/old/data');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // The list is loaded again: the other job is back, the deleted one is not.
    await waitFor(
      () => {
        expect(screen.getByText('other.log')).toBeInTheDocument();
        expect(screen.queryByText('old.log')).toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/jobs/mine',
      'DELETE /api/jobs/old/data',
      'GET /api/jobs/mine',
    ]);
    expect(queuedMessages(store)).toContain('myJobs.deleted');
    // The deleted card held the focus: the keyboard goes on from the list.
    await waitFor(() => expect(screen.getByRole('list', { name: 'My processes' })).toHaveFocus());
  }, 20_000);

  it('stays on the page of the deleted job when the list comes back', async () => {
    const ids = Array.from(
      { length: 23 },
      (_, index) => `job-${String(index + 1).padStart(2, '0')}`,
    );
    serveDeletable(ids.map((id) => myJob(id, {})));
    const { user } = renderRoute('/jobs', signedIn);

    await findCard('job-01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const card = await findCard('job-22');
    await user.click(card.getByRole('button', { name: /^Delete the process of / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this process?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(
      () => {
        expect(screen.queryByText('job-22.log')).toBeNull();
        expect(screen.getByText('job-23.log')).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('list', { name: 'My processes' }).children).toHaveLength(2);
  }, 20_000);

  it('keeps the job when the question is declined', async () => {
    const requests = serveDeletable([myJob('kept', {})]);
    const { user } = renderRoute('/jobs', signedIn);

    const card = await findCard('kept');
    await user.click(card.getByRole('button', { name: /^Delete the process of / }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.map((request) => request.line)).not.toContain('DELETE /api/jobs/kept/data');
    expect(screen.getByText('kept.log')).toBeInTheDocument();
  }, 20_000);

  it('offers no delete for a job in progress, and says why a delete was refused', async () => {
    serveDeletable([myJob('busy', { status: 'running', endedAt: null }), myJob('done', {})], {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'jobNotEnded' },
    });
    const { user, store } = renderRoute('/jobs', signedIn);

    const busy = await findCard('busy');
    expect(busy.queryByRole('button', { name: /^Delete the process of / })).toBeNull();
    const done = await findCard('done');
    await user.click(done.getByRole('button', { name: /^Delete the process of / }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(queuedMessages(store)).toContain('errors.jobNotEnded'));
    expect(await screen.findByText('done.log', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('lists the jobs again when the one to delete was gone already', async () => {
    let listed = [myJob('gone', {}), myJob('kept', {})];
    const requests = serveRequests((request) => {
      if (request.line === 'GET /api/jobs/mine') {
        return { status: 200, data: { retentionHours: 48, jobs: listed } satisfies MyJobs };
      }
      // An admin deleted it meanwhile.
      listed = listed.filter((job) => job.jobId !== 'gone');
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'jobNotFound' } };
    });
    const { user } = renderRoute('/jobs', signedIn);

    const card = await findCard('gone');
    await user.click(
      card.getByRole('button', { name: 'Delete the process of 2026 Mar 04 - 05:06 (gone.log)' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(
      () => {
        expect(screen.getByText('kept.log')).toBeInTheDocument();
        expect(screen.queryByText('gone.log')).toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/jobs/mine',
      'DELETE /api/jobs/gone/data',
      'GET /api/jobs/mine',
    ]);
  }, 20_000);
});

describe('MyJobsPage: cancelling a job in progress', () => {
  it('asks first, then stops the job and lists it as it ended, wherever it was started', async () => {
    let listed = [myJob('busy', { status: 'running', endedAt: null })];
    const requests = serveRequests((request) => {
      if (request.line === 'GET /api/jobs/mine') {
        return { status: 200, data: { retentionHours: 48, jobs: listed } satisfies MyJobs };
      }
      if (request.line === 'DELETE /api/jobs/busy') {
        listed = [myJob('busy', { status: 'abort', abortReason: 'cancelled' })];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const { user, store } = renderRoute('/jobs', signedIn);

    const card = await findCard('busy');
    // In progress: cancelled, not deleted.
    expect(card.queryByRole('button', { name: /^Delete the process of / })).toBeNull();
    await user.click(card.getByRole('button', { name: /^Cancel the process of / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this process?' });
    expect(dialog).toHaveTextContent('its report and traces are kept, its result is not');
    expect(requests.map((request) => request.line)).not.toContain('DELETE /api/jobs/busy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(
      async () => {
        expect((await findCard('busy')).getByText('Cancelled')).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/jobs/mine',
      'DELETE /api/jobs/busy',
      'GET /api/jobs/mine',
    ]);
    const { current, queue } = store.getState().notifications;
    expect([current, ...queue].map((notice) => notice?.messageId)).toContain('myJobs.cancelled');
  }, 20_000);

  it('lets the job run when the question is declined', async () => {
    const requests = serveRequests((request) =>
      request.line === 'GET /api/jobs/mine'
        ? {
            status: 200,
            data: {
              retentionHours: 48,
              jobs: [myJob('busy', { status: 'queued', endedAt: null })],
            } satisfies MyJobs,
          }
        : { status: 404 },
    );
    const { user } = renderRoute('/jobs', signedIn);

    const card = await findCard('busy');
    await user.click(card.getByRole('button', { name: /^Cancel the process of / }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Let it run' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.map((request) => request.line)).not.toContain('DELETE /api/jobs/busy');
  }, 20_000);
});
