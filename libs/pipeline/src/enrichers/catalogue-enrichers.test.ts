import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { olderHalDocid } from '../testing/fake-catalogue-routes.js';
import {
  startFakeDoiServices,
  type FakeDoiServices,
  type FakeFault,
} from '../testing/fake-doi-services.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages, type NetworkEnricherName } from './network-enrichers.js';

const ISTEX_ID = 'A'.repeat(39) + '1';
const KNOWN = new Set([
  'S0140673620301835',
  'hal-00000012',
  'hal-34',
  '1234-5678',
  '9782070360024',
  ISTEX_ID,
  'ark:/67375/ABC-XYZ',
  'S0001000200030004',
  '10.1016/sd.doi',
]);

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

describe('Crossref by PII, HAL, Sudoc and ISTEX against local services', () => {
  let server: FakeDoiServices;
  let waits: number[];
  beforeAll(async () => {
    server = await startFakeDoiServices((id) => KNOWN.has(id));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    waits = [];
  });

  // Generous, so a busy machine never turns a slow answer into a retry; the `hang` fault test
  // passes a shorter one to see the timeout fire (still long enough for the retry's answer on a
  // machine at load 20: at 300 ms that answer sometimes timed out too).
  const stageOf = (
    name: NetworkEnricherName,
    headers: Record<string, string> = {},
    requestTimeoutMs = 5_000,
  ) => {
    const [stage] = createNetworkEnricherStages(name, settingsOf(headers), {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      requestTimeoutMs,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  };

  it('crossref looks events without a DOI up by PII (alternative-id), filling only empty fields', async () => {
    const run = await runStage(stageOf('crossref'), [
      [
        makeEvent({ pii: 'S0140-6736(20)30183-5', publisher_name: 'Kept' }),
        makeEvent({ pii: 'S9999999999999999' }),
      ],
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.searchParams.get('filter')).toBe(
      'alternative-id:S0140673620301835,alternative-id:S9999999999999999',
    );
    expect(run.passed[0]?.fields).toMatchObject({
      doi: '10.1016/S0140673620301835',
      publication_title: 'Journal of Tests',
      publisher_name: 'Kept',
    });
    expect(run.passed[1]?.fields.doi).toBeUndefined();
    expect(run.counters.get('crossref-enriched')).toBe(1);
  });

  it('hal asks identifiants and docids in one Solr query and merges versions', async () => {
    const run = await runStage(stageOf('hal'), [
      [
        makeEvent({ platform: 'hal', hal_identifiant: 'hal-00000012' }),
        makeEvent({ platform: 'hal', hal_docid: '34' }),
        makeEvent({ platform: 'hal', hal_docid: olderHalDocid('12') }),
        makeEvent({ platform: 'hal', hal_identifiant: 'hal-00000099' }),
        makeEvent({ platform: 'hal', hal_identifiant: 'hal-00000012v3' }),
        makeEvent({ platform: 'other', hal_identifiant: 'hal-00000012' }),
      ],
    ]);
    // The identifiant HAL does not know is then looked for among merged ones.
    expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual([
      `halId_s:(hal-00000012 OR hal-00000099) OR docid:(34 OR ${olderHalDocid('12')})`,
      'halIdSameAs_s:(hal-00000099)',
    ]);
    const query = server.requests[0];
    expect(query?.pathname).toBe('/hal/search/');
    expect(query?.searchParams.get('wt')).toBe('json');
    const [byId, byDocid, byOlderDocid, unknown, versioned, otherPlatform] = run.passed;
    expect(versioned?.fields).toMatchObject({ hal_docid: '12', hal_tampons: '1,2' });
    expect(byId?.fields).toEqual({
      platform: 'hal',
      hal_identifiant: 'hal-00000012',
      hal_docid: '12',
      publication_title: 'HAL work hal-00000012',
      hal_tampons: '1,2',
      hal_tampons_name: 'OLD,NEW',
      hal_domains: '1.shs,1.shs.hist',
      hal_sid: '42',
      hal_redirection: 'false',
      hal_fulltext: 'false',
    });
    expect(byDocid?.fields).toMatchObject({ hal_docid: '34', hal_identifiant: 'hal-00000034' });
    // The older version's docid is kept (only empty fields are filled) but the record is found.
    expect(byOlderDocid?.fields).toMatchObject({
      hal_docid: olderHalDocid('12'),
      hal_identifiant: 'hal-00000012',
    });
    expect(Object.keys(unknown?.fields ?? {})).toEqual([
      'platform',
      'hal_identifiant',
      'hal_redirection',
      'hal_fulltext',
    ]);
    expect(Object.keys(otherPlatform?.fields ?? {})).toEqual(['platform', 'hal_identifiant']);
  });

  it('hal finds an identifiant merged into another document by halIdSameAs_s, as the reference', async () => {
    const run = await runStage(stageOf('hal'), [
      [makeEvent({ platform: 'hal', hal_identifiant: 'hal-00000077' })],
    ]);
    expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual([
      'halId_s:(hal-00000077)',
      'halIdSameAs_s:(hal-00000077)',
    ]);
    expect(run.passed[0]?.fields).toMatchObject({
      hal_identifiant: 'hal-00000077',
      hal_docid: '12',
      publication_title: 'HAL work hal-00000012',
      hal_sid: '42',
    });
    expect(run.counters.get('hal-enriched')).toBe(1);
  });

  it('sudoc finds the PPN of ISSNs and ISBNs (held or not) with one request per kind', async () => {
    const run = await runStage(stageOf('sudoc'), [
      [
        makeEvent({ print_identifier: '1234-5678' }),
        makeEvent({ print_identifier: '978-2-07-036002-4' }),
        makeEvent({ print_identifier: '0000-0000' }),
        makeEvent({ print_identifier: 'not an id' }),
      ],
    ]);
    expect(server.requests.map((url) => url.pathname).sort()).toEqual([
      '/sudoc/isbn2ppn/9782070360024&format=text/json',
      '/sudoc/issn2ppn/1234-5678,0000-0000&format=text/json',
    ]);
    expect(run.passed.map((event) => event.fields['sudoc-ppn'])).toEqual([
      '012345678',
      '097820703',
      undefined,
      undefined,
    ]);
    expect(run.counters.get('sudoc-enriched')).toBe(2);
    // The reference's own names: events given a PPN, identifiers Sudoc does not know.
    expect(run.counters.get('sudoc-enriched-ecs')).toBe(2);
    expect(run.counters.get('sudoc-not-found')).toBe(1);
  });

  it('sudoc takes a 404 (nothing known) as no record, not as a failure', async () => {
    const run = await runStage(stageOf('sudoc'), [[makeEvent({ print_identifier: '0000-0000' })]]);
    expect(run.passed[0]?.fields['sudoc-ppn']).toBeUndefined();
    expect(run.counters.get('sudoc-fails')).toBeUndefined();
    expect(run.counters.get('sudoc-not-found')).toBe(1);
  });

  it('istex asks istex (unitid, ark) and sd (pii, doi) events in one query', async () => {
    const run = await runStage(stageOf('istex'), [
      [
        makeEvent({ platform: 'istex', unitid: ISTEX_ID, istex_rtype: 'fulltext' }),
        makeEvent({ platform: 'istex', ark: 'ark:/67375/ABC-XYZ', istex_rtype: 'metadata' }),
        makeEvent({ platform: 'sd', pii: 'S0001-0002(0003)0004' }),
        makeEvent({
          platform: 'sd',
          doi: '10.1016/SD.DOI',
          publication_date: '2001',
          oa_status: 'gold',
        }),
        makeEvent({ platform: 'other', unitid: ISTEX_ID }),
      ],
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.searchParams.get('q')).toBe(
      `id:"${ISTEX_ID}" OR ark:"ark:/67375/ABC-XYZ" OR pii:"S0001000200030004" OR doi.raw:"10.1016/sd.doi"`,
    );
    expect(server.requests[0]?.searchParams.get('sid')).toBe('sillage');
    expect(server.requests[0]?.searchParams.get('output')).toContain('accessCondition');
    const [byId, byArk, byPii, byDoi, other] = run.passed;
    expect(byId?.fields).toMatchObject({
      publisher_name: 'elsevier',
      print_identifier: '0001-0002',
      online_identifier: '0003-0004',
      publication_title: 'Istex Journal',
      subject: 'Medicine',
      publication_date: '1999',
      istex_genre: 'research-article',
      language: 'eng',
      access_type: 'subscription',
      oa_status: 'restricted',
      rtype: 'ARTICLE',
    });
    expect(byId?.fields.mime).toBeUndefined();
    expect(byArk?.fields).toMatchObject({ ark: 'ark:/67375/ABC-XYZ', rtype: 'METADATA' });
    expect(byPii?.fields.doi).toMatch(/^10\.1016\/fake\./);
    expect(byPii?.fields.rtype).toBeUndefined();
    expect(byDoi?.fields).toMatchObject({
      doi: '10.1016/SD.DOI',
      publication_date: '2001',
      access_type: 'subscription',
      oa_status: 'gold',
    });
    expect(other?.fields.publisher_name).toBeUndefined();
    expect(run.counters.get('istex-enriched')).toBe(4);
  });

  it.each([
    ['fulltext', 'ARTICLE'],
    ['metadata', 'METADATA'],
    ['enrichments', 'METADATA'],
    ['record', 'METADATA'],
    ['covers', 'MISC'],
  ])('istex gives a %s access of the istex platform the rtype %s', async (kind, rtype) => {
    const run = await runStage(stageOf('istex'), [
      [makeEvent({ platform: 'istex', unitid: ISTEX_ID, istex_rtype: kind })],
    ]);
    expect(run.passed[0]?.fields.rtype).toBe(rtype);
  });

  const probes: [NetworkEnricherName, Record<string, string>, string, string][] = [
    ['crossref', { pii: 'S0140673620301835' }, 'title', 'Work 10.1016/s0140673620301835'],
    ['hal', { platform: 'hal', hal_identifiant: 'hal-34' }, 'hal_docid', '34'],
    ['sudoc', { print_identifier: '1234-5678' }, 'sudoc-ppn', '012345678'],
    ['istex', { platform: 'istex', unitid: ISTEX_ID }, 'language', 'eng'],
  ];

  it.each(
    probes.flatMap(([name, fields, field, value]) =>
      (
        [
          ['error-500', [1000]],
          ['rate-limited', [2000]],
          ['hang', [1000]],
          ['malformed', [1000]],
          // A 200 without the service's list is no answer: retried, never cached as "no record".
          ['unexpected-shape', [1000]],
        ] as [FakeFault, number[]][]
      ).map(
        ([fault, expectedWaits]) => [name, fault, fields, field, value, expectedWaits] as const,
      ),
    ),
  )(
    '%s retries after %s and still enriches',
    async (name, fault, fields, field, value, expected) => {
      server.faults.push(fault);
      const run = await runStage(stageOf(name, {}, fault === 'hang' ? 1_500 : 5_000), [
        [makeEvent(fields)],
      ]);
      expect(run.passed[0]?.fields[field]).toBe(value);
      expect(server.requests).toHaveLength(2);
      expect(run.counters.get(`${name}-queries`)).toBe(2);
      expect(run.counters.get(`${name}-fails`)).toBeUndefined();
      // Throttle spacing stays under a second; the retry waits are the base wait or Retry-After.
      expect(waits.filter((ms) => ms >= 1000)).toEqual(expected);
    },
  );
});
