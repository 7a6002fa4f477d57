import type { Dashboard } from '@sillage/shared-types';
import { createIntl } from 'react-intl';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import {
  hasFilters,
  NO_FILTERS,
  shareOf,
  slotLabelLines,
  toChartPoints,
  toDashboardQuery,
  toTimeline,
} from './dashboard-data.js';

function dashboard(overrides: Partial<Dashboard>): Dashboard {
  return {
    total: 10,
    matched: 8,
    granularity: 'hour',
    timeZone: 'Europe/Paris',
    timeline: [],
    platforms: [],
    rtypes: [],
    mimes: [],
    onCampus: [],
    titles: [],
    facets: {
      platform: [],
      rtype: [],
      mime: [],
      on_campus: [],
      firstDate: null,
      lastDate: null,
    },
    ...overrides,
  };
}

describe('dashboard data', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(toDashboardQuery({ ...NO_FILTERS, platform: ' sd ', from: '2012-11-30' })).toEqual({
      platform: 'sd',
      from: '2012-11-30',
    });
    expect(toDashboardQuery(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, mime: 'PDF' })).toBe(true);
  });

  it.each([
    ['en', 'Nov 29, 2012, 11:00 PM', 'Nov 29, 2012'],
    ['fr', '29 nov. 2012, 23:00', '29 nov. 2012'],
  ] as const)(
    'labels hourly and daily timeline points in the page language (%s)',
    (locale, hour, day) => {
      // Intl may put narrow no-break spaces in times: compared as plain spaces.
      const names = (points: { name: string }[]) =>
        points.map((point) => point.name.replace(/\s/g, ' '));
      expect(
        names(
          toTimeline(
            dashboard({ timeline: [{ period: '2012-11-29T23', count: 3 }] }),
            createIntl({ locale, messages: locale === 'fr' ? fr : en }),
          ).points,
        ),
      ).toEqual([hour]);
      expect(
        names(
          toTimeline(
            dashboard({ granularity: 'day', timeline: [{ period: '2012-11-29', count: 3 }] }),
            createIntl({ locale, messages: locale === 'fr' ? fr : en }),
          ).points,
        ),
      ).toEqual([day]);
    },
  );

  it.each([
    ['en', ['Nov 29, 2012', '11:00 PM']],
    ['fr', ['29 nov. 2012', '23:00']],
  ] as const)("writes an hour's day above its time on the time axis (%s)", (locale, lines) => {
    const intl = createIntl({ locale, messages: locale === 'fr' ? fr : en });
    const [hour] = toTimeline(
      dashboard({ timeline: [{ period: '2012-11-29T23', count: 3 }] }),
      intl,
    ).points;
    expect(
      slotLabelLines(hour?.name ?? '', 'hour').map((line) => line.replace(/\s/g, ' ')),
    ).toEqual(lines);
    // A day, a week or a month is one line, whatever commas its words have.
    expect(slotLabelLines('Nov 29, 2012', 'day')).toEqual(['Nov 29, 2012']);
  });

  it('names each value by its label (and the events without one)', () => {
    expect(
      toChartPoints(
        [
          { name: 'PDF', count: 5 },
          { name: '', count: 2 },
        ],
        (value) => (value === '' ? '(none)' : value),
      ),
    ).toEqual([
      { name: 'PDF', value: 5 },
      { name: '(none)', value: 2 },
    ]);
  });

  it('gives shares of the matched events, 0 when none matched', () => {
    expect(shareOf(2, dashboard({ matched: 8 }))).toBe(25);
    expect(shareOf(0, dashboard({ matched: 0 }))).toBe(0);
  });
});
