import { createEnrichmentCacheRepository, type AppDatabase } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
import {
  createNetworkEnricherStages,
  type CircuitBreakers,
  type NetworkEnricherName,
  type NetworkEnricherResources,
  type PipelineResources,
} from '@sillage/pipeline';
import {
  inputOf,
  makeEvent,
  runJob,
  runStage,
  startFakeDoiServices,
  type FakeDoiServices,
} from '@sillage/pipeline/testing';
import { parseJobSettings } from '@sillage/shared-types';

// Issue 9's acceptance, with the shared Postgres cache the worker uses (on PGlite here).
const EVENTS = 10_000;
const DISTINCT = 2_000;
const BATCH = 1_000;
/** The n-th distinct identifier used by event `index` (scattered order, each used 5 times). */
const nOf = (index: number) => (index * 7919) % DISTINCT;

interface ServiceCase {
  name: NetworkEnricherName;
  packetSize: number;
  fieldsOf: (n: number) => Record<string, string>;
  /** A field the service fills. */
  filled: string;
}

const SERVICES: ServiceCase[] = [
  {
    name: 'crossref',
    packetSize: 50,
    fieldsOf: (n) => ({ doi: `10.5555/doc-${String(n)}` }),
    filled: 'publication_title',
  },
  {
    name: 'openalex',
    packetSize: 100,
    fieldsOf: (n) => ({ doi: `10.5555/doc-${String(n)}` }),
    filled: 'oa_status',
  },
  {
    name: 'hal',
    packetSize: 150,
    fieldsOf: (n) => ({
      platform: 'hal',
      hal_identifiant: `hal-${String(n + 1).padStart(8, '0')}`,
    }),
    filled: 'hal_tampons',
  },
  {
    name: 'sudoc',
    packetSize: 50,
    fieldsOf: (n) => ({ print_identifier: `${String(1000 + n)}-000X` }),
    filled: 'sudoc-ppn',
  },
  {
    name: 'istex',
    packetSize: 150,
    fieldsOf: (n) => ({
      platform: 'istex',
      unitid: (n + 1).toString(16).toUpperCase().padStart(40, '0'),
    }),
    filled: 'language',
  },
];

function batchesOf(service: ServiceCase, count = EVENTS, size = BATCH) {
  const batches = [];
  for (let start = 0; start < count; start += size) {
    batches.push(
      Array.from({ length: size }, (_, offset) => makeEvent(service.fieldsOf(nOf(start + offset)))),
    );
  }
  return batches;
}

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers);
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

// 10 000 events per service through a local server and an embedded Postgres take seconds.
jest.setTimeout(180_000);

