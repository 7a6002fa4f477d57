import { enricherCounterKeys, type RejectReasonCode } from '@sillage/shared-types';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import type { EnrichmentCache, EnrichmentRecord } from './enrichment-cache.js';
import type { EnricherSettings } from './enricher-settings.js';
import {
  JobCancelledError,
  ServiceError,
  throwIfCancelled,
  type ServiceClient,
} from './service-client.js';
import { cancellableSleep, sleepUnlessCancelled } from './service-gate.js';
import type { CircuitBreaker } from './circuit-breaker.js';

/** How one service is asked: the identifier an event carries and one packet's query. */
export interface EnricherDefinition {
  /** Middleware name, also the report counter prefix (`crossref-queries`…). */
  readonly name: string;
  /** Fields this enricher may fill (and adds to the output). */
  readonly outputFields: readonly string[];
  /**
   * Most identifiers the service takes in one request (its page or filter limit): larger
   * `*-Paquet-Size`s are cut down to it rather than refused by the service packet after packet.
   */
  readonly maxPacketSize?: number;
  /** The identifier to look up for this event (normalised), if it has one. */
  keyOf(fields: Readonly<Record<string, string>>): string | undefined;
  /**
   * The counter (after `<name>-`) of an identifier the event carries but that cannot be sent
   * (Crossref's `invalid-dois`), so a report says why such events went out unenriched.
   */
  unsendable?(fields: Readonly<Record<string, string>>): string | undefined;
  /**
   * Counters (after `<name>-`) the reference kept under its own names, counted besides ours:
   * `enriched`, events that got a field (Sudoc's `enriched-ecs`); `notFound`, identifiers the
   * service answered without a record (Sudoc's `not-found`).
   */
  readonly referenceCounters?: { readonly enriched?: string; readonly notFound?: string };
  /**
   * Fields that depend on the event as well as the record (ISTEX's rtype from `istex_rtype`);
   * called after the record's fields were applied, it must fill only empty fields and says
   * whether it filled any.
   */
  complete?(
    fields: Record<string, string>,
    record: Readonly<Record<string, string>>,
    table: Readonly<Record<string, string>>,
  ): boolean;
  /**
   * Fields derived from the event alone (HAL's `hal_redirection`), set on every event with a key,
   * found or not; they do not count as enrichment.
   */
  annotate?(fields: Record<string, string>): void;
  /**
   * Why the event is irrelevant and dropped before any lookup, from its own fields (ISTEX's
   * drop of the enrichment tools' own requests).
   */
  irrelevantEvent?(fields: Readonly<Record<string, string>>): RejectReasonCode | undefined;
  /** Why the event is irrelevant and dropped, record in hand (HAL's portal-to-portal redirects). */
  irrelevant?(
    fields: Readonly<Record<string, string>>,
    record: Readonly<Record<string, string>>,
    table: Readonly<Record<string, string>>,
  ): RejectReasonCode | undefined;
  /**
   * A reference table the enricher needs besides its records (HAL's list of portals): asked
   * once per job, only when an event that `wants` it comes by, and kept in the shared cache
   * under `key` like a record. `complete` gets it (empty while unknown or unavailable).
   */
  readonly table?: {
    readonly key: string;
    wants(fields: Readonly<Record<string, string>>): boolean;
    fetch(client: ServiceClient): Promise<Record<string, string>>;
  };
  /** Queries one packet of distinct identifiers; identifiers absent from the answer have no record. */
  fetchPacket(
    keys: readonly string[],
    client: ServiceClient,
  ): Promise<ReadonlyMap<string, Record<string, string>>>;
}

/** What a batched enricher stage runs with. */
export interface BatchedEnricherOptions {
  settings: EnricherSettings;
  /** Shared by the jobs of the process: a service that keeps failing is left alone for a while. */
  breaker: CircuitBreaker;
  client: ServiceClient;
  /** Waits out an open breaker with `On-Fail: retry` (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
  cache: EnrichmentCache;
  /** Answers remembered inside one job even without the shared cache. */
  memoLimit?: number;
}

const PROBE_POLL_MS = 50;

