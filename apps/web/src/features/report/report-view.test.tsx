import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportView } from './report-view.js';

const report = (isDone: boolean) => ({
  general: { 'Job-ID': 'job-1', 'Job-Done': isDone, 'nb-lines-input': 10 },
  files: { '1': 'a.log' },
});

describe('ReportView', () => {
  it('expands every panel, then collapses them all', async () => {
    const { user } = renderWithProviders(<ReportView report={report(true)} logging={[]} />);
    const triggers = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-expanded'))
        .map((button) => button.getAttribute('aria-expanded'));
    // Status, charts, two groups and traces.
    expect(triggers()).toHaveLength(5);
    expect(triggers()).toContain('false');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(triggers().every((expanded) => expanded === 'true')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(triggers().every((expanded) => expanded === 'false')).toBe(true);
  });

  it('offers "Download report" only once the job is done', () => {
    const { unmount } = renderWithProviders(<ReportView report={report(false)} logging={[]} />);
    expect(screen.queryByRole('link', { name: 'Download report' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ReportView report={report(true)} logging={[]} />);
    const link = screen.getByRole('link', { name: 'Download report' });
    expect(link).toHaveAttribute('href', '/api/logs/job-1/job-report.json');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
