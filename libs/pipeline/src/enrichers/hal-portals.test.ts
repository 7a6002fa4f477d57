import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache, type EnrichmentCache } from './enrichment-cache.js';
import { HAL_PORTALS_KEY } from './hal.enricher.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

// The fake HAL deposits every document in hal.science (sid 42), stamped by OLD (1) and NEW (2).
const DOC = { platform: 'hal', hal_identifiant: 'hal-00000012' };

describe('HAL portals, collections and per-event fields against a local HAL', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices((id) => id === 'hal-00000012');
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    delete server.alwaysFault;
  });

  const halStage = (cache: EnrichmentCache = createMemoryEnrichmentCache()) => {
    const parsed = parseJobSettings(
      { 'hal-enrich': 'true' },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('hal', parsed.settings, {
      cache,
      baseUrls: server.urls,
      requestTimeoutMs: 5_000,
      sleep: () => Promise.resolve(),
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  };

  it('fills the portal and collection fields, and drops portal-to-portal redirects', async () => {
    const cache = createMemoryEnrichmentCache();
    const events = () => [
      makeEvent({ ...DOC, status: '200', mime: 'PDF', domain: 'univ-test.hal.science' }),
      makeEvent({ ...DOC, status: '302', domain: 'Univ-Test.hal.science' }),
      makeEvent({ ...DOC, status: '302', domain: 'hal.science' }),
      makeEvent({ ...DOC, status: '302', domain: 'hal.science', hal_consult_collection: 'old' }),
      makeEvent({ platform: 'hal', hal_identifiant: 'hal-00000099', status: '200', mime: 'HTML' }),
    ];
    const run = await runStage(halStage(cache), [events()]);

    // The documents, the unknown identifiant among merged ones (halIdSameAs_s), the portals.
    expect(server.requests.map((url) => url.pathname).sort()).toEqual([
      '/hal/ref/instance/',
      '/hal/search/',
      '/hal/search/',
    ]);
    expect(server.requests.find((url) => url.pathname === '/hal/ref/instance/')?.search).toBe(
      '?wantDeprecated=true&wt=json',
    );
    expect(run.counters.get('hal-queries')).toBe(3);
    expect(run.rejected.map((reject) => reject.category)).toEqual(['filtered-ecs']);
    const [consulted, redirected, withCollection, unknown] = run.passed;
    expect(consulted?.fields).toMatchObject({
      hal_sid: '42',
      hal_redirection: 'false',
      hal_fulltext: 'true',
      hal_endpoint_portail: 'univ-test.hal.science',
      hal_endpoint_portail_sid: '7',
    });
    expect(consulted?.fields.hal_redirect_portail).toBeUndefined();
    expect(redirected?.fields).toMatchObject({
      hal_redirection: 'true',
      hal_fulltext: 'false',
      hal_endpoint_portail: 'hal.science',
      hal_endpoint_portail_sid: '42',
      hal_redirect_portail: 'univ-test.hal.science',
      hal_redirect_portail_sid: '7',
    });
    // A consulted collection keeps a redirection inside the deposit portal.
    expect(withCollection?.fields).toMatchObject({
      hal_consult_collection: 'old',
      hal_consult_collection_sid: '1',
      hal_endpoint_portail_sid: '42',
      hal_redirect_portail_sid: '42',
    });
    // Not in HAL: the per-event fields only.
    expect(unknown?.fields).toMatchObject({ hal_redirection: 'false', hal_fulltext: 'false' });
    expect(unknown?.fields.hal_docid).toBeUndefined();
    expect(run.counters.get('hal-enriched')).toBe(3);

    // The portal list is cached with the documents: a second job asks nothing.
    server.requests.length = 0;
    const again = await runStage(halStage(cache), [events()]);
    expect(server.requests).toHaveLength(0);
    expect(again.counters.get('hal-cache-hits')).toBe(3);
    expect(again.passed.map((event) => event.fields.hal_redirect_portail_sid)).toEqual(
      run.passed.map((event) => event.fields.hal_redirect_portail_sid),
    );
    expect(again.rejected).toHaveLength(1);
  });

  it('fills only empty fields', async () => {
    const run = await runStage(halStage(), [
      [
        makeEvent({
          ...DOC,
          status: '200',
          domain: 'univ-test.hal.science',
          hal_redirection: 'kept',
          hal_endpoint_portail_sid: '999',
        }),
      ],
    ]);
    expect(run.passed[0]?.fields).toMatchObject({
      hal_redirection: 'kept',
      hal_endpoint_portail_sid: '999',
      hal_endpoint_portail: 'univ-test.hal.science',
    });
  });

  it('asks no portal list for events without a domain', async () => {
    const run = await runStage(halStage(), [[makeEvent({ ...DOC, status: '302' })]]);
    expect(server.requests.map((url) => url.pathname)).toEqual(['/hal/search/']);
    // The deposit portal's sid is the document's; its host would need the list.
    expect(run.passed[0]?.fields.hal_endpoint_portail_sid).toBe('42');
    expect(run.passed[0]?.fields.hal_endpoint_portail).toBeUndefined();
  });

  it('goes on without the portal list when HAL refuses it, counting and caching nothing', async () => {
    const cache = createMemoryEnrichmentCache();
    // The document's record is cached first, so the only request left is the portal list.
    await runStage(halStage(cache), [[makeEvent(DOC)]]);
    server.requests.length = 0;
    server.alwaysFault = 'bad-request';
    const run = await runStage(halStage(cache), [
      [makeEvent({ ...DOC, status: '302', domain: 'hal.science' })],
    ]);
    expect(server.requests.map((url) => url.pathname)).toEqual(['/hal/ref/instance/']);
    expect(run.counters.get('hal-fails')).toBe(1);
    expect(run.rejected).toHaveLength(0);
    expect(run.passed[0]?.fields).toMatchObject({
      hal_docid: '12',
      hal_endpoint_portail_sid: '42',
      hal_redirect_portail: 'hal.science',
    });
    expect(run.passed[0]?.fields.hal_redirect_portail_sid).toBeUndefined();
    const stored = await cache.getMany('hal', [HAL_PORTALS_KEY]);
    expect(stored.size).toBe(0);
  });
});
