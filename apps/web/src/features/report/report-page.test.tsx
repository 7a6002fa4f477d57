import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '../../shared/i18n/locale.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { processApi } from '../process/process.api.js';
import { ReportPage } from './report-page.js';
import { RUNNING_REPORT_REFRESH_MS } from './report.saga.js';
import { reportActions } from './report.slice.js';

/** The report page at `entry`, with the app's sagas when the test serves its requests. */
function renderReportRoute(
  entry: string,
  options: { locale?: Locale; shouldRunSagas?: boolean } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/report/:uuid?" element={<ReportPage />} />
      </Routes>
    </MemoryRouter>,
    options,
  );
}

function renderUnreadableReport(locale: Locale) {
  const view = renderReportRoute('/report/unknown-id', { locale });
  // What the saga ends with when the report cannot be fetched.
  act(() => {
    view.store.dispatch(reportActions.reportLoaded(null));
    view.store.dispatch(reportActions.reportPageReady());
  });
  return view;
}

describe('ReportPage', () => {
  it.each([
    ['en', 'The report could not be loaded.', 'Back to My jobs'],
    ['fr', "Le rapport n'a pas pu être chargé.", 'Retour à Mes traitements'],
  ] as const)(
    'shows only the error and the way back when the report cannot load (%s)',
    (locale, error, back) => {
      renderUnreadableReport(locale);
      expect(screen.getByRole('alert')).toHaveTextContent(error);
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/jobs');
      // The other views of a job that cannot be read would fail alike.
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /dashboard|tableau/i })).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      'en',
      'This process cannot be found: it was removed when its retention time ran out, or it is not one of yours.',
    ],
    [
      'fr',
      'Ce traitement est introuvable\u00a0: il a été supprimé à la fin de sa durée de conservation, ou il ne fait pas partie des vôtres.',
    ],
  ] as const)(
    'says a job the server does not know is gone, as its other views do, with no snack (%s)',
    async (locale, notice) => {
      const requests = serveRequests(() => ({
        status: 404,
        data: { code: 404, kind: 'NOT_FOUND', message: 'jobNotFound' },
      }));
      try {
        const view = renderReportRoute('/report/11111111-2222-4333-8444-555555555555', {
          locale,
          shouldRunSagas: true,
        });
        // (The matcher reads no-break spaces as spaces.)
        expect(await screen.findByRole('alert')).toHaveTextContent(notice.replace(/\s/g, ' '));
        expect(
          requests.map((request) => request.line).filter((line) => line.includes('/logs/')),
        ).toEqual([
          'GET /api/logs/11111111-2222-4333-8444-555555555555/job-report.json',
          'GET /api/logs/11111111-2222-4333-8444-555555555555/job-traces.log',
        ]);
        expect(view.store.getState().notifications).toMatchObject({ queue: [], current: null });
      } finally {
        restoreNetwork();
      }
    },
  );

  it.each([
    ['en', 'No job chosen: open a report from My jobs.', 'Back to My jobs'],
    [
      'fr',
      'Aucun traitement choisi : ouvrez un rapport depuis Mes traitements.',
      'Retour à Mes traitements',
    ],
  ] as const)(
    'says no job was chosen and asks for nothing without a job id (%s)',
    (locale, notice, back) => {
      const unexpected = new Error('no request expected without a job');
      const fetchReport = jest.spyOn(processApi, 'fetchReport').mockRejectedValue(unexpected);
      const fetchTraces = jest.spyOn(processApi, 'fetchTraces').mockRejectedValue(unexpected);
      try {
        renderReportRoute('/report', { locale, shouldRunSagas: true });
        expect(screen.getByRole('alert')).toHaveTextContent(notice);
        expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/jobs');
        expect(fetchReport).not.toHaveBeenCalled();
        expect(fetchTraces).not.toHaveBeenCalled();
      } finally {
        fetchReport.mockRestore();
        fetchTraces.mockRestore();
      }
    },
  );
});