describe('network enrichers with the shared Postgres cache (issue 9 acceptance)', () => {
  let server: FakeDoiServices;
  let database: AppDatabase;
  let clock = 0;

  beforeAll(async () => {
    server = await startFakeDoiServices();
    database = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    delete server.alwaysFault;
    server.delayMs = 0;
  });

  /** What a worker passes the pipeline: the Postgres cache (a fresh handle, as another job). */
  const resourcesOf = (
    extra: Partial<NetworkEnricherResources> = {},
  ): NetworkEnricherResources => ({
    cache: createEnrichmentCacheRepository(database.db),
    baseUrls: server.urls,
    breakerThreshold: 3,
    breakerCooldownMs: 60_000,
    // Waiting is instant and moves the breakers' clock, so cooldowns pass without real time.
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    clockMs: () => clock,
    ...extra,
  });

  const stageOf = (name: NetworkEnricherName, headers: Record<string, string> = {}) => {
    const [stage] = createNetworkEnricherStages(name, settingsOf(headers), resourcesOf());
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  };

  it.each(SERVICES.map((service) => [service.name, service.packetSize, service] as const))(
    '%s: 10 000 events over 2 000 identifiers make at most ⌈2 000 / %i⌉ requests, a second run none',
    async (name, packetSize, service) => {
      const first = await runStage(stageOf(name), batchesOf(service));
      expect(first.passed).toHaveLength(EVENTS);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.length).toBeLessThanOrEqual(Math.ceil(DISTINCT / packetSize));
      expect(first.counters.get(`${name}-enriched`)).toBe(EVENTS);
      expect(first.passed.every((event) => event.fields[service.filled])).toBe(true);
      // Input order is kept: each event still carries the identifier it was fed with.
      const [key = ''] = Object.keys(service.fieldsOf(0)).reverse();
      expect(first.passed.map((event) => event.fields[key])).toEqual(
        Array.from({ length: EVENTS }, (_, index) => service.fieldsOf(nOf(index))[key]),
      );

      server.requests.length = 0;
      const second = await runStage(stageOf(name), batchesOf(service));
      expect(server.requests).toHaveLength(0);
      expect(second.counters.get(`${name}-queries`) ?? 0).toBe(0);
      expect(second.counters.get(`${name}-cache-hits`)).toBe(DISTINCT);
      expect(second.counters.get(`${name}-enriched`)).toBe(EVENTS);
      const rows = await database.executeSql(
        'select count(*)::int as n from enrichment_cache where service = $1',
        [name],
      );
      expect(rows.rows).toEqual([{ n: DISTINCT }]);
    },
  );

  const LOG_FORMAT = '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>';
  const logOf = (lines: number, distinct: number, prefix: string) =>
    Array.from(
      { length: lines },
      (_, index) =>
        `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 10.6666/${prefix}-${String(index % distinct)}`,
    ).join('\n') + '\n';
  const jobResources = (breakers: CircuitBreakers): PipelineResources => ({
    catalog: { version: {}, platforms: [] } as unknown as PipelineResources['catalog'],
    enrichers: resourcesOf({ breakers }),
  });

  it('a service answering 500s for a while trips the breaker; the job waits (On-Fail retry) and completes', async () => {
    server.faults.push(...Array.from({ length: 6 }, () => 'error-500' as const));
    const run = await runJob(
      [inputOf({ text: logOf(600, 200, 'retry') })],
      {
        'ezPAARSE-Middlewares': '(only) crossref',
        'Log-Format-ezproxy': LOG_FORMAT,
        'Output-Fields': '+doi',
        'Crossref-On-Fail': 'retry',
        'Crossref-Max-Tries': '1',
        'Traces-Level': 'info',
      },
      jobResources(new Map()),
    );
    expect(run.failure).toBeUndefined();
    const general = run.report.general as Record<string, unknown>;
    // Three packets fail and open the breaker, three probes fail, the fourth closes it.
    expect(general['crossref-fails']).toBe(6);
    expect(general['crossref-queries']).toBe(6 + 4);
    expect(general['crossref-enriched']).toBe(600);
    expect(run.rows).toHaveLength(600);
    expect(run.rows.every((row) => row.publication_title === 'Journal of Tests')).toBe(true);
    expect(run.traces).toContain('circuit breaker opened');
    expect(run.traces).toContain('circuit breaker closed');
  });

  it('with On-Fail ignore a dead service is skipped: the job completes with fails and skips counted', async () => {
    server.alwaysFault = 'error-500';
    const breakers: CircuitBreakers = new Map();
    const headers = {
      'ezPAARSE-Middlewares': '(only) crossref',
      'Log-Format-ezproxy': LOG_FORMAT,
      'Output-Fields': '+doi',
      'Crossref-On-Fail': 'ignore',
      'Crossref-Max-Tries': '2',
    };
    const run = await runJob(
      [inputOf({ text: logOf(600, 200, 'ignore') })],
      headers,
      jobResources(breakers),
    );
    expect(run.failure).toBeUndefined();
    expect(run.rows).toHaveLength(600);
    const general = run.report.general as Record<string, unknown>;
    expect(general['crossref-fails']).toBe(3);
    expect(general['crossref-queries']).toBe(6);
    expect(general['crossref-skipped']).toBe(200 - 3 * 50);
    expect(server.requests).toHaveLength(6);

    // The next job of the process does not even try while the breaker is open.
    server.requests.length = 0;
    const next = await runJob(
      [inputOf({ text: logOf(100, 100, 'next') })],
      headers,
      jobResources(breakers),
    );
    expect(server.requests).toHaveLength(0);
    expect((next.report.general as Record<string, unknown>)['crossref-skipped']).toBe(100);
  });

  it('holds a bounded number of events while the service is slow (back-pressure)', async () => {
    server.delayMs = 3;
    const out: ReturnType<typeof makeEvent>[] = [];
    let fed = 0;
    let highWater = 0;
    let requests = 0;
    const [stage] = createNetworkEnricherStages(
      'crossref',
      settingsOf({ 'Crossref-Buffer-Size': '200', 'Crossref-Paquet-Size': '50' }),
      resourcesOf({
        // Each request starts while the reader waits: count the events in flight at that moment.
        fetchImpl: (url, init) => {
          requests += 1;
          highWater = Math.max(highWater, fed - out.length);
          return fetch(url, init);
        },
      }),
    );
    const context = {
      reject: () => undefined,
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      noteParserFailures: () => undefined,
      trace: { enabled: () => false, log: () => undefined },
    };
    const crossref = SERVICES[0];
    if (!stage?.processAsync || !stage.flushAsync || !crossref) {
      throw new Error('no async stage');
    }
    // Identifiers of their own, so nothing comes from the cache and every packet waits.
    for (const batch of batchesOf(
      { ...crossref, fieldsOf: (n) => ({ doi: `10.5555/slow-${String(n)}` }) },
      EVENTS,
      100,
    )) {
      fed += batch.length;
      await stage.processAsync(batch, out, context);
    }
    await stage.flushAsync(out, context);
    expect(out).toHaveLength(EVENTS);
    expect(requests).toBe(DISTINCT / 50);
    // The bound depends on the buffer and batch sizes, not on the 10 000 events fed.
    expect(highWater).toBeGreaterThan(0);
    expect(highWater).toBeLessThanOrEqual(2 * 200 + 100);
  });
});
