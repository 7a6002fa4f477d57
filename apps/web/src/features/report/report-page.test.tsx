import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '../../shared/i18n/locale.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { processApi } from '../process/process.api.js';
import { ReportPage } from './report-page.js';
import { reportActions } from './report.slice.js';

function renderUnreadableReport(locale: Locale) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/report/unknown-id']}>
      <Routes>
        <Route path="/report/:uuid?" element={<ReportPage />} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
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
        const view = renderWithProviders(
          <MemoryRouter initialEntries={['/report/11111111-2222-4333-8444-555555555555']}>
            <Routes>
              <Route path="/report/:uuid?" element={<ReportPage />} />
            </Routes>
          </MemoryRouter>,
          { locale, shouldRunSagas: true },
        );
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
        renderWithProviders(
          <MemoryRouter initialEntries={['/report']}>
            <Routes>
              <Route path="/report/:uuid?" element={<ReportPage />} />
            </Routes>
          </MemoryRouter>,
          { locale, shouldRunSagas: true },
        );
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
