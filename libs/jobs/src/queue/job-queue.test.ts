import type { AppDatabase } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
import { createJobQueue } from './job-queue.js';

/** The timers that keep this process alive. */
const liveTimers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('the job queue', () => {
  it('leaves no timer behind once stopped, though a poll was on its way', async () => {
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
        }
        return database.executeSql(text, values);
      },
    };
    try {
      const before = liveTimers();
      const queue = createJobQueue({ database: held, supervise: false });
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
    } finally {
      await database.close();
    }
  });
});