describe('ReportPage of a job still under way', () => {
  const JOB = '11111111-2222-4333-8444-555555555555';
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreNetwork();
  });

  /** Answers the report as `reports` give it in turn (the last one again after them). */
  function serveReports(reports: Record<string, unknown>[]) {
    let served = 0;
    return serveRequests((request) => {
      if (request.line.endsWith('/job-traces.log')) {
        return { status: 200, data: '' };
      }
      if (!request.line.endsWith('/job-report.json')) {
        return { status: 404 };
      }
      const report = reports[Math.min(served++, reports.length - 1)];
      return { status: 200, data: report };
    });
  }

  const renderJob = (locale: Locale) =>
    renderReportRoute(`/report/${JOB}`, { locale, shouldRunSagas: true });
  const reportReads = (requests: { line: string }[]) =>
    requests.filter((request) => request.line.endsWith('/job-report.json')).length;
  // (Not findBy: with fake timers it would run the clock through the refreshes.)
  const settle = () => act(() => jest.advanceTimersByTimeAsync(100));
  const linesRead = () => screen.getByText('Lines read').parentElement?.textContent ?? '';

  it.each([
    ['en', 'This job is still under way: its report and traces follow it.'],
    ['fr', 'Ce traitement est toujours en cours\u00a0: son rapport et ses traces le suivent.'],
  ] as const)(
    'follows the report until the job is done, then offers the other views (%s)',
    async (locale, notice) => {
      const requests = serveReports([
        { general: { 'Job-Done': false, 'nb-lines-input': 120 } },
        { general: { 'Job-Done': false, 'nb-lines-input': 4500 } },
        { general: { 'Job-Done': true, 'nb-lines-input': 9000 } },
      ]);
      renderJob(locale);
      await settle();
      const status = screen.getByTestId('report-under-way');
      expect(status.textContent).toContain(notice);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS));
      expect(reportReads(requests)).toBe(2);
      expect(screen.getByTestId('report-under-way')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS));
      expect(reportReads(requests)).toBe(3);
      expect(screen.queryByTestId('report-under-way')).not.toBeInTheDocument();
      expect(screen.getByRole('navigation')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS * 3));
      expect(reportReads(requests)).toBe(3);
    },
  );

  it('shows the figures of each read', async () => {
    serveReports([
      { general: { 'Job-Done': false, 'nb-lines-input': 120 } },
      { general: { 'Job-Done': false, 'nb-lines-input': 4500 } },
    ]);
    renderJob('en');
    await settle();
    screen.getByTestId('report-under-way');
    expect(linesRead()).toContain('120');
    await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS));
    expect(linesRead()).toContain('4,500');
  });

  it('stops following when the page is left', async () => {
    const requests = serveReports([{ general: { 'Job-Done': false } }]);
    const view = renderJob('en');
    await settle();
    screen.getByTestId('report-under-way');
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS * 3));
    expect(reportReads(requests)).toBe(1);
  });

  it('keeps the report shown, without a snack, when a read fails meanwhile', async () => {
    let served = 0;
    serveRequests((request) => {
      if (request.line.endsWith('/job-traces.log')) return { status: 200, data: '' };
      if (!request.line.endsWith('/job-report.json')) return { status: 404 };
      served += 1;
      return served === 2
        ? { status: 503 }
        : { status: 200, data: { general: { 'Job-Done': false, 'nb-lines-input': 120 } } };
    });
    const view = renderJob('en');
    await settle();
    screen.getByTestId('report-under-way');
    await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS));
    expect(served).toBe(2);
    expect(linesRead()).toContain('120');
    expect(view.store.getState().notifications).toMatchObject({ queue: [], current: null });
    await act(() => jest.advanceTimersByTimeAsync(RUNNING_REPORT_REFRESH_MS));
    expect(served).toBe(3);
  });
});

describe('ReportPage of a failed job', () => {
  afterEach(restoreNetwork);

  const renderFailed = (locale: Locale, general: Record<string, unknown>) => {
    serveRequests((request) => {
      if (request.line.endsWith('/job-traces.log')) return { status: 200, data: '' };
      if (request.line.endsWith('/job-report.json')) return { status: 200, data: { general } };
      return { status: 404 };
    });
    renderReportRoute('/report/11111111-2222-4333-8444-555555555555', {
      locale,
      shouldRunSagas: true,
    });
  };

  it.each([
    ['en', 'No line matches the log format.', 'Error 4003'],
    ['fr', 'Aucune ligne ne correspond au format de log.', 'Erreur 4003'],
  ] as const)('says why it failed, as the process page did (%s)', async (locale, why, code) => {
    renderFailed(locale, {
      'Job-Done': false,
      status: 4003,
      'status-message': 'Line format was not recognized',
    });
    const notice = await screen.findByTestId('report-failure');
    expect(notice).toHaveTextContent(why);
    expect(notice).toHaveTextContent(code);
    // The reference's wording of the code says nothing more than the sentence.
    expect(notice).not.toHaveTextContent('Line format was not recognized');
  });

  it("gives the server's detail when it says more than the sentence", async () => {
    renderFailed('en', {
      'Job-Done': false,
      status: 4028,
      'status-message': 'Date-Format "????" holds no date token',
    });
    expect(await screen.findByTestId('report-failure')).toHaveTextContent(
      'Server detail: Date-Format "????" holds no date token',
    );
  });

  it('names binary data for what it is', async () => {
    renderFailed('en', {
      'Job-Done': false,
      status: 4003,
      'status-message': 'Line format was not recognized: the input reads as binary data',
      'status-reason': 'binary-input',
    });
    expect(await screen.findByTestId('report-failure')).toHaveTextContent(
      'The file is not a text log',
    );
  });

  it('says nothing of a failure for a job that did not fail', async () => {
    renderFailed('en', { 'Job-Done': true, 'nb-lines-input': 3 });
    await screen.findByRole('navigation', { name: 'Views of this process' });
    expect(screen.queryByTestId('report-failure')).not.toBeInTheDocument();
  });
});
