import type { ReportExplorer } from '@sillage/shared-types';

/** A report's explorer section: 100 lines down to 20 events, samples in two categories. */
export function explorerFixture(): ReportExplorer {
  return {
    funnel: [
      { step: 'lines', count: 100, dropped: {} },
      { step: 'parsed', count: 98, dropped: { 'unknown-formats': 2 } },
      { step: 'relevant', count: 55, dropped: { 'filtered-ecs': 38, 'robots-ecs': 5 } },
      { step: 'known-platform', count: 40, dropped: { 'unknown-domains': 15 } },
      { step: 'qualified', count: 30, dropped: { 'unqualified-ecs': 10 } },
      { step: 'deduplicated', count: 20, dropped: { 'duplicate-ecs': 10 } },
      { step: 'events', count: 20, dropped: {} },
    ],
    samples: {
      'unknown-domains': [
        {
          lineNumber: 7,
          line: '1.2.3.4 - - [30/Nov/2012] "GET http://www-jstor-org.ezproxy.univ.fr/x"',
        },
      ],
      'unknown-formats': [{ lineNumber: 3, line: 'garbage', reason: 'no match' }],
    },
    unknownHosts: [
      {
        host: 'www.jstor.org',
        count: 12,
        share: 0.2,
        domains: ['www-jstor-org.ezproxy.univ.fr'],
        deproxied: true,
        knownPlatform: 'jstor',
        knownByNative: true,
      },
      { host: 'example.org', count: 3, share: 0.05, domains: ['example.org'], deproxied: false },
    ],
  };
}
