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

  it.each([
    ['en', 'cancelled', 'Cancelled', 'The figures below are those reached before the job stopped.'],
    [
      'fr',
      'client-gone',
      'Interrompu',
      "Les chiffres ci-dessous sont ceux atteints avant l'arrêt du traitement.",
    ],
  ] as const)(
    'says in %s that a job stopped while it ran (%s) and that its figures are partial',
    (locale, reason, label, partial) => {
      renderWithProviders(
        <ReportStoppedNotice
          general={{ 'Job-Done': false, 'nb-lines-input': 7, 'abort-reason': reason }}
        />,
        { locale },
      );
      expect(screen.getByRole('status')).toHaveTextContent(label);
      expect(screen.getByRole('status')).toHaveTextContent(partial);
    },
  );

  it('says nothing of figures for a job stopped before any line was read', () => {
    renderWithProviders(
      <ReportStoppedNotice
        general={{ 'Job-Done': false, 'nb-lines-input': 0, 'abort-reason': 'cancelled' }}
      />,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('figures');
  });

  it('says nothing for a job that ran', () => {
    renderWithProviders(<ReportStoppedNotice general={{ 'Job-Done': true }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
