import { screen, within } from '@testing-library/react';
import { NETWORK_ENRICHERS, enricherCounterKeys } from '@sillage/shared-types';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { splitEnrichmentCounters } from './report-data.js';
import { ReportView } from './report-view.js';

const report = {
  general: {
    'Job-ID': 'job-1',
    'Job-Done': true,
    'nb-ecs': 4,
    'crossref-queries': 3,
    'crossref-invalid-dois': 1,
    'istex-unreachable': 0,
  },
};

describe('ReportView enrichment panel', () => {
  it.each([
    [
      'en',
      'Enrichment',
      'General',
      'Crossref: requests sent',
      'ISTEX: identifiers not looked up, service unreachable',
    ],
    [
      'fr',
      'Enrichissement',
      'Général',
      'Crossref : requêtes envoyées',
      'ISTEX : identifiants non recherchés, service injoignable',
    ],
  ] as const)(
    'labels the enrichers’ counters in %s under their own heading, raw keys kept',
    async (locale, heading, general, queries, unreachable) => {
      const { user } = renderWithProviders(<ReportView report={report} logging={[]} />, {
        locale,
      });
      // Only the two panels under test are opened (the charts are slow to draw).
      await user.click(screen.getByRole('button', { name: heading }));
      await user.click(screen.getByRole('button', { name: general }));
      const table = await screen.findByRole('table', { name: heading });
      const queriesRow = within(table).getByText(queries).closest('tr');
      expect(queriesRow).not.toBeNull();
      // The report's own key stays beside the label, and the value is the counter's.
      expect(within(queriesRow as HTMLElement).getByText('crossref-queries')).toBeInTheDocument();
      expect(within(queriesRow as HTMLElement).getByText('3')).toBeInTheDocument();
      expect(within(table).getByText(unreachable)).toBeInTheDocument();
      expect(within(table).getByText('crossref-invalid-dois')).toBeInTheDocument();
      // Listed once: not again among General's raw keys.
      const generalTable = screen.getByRole('table', { name: general });
      expect(within(generalTable).queryByText('crossref-queries')).not.toBeInTheDocument();
      expect(within(generalTable).getByText('nb-ecs')).toBeInTheDocument();
    },
  );

  it('shows no enrichment panel when no enricher ran', () => {
    renderWithProviders(
      <ReportView report={{ general: { 'Job-ID': 'job-1', 'nb-ecs': 4 } }} logging={[]} />,
    );
    expect(screen.queryByRole('button', { name: 'Enrichment' })).not.toBeInTheDocument();
  });

  it('has a label in both languages for every counter an enricher reports', () => {
    const keys = NETWORK_ENRICHERS.flatMap(enricherCounterKeys);
    const { enrichment, general } = splitEnrichmentCounters(
      Object.fromEntries(keys.map((key) => [key, 0])),
    );
    // Every declared key is read as an enricher counter, none left among General's raw keys.
    expect(Object.keys(general)).toEqual([]);
    const ids = [...new Set(enrichment.map((row) => `report.enrichment.${row.counter}`))];
    for (const catalog of [en, fr] as Record<string, string>[]) {
      expect(ids.filter((id) => !catalog[id])).toEqual([]);
    }
  });
});
