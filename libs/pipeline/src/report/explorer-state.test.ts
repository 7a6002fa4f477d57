import { REJECT_CATEGORY_NAMES, type RejectCategory } from '@sillage/shared-types';
import { deproxyHost } from './deproxy-host.js';
import { createHostOwnerLookup, ExplorerState, hostOwnerLookupOf } from './explorer-state.js';

describe('deproxyHost', () => {
  it.each([
    ['www-jstor-org.ezproxy.univ.fr', 'www.jstor.org'],
    ['www-sciencedirect-com.proxy.lib.edu:443', 'www.sciencedirect.com'],
    ['onlinelibrary-wiley-com.ezp.univ.fr', 'onlinelibrary.wiley.com'],
    ['pubs-rsc--org-com.ezproxy.x.edu', 'pubs.rsc-org.com'],
    ['www.jstor.org', undefined],
    ['cdn-images.example.com', undefined],
    ['ezproxy.univ.fr', undefined],
    ['www-persee-fr.ezproxy.fr', 'www.persee.fr'],
    // A publisher's own hosts with a hyphen are not proxied names.
    ['mts-mt.nature.com', undefined],
    ['shop-de.example.com', undefined],
  ])('%s → %s', (domain, host) => {
    expect(deproxyHost(domain)).toBe(host);
  });
});

function rejects(values: Partial<Record<RejectCategory, number>>) {
  return Object.fromEntries(
    REJECT_CATEGORY_NAMES.map((name) => [name, values[name] ?? 0]),
  ) as Record<RejectCategory, number>;
}

