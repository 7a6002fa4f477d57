import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { JobBusEvent } from '@sillage/shared-types';
import { waitFor } from '../testing/wait-for.js';
import { createInProcessEventBus } from './event-bus.js';
import {
  createPostgresEventBus,
  fitNotifyPayload,
  MAX_NOTIFY_BYTES,
} from './postgres-event-bus.js';

const address = { jobId: 'j1', ownerId: 'u1', socketId: 's1' };

describe('fitNotifyPayload', () => {
  it('keeps a small event whole', () => {
    const event: JobBusEvent = { type: 'status', ...address, status: 'running' };
    expect(JSON.parse(fitNotifyPayload(event)!)).toEqual(event);
  });

  it('drops a big report so subscribers read it from the row', () => {
    const report = { general: { blob: 'x'.repeat(MAX_NOTIFY_BYTES) } };
    const payload = fitNotifyPayload({ type: 'report', ...address, report });
    expect(JSON.parse(payload!)).toEqual({ type: 'report', ...address });
  });

  it('cuts trace lines until they fit, keeping the first ones', () => {
    const entries = Array.from({ length: 100 }, (_, index) => ({
      level: 'info',
      message: `line ${index} ${'y'.repeat(200)}`,
      timestamp: '2026-01-01T00:00:00.000Z',
    }));
    const payload = fitNotifyPayload({ type: 'logging', ...address, entries })!;
    const parsed = JSON.parse(payload) as { entries: { message: string }[] };
    expect(Buffer.byteLength(payload)).toBeLessThan(MAX_NOTIFY_BYTES);
    expect(parsed.entries.length).toBeGreaterThan(0);
    expect(parsed.entries[0]?.message).toMatch(/^line 0 /);
  });
});

describe('in-process bus', () => {
  it('delivers to every subscriber until it unsubscribes, despite a failing one', async () => {
    const bus = createInProcessEventBus();
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('bad subscriber');
    });
    const stop = bus.subscribe((event) => seen.push(event.type));
    await bus.publish({ type: 'cancel', jobId: 'a' });
    stop();
    await bus.publish({ type: 'cancel', jobId: 'b' });
    expect(seen).toEqual(['cancel']);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('Postgres bus', () => {
  it('fans an event out to every process listening on the channel', async () => {
    const channel = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const [api1, api2, worker] = await Promise.all([
      createPostgresEventBus({ connectionString: url!, channel }),
      createPostgresEventBus({ connectionString: url!, channel }),
      createPostgresEventBus({ connectionString: url!, channel }),
    ]);
    const received: [string, JobBusEvent][] = [];
    api1.subscribe((event) => received.push(['api1', event]));
    api2.subscribe((event) => received.push(['api2', event]));
    const event: JobBusEvent = { type: 'status', ...address, status: 'completed' };
    await worker.publish(event);
    await waitFor(() => (received.length === 2 ? true : undefined), 'both apis');
    expect(received.map(([name]) => name).sort()).toEqual(['api1', 'api2']);
    expect(received[0]?.[1]).toEqual(event);
    await Promise.all([api1.close(), api2.close(), worker.close()]);
  });

  it("passes over a newer version's kind of event quietly, and reports a malformed one", async () => {
    const channel = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const errors: string[] = [];
    const received: JobBusEvent[] = [];
    const listener = await createPostgresEventBus({
      connectionString: url!,
      channel,
      onError: (error) => errors.push(error.message),
    });
    listener.subscribe((event) => received.push(event));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const notify = (payload: unknown) =>
      client.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
    try {
      await notify({ type: 'a-later-kind', jobId: 'j1' });
      await notify({ type: 'status', jobId: 'j1' });
      const event: JobBusEvent = { type: 'cancel', jobId: 'j1' };
      await notify(event);
      // Notifications arrive in the order they were sent: the last one ends the wait.
      await waitFor(() => (received.length === 1 ? true : undefined), 'the known event');
      expect(received).toEqual([event]);
      expect(errors).toHaveLength(1);
    } finally {
      await client.end();
      await listener.close();
    }
  });
});
