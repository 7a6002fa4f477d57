import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createJobSummary } from '../../test/builders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { ReportGroupTable } from '../report/report-group-table.js';
import { MyJobsPage } from '../my-jobs/my-jobs-page.js';
import { JobInsightLinks } from './job-insight-links.js';

// One job seen from the result card, My jobs and the report: 1 000 lines read, 876 set aside
// (700 of them ignored), a reference Rejection-Rate of 58.67 % (176 ÷ 300).
const report = {
  general: { 'nb-lines-input': 1000, 'nb-ecs': 124, 'Rejection-Rate': '58.67 %' },
  rejets: {
    'nb-lines-ignored': 700,
    'nb-lines-unqualified-ecs': 150,
    'nb-lines-unknown-domains': 26,
  },
};
const myJobs = {
  retentionHours: 24,
  jobs: [
    {
      ...createJobSummary({ linesInput: 1000, events: 124, rejectedLines: 876 }),
      files: ['a.log'],
      expiresAt: '2026-03-05T05:06:00',
    },
  ],
};

afterEach(() => {
  restoreNetwork();
});

describe('the share of lines set aside', () => {
  it.each([
    [
      'en',
      '87.6% of the lines read set aside (ignored lines included)',
      'Set aside (of lines read): 87.6%',
    ],
    [
      'fr',
      "87,6 % des lignes lues mises à l'écart (lignes ignorées comprises)",
      'Écartées (des lignes lues) : 87,6 %',
    ],
  ] as const)(
    'is one figure under one definition on the result card and in My jobs (%s)',
    async (locale, card, figure) => {
      const { unmount } = renderWithProviders(
        <MemoryRouter>
          <JobInsightLinks jobId="job-1" report={report} hasCounter={false} />
        </MemoryRouter>,
        { locale },
      );
      expect(screen.getByTestId('job-insights')).toHaveTextContent(card);
      unmount();
      serveRequests(() => ({ status: 200, data: myJobs }));
      renderWithProviders(
        <MemoryRouter>
          <MyJobsPage />
        </MemoryRouter>,
        { locale },
      );
      const job = await screen.findByRole('listitem');
      expect(job.textContent.replace(/\s/g, ' ')).toContain(figure.replace(/\s/g, ' '));
    },
  );

  it.each([
    ['en', /Rejection rate, ignored lines excluded/, '58.67%'],
    ['fr', /Taux de rejet, lignes ignorées exclues/, '58,67 %'],
  ] as const)(
    'is told apart from the report Rejection-Rate, its figure kept in the page language (%s)',
    (locale, help, rate) => {
      renderWithProviders(<ReportGroupTable entries={report.general} label="general" />, {
        locale,
      });
      const row = within(screen.getByRole('table')).getByText('Rejection-Rate').closest('tr');
      expect(row?.textContent.replace(/\s/g, ' ')).toContain(rate);
      expect(row).toHaveTextContent(help);
    },
  );
});
