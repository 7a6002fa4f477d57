import type { Dashboard } from '@sillage/shared-types';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, settled } from '../../test/render-with-providers.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { DashboardView } from './dashboard-view.js';

function dashboard(granularity: Dashboard['granularity'], timeline: Dashboard['timeline']) {
  const matched = timeline.reduce((sum, point) => sum + point.count, 0);
  return {
    total: matched,
    matched,
    granularity,
    timeZone: null,
    timeline,
    platforms: [{ name: 'sd', count: matched }],
    rtypes: [],
    mimes: [],
    onCampus: [],
    titles: [],
    facets: { platform: [], rtype: [], mime: [], on_campus: [], firstDate: null, lastDate: null },
  } satisfies Dashboard;
}

/** The rows (label, count) of the table that speaks for the timeline, spaces made plain. */
function timelineRows(name: RegExp): string[][] {
  const figure = screen.getByRole('figure', { name });
  return within(figure)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/\s/g, ' ')),
    );
}

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map());
});
afterEach(() => jest.restoreAllMocks());

describe('the timeline of the dashboard', () => {
  it('counts 0 on the days without events, so that days months apart are not drawn side by side', async () => {
    renderWithProviders(
      <DashboardView
        dashboard={dashboard('day', [
          { period: '2012-11-29', count: 12 },
          { period: '2013-03-13', count: 5 },
          { period: '2013-03-14', count: 4 },
        ])}
      />,
      { locale: 'fr' },
    );
    await settled();
    const rows = timelineRows(/consultations par jour/i);
    // 29 November to 14 March: 106 days.
    expect(rows).toHaveLength(106);
    expect(rows.slice(0, 2)).toEqual([
      ['29 nov. 2012', '12'],
      ['30 nov. 2012', '0'],
    ]);
    expect(rows.slice(-2)).toEqual([
      ['13 mars 2013', '5'],
      ['14 mars 2013', '4'],
    ]);
  });

  it('counts by day rather than hour when the two days of an hourly timeline are months apart', async () => {
    renderWithProviders(
      <DashboardView
        dashboard={dashboard('hour', [
          { period: '2012-11-29T23', count: 3 },
          { period: '2012-11-29T08', count: 2 },
          { period: '2013-03-14T10', count: 4 },
        ])}
      />,
      { locale: 'en' },
    );
    await settled();
    const rows = timelineRows(/consultations per day/i);
    expect(rows[0]).toEqual(['Nov 29, 2012', '5']);
    expect(rows.at(-1)).toEqual(['Mar 14, 2013', '4']);
  });

  it.each([
    ['fr', /consultations par semaine/i, ['Semaine du 2 janv. 2012', '7']],
    ['en', /consultations per week/i, ['Week of Jan 2, 2012', '7']],
  ] as const)(
    'counts by week (from Monday) past a year of days, in the words of %s',
    async (locale, title, firstRow) => {
      renderWithProviders(
        <DashboardView
          dashboard={dashboard('day', [
            { period: '2012-01-03', count: 3 },
            { period: '2012-01-08', count: 4 },
            { period: '2014-06-01', count: 1 },
          ])}
        />,
        { locale },
      );
      await settled();
      const rows = timelineRows(title);
      expect(rows[0]).toEqual(firstRow);
      expect(rows[1]?.[1]).toBe('0');
    },
  );

  it('counts by month past 366 weeks', async () => {
    renderWithProviders(
      <DashboardView
        dashboard={dashboard('day', [
          { period: '2005-01-31', count: 3 },
          { period: '2013-02-01', count: 1 },
        ])}
      />,
      { locale: 'fr' },
    );
    await settled();
    const rows = timelineRows(/consultations par mois/i);
    // January 2005 to February 2013.
    expect(rows).toHaveLength(8 * 12 + 2);
    expect(rows[0]).toEqual(['janvier 2005', '3']);
    expect(rows.at(-1)).toEqual(['février 2013', '1']);
  });
});
