import type { AppDatabase } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
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
});

/** A `delay` that records each wait, then waits as the default one does. */
function recordWait(waits: number[]): (ms: number) => Promise<void> {
  return async (ms) => {
    waits.push(ms);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
}
