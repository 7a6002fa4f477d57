import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportGroupTable } from './report-group-table.js';

describe('ReportGroupTable stats', () => {
  it.each([
    ['en', 'Resource type: Book section', 'Format: PDF document'],
    ['fr', 'Type de ressource\u00a0: Section de livre', 'Format\u00a0: Document PDF'],
  ] as const)(
    'names resource types and formats in %s beside their report keys',
    (locale, rtype, mime) => {
      renderWithProviders(
        <ReportGroupTable
          label="Stats"
          entries={{ 'rtype-BOOK_SECTION': 6, 'rtype-PULSAR': 1, 'mime-PDF': 7, platforms: 1 }}
        />,
        { locale },
      );
      const table = screen.getByRole('table', { name: 'Stats' });
      const section = within(table).getByRole('row', { name: new RegExp(rtype) });
      // The report's own key stays readable, as users compare it with ezPAARSE reports.
      expect(section).toHaveTextContent('rtype-BOOK_SECTION');
      expect(within(table).getByRole('row', { name: new RegExp(mime) })).toHaveTextContent(
        'mime-PDF',
      );
      // No label for an unknown code: the key alone.
      expect(within(table).getByRole('row', { name: /^rtype-PULSAR 1$/ })).toBeInTheDocument();
    },
  );
});
