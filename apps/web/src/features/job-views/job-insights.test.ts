import { readJobInsights } from './job-insights.js';

describe('readJobInsights', () => {
  it('sums the reject counters, picks the main reason and counts the platforms', () => {
    const insights = readJobInsights({
      general: { 'nb-lines-input': 100, 'nb-ecs': 70 },
      rejets: {
        'nb-lines-unknown-domains': 20,
        'nb-lines-robots-ecs': 3,
        'nb-lines-ignored': 0,
        'not-a-counter': 99,
      },
      stats: { 'platform-sd': 50, 'platform-npg': 20, 'rtype-ARTICLE': 70 },
    });
    expect(insights).toEqual({
      linesInput: 100,
      events: 70,
      platforms: 2,
      rejectedLines: 23,
      rejectionRate: 0.23,
      topReason: { counter: 'nb-lines-unknown-domains', count: 20 },
    });
  });

  it('counts denied accesses as set aside, as the reject explorer lists them', () => {
    // Denied accesses made events the result does not hold: lines read = events + set aside.
    const insights = readJobInsights({
      general: { 'nb-lines-input': 100, 'nb-ecs': 60, 'nb-denied-ecs': 30 },
      rejets: { 'nb-lines-unknown-domains': 10 },
    });
    expect(insights).toMatchObject({
      rejectedLines: 40,
      rejectionRate: 0.4,
      topReason: { counter: 'nb-denied-ecs', count: 30 },
    });
  });

  it('has no rate nor reason for an empty report', () => {
    expect(readJobInsights({})).toMatchObject({ rejectionRate: 0, topReason: null, events: 0 });
  });
});