describe('ExplorerState', () => {
  it('builds the funnel from the reject counters, each step losing its categories', () => {
    const explorer = new ExplorerState().build(
      {
        linesInput: 100,
        rejects: rejects({
          'unknown-formats': 5,
          'filtered-ecs': 30,
          'unknown-domains': 20,
          'unqualified-ecs': 10,
          'duplicate-ecs': 5,
        }),
        events: 30,
      },
      new Map(),
      70,
    );
    expect(explorer.funnel.map((step) => [step.step, step.count])).toEqual([
      ['lines', 100],
      ['parsed', 95],
      ['relevant', 65],
      ['known-platform', 45],
      ['qualified', 35],
      ['deduplicated', 30],
      ['events', 30],
    ]);
    expect(explorer.funnel[3]?.dropped).toEqual({ 'unknown-domains': 20 });
  });

  it("ends on the report's granted events and sets the denied ones aside", () => {
    const explorer = new ExplorerState().build(
      { linesInput: 10, rejects: rejects({}), events: 7, deniedEvents: 3 },
      new Map(),
      10,
    );
    const last = explorer.funnel.at(-1);
    expect(last).toEqual({ step: 'events', count: 7, dropped: { 'denied-ecs': 3 } });
  });

  it('keeps samples of denied accesses after those of the reject categories', () => {
    const state = new ExplorerState();
    state.sample('denied-ecs', 4, 'denied line');
    state.sample('unknown-domains', 2, 'unknown line');
    const { samples } = state.build(
      { linesInput: 5, rejects: rejects({ 'unknown-domains': 1 }), events: 3, deniedEvents: 1 },
      new Map(),
      5,
    );
    expect(Object.keys(samples)).toEqual(['unknown-domains', 'denied-ecs']);
    expect(samples['denied-ecs']).toEqual([{ lineNumber: 4, line: 'denied line' }]);
  });

  it('keeps a bounded sample of lines per category', () => {
    const state = new ExplorerState();
    for (let line = 1; line <= 25; line++) {
      state.sample('unknown-domains', line, `line ${String(line)}`, 'why');
    }
    state.sample('filtered-ecs', 3, 'x'.repeat(5000));
    const { samples } = state.build(
      { linesInput: 0, rejects: rejects({}), events: 0 },
      new Map(),
      0,
    );
    expect(samples['unknown-domains']).toHaveLength(10);
    expect(samples['unknown-domains']?.[0]).toEqual({
      lineNumber: 1,
      line: 'line 1',
      reason: 'why',
    });
    expect(samples['filtered-ecs']?.[0]?.line).toHaveLength(2000);
    expect(samples['robots-ecs']).toBeUndefined();
  });

  it('builds a line only for the samples it keeps (hiding crypted values is costly)', () => {
    const state = new ExplorerState();
    let built = 0;
    for (let line = 1; line <= 50; line += 1) {
      state.sample('unknown-domains', line, () => {
        built += 1;
        return line === 2 ? undefined : `line ${String(line)}`;
      });
    }
    const { samples } = state.build(
      { linesInput: 0, rejects: rejects({}), events: 0 },
      new Map(),
      0,
    );
    expect(built).toBe(10);
    expect(samples['unknown-domains']?.[1]).toEqual({ lineNumber: 2, line: '', withheld: true });
  });

  it("indexes a catalog's hosts once, whatever the number of jobs", () => {
    const platforms = [{ name: 'jstor', domains: ['www.jstor.org'], source: 'native' as const }];
    const lookup = hostOwnerLookupOf(platforms);
    expect(hostOwnerLookupOf(platforms)).toBe(lookup);
    expect(lookup('WWW.JSTOR.ORG')).toEqual({ platform: 'jstor', native: true });
    // Another catalog (an updated pack) has a lookup of its own.
    const updated = [{ name: 'jstor2', domains: ['www.jstor.org'], source: 'pack' as const }];
    expect(hostOwnerLookupOf(updated)('www.jstor.org')).toEqual({
      platform: 'jstor2',
      native: false,
    });
  });

  it('ranks unknown hosts by share, de-proxied and flagged when a platform knows them', () => {
    const state = new ExplorerState();
    state.hostOwner = createHostOwnerLookup([
      { name: 'jstor', domains: ['www.jstor.org'], source: 'native' },
      { name: 'other', domains: ['www.jstor.org', 'example.org'], source: 'pack' },
    ]);
    const { unknownHosts } = state.build(
      { linesInput: 0, rejects: rejects({}), events: 0 },
      new Map([
        ['rare.example.net', 1],
        ['www-jstor-org.ezproxy.univ.fr', 30],
        ['www-jstor-org.ezproxy.other.fr', 10],
        ['a.example.org', 20],
      ]),
      200,
    );
    expect(unknownHosts).toEqual([
      {
        host: 'www.jstor.org',
        count: 40,
        share: 0.2,
        domains: ['www-jstor-org.ezproxy.univ.fr', 'www-jstor-org.ezproxy.other.fr'],
        deproxied: true,
        knownPlatform: 'jstor',
        knownByNative: true,
      },
      {
        host: 'a.example.org',
        count: 20,
        share: 0.1,
        domains: ['a.example.org'],
        deproxied: false,
        knownPlatform: 'other',
        knownByNative: false,
      },
      {
        host: 'rare.example.net',
        count: 1,
        share: 0.005,
        domains: ['rare.example.net'],
        deproxied: false,
      },
    ]);
  });

  it('turns back the dotted proxy-by-hostname form when a platform declares its first labels', () => {
    const state = new ExplorerState();
    state.hostOwner = createHostOwnerLookup([
      { name: 'cup', domains: ['journals.cambridge.org'], source: 'pack' },
      { name: 'dalloz', domains: ['www.dalloz.fr'], source: 'pack' },
    ]);
    const { unknownHosts } = state.build(
      { linesInput: 0, rejects: rejects({}), events: 0 },
      new Map([
        ['journals.cambridge.org.gate1.inist.fr', 12],
        ['www.dalloz.fr.bases-doc.univ-lorraine.fr:443', 8],
        ['dalloz.fr.proxy.example.org', 3],
      ]),
      100,
    );
    expect(
      unknownHosts.map(({ host, deproxied, knownPlatform }) => [host, deproxied, knownPlatform]),
    ).toEqual([
      ['journals.cambridge.org', true, 'cup'],
      ['www.dalloz.fr', true, 'dalloz'],
      // No platform declares dalloz.fr itself: left as it came.
      ['dalloz.fr.proxy.example.org', false, undefined],
    ]);
  });
});
