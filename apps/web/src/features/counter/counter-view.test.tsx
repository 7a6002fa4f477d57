import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { counterReport } from './counter-fixture.js';
import { CounterView } from './counter-view.js';

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'ScienceDirect']]));
});
afterEach(() => jest.restoreAllMocks());

describe('CounterView', () => {
  it('names platforms as their manifests do', async () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    const table = screen.getByRole('table', { name: 'Platform usage (PR-like)' });
    expect((await within(table).findAllByText('ScienceDirect')).length).toBeGreaterThan(0);
    expect(within(table).queryByText('sd')).not.toBeInTheDocument();
  });

  it('shows the platform table first, with metric types and month columns', () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    const table = screen.getByRole('table', { name: 'Platform usage (PR-like)' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Platform',
      'Metric type',
      'Reporting period total',
      '2012-11',
      '2012-12',
    ]);
    const sdRequests = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent.startsWith('sdTotal_Item_Requests'));
    expect(sdRequests).toHaveTextContent('sdTotal_Item_Requests871');
  });

  it('switches to the journal title view from the keyboard-usable report picker', async () => {
    const { user } = renderWithProviders(<CounterView report={counterReport()} />);
    await user.selectOptions(screen.getByLabelText('Report'), 'tr_j1');
    const table = screen.getByRole('table', { name: 'Journal requests (TR_J1-like)' });
    expect(within(table).getAllByText('Journal B')).toHaveLength(2);
    expect(within(table).queryByText('Book A')).not.toBeInTheDocument();
  });

  it('shows the totals of every metric and the notes', () => {
    renderWithProviders(<CounterView report={counterReport()} />);
    const totals = screen.getByRole('region', { name: 'Totals of the process' });
    expect(within(totals).getByText('Total_Item_Investigations').parentElement).toHaveTextContent(
      '15',
    );
    expect(screen.getByText('Not audited.')).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(<CounterView report={counterReport()} />, { locale: 'fr' });
    expect(
      screen.getByRole('table', { name: 'Usage par plateforme (type PR)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter ce tableau (CSV)' })).toBeEnabled();
  });
});
