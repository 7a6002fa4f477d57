import { DashboardAggregator } from './dashboard-aggregator.js';

/** Events as a job with the default Output-Timezone (UTC) writes them. */
const UTC_EVENTS = [
  { datetime: '2012-11-30T08:05:00+00:00', date: '2012-11-30', platform: 'a' },
  { datetime: '2012-11-30T08:55:00+00:00', date: '2012-11-30', platform: 'a' },
  { datetime: '2012-11-29T23:30:00+00:00', date: '2012-11-29', platform: 'b' },
];

function aggregate(timeZone: string | undefined, query = {}) {
  const aggregator = new DashboardAggregator(query, timeZone);
  for (const event of UTC_EVENTS) {
    aggregator.add(event);
  }
  return aggregator.build();
}

describe('DashboardAggregator time zone', () => {
  it("slots each event by the hour and day of the viewer's zone, and says which zone", () => {
    const dashboard = aggregate('Europe/Paris');
    expect(dashboard.timeZone).toBe('Europe/Paris');
    expect(dashboard.granularity).toBe('hour');
    // 08:05 and 08:55 UTC are 09:xx in Paris; 23:30 UTC on the 29th is 00:30 on the 30th.
    expect(dashboard.timeline).toEqual([
      { period: '2012-11-30T00', count: 1 },
      { period: '2012-11-30T09', count: 2 },
    ]);
    expect(dashboard.facets).toMatchObject({ firstDate: '2012-11-30', lastDate: '2012-11-30' });
  });

  it("filters days in the same zone as the chart's", () => {
    expect(aggregate('Europe/Paris', { from: '2012-11-30' }).matched).toBe(3);
    expect(aggregate('America/New_York', { to: '2012-11-29' }).matched).toBe(1);
  });

  it('keeps the hours as written when no zone is asked for', () => {
    const dashboard = aggregate(undefined);
    expect(dashboard.timeZone).toBeNull();
    expect(dashboard.timeline).toEqual([
      { period: '2012-11-29T23', count: 1 },
      { period: '2012-11-30T08', count: 2 },
    ]);
  });
});
