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

describe('DashboardFilterForm dates', () => {
  const dated = { ...facets, firstDate: '2012-11-01', lastDate: '2012-12-31' };

  it('shows and takes dates as the French interface writes them, whatever the browser', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <DashboardFilterForm
        filters={{ ...NO_FILTERS, from: '2012-11-30' }}
        facets={dated}
        onChange={onChange}
      />,
      { locale: 'fr' },
    );
    const from = screen.getByRole('textbox', { name: 'Du' });
    expect(from).toHaveValue('30/11/2012');
    expect(from).toHaveAttribute('lang', 'fr');
    expect(from).toHaveAccessibleDescription(/JJ\/MM\/AAAA/);
    const to = screen.getByRole('textbox', { name: 'Au' });
    await user.type(to, '01/12/2012');
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      from: '2012-11-30',
      to: '2012-12-01',
    });
  });

  it('says a typed date is wrong instead of filtering by it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <DashboardFilterForm filters={NO_FILTERS} facets={dated} onChange={onChange} />,
      { locale: 'fr' },
    );
    const to = screen.getByRole('textbox', { name: 'Au' });
    await user.type(to, '31/02/2012');
    expect(to).toBeInvalid();
    expect(to).toHaveAccessibleDescription(/Date invalide/);
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ to: '2012-02-31' }));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ to: '2012-03-02' }));
  });

  it.each([
    ['To', { from: '2012-11-30' }, '2012-11-29', 'Choose a day from 2012-11-30 to 2012-12-31.'],
    ['From', { to: '2012-12-10' }, '2012-12-11', 'Choose a day from 2012-11-01 to 2012-12-10.'],
  ])('keeps %s on its side of the other end of the range', async (name, set, typed, hint) => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <DashboardFilterForm
        filters={{ ...NO_FILTERS, ...set }}
        facets={dated}
        onChange={onChange}
      />,
      { locale: 'en' },
    );
    const field = screen.getByRole('textbox', { name });
    // Pasted whole: typed key by key, a prefix such as 2012-12-1 would be a day in range.
    await user.click(field);
    await user.paste(typed);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(hint);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('writes dates year first in English, with the pattern as a hint', () => {
    renderWithProviders(
      <DashboardFilterForm
        filters={{ ...NO_FILTERS, from: '2012-11-30' }}
        facets={dated}
        onChange={jest.fn()}
      />,
      { locale: 'en' },
    );
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('2012-11-30');
    expect(from).toHaveAttribute('lang', 'en');
    expect(from).toHaveAccessibleDescription(/YYYY-MM-DD/);
  });
});
