import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportView } from './report-view.js';

const report = (isDone: boolean) => ({
  general: { 'Job-ID': 'job-1', 'Job-Done': isDone, 'nb-lines-input': 10 },
  files: { '1': 'a.log' },
});

describe('ReportView', () => {
  it.each([
    [
      'en',
      'The notification mail could not be sent to b@example.org: they will not be told this job has ended.',
    ],
    [
      'fr',
      "Le courriel de notification n'a pas pu être envoyé à b@example.org : la fin de ce traitement n'y a pas été signalée.",
    ],
  ] as const)(
    'says above the panels when the notification mail did not reach someone (%s)',
    (locale, sentence) => {
      const notifications = {
        mailto: 'a@example.org, b@example.org',
        'mail-status': 'fail',
        'mail-failed-recipients': 'b@example.org',
        'mail-error-message': 'b@example.org: 550 5.1.1 No such user',
      };
      renderWithProviders(<ReportView report={{ ...report(true), notifications }} logging={[]} />, {
        locale,
      });
      const notice = screen.getByTestId('mail-failed');
      expect(notice).toHaveTextContent(sentence);
      // The SMTP server's reply, as it came.
      expect(within(notice).getByText('b@example.org: 550 5.1.1 No such user')).toHaveAttribute(
        'lang',
        'en',
      );
    },
  );

  it('says nothing of a mail that went out, or of a job that mailed nobody', () => {
    const sent = { mailto: 'a@example.org', 'mail-status': 'success' };
    const { unmount } = renderWithProviders(
      <ReportView report={{ ...report(true), notifications: sent }} logging={[]} />,
    );
    expect(screen.queryByTestId('mail-failed')).toBeNull();
    unmount();
    renderWithProviders(<ReportView report={report(true)} logging={[]} />);
    expect(screen.queryByTestId('mail-failed')).toBeNull();
  });

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

  it.each([
    // French groups digits with a narrow no-break space.
    ['fr', /^59\s420$/, /^3\s103 lignes\/s$/],
    ['en', /^59,420$/, /^3,103 lines\/s$/],
  ] as const)('prints the figures in the numbers and words of %s', async (locale, lines, speed) => {
    const { user } = renderWithProviders(
      <ReportView
        report={{
          general: {
            'Job-ID': 'job-1',
            'Job-Done': true,
            'nb-lines-input': 59420,
            'process-speed': '3103 lignes/s',
            'Job-Duration': '0 s ',
          },
        }}
        logging={[]}
      />,
      { locale },
    );
    await user.click(
      screen.getByRole('button', { name: locale === 'fr' ? 'Tout déplier' : 'Expand all' }),
    );
    // The tile and General's nb-lines-input row write the count alike (as do the charts' tables).
    const counts = await screen.findAllByText(lines);
    expect(counts.filter((element) => element.closest('figure') === null)).toHaveLength(2);
    // The tile and General's process-speed row word it alike.
    expect(screen.getAllByText(speed)).toHaveLength(2);
    // Not "0 s" beside a speed of thousands of lines a second (tile and General alike).
    expect(screen.getAllByText('< 1 s')).toHaveLength(2);
  });

  it('shows why a job stopped while it ran above the figures it reached', () => {
    renderWithProviders(
      <ReportView
        report={{
          general: {
            'Job-ID': 'job-1',
            'Job-Done': false,
            'nb-lines-input': 59420,
            'status-message': 'The client went away.',
            'abort-reason': 'client-gone',
          },
        }}
        logging={[]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Interrupted');
    expect(screen.getByRole('status')).toHaveTextContent('before the job stopped');
    expect(screen.getAllByText('59,420').length).toBeGreaterThan(0);
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

  it("links the job's files on the page's own origin, whatever host the job was sent to", () => {
    // A mail's link opens the page on `localhost`; the job was sent to 127.0.0.1, and the
    // session cookie belongs to the page's host only.
    const id = '0b9c2e7e-3f51-4c55-9a35-8f5f0f7e2b10';
    renderWithProviders(
      <ReportView
        report={{
          general: {
            'Job-ID': id,
            'Job-Done': true,
            'URL-Report': `http://127.0.0.1:3000/${id}/job-report.json`,
          },
        }}
        logging={[]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      `/${id}/job-report.json`,
    );
  });

  it.each([
    ['16 s ', '16 s'],
    ['0 s ', '< 1 s'],
    ['4 m 22 s ', '4 min 22 s'],
  ])('shows Job-Duration %j as %s in the status tile and in General alike', async (raw, shown) => {
    const { user } = renderWithProviders(
      <ReportView
        report={{ general: { 'Job-ID': 'job-1', 'Job-Done': true, 'Job-Duration': raw } }}
        logging={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const tile = screen.getByText('Duration').parentElement;
    expect(tile).toHaveTextContent(shown);
    const general = screen.getByRole('table', { name: 'General' });
    const row = within(general).getByText('Job-Duration').closest('tr');
    expect(row?.lastElementChild).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it.each([
    ['en', 'No value', '483 lines/s', '120 events/s'],
    ['fr', 'Aucune valeur', '483 lignes/s', '120 événements/s'],
  ] as const)(
    'shows General without raw nulls, and its rates in the page language (%s)',
    async (locale, noValue, lineRate, eventRate) => {
      const { user } = renderWithProviders(
        <ReportView
          report={{
            general: {
              'Job-ID': 'job-1',
              'git-branch': null,
              'platforms-version': null,
              geolocalization: '',
              'process-speed': '483 lignes/s',
              'ecs-speed': '120 ec/s',
              'Job-Date': 'soon',
            },
          }}
          logging={[]}
        />,
        { locale },
      );
      await user.click(
        screen.getByRole('button', { name: locale === 'fr' ? 'Tout déplier' : 'Expand all' }),
      );
      const general = screen.getByRole('table', { name: locale === 'fr' ? 'Général' : 'General' });
      const valueOf = (key: string) =>
        within(general).getByText(key, { exact: true }).closest('tr')?.lastElementChild;
      for (const key of ['git-branch', 'platforms-version', 'geolocalization']) {
        expect(valueOf(key)).toHaveTextContent(`–${noValue}`);
        expect(valueOf(key)).not.toHaveTextContent('null');
      }
      expect(valueOf('process-speed')).toHaveTextContent(new RegExp(`^${lineRate}$`));
      expect(valueOf('ecs-speed')).toHaveTextContent(new RegExp(`^${eventRate}$`));
      // A value the page does not know how to read stays as the report writes it.
      expect(valueOf('Job-Date')).toHaveTextContent(/^soon$/);
    },
  );
});

describe('ReportView figures in the page language', () => {
  it.each([
    [
      'en',
      'General',
      'Expand all',
      '90.14%',
      '1,234,567',
      '2026 Nov 30 - 10:14',
      'Rejects',
      '12,345',
    ],
    [
      'fr',
      'Général',
      'Tout déplier',
      '90,14 %',
      '1 234 567',
      '30 nov. 2026 - 10:14',
      'Rejets',
      '12 345',
    ],
  ] as const)(
    'writes the rejection rate, counts and start date as the locale does (%s)',
    async (locale, generalName, expandAll, rate, count, date, rejectsName, rejected) => {
      const { user } = renderWithProviders(
        <ReportView
          report={{
            general: {
              'Job-Date': new Date(2026, 10, 30, 10, 14, 59).toISOString(),
              'nb-lines-input': 1_234_567,
              'Rejection-Rate': '90.14 %',
            },
            rejets: { 'nb-lines-unknown-domains': 12_345 },
          }}
          logging={[]}
        />,
        { locale },
      );
      await user.click(screen.getByRole('button', { name: expandAll }));
      const general = screen.getByRole('table', { name: generalName });
      const valueOf = (key: string) =>
        within(general).getByText(key, { exact: true }).closest('tr')?.lastElementChild;
      // French writes a narrow no-break space before "%" and between thousands.
      const spaced = (key: string) => valueOf(key)?.textContent.replace(/\s/g, ' ');
      expect(spaced('Rejection-Rate')).toBe(rate);
      expect(spaced('nb-lines-input')).toBe(count);
      expect(spaced('Job-Date')).toBe(date);
      const rejects = screen.getByRole('table', { name: rejectsName });
      // The count leads its cell (a phone shows the share bar beneath it).
      const rejectCount = within(rejects).getAllByRole('cell')[1]?.firstElementChild;
      expect(rejectCount?.textContent.replace(/\s/g, ' ')).toBe(rejected);
    },
  );

  it("words each reject's share as the reject explorer does: one decimal, never rounded up", async () => {
    const { user } = renderWithProviders(
      <ReportView
        report={{
          general: { 'nb-lines-input': 24_160 },
          rejets: {
            'nb-lines-ignored': 0,
            'nb-lines-unknown-formats': 82,
            'nb-lines-unqualified-ecs': 20_607,
            'nb-lines-duplicate-ecs': 1,
          },
        }}
        logging={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const rejects = screen.getByRole('table', { name: 'Rejects' });
    const shares = within(rejects)
      .getAllByRole('progressbar', { hidden: true })
      .map((bar) => bar.closest('td')?.textContent ?? '');
    expect(shares.join(' | ')).toContain('0.3%');
    expect(shares.join(' | ')).toContain('85.3%');
    expect(shares.join(' | ')).toContain('< 0.1%');
    expect(shares.join(' | ')).not.toContain('86%');
  });

  it('draws the reject shares as pictures of the number written beside them, never live', async () => {
    const { user } = renderWithProviders(
      <ReportView
        report={{
          general: { 'nb-lines-input': 1000 },
          rejets: { 'nb-lines-ignored': 5, 'nb-lines-unknown-formats': 897 },
        }}
        logging={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const rejects = screen.getByRole('table', { name: 'Rejects' });
    // A progressbar would be named by its rounded value ("1%" for 0.5%) and read as a task.
    expect(within(rejects).queryAllByRole('progressbar')).toEqual([]);
    expect(within(rejects).getAllByRole('progressbar', { hidden: true }).length).toBeGreaterThan(0);
    // A live report updates these shares: live regions would queue each change to be read.
    const live = Array.from(rejects.querySelectorAll('[aria-live]')).filter(
      (element) => element.getAttribute('aria-live') !== 'off',
    );
    expect(live).toEqual([]);
    const row = within(rejects).getByText('Unknown formats').closest('tr')!;
    // 897 of the 995 relevant lines (the ignored ones are not counted).
    expect(row).toHaveTextContent('90.2%');
  });
});
