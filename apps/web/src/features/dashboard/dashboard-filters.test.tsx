import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { NO_FILTERS } from './dashboard-data.js';
import { DashboardFilterForm } from './dashboard-filters.js';

const facets = {
  platform: ['npg'],
  rtype: ['ARTICLE'],
  mime: ['PDF'],
  on_campus: ['N'],
  firstDate: null,
  lastDate: null,
};

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['npg', 'Nature']]));
});
afterEach(() => jest.restoreAllMocks());

describe('DashboardFilterForm', () => {
  it('says "all" in the gender of each French filter', async () => {
    renderWithProviders(
      <DashboardFilterForm filters={NO_FILTERS} facets={facets} onChange={jest.fn()} />,
      { locale: 'fr' },
    );
    // The platform names arrive after the first render.
    expect(await screen.findByRole('option', { name: 'Nature' })).toBeInTheDocument();
    const selected = (name: string) =>
      screen.getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.text;
    // Une plateforme: toutes; un type, un format: tous.
    expect(selected('Plateforme')).toBe('Toutes');
    expect(selected('Type de ressource')).toBe('Tous');
    expect(selected('Format')).toBe('Tous');
  });
});

describe('DashboardFilterForm values', () => {
  it.each([
    ['en', 'Article', 'PDF document'],
    ['fr', 'Article', 'Document PDF'],
  ] as const)(
    'names resource types and formats in %s, keeping the code',
    async (locale, rtype, mime) => {
      renderWithProviders(
        <DashboardFilterForm
          filters={NO_FILTERS}
          facets={{ ...facets, rtype: ['ARTICLE', 'BOOK_SECTION', 'PULSAR'] }}
          onChange={jest.fn()}
        />,
        { locale },
      );
      await screen.findByRole('option', { name: 'Nature' });
      const article = screen.getByRole('option', { name: rtype });
      expect(article).toHaveValue('ARTICLE');
      expect(article).toHaveAttribute('title', 'ARTICLE');
      expect(screen.getByRole('option', { name: 'PULSAR' })).toHaveValue('PULSAR');
      expect(screen.getByRole('option', { name: mime })).toHaveValue('PDF');
    },
  );
});
