import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@sillage/db';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import { createInProcessEventBus } from '../events/event-bus.js';
import { createPostgresEventBus } from '../events/postgres-event-bus.js';
import { createJobQueue } from './job-queue.js';

/** The timers that keep this process alive. */
const liveTimers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('the job queue', () => {
  it.each([
    ['answers at once', 0],
    // A busy host: the fetch answers after stop() has ended and after pg-boss's first look.
    ['answers after pg-boss has looked once', 1_500],
  ])(
    'leaves no timer behind once stopped, though a poll was on its way and %s',
    async (_, lateMs) => {
      const database = await createTestDatabase('pglite');
      // The polling loop's fetch (pg-boss's `FOR UPDATE SKIP LOCKED` query) is held until stop().
      let fetching!: () => void;
      let release!: () => void;
      const fetched = new Promise<void>((resolve) => (fetching = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: AppDatabase = {
        ...database,
        async executeSql(text, values) {
          if (text.includes('SKIP LOCKED')) {
            fetching();
            await released;
            if (lateMs > 0) {
              await new Promise((resolve) => setTimeout(resolve, lateMs));
            }
          }
          return database.executeSql(text, values);
        },
      };
      try {
        const before = liveTimers();
        const waits: number[] = [];
        const queue = createJobQueue({
          database: held,
          supervise: false,
          delay: recordWait(waits),
        });
        await queue.start();
        await queue.work(1, () => Promise.resolve());
        await fetched;
        const stopping = queue.stop();
        // pg-boss checks its stopped loops on the next turn of the event loop: let it see this one
        // still fetching, as a poll on its way does.
        await new Promise(setImmediate);
        await new Promise(setImmediate);
        release();
        await stopping;
        // A timer left here keeps a process that has nothing else to do alive (a jest worker, then
        // forced out by jest after 500 ms, with its warning about leaking tests).
        expect(liveTimers()).toBeLessThanOrEqual(before);
        expect(waits).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );

  it('stops without waiting out pg-boss when no poll was on its way', async () => {
    const database = await createTestDatabase('pglite');
    // Both polling loops' first fetches have come back empty: they rest between two polls.
    const { observed, rested } = watchPolls(database);
    try {
      const before = liveTimers();
      const waits: number[] = [];
      const queue = createJobQueue({
        database: observed,
        supervise: false,
        pollingIntervalSeconds: 30,
        delay: recordWait(waits),
      });
      await queue.start();
      await queue.work(2, () => Promise.resolve());
      await rested;
      // The second fetch has answered; its loop still has a few steps to take before it rests
      // (on a busy host they can come after the next turn of the event loop). A short pause lets
      // both loops reach their rest, which is the case this test is about.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await queue.stop();
      expect(waits).toEqual([]);
      // Nothing was left to wait for: pg-boss dropped the loops at once.
      expect(liveTimers()).toBeLessThanOrEqual(before);
    } finally {
      await database.close();
    }
  });

  // PGlite with the in-process bus (the embedded mode); Postgres with a bus of each process's
  // own, as an api and a worker of the scaled mode.
  it.each(testDrivers())(
    'hands a message to resting loops as soon as it is announced on the bus, not at their next poll (%s)',
    async (driver) => {
      const database = await createTestDatabase(driver);
      const channel = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const postgresBus = () =>
        createPostgresEventBus({ connectionString: process.env.TEST_DATABASE_URL ?? '', channel });
      const inProcess = createInProcessEventBus();
      const [apiBus, workerBus] =
        driver === 'postgres'
          ? await Promise.all([postgresBus(), postgresBus()])
          : [inProcess, inProcess];
      const { observed, rested, polls } = watchPolls(database);
      // The worker's loops poll ten minutes apart, longer than a test may take: only the
      // announcement can bring them the job.
      const sender = createJobQueue({ database, supervise: false, bus: apiBus });
      const worker = createJobQueue({
        database: observed,
        supervise: false,
        pollingIntervalSeconds: 600,
        bus: workerBus,
      });
      try {
        let handle!: (jobId: string) => void;
        const handled = new Promise<string>((resolve) => (handle = resolve));
        await worker.start();
        await worker.work(2, (jobId) => {
          handle(jobId);
          return Promise.resolve();
        });
        await rested;
        // Both loops are past their first, empty fetch (see the test above): they rest.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const jobId = randomUUID();
        await sender.enqueue(jobId);
        expect(await handled).toBe(jobId);
        expect(polls()).toBeGreaterThan(2);
      } finally {
        await worker.stop();
        await sender.stop();
        await Promise.all([apiBus.close(), workerBus.close()]);
        await database.close();
      }
    },
  );
});

/**
 * The database as a queue's polling loops use it, counting their fetches (pg-boss's `SKIP
 * LOCKED` query): `rested` resolves once two have answered.
 */
function watchPolls(database: AppDatabase) {
  let polls = 0;
  let rest!: () => void;
  const rested = new Promise<void>((resolve) => (rest = resolve));
  const observed: AppDatabase = {
    ...database,
    async executeSql(text, values) {
      const result = await database.executeSql(text, values);
      if (text.includes('SKIP LOCKED') && ++polls === 2) {
        setImmediate(rest);
      }
      return result;
    },
  };
  return { observed, rested, polls: () => polls };
}

/** A `delay` that records each wait, then waits as the default one does. */
function recordWait(waits: number[]): (ms: number) => Promise<void> {
  return async (ms) => {
    waits.push(ms);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
}
