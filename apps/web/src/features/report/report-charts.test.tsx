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
