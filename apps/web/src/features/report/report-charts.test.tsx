import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportCharts } from './report-charts.js';

const report = {
  general: { 'nb-lines-input': 26062, 'nb-ecs': 3064 },
  rejets: { 'nb-lines-ignored': 19976 },
  stats: { 'platform-npg': 3007, 'mime-HTML': 1687 },
};

describe('ReportCharts', () => {
  it.each([
    ['en', /^26,062$/],
    // French groups digits with a narrow no-break space.
    ['fr', /^26\s062$/],
  ] as const)('writes the counts of its charts in the numbers of %s', (locale, lines) => {
    renderWithProviders(<ReportCharts report={report} headingLevel="h3" />, { locale });
    // The table that speaks for the funnel (the drawing is hidden from assistive technologies).
    const funnel = screen.getByRole('figure', { name: /lines|lignes/i });
    expect(within(funnel).getByText(lines)).toBeInTheDocument();
  });
});

describe('ReportCharts resource types and formats', () => {
  const stats = {
    general: { 'nb-lines-input': 100, 'nb-ecs': 10 },
    stats: { 'rtype-BOOK_SECTION': 6, 'rtype-PULSAR': 4, 'mime-PDF': 10 },
  };

  it.each([
    [
      'en',
      'Consultation events by resource type',
      'Book section',
      'Consultation events by format',
      'PDF document',
    ],
    [
      'fr',
      'Événements de consultation par type de ressource',
      'Section de livre',
      'Événements de consultation par format',
      'Document PDF',
    ],
  ] as const)(
    'names the codes in %s, the code kept as the title',
    (locale, rtypeTitle, rtypeLabel, mimeTitle, mimeLabel) => {
      renderWithProviders(<ReportCharts report={stats} headingLevel="h3" />, { locale });
      const rtypes = screen.getByRole('figure', { name: rtypeTitle });
      const section = within(rtypes).getByText(rtypeLabel);
      expect(section).toHaveAttribute('title', 'BOOK_SECTION');
      // Unknown to the label table: the platform's code as it came.
      expect(within(rtypes).getByText('PULSAR')).toBeInTheDocument();
      const mimes = screen.getByRole('figure', { name: mimeTitle });
      expect(within(mimes).getByText(mimeLabel)).toHaveAttribute('title', 'PDF');
    },
  );
});
