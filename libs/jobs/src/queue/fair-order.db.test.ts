import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@sillage/db';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import { createJobStore } from '../store/job-store.js';
import { waitFor } from '../testing/wait-for.js';
import { createJobQueue, JOB_QUEUE_NAME, type JobQueue } from './job-queue.js';

describe.each(testDrivers())('fair turns of the job queue on %s', (driver) => {
  let database: AppDatabase;
  let queue: JobQueue;
  beforeEach(async () => {
    database = await createTestDatabase(driver);
    queue = createJobQueue({ database, supervise: false, pollingIntervalSeconds: 0.5 });
  }, 60_000);
  afterEach(async () => {
    await queue.stop(5_000);
    await database.close();
  });

  /** A user's job, queued: its id, named `label` in the order the worker takes them. */
  const names = new Map<string, string>();
  async function queueJob(ownerId: string | null, label: string): Promise<void> {
    const store = createJobStore(database.db);
    const id = randomUUID();
    await store.createUploading({ id, ownerId, settings: {}, socketId: null }, new Date());
    await store.markEnqueued(id);
    names.set(id, label);
    await queue.enqueue(id);
  }
  async function user(email: string): Promise<string> {
    const { rows } = await database.executeSql(
      `insert into users (email, password_hash, "group") values ($1, 'x', 'user') returning id`,
      [email],
    );
    return (rows as [{ id: string }])[0].id;
  }

  it("does not hold one user's job back behind all of another user's queued jobs", async () => {
    const alice = await user('alice@example.org');
    const bob = await user('bob@example.org');
    for (const label of ['a1', 'a2', 'a3', 'a4']) {
      await queueJob(alice, label);
    }
    await queueJob(bob, 'b1');
    await queueJob(null, 'n1');
    const taken: string[] = [];
    await queue.work(1, (jobId) => {
      taken.push(names.get(jobId) ?? jobId);
      return Promise.resolve();
    });
    await until(() => taken.length === 6, 'six jobs taken');
    // Arrival order would be a1 a2 a3 a4 b1 n1; each owner's jobs keep theirs.
    expect(taken).toEqual(['a1', 'b1', 'n1', 'a2', 'a3', 'a4']);
  });

  it('serves users who queue while a job runs in alternation, and starts again at turn 0', async () => {
    const alice = await user('alice@example.org');
    const bob = await user('bob@example.org');
    for (const label of ['a1', 'a2', 'a3']) {
      await queueJob(alice, label);
    }
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const taken: string[] = [];
    await queue.work(1, async (jobId) => {
      taken.push(names.get(jobId) ?? jobId);
      if (taken.length === 1) {
        await released;
      }
    });
    await until(() => taken.length === 1, 'the first job taken');
    await queueJob(bob, 'b1');
    await queueJob(bob, 'b2');
    release();
    await until(() => taken.length === 5, 'five jobs taken');
    expect(taken).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);

    // Once the queue has emptied, turns count from 0 again rather than growing for ever.
    await until(async () => (await turns()).length === 0, 'the queue emptied');
    await queueJob(bob, 'b3');
    expect(await turns()).toEqual([0]);
  });

  const until = (holds: () => boolean | Promise<boolean>, what: string) =>
    waitFor(async () => ((await holds()) ? true : undefined), what);

  /** The turns of the messages still to be handled. */
  async function turns(): Promise<number[]> {
    const { rows } = await database.executeSql(
      `select -priority as turn from pgboss.job
        where name = $1 and state in ('created', 'retry', 'active')`,
      [JOB_QUEUE_NAME],
    );
    return (rows as { turn: number }[]).map((row) => row.turn);
  }
});