/**
 * A network-enrichment stage: events wait in a bounded buffer until their distinct identifiers
 * fill a packet (or the buffer is full), identifiers are looked up in the shared cache first,
 * then one request per packet goes through the client (paced and retried); only empty fields
 * are filled. Failed packets count `<name>-fails`, are traced, and feed the circuit breaker;
 * per `*-On-Fail`, its opening aborts the job (`abort`), or packets are skipped while it is open
 * (`ignore`, counted in `<name>-skipped`), or wait for it to close (`retry`). A service that
 * cannot be reached at all (no network) opens the breaker on the first refused connection,
 * without retries; unless `retry`, its identifiers are then skipped and counted in
 * `<name>-unreachable`, and the job goes on.
 */
export function createBatchedEnricherStage(
  definition: EnricherDefinition,
  options: BatchedEnricherOptions,
): Stage {
  const { settings, breaker, client, cache } = options;
  const sleep = options.sleep ?? cancellableSleep;
  const { name, referenceCounters } = definition;
  const memoLimit = options.memoLimit ?? 50_000;
  const packetSize = Math.min(settings.packetSize, definition.maxPacketSize ?? Infinity);
  const memo = new Map<string, EnrichmentRecord>();
  const held: { event: PipelineEvent; key: string | undefined }[] = [];
  const unchecked = new Set<string>();
  const missing = new Set<string>();
  // Crossref's report gives the shortest and longest of its HTTP requests (reference keys, ms);
  // an enricher times its requests when its counters list them.
  const shortestKey = `${name}-min-response-time`;
  const longestKey = `${name}-max-response-time`;
  const isTimed = enricherCounterKeys(name).includes(shortestKey);
  let shortestMs: number | undefined;
  let longestMs = 0;
  const noteAnswered = (elapsedMs: number, context: StageContext) => {
    const ms = Math.round(elapsedMs);
    shortestMs = Math.min(shortestMs ?? ms, ms);
    longestMs = Math.max(longestMs, ms);
    context.setCounter(shortestKey, shortestMs);
    context.setCounter(longestKey, longestMs);
  };

  const remember = (key: string, record: EnrichmentRecord) => {
    if (memo.size >= memoLimit) {
      // Trimmed to what held events still need: their answers are applied only when they are
      // released, and an event whose answer was dropped would go out unenriched.
      const needed = new Set(held.flatMap((entry) => (entry.key === undefined ? [] : [entry.key])));
      for (const known of memo.keys()) {
        if (!needed.has(known)) {
          memo.delete(known);
        }
      }
    }
    memo.set(key, record);
  };

  // The definition's reference table: undefined until asked, then what was got ({} on failure).
  let table: Readonly<Record<string, string>> | undefined;
  const needsTable = (event: PipelineEvent, key: string | undefined) =>
    table === undefined && key !== undefined && definition.table?.wants(event.fields) === true;

  /** Fills the event; false when it turned out irrelevant (then rejected). */
  const apply = (event: PipelineEvent, key: string, context: StageContext): boolean => {
    definition.annotate?.(event.fields);
    const record = memo.get(key);
    if (!record) {
      return true;
    }
    const reason = definition.irrelevant?.(event.fields, record, table ?? {});
    if (reason !== undefined) {
      context.reject(event, 'filtered-ecs', { code: reason, params: { enricher: name } });
      return false;
    }
    let filled = false;
    for (const field of definition.outputFields) {
      const value = record[field];
      if (value && !event.fields[field]) {
        event.fields[field] = value;
        filled = true;
      }
    }
    if (definition.complete?.(event.fields, record, table ?? {})) {
      filled = true;
    }
    if (filled) {
      context.count(`${name}-enriched`);
      if (referenceCounters?.enriched !== undefined) {
        context.count(`${name}-${referenceCounters.enriched}`);
      }
    }
    return true;
  };

  /**
   * The shared cache is a help, not a need: when it fails (its database unreachable…), the job
   * asks the service instead, counting `<name>-cache-fails` and tracing why, as the reference
   * counted its cache failures and went on.
   */
  const cacheFailed = (what: string, error: unknown, context: StageContext) => {
    context.count(`${name}-cache-fails`);
    context.trace.log(
      'warn',
      `${name}: cache ${what} failed, going on without it: ${String(error)}`,
    );
  };

  const readCache = async (keys: readonly string[], context: StageContext) => {
    try {
      return await cache.getMany(name, keys);
    } catch (error) {
      cacheFailed('read', error, context);
      return new Map<string, EnrichmentRecord>();
    }
  };

  const writeCache = async (
    entries: ReadonlyMap<string, EnrichmentRecord>,
    context: StageContext,
  ) => {
    try {
      await cache.setMany(name, entries, settings.ttlMs);
    } catch (error) {
      cacheFailed('write', error, context);
    }
  };

  const checkCache = async (context: StageContext) => {
    const keys = [...unchecked];
    unchecked.clear();
    if (!settings.cache || keys.length === 0) {
      keys.forEach((key) => missing.add(key));
      return;
    }
    const hits = await readCache(keys, context);
    context.count(`${name}-cache-hits`, hits.size);
    for (const key of keys) {
      const hit = hits.get(key);
      if (hit === undefined) {
        missing.add(key);
      } else {
        remember(key, hit);
      }
    }
  };

  /**
   * One call to the service (a packet, or the reference table): retries traced, requests counted,
   * the outcome fed to the breaker; a failure is counted and traced, and aborts the job when it
   * opens the breaker under `On-Fail: abort`. Undefined when it failed.
   */
  const callService = async <T>(
    what: string,
    call: (tracedClient: ServiceClient) => Promise<T>,
    context: StageContext,
  ): Promise<T | undefined> => {
    const requestsBefore = client.requestCount;
    // Every failed attempt is traced, not only the packets that fail for good.
    const tracedClient: ServiceClient = {
      get requestCount() {
        return client.requestCount;
      },
      getJson: (url, callOptions) =>
        client.getJson(url, {
          ...callOptions,
          ...(context.signal ? { signal: context.signal } : {}),
          ...(isTimed
            ? {
                onAnswered: (elapsedMs) => {
                  noteAnswered(elapsedMs, context);
                },
              }
            : {}),
          onRetry: (error, attempt, waitMs) => {
            context.trace.log(
              'warn',
              `${name}: attempt ${String(attempt)} failed (${error.message}), retrying in ${String(waitMs)} ms`,
            );
          },
        }),
    };
    try {
      const result = await call(tracedClient);
      if (breaker.recordSuccess()) {
        context.trace.log('info', `${name}: the service answers again, circuit breaker closed`);
      }
      return result;
    } catch (error) {
      if (error instanceof JobCancelledError || context.signal?.aborted === true) {
        // The job's cancellation, not the service's failure: neither counted nor fed to the breaker.
        throw error;
      }
      context.count(`${name}-fails`);
      context.trace.log('error', `${name}: ${what} failed: ${String(error)}`);
      if (error instanceof ServiceError && error.unreachable) {
        // No network, or no service there: whatever On-Fail says, the job goes on without this
        // enricher until the breaker's probe finds the service again (On-Fail: retry waits).
        if (breaker.recordUnreachable()) {
          context.trace.log(
            'warn',
            `${name}: the service is unreachable, circuit breaker opened; lookups are skipped`,
          );
        }
        return undefined;
      }
      if (breaker.recordFailure()) {
        context.trace.log('warn', `${name}: circuit breaker opened (On-Fail: ${settings.onFail})`);
        if (settings.onFail === 'abort') {
          throw new Error(`${name}: the service keeps failing, job aborted (${String(error)})`);
        }
      }
      return undefined;
    } finally {
      context.count(`${name}-queries`, client.requestCount - requestsBefore);
    }
  };

  /** One attempt at a packet; false when it failed (already counted, traced and fed to the breaker). */
  const tryPacket = async (packet: string[], context: StageContext): Promise<boolean> => {
    const answers = await callService(
      `packet of ${String(packet.length)}`,
      (tracedClient) => definition.fetchPacket(packet, tracedClient),
      context,
    );
    if (answers === undefined) {
      if (breaker.unreachable) {
        context.count(`${name}-unreachable`, packet.length);
      }
      return false;
    }
    const stored = new Map<string, EnrichmentRecord>();
    let notFound = 0;
    for (const key of packet) {
      const record = answers.get(key) ?? null;
      if (record === null) {
        notFound += 1;
      }
      remember(key, record);
      stored.set(key, record);
    }
    if (referenceCounters?.notFound !== undefined) {
      context.count(`${name}-${referenceCounters.notFound}`, notFound);
    }
    if (settings.cache) {
      await writeCache(stored, context);
    }
    return true;
  };

  /**
   * Gets the reference table once, from the cache or the service, when a held event wants it.
   * Unavailable (breaker open, or the call failed), the job goes on without it: events keep
   * their records, only the fields that need the table stay empty.
   */
  const loadTable = async (context: StageContext) => {
    const spec = definition.table;
    if (!spec || !held.some((entry) => needsTable(entry.event, entry.key))) {
      return;
    }
    if (settings.cache) {
      const hit = (await readCache([spec.key], context)).get(spec.key);
      if (hit) {
        context.count(`${name}-cache-hits`);
        table = hit;
        return;
      }
    }
    const fetched = breaker.tryAcquire()
      ? await callService(spec.key, (tracedClient) => spec.fetch(tracedClient), context)
      : undefined;
    table = fetched ?? {};
    if (fetched && settings.cache) {
      await writeCache(new Map([[spec.key, fetched]]), context);
    }
  };

  const queryPacket = async (packet: string[], context: StageContext) => {
    packet.forEach((key) => missing.delete(key));
    if (settings.onFail === 'retry') {
      // Holds the input (back-pressure) until the service answers again.
      for (;;) {
        while (!breaker.tryAcquire()) {
          // Open: wait out the cooldown. Half-open with another job's probe in flight: poll
          // gently until its answer closes or reopens the breaker. A cancelled job stops waiting.
          throwIfCancelled(context.signal, name);
          await sleepUnlessCancelled(
            sleep,
            Math.max(breaker.openForMs, PROBE_POLL_MS),
            context.signal,
          );
          await new Promise((resolve) => setImmediate(resolve));
        }
        throwIfCancelled(context.signal, name);
        if (await tryPacket(packet, context)) {
          return;
        }
      }
    } else if (breaker.tryAcquire()) {
      await tryPacket(packet, context);
    } else if (breaker.unreachable) {
      context.count(`${name}-unreachable`, packet.length);
    } else if (settings.onFail === 'abort') {
      // Opened by another job: asking for complete enrichment means failing now, not skipping.
      throw new Error(`${name}: the service keeps failing (circuit breaker open), job aborted`);
    } else {
      context.count(`${name}-skipped`, packet.length);
    }
  };

  const resolve = async (context: StageContext, force: boolean) => {
    await checkCache(context);
    while (missing.size >= packetSize || (force && missing.size > 0)) {
      await queryPacket([...missing].slice(0, packetSize), context);
    }
  };

  const isPending = (key: string | undefined) =>
    key !== undefined && (unchecked.has(key) || missing.has(key));

  /** Passes on held events in input order, up to the first one still waiting for its answer. */
  const release = (out: PipelineEvent[], context: StageContext) => {
    let index = 0;
    for (; index < held.length; index++) {
      const entry = held[index];
      if (!entry || isPending(entry.key)) {
        break;
      }
      if (entry.key === undefined || apply(entry.event, entry.key, context)) {
        out.push(entry.event);
      }
    }
    held.splice(0, index);
  };

  return {
    name,
    outputFields: definition.outputFields,
    reportCounters: enricherCounterKeys(name),
    async processAsync(events, out, context) {
      for (const event of events) {
        const irrelevant = definition.irrelevantEvent?.(event.fields);
        if (irrelevant !== undefined) {
          context.reject(event, 'filtered-ecs', { code: irrelevant, params: { enricher: name } });
          continue;
        }
        const unsendable = definition.unsendable?.(event.fields);
        if (unsendable !== undefined) {
          context.count(`${name}-${unsendable}`);
        }
        const key = definition.keyOf(event.fields);
        if (held.length === 0 && (key === undefined || memo.has(key)) && !needsTable(event, key)) {
          if (key === undefined || apply(event, key, context)) {
            out.push(event);
          }
          continue;
        }
        held.push({ event, key });
        if (key !== undefined && !memo.has(key) && !missing.has(key)) {
          unchecked.add(key);
        }
      }
      const pending = unchecked.size + missing.size;
      if (pending >= packetSize || held.length >= settings.bufferSize) {
        // A full buffer still sends only full packets, unless it has doubled (bounded memory).
        await resolve(context, held.length >= 2 * settings.bufferSize);
      }
      await loadTable(context);
      release(out, context);
    },
    async flushAsync(out, context) {
      await resolve(context, true);
      await loadTable(context);
      release(out, context);
    },
  };
}
