// Jest hooks: only test files import this (it is left out of the build).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDatabase, DatabaseDriver } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
import type { JobBusEvent } from '@sillage/shared-types';
import { createInProcessEventBus, type JobEventBus } from '../events/event-bus.js';
import { createJobQueue, type JobQueue } from '../queue/job-queue.js';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from '../runner/job-worker.js';
import { createJobStorage, type JobStorage } from '../storage/job-storage.js';
import { createJobStore, type JobStore } from '../store/job-store.js';
import { createLineCopyProcessor } from './line-copy-processor.js';
import { writeJobInputs } from './write-job-inputs.js';

/** What the job worker tests share; its fields are set by the hooks, so valid inside the tests only. */
export interface JobWorkerHarness {
  /** One migrated database, job store and queue for the whole `describe` block. */
  database: AppDatabase;
  store: JobStore;
  queue: JobQueue;
  /** A files folder and an event bus of each test's own, with every event the bus carried. */
  storage: JobStorage;
  bus: JobEventBus;
  events: JobBusEvent[];
  /**
   * Starts a worker on the test's storage and bus (line-copy processor, quick heartbeats, no
   * stale checks unless asked); it is stopped after the test.
   */
  startWorker(overrides?: Partial<JobWorkerOptions>): Promise<JobWorker>;
  /** Queues an anonymous job whose one input holds `lines`, as a finished upload would. */
  submit(lines?: string[], jobId?: string): Promise<string>;
}

/**
 * For the tests of one `describe` block that run jobs through workers: see JobWorkerHarness.
 * Returns an object whose fields the hooks fill in, so read them inside the tests.
 */
export function useJobWorkerHarness(driver: DatabaseDriver): JobWorkerHarness {
  const workers: JobWorker[] = [];
  let filesDir = '';
  const harness = {
    events: [] as JobBusEvent[],
    async startWorker(overrides: Partial<JobWorkerOptions> = {}) {
      const worker = await startJobWorker({
        store: harness.store,
        storage: harness.storage,
        // Its own queue client, which leaves the supervision of jobs to the shared one.
        queue: createJobQueue({
          database: harness.database,
          pollingIntervalSeconds: 0.5,
          supervise: false,
        }),
        bus: harness.bus,
        processor: createLineCopyProcessor(),
        concurrency: 2,
        heartbeatIntervalMs: 200,
        staleCheckIntervalMs: 3_600_000,
        ...overrides,
      });
      workers.push(worker);
      return worker;
    },
    async submit(lines = ['x'], jobId = randomUUID()) {
      await writeJobInputs(harness.storage, jobId, [`${lines.join('\n')}\n`]);
      await harness.store.createUploading(
        { id: jobId, ownerId: null, settings: {}, socketId: null },
        new Date(),
      );
      await harness.store.markEnqueued(jobId);
      await harness.queue.enqueue(jobId);
      return jobId;
    },
    // The hooks below fill in the rest.
  } as JobWorkerHarness;

  beforeAll(async () => {
    harness.database = await createTestDatabase(driver);
    harness.store = createJobStore(harness.database.db);
    harness.queue = createJobQueue({ database: harness.database, pollingIntervalSeconds: 0.5 });
    await harness.queue.start();
  });

  afterAll(async () => {
    await harness.queue.stop();
    await harness.database.close();
  });

  beforeEach(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sillage-jobs-'));
    harness.storage = createJobStorage(filesDir);
    harness.bus = createInProcessEventBus();
    harness.events = [];
    harness.bus.subscribe((event) => harness.events.push(event));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await harness.bus.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  return harness;
}
