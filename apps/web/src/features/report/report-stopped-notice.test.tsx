import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportStoppedNotice } from './report-stopped-notice.js';

describe('ReportStoppedNotice', () => {
  it.each([
    ['en', 'cancelled', 'Cancelled'],
    ['fr', 'cancelled', 'Annulé'],
    ['fr', 'upload-interrupted', 'Interrompu'],
  ] as const)('says in %s that the job was stopped (%s)', (locale, reason, label) => {
    renderWithProviders(
      <ReportStoppedNotice general={{ 'Job-Done': false, 'abort-reason': reason }} />,
      { locale },
    );
    expect(screen.getByRole('status')).toHaveTextContent(label);
  });

  it('says nothing for a job that ran', () => {
    renderWithProviders(<ReportStoppedNotice general={{ 'Job-Done': true }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
