import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '../../shared/i18n/locale.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
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
});
