import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import {
  FAKE_CROSSREF_LICENSE,
  startFakeDoiServices,
  type FakeDoiServices,
} from '../testing/fake-doi-services.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages, type NetworkEnricherName } from './network-enrichers.js';

const KNOWN = new Set(['10.1000/a', '10.1000/b']);

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

describe('DOI enrichers against local services', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices((doi) => KNOWN.has(doi));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const stageOf = (name: NetworkEnricherName, headers: Record<string, string> = {}) => {
    const [stage] = createNetworkEnricherStages(name, settingsOf(headers), {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      sleep: () => Promise.resolve(),
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  };

  it.each<[NetworkEnricherName, Record<string, string>, Record<string, string>, string]>([
    [
      'crossref',
      {},
      {
        publication_title: 'Journal of Tests',
        publisher_name: 'Test Publisher',
        type: 'journal-article',
        rtype: 'ARTICLE',
        publication_date: '2021',
        subject: 'Physics, Chemistry',
        print_identifier: '1234-5678',
        online_identifier: '8765-4321',
      },
      'filter=doi%3A10.1000%2Fa%2Cdoi%3A10.1000%2Fb%2Cdoi%3A10.1000%2Funknown&rows=3',
    ],
    [
      'openalex',
      {},
      {
        type: 'article',
        publisher_name: 'Test Publisher',
        publication_title: 'Journal of Tests',
        publication_date: '2021-03-04',
        oa_status: 'gold',
        is_oa: 'true',
        language: 'en',
        journal_is_in_doaj: 'true',
        issnl: '1234-5678',
      },
      'filter=doi%3A10.1000%2Fa%7C10.1000%2Fb%7C10.1000%2Funknown&per-page=3',
    ],
    [
      'unpaywall',
      { 'Unpaywall-Email': 'me@example.org' },
      {
        is_oa: 'false',
        journal_is_in_doaj: 'false',
        journal_is_oa: 'false',
        oa_status: 'closed',
        oa_updated: '2024-01-02T03:04:05.000000',
      },
      'email=me%40example.org',
    ],
  ])(
    '%s fills the fields the reference names, only where empty',
    async (name, headers, expected, query) => {
      const stage = stageOf(name, headers);
      const events = [
        makeEvent({ doi: '10.1000/A', publisher_name: 'Kept Publisher' }),
        makeEvent({ doi: 'https://doi.org/10.1000/b' }),
        makeEvent({ doi: '10.1000/unknown' }),
        makeEvent({ doi: 'not a doi' }),
        makeEvent({ doi: '10.1000/a' }),
      ];
      const run = await runStage(stage, [events]);
      expect(run.passed).toHaveLength(5);
      const [first, second, unknown, notDoi] = run.passed;
      expect(first?.fields).toMatchObject({
        ...expected,
        publisher_name: 'Kept Publisher',
        doi: '10.1000/A',
      });
      expect(second?.fields).toMatchObject({ ...expected, doi: 'https://doi.org/10.1000/b' });
      expect(Object.keys(unknown?.fields ?? {})).toEqual(['doi']);
      expect(Object.keys(notDoi?.fields ?? {})).toEqual(['doi']);
      expect(server.requests[0]?.search).toContain(query);
      expect(run.counters.get(`${name}-enriched`)).toBe(3);
      expect(run.counters.get(`${name}-queries`)).toBeGreaterThanOrEqual(server.requests.length);
    },
  );

  it.each<[NetworkEnricherName, Record<string, string>]>([
    ['crossref', {}],
    ['openalex', {}],
    ['unpaywall', { 'Unpaywall-Email': 'me@example.org' }],
  ])(
    '%s retries a 200 answer that is not the API\'s shape instead of caching "no record"',
    async (name, headers) => {
      server.faults.push('unexpected-shape');
      const run = await runStage(stageOf(name, headers), [[makeEvent({ doi: '10.1000/a' })]]);
      expect(server.requests).toHaveLength(2);
      expect(run.counters.get(`${name}-fails`)).toBeUndefined();
      expect(run.counters.get(`${name}-enriched`)).toBe(1);
    },
  );

  it('crossref adds the license only when Crossref-License is true, as the JSON of its list', async () => {
    const withLicense = await runStage(stageOf('crossref', { 'Crossref-License': 'true' }), [
      [makeEvent({ doi: '10.1000/a' })],
    ]);
    const without = await runStage(stageOf('crossref'), [[makeEvent({ doi: '10.1000/a' })]]);
    // The reference writes the whole `license` list as JSON (its README: "the license field
    // as JSON"), starts, delays and content versions included.
    expect(JSON.parse(withLicense.passed[0]?.fields.license ?? 'null')).toEqual(
      FAKE_CROSSREF_LICENSE,
    );
    expect(without.passed[0]?.fields.license).toBeUndefined();
    expect(without.passed[0]?.fields.title).toBe('Work 10.1000/a');
  });

  it('crossref gives the license of a work a job without Crossref-License put in the shared cache', async () => {
    const cache = createMemoryEnrichmentCache();
    const stageWith = (headers: Record<string, string>) => {
      const [stage] = createNetworkEnricherStages('crossref', settingsOf(headers), {
        cache,
        baseUrls: server.urls,
        sleep: () => Promise.resolve(),
      });
      if (!stage) {
        throw new Error('no stage');
      }
      return stage;
    };
    await runStage(stageWith({}), [[makeEvent({ doi: '10.1000/b' })]]);
    const later = await runStage(stageWith({ 'Crossref-License': 'true' }), [
      [makeEvent({ doi: '10.1000/b' })],
    ]);
    expect(later.counters.get('crossref-cache-hits')).toBe(1);
    expect(JSON.parse(later.passed[0]?.fields.license ?? 'null')).toEqual(FAKE_CROSSREF_LICENSE);
  });

  it.each<[NetworkEnricherName, string, number, number]>([
    ['crossref', 'Crossref-Paquet-Size', 1200, 1000],
    ['openalex', 'OpenAlex-Paquet-Size', 150, 100],
  ])(
    '%s sends no more identifiers per request than the API takes, whatever %s asks',
    async (name, header, asked, limit) => {
      const many = await startFakeDoiServices(() => true);
      try {
        const [stage] = createNetworkEnricherStages(name, settingsOf({ [header]: String(asked) }), {
          cache: createMemoryEnrichmentCache(),
          baseUrls: many.urls,
          sleep: () => Promise.resolve(),
        });
        if (!stage) {
          throw new Error('no stage');
        }
        const events = Array.from({ length: asked }, (_, index) =>
          makeEvent({ doi: `10.1000/many.${String(index)}` }),
        );
        const run = await runStage(stage, [events]);
        expect(run.counters.get(`${name}-fails`)).toBeUndefined();
        expect(run.counters.get(`${name}-enriched`)).toBe(asked);
        expect(many.requests).toHaveLength(2);
        expect(
          many.requests.every(
            (url) => (url.searchParams.get('filter') ?? '').split(/[,|]/).length <= limit,
          ),
        ).toBe(true);
      } finally {
        await many.close();
      }
    },
  );

  it('an enricher whose Enrich header is false adds no stage', () => {
    expect(
      createNetworkEnricherStages('crossref', settingsOf({ 'Crossref-Enrich': 'false' })),
    ).toEqual([]);
  });

  it('unpaywall without an e-mail fails the job instead of calling the API', async () => {
    await expect(
      runStage(stageOf('unpaywall'), [[makeEvent({ doi: '10.1000/a' })]]),
    ).rejects.toThrow(/Unpaywall-Email/);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [
      'every network enricher is a valid middleware name',
      'crossref, openalex, unpaywall, hal, sudoc, istex',
      true,
      undefined,
    ],
    // The reference's own enricher, not run here: left out, and said (ADR 0123).
    ['an enricher of the reference this build lacks is left out', 'datacite', true, ['datacite']],
    ['a name nobody knows is refused', 'datacyte', false, undefined],
  ])('%s', (_name, header, ok, skipped) => {
    const parsed = parseJobSettings(
      { 'ezPAARSE-Middlewares': header },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    expect(parsed.ok).toBe(ok);
    expect(parsed.ok && parsed.settings.skippedMiddlewares).toEqual(ok ? skipped : false);
  });
});
