import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { JobInsightLinks } from './job-insight-links.js';

/** A job of one line that became one event on one platform, the line set aside as a duplicate. */
const ONE_OF_EACH = {
  general: { 'nb-lines-input': 1, 'nb-ecs': 1 },
  rejets: { 'nb-lines-duplicate-ecs': 1 },
  stats: { 'platform-sd': 1 },
};

describe('JobInsightLinks', () => {
  it.each([
    ['en', ['1 line read:', '1 consultation event on 1 platform:', '(1 line)']],
    [
      'fr',
      ['1 ligne lue\u00a0:', '1 événement de consultation sur 1 plateforme\u00a0:', '(1 ligne)'],
    ],
  ] as const)('words counts of one in the singular (%s)', (locale, texts) => {
    renderWithProviders(
      <MemoryRouter>
        <JobInsightLinks jobId="job-1" report={ONE_OF_EACH} hasCounter={null} />
      </MemoryRouter>,
      { locale },
    );
    const cards = screen.getByTestId('job-insights').textContent;
    for (const text of texts) {
      expect(cards).toContain(text);
    }
  });

  it('words larger counts in the plural with the locale digit grouping', () => {
    renderWithProviders(
      <MemoryRouter>
        <JobInsightLinks
          jobId="job-1"
          report={{ ...ONE_OF_EACH, general: { 'nb-lines-input': 12621, 'nb-ecs': 2 } }}
          hasCounter={null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('job-insights').textContent).toContain('12,621 lines read:');
  });

  it.each([
    ['en', 'No consultation event: nothing to chart.'],
    ['fr', 'Aucun événement de consultation\u00a0: rien à représenter.'],
  ] as const)(
    'does not invite to explore the events of a job that has none (%s)',
    (locale, text) => {
      renderWithProviders(
        <MemoryRouter>
          <JobInsightLinks
            jobId="job-1"
            report={{ general: { 'nb-lines-input': 5, 'nb-ecs': 0 }, rejets: {}, stats: {} }}
            hasCounter={null}
          />
        </MemoryRouter>,
        { locale },
      );
      const cards = screen.getByTestId('job-insights').textContent;
      expect(cards).toContain(text);
      expect(cards).not.toMatch(/explore them|explorez-les/);
    },
  );
});
