import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { counterReport, counterRow } from './counter-fixture.js';
import { CounterView } from './counter-view.js';

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'ScienceDirect']]));
});
afterEach(() => jest.restoreAllMocks());

/** Waits for the platform names, which arrive after the first render, before the test ends. */
const namesShown = () => screen.findAllByText('ScienceDirect');

describe('CounterView', () => {
  it('names platforms as their manifests do', async () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    const table = screen.getByRole('table', { name: 'Platform usage (PR-like)' });
    expect((await within(table).findAllByText('ScienceDirect')).length).toBeGreaterThan(0);
    expect(within(table).queryByText('sd')).not.toBeInTheDocument();
  });

  it('shows the platform table first, with metric types and month columns', async () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    await namesShown();
    const table = screen.getByRole('table', { name: 'Platform usage (PR-like)' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Platform',
      'Metric type',
      'Reporting period total',
      'Nov 2012',
      'Dec 2012',
    ]);
    const sdRequests = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent.startsWith('ScienceDirectTotal_Item_Requests'));
    expect(sdRequests).toHaveTextContent('ScienceDirectTotal_Item_Requests871');
  });

  it('switches to the journal title view from the keyboard-usable report picker', async () => {
    const { user } = renderWithProviders(<CounterView report={counterReport()} />);
    await user.selectOptions(screen.getByLabelText('Report'), 'tr_j1');
    const table = screen.getByRole('table', { name: 'Journal requests (TR_J1-like)' });
    expect(within(table).getAllByText('Journal B')).toHaveLength(2);
    expect(within(table).queryByText('Book A')).not.toBeInTheDocument();
  });

  it('does not call a journal known by its ISSN only platform-level usage', async () => {
    const report = counterReport();
    report.rows = [
      counterRow({
        print_identifier: '0967-0645',
        data_type: 'Journal',
        metrics: { Total_Item_Requests: 2 },
      }),
      counterRow({ data_type: 'Journal', metrics: { Total_Item_Requests: 1 } }),
    ];
    const { user } = renderWithProviders(<CounterView report={report} />);
    await user.selectOptions(screen.getByLabelText('Report'), 'tr_j1');
    const rows = within(screen.getByRole('table', { name: /TR_J1/ })).getAllByRole('row');
    const issnRow = rows.find((row) => row.textContent.includes('0967-0645'));
    expect(issnRow).toHaveTextContent('(title not in the log)');
    expect(issnRow).not.toHaveTextContent('(platform-level usage)');
    const bareRow = rows.find((row) => row !== issnRow && row.textContent.includes('Total_Item'));
    expect(bareRow).toHaveTextContent('(platform-level usage)');
  });

  it('says that nothing was counted rather than giving a period from - to -', async () => {
    const report = { ...counterReport(), rows: [], begin_month: null, end_month: null };
    renderWithProviders(<CounterView report={report} />, { locale: 'fr' });
    expect(await screen.findByText(/Aucun usage n'a été compté/)).toBeInTheDocument();
    expect(screen.queryByText(/\(- à -\)/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', /proxy log \(Mar 2013\); not audited/],
    ['fr', /log du proxy \(mars 2013\) ; non audités/],
  ] as const)(
    'gives a period of one month once, not "from it to it" (%s)',
    async (locale, text) => {
      const report = { ...counterReport(), begin_month: '2013-03', end_month: '2013-03' };
      renderWithProviders(<CounterView report={report} />, { locale });
      await namesShown();
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'The logs read cover Nov 29, 2012 to Dec 31, 2012 only'],
    ['fr', 'Les logs lus ne couvrent que la période du 29 nov. 2012 au 31 déc. 2012\u00a0:'],
  ] as const)(
    'says when the logs read cover part of the period only (%s)',
    async (locale, text) => {
      const report = { ...counterReport(), first_day: '2012-11-29', last_day: '2012-12-31' };
      renderWithProviders(<CounterView report={report} />, { locale });
      await namesShown();
      // (toHaveTextContent turns no-break spaces into spaces: the French one is checked here.)
      expect(screen.getByTestId('counter-partial-period').textContent).toContain(text);
    },
  );

  it('says nothing of coverage when the logs read cover whole months', async () => {
    const report = { ...counterReport(), first_day: '2012-11-01', last_day: '2012-12-31' };
    renderWithProviders(<CounterView report={report} />);
    await namesShown();
    expect(screen.queryByTestId('counter-partial-period')).not.toBeInTheDocument();
  });

  it('names the robot list in words, and says when it was not COUNTER-Robots', async () => {
    renderWithProviders(<CounterView report={{ ...counterReport(), robots_list: 'isbot' }} />, {
      locale: 'fr',
    });
    await namesShown();
    expect(screen.getByText(/la liste COUNTER-Robots n'était pas configurée/)).toBeInTheDocument();
    expect(screen.queryByText('Robots exclus avec : isbot')).not.toBeInTheDocument();
  });

  it('shows the totals of every metric and the notes', async () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    await namesShown();
    const totals = screen.getByRole('region', { name: 'Totals of the process' });
    expect(within(totals).getByText('Total_Item_Investigations').parentElement).toHaveTextContent(
      '15',
    );
    expect(screen.getByText('Not audited.')).toBeInTheDocument();
    expect(screen.getByText('Robots excluded with the COUNTER-Robots list.')).toBeInTheDocument();
  });

  it('lets a narrow tile wrap a metric name after its underscores, not mid-word', async () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    await namesShown();
    const totals = screen.getByRole('region', { name: 'Totals of the process' });
    const name = within(totals).getByText('Unique_Title_Requests');
    expect(name.textContent).toBe('Unique_Title_Requests');
    expect([...name.childNodes].map((node) => node.nodeName)).toEqual([
      '#text',
      '#text',
      'WBR',
      '#text',
      '#text',
      'WBR',
      '#text',
    ]);
  });

  it.each([
    ['en', 'Platform usage (PR-like)', ['Nov 2012', 'Dec 2012'], '(Nov 2012 to Dec 2012)'],
    ['fr', 'Usage par plateforme (type PR)', ['nov. 2012', 'déc. 2012'], '(nov. 2012 à déc. 2012)'],
  ] as const)(
    'names the months in the page language (%s)',
    async (locale, name, months, period) => {
      renderWithProviders(<CounterView report={counterReport()} />, { locale });
      await namesShown();
      const headers = within(screen.getByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers.slice(-2)).toEqual(months);
      expect(screen.getByText(new RegExp(period.replace(/[().]/g, '\\$&')))).toBeVisible();
    },
  );

  it("exports the table with the server's institution in its header", async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: the Blob handed to the download link is what the file holds.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:counter';
      },
      revokeObjectURL: () => undefined,
    });
    const { user } = renderWithProviders(<CounterView report={counterReport()} />, {
      preloadedState: {
        appInfo: {
          ...appInfoSlice.getInitialState(),
          appInfo: {
            ...appInfoSlice.getInitialState().appInfo,
            institutionName: 'Bibliothèque universitaire',
            institutionId: 'ISNI:0000000419369078',
          },
        },
      },
    });
    await namesShown();
    await user.click(
      screen.getByRole('button', { name: 'Export this table (COUNTER R5.1 tabular, TSV)' }),
    );
    const text = await saved[0]?.text();
    expect(text?.split('\r\n').slice(3, 5)).toEqual([
      'Institution_Name\tBibliothèque universitaire',
      'Institution_ID\tISNI:0000000419369078',
    ]);
  });

  it('speaks French', async () => {
    renderWithProviders(<CounterView report={counterReport()} />, { locale: 'fr' });
    await namesShown();
    expect(
      screen.getByRole('table', { name: 'Usage par plateforme (type PR)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Exporter ce tableau (format tabulaire COUNTER R5.1, TSV)',
      }),
    ).toBeEnabled();
  });

  it('words the notes and data types of counter.json in French', async () => {
    const { user } = renderWithProviders(
      <CounterView
        report={{
          ...counterReport(),
          notes: [
            'Searches are not observable through a proxy and are not reported.',
            'A note this page does not know.',
          ],
        }}
      />,
      { locale: 'fr' },
    );
    const notes = screen.getByRole('region', { name: 'Ce que les logs de proxy ne disent pas' });
    expect(notes).toHaveTextContent('Les recherches ne sont pas visibles');
    expect(notes).not.toHaveTextContent('Searches are not observable');
    // A note the page has no words for is kept, marked as English for screen readers.
    expect(within(notes).getByText('A note this page does not know.')).toHaveAttribute(
      'lang',
      'en',
    );
    await user.selectOptions(screen.getByLabelText('Rapport'), 'tr_j1');
    const table = screen.getByRole('table', { name: /TR_J1/ });
    expect(within(table).getAllByText('Revue').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Journal')).not.toBeInTheDocument();
  });
});
