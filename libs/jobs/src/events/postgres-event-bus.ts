import pg from 'pg';
import { guardPoolClients } from '@sillage/db';
import { JobBusEventSchema, type JobBusEvent } from '@sillage/shared-types';
import type { JobEventBus, JobEventListener } from './event-bus.js';

/** Postgres refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTIFY_BYTES = 7_500;
const DEFAULT_CHANNEL = 'sillage_job_events';
const KNOWN_TYPES = new Set<unknown>(
  JobBusEventSchema.options.map((option) => option.shape.type.value),
);

/**
 * An event of a kind this version does not know: a newer process's (an upgrade under way, as when
 * `enqueued` came in), not a fault. Such events are not for this process, and are passed over
 * without an error per event.
 */
function isUnknownKind(value: unknown): boolean {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && !KNOWN_TYPES.has(type);
}

export interface PostgresEventBusOptions {
  connectionString: string;
  channel?: string;
  /** Runs `select pg_notify(…)` (the app's pool); a client of the bus's own otherwise. */
  executeSql?: (text: string, values: unknown[]) => Promise<unknown>;
  /** Delay before reconnecting a lost LISTEN connection. Default 1 000 ms. */
  reconnectDelayMs?: number;
  onError?: (error: Error) => void;
}

/**
 * Shrinks an event until its JSON fits a NOTIFY payload: a report is dropped (subscribers then
 * read it from the job row), trace lines are cut and truncated. Undefined when nothing fits.
 */
export function fitNotifyPayload(
  event: JobBusEvent,
  maxBytes = MAX_NOTIFY_BYTES,
): string | undefined {
  const fits = (text: string) => Buffer.byteLength(text) < maxBytes;
  let text = JSON.stringify(event);
  if (fits(text)) {
    return text;
  }
  if (event.type === 'report') {
    const { report: _dropped, ...rest } = event;
    text = JSON.stringify(rest);
  } else if (event.type === 'logging') {
    const entries = event.entries.map((entry) => ({
      ...entry,
      message: entry.message.length > 500 ? `${entry.message.slice(0, 500)}…` : entry.message,
    }));
    while (entries.length > 1 && !fits(JSON.stringify({ ...event, entries }))) {
      entries.pop();
    }
    text = JSON.stringify({ ...event, entries });
  }
  return fits(text) ? text : undefined;
}

/**
 * A bus over Postgres LISTEN/NOTIFY: every api and worker process connected to the same database
 * receives every event. The LISTEN connection is re-opened when it drops; events sent meanwhile
 * are lost, so subscribers must treat events as hints and the job rows as the truth.
 */
export async function createPostgresEventBus(
  options: PostgresEventBusOptions,
): Promise<JobEventBus> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) {
    throw new Error(`Invalid channel name: ${channel}`);
  }
  const listeners = new Set<JobEventListener>();
  const reportError = (error: Error) => options.onError?.(error);
  let closed = false;
  let listenClient: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    if (payload === undefined) {
      return;
    }
    let parsed: JobBusEvent;
    try {
      const value: unknown = JSON.parse(payload);
      if (isUnknownKind(value)) {
        return;
      }
      parsed = JobBusEventSchema.parse(value);
    } catch (error) {
      reportError(error as Error);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(parsed);
      } catch (error) {
        reportError(error as Error);
      }
    }
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) {
        deliver(message.payload);
      }
    });
    client.on('error', (error) => {
      reportError(error);
      onLost(client);
    });
    client.on('end', () => {
      onLost(client);
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listenClient = client;
  }

  function onLost(client: pg.Client) {
    if (closed || listenClient !== client) {
      return;
    }
    listenClient = undefined;
    client.end().catch(() => undefined);
    retryLater();
  }

  function retryLater() {
    if (closed || reconnectTimer !== undefined) {
      return;
    }
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        reportError(error as Error);
        retryLater();
      });
    }, options.reconnectDelayMs ?? 1_000);
    reconnectTimer.unref();
  }

  await connect();

  let ownPool: pg.Pool | undefined;
  const execute =
    options.executeSql ??
    ((text: string, values: unknown[]) => {
      if (ownPool === undefined) {
        ownPool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
        guardPoolClients(ownPool);
      }
      return ownPool.query(text, values);
    });

  return {
    async publish(event) {
      const payload = fitNotifyPayload(event);
      if (payload === undefined) {
        reportError(new Error(`job event too big to notify (${event.type})`));
        return;
      }
      await execute('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      listeners.clear();
      await listenClient?.end().catch(() => undefined);
      await ownPool?.end();
    },
  };
}
