import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDatabase, DatabaseDriver, JobRow } from '@sillage/db';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import { loadPipelineResources } from '@sillage/pipeline';
import type { JobBusEvent } from '@sillage/shared-types';
import { createInProcessEventBus, type JobEventBus } from '../events/event-bus.js';
import { createJobQueue, type JobQueue } from '../queue/job-queue.js';
import { createJobStorage, type JobStorage } from '../storage/job-storage.js';
import { createJobStore, type JobStore } from '../store/job-store.js';
import { createLineCopyProcessor, waitFor, writeJobInputs } from '../testing/index.js';
import type { JobProcessor } from './job-processor.js';
import { createPipelineProcessor } from './pipeline-processor.js';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker.js';

jest.setTimeout(120_000);

/** Never ends on its own: resolves as aborted once its signal fires. */
const hangingProcessor: JobProcessor = (context) =>
  new Promise((resolve) => {
    const end = () => {
      resolve({
        report: { general: { 'Job-Done': false } },
        counters: { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 },
        aborted: true,
      });
    };
    if (context.signal.aborted) {
      end();
    }
    context.signal.addEventListener('abort', end);
  });

describe.each(testDrivers())('job worker on %s', (driver: DatabaseDriver) => {
  let database: AppDatabase;
  let filesDir: string;
  let storage: JobStorage;
  let store: JobStore;
  let queue: JobQueue;
  let bus: JobEventBus;
  let events: JobBusEvent[];
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    store = createJobStore(database.db);
    queue = createJobQueue({ database, pollingIntervalSeconds: 0.5 });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  beforeEach(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sillage-jobs-'));
    storage = createJobStorage(filesDir);
    bus = createInProcessEventBus();
    events = [];
    bus.subscribe((event) => events.push(event));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await bus.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function startWorker(overrides: Partial<JobWorkerOptions> = {}) {
    const worker = await startJobWorker({
      store,
      storage,
      queue: createJobQueue({ database, pollingIntervalSeconds: 0.5, supervise: false }),
      bus,
      processor: createLineCopyProcessor(),
      concurrency: 2,
      heartbeatIntervalMs: 200,
      staleCheckIntervalMs: 3_600_000,
      ...overrides,
    });
    workers.push(worker);
    return worker;
  }

  async function submit(lines: string[], jobId = randomUUID()): Promise<string> {
    await writeJobInputs(storage, jobId, [`${lines.join('\n')}\n`]);
    await store.createUploading(
      { id: jobId, ownerId: null, settings: {}, socketId: null },
      new Date(),
    );
    await store.markEnqueued(jobId);
    await queue.enqueue(jobId);
    return jobId;
  }

  /** The row once the runner has published the job's final status (its last step). */
  const ended = async (jobId: string) => {
    await waitFor(
      () =>
        events.some(
          (event) =>
            event.type === 'status' &&
            event.jobId === jobId &&
            ['completed', 'error', 'abort'].includes(event.status),
        )
          ? true
          : undefined,
      `job ${jobId} to end`,
    );
    return (await store.findById(jobId))!;
  };

  it('runs a queued job to completion and publishes its result under its final name', async () => {
    await startWorker();
    const jobId = await submit(['alpha', 'beta', 'gamma']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'completed', linesInput: 3, events: 3, attempts: 1 });
    const result = await storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('alpha\nbeta\ngamma\n');
    const report = JSON.parse(
      await readFile(storage.artefactPath(jobId, 'report.json'), 'utf8'),
    ) as {
      general: Record<string, unknown>;
    };
    expect(report.general['Job-Done']).toBe(true);
    await expect(storage.readInputs(jobId)).rejects.toThrow();
    const statuses = events.filter((event) => event.type === 'status' && event.jobId === jobId);
    expect(statuses.map((event) => event.type === 'status' && event.status)).toEqual([
      'running',
      'completed',
    ]);
  });

  it('ends a job whose result hits a full storage with 5002, keeps its report and runs the next job', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    try {
      const line = (user: number) =>
        `127.0.0.1 - USER${user} [06/Jan/2016:16:23:38 +0100] "GET http://pubs.acs.org:80/doi/pdf/10.1021/nn901499c HTTP/1.1" 200 2981936`;
      const fullJob = randomUUID();
      // /dev/full: every write of the first job's result fails with the kernel's own ENOSPC.
      await startWorker({
        processor: createPipelineProcessor(resources),
        storage: {
          ...storage,
          resultTempPath: (jobId, extension) =>
            jobId === fullJob ? '/dev/full' : storage.resultTempPath(jobId, extension),
        },
      });
      await submit(
        Array.from({ length: 2000 }, (_, user) => line(user)),
        fullJob,
      );
      const failed = await ended(fullJob);
      expect(failed).toMatchObject({ status: 'error', errorCode: 5002 });
      expect(failed.errorMessage).toMatch(/storage is full.*ENOSPC/i);
      const report = JSON.parse(
        await readFile(storage.artefactPath(fullJob, 'report.json'), 'utf8'),
      ) as { general: Record<string, unknown> };
      expect(report.general).toMatchObject({ 'Job-Done': false, status: 5002 });
      expect(report.general['status-message']).toMatch(/storage is full/i);
      expect(await storage.findResult(fullJob)).toBeUndefined();

      const nextJob = await submit([line(1), line(2)]);
      const next = await ended(nextJob);
      expect(next).toMatchObject({ status: 'completed', linesInput: 2 });
      expect(await storage.findResult(nextJob)).toBeDefined();
    } finally {
      await resources.catalog.close();
    }
  });

  it('ends in 5002 with the reason in its row when report.json itself meets a full storage', async () => {
    const copy = createLineCopyProcessor();
    // The run succeeds, but the report's temporary file leads to /dev/full (ENOSPC on write).
    await startWorker({
      processor: async (context) => {
        await symlink('/dev/full', path.join(context.paths.dir, 'report.json.partial'));
        return copy(context);
      },
    });
    const jobId = await submit(['one', 'two']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'error', errorCode: 5002 });
    expect(row.errorMessage).toMatch(/storage is full.*report\.json not written.*ENOSPC/i);
    expect(await storage.findResult(jobId)).toBeUndefined();
    const last = events.filter((event) => event.type === 'status' && event.jobId === jobId).at(-1);
    expect(last).toMatchObject({ status: 'error', code: 5002 });
  });

  it('keeps a finished result when the database refuses the final report (issue 19)', async () => {
    // The database refusing the report (as it refused NUL bytes) must not cost the job its result.
    await startWorker({
      store: {
        ...store,
        finishClaim: (claim, outcome, now) =>
          outcome.report === undefined
            ? store.finishClaim(claim, outcome, now)
            : Promise.reject(new Error('unsupported Unicode escape sequence')),
      },
    });
    const jobId = await submit(['kept', 'whole']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'completed', linesInput: 2 });
    const result = await storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('kept\nwhole\n');
    const report = JSON.parse(
      await readFile(storage.artefactPath(jobId, 'report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    expect(report.general['Job-Done']).toBe(true);
  });

  it('never removes the result of a recorded job when a later step fails (issue 19)', async () => {
    await startWorker({
      store: {
        ...store,
        replaceReport: () => Promise.reject(new Error('database gone')),
      },
      onFinished: () => Promise.resolve({ mail: 'sent' }),
    });
    const jobId = await submit(['after', 'the', 'end']);
    const row = await ended(jobId);
    expect(row.status).toBe('completed');
    const result = await storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('after\nthe\nend\n');
  });

  it('records a failed job with its status code and leaves no result file', async () => {
    await startWorker();
    const jobId = await submit(['one', 'FAIL', 'three']);
    const row = await ended(jobId);
    expect(row).toMatchObject({
      status: 'error',
      errorCode: 4003,
      errorMessage: 'FAIL line found',
    });
    expect(await storage.findResult(jobId)).toBeUndefined();
    expect(
      await storage.fileExists(path.join(storage.jobDir(jobId), 'result.job-ecs.txt.partial')),
    ).toBe(false);
  });

  it('stops a running job when it is cancelled and keeps the abort status', async () => {
    await startWorker({ processor: hangingProcessor });
    const jobId = await submit(['x']);
    await waitFor(
      async () => ((await store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await store.finishUnended(jobId, { status: 'abort', errorMessage: 'Cancelled' }, new Date());
    await bus.publish({ type: 'cancel', jobId });
    await waitFor(
      () => (workers[0]?.runningJobIds().length === 0 ? true : undefined),
      'the run to stop',
    );
    expect(await store.findById(jobId)).toMatchObject({
      status: 'abort',
      errorMessage: 'Cancelled',
    });
    expect(await storage.findResult(jobId)).toBeUndefined();
  });

  it('keeps how far a cancelled job got: its figures and its report', async () => {
    const partialReport = { general: { 'Job-Done': false, 'nb-lines-input': 7 } };
    // The cancel must reach a run that has begun: a row is `running` from its claim, before
    // the runner has read its inputs and called the processor (a cancel then gives nothing).
    let begun = false;
    const stoppedMidway: JobProcessor = (context) =>
      new Promise((resolve) => {
        begun = true;
        context.signal.addEventListener('abort', () => {
          resolve({
            report: partialReport,
            counters: { linesInput: 7, events: 3, deniedEvents: 1, rejectedLines: 2 },
            aborted: true,
          });
        });
      });
    await startWorker({ processor: stoppedMidway });
    const jobId = await submit(['x']);
    await waitFor(() => (begun ? true : undefined), 'the processor to begin');
    await store.finishUnended(jobId, { status: 'abort', errorMessage: 'Cancelled' }, new Date());
    await bus.publish({ type: 'cancel', jobId });
    await ended(jobId);
    expect(await store.findById(jobId)).toMatchObject({
      status: 'abort',
      errorMessage: 'Cancelled',
      linesInput: 7,
      events: 3,
      deniedEvents: 1,
      rejectedLines: 2,
      report: partialReport,
    });
  });

  it('notices a cancel through its heartbeat when the cancel event was missed', async () => {
    await startWorker({ processor: hangingProcessor });
    const jobId = await submit(['x']);
    await waitFor(
      async () => ((await store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await store.finishUnended(jobId, { status: 'abort' }, new Date());
    await waitFor(
      () => (workers[0]?.runningJobIds().length === 0 ? true : undefined),
      'the run to stop',
    );
    expect((await store.findById(jobId))?.status).toBe('abort');
  });

  it('never runs more jobs at once than its concurrency', async () => {
    const worker = await startWorker({ processor: hangingProcessor, concurrency: 2 });
    const ids = [await submit(['a']), await submit(['b']), await submit(['c'])];
    await waitFor(
      () => (worker.runningJobIds().length === 2 ? true : undefined),
      'two running jobs',
    );
    const rows = await Promise.all(ids.map((id) => store.findById(id)));
    expect(rows.map((row) => row?.status).sort()).toEqual(['queued', 'running', 'running']);
  });

  async function insertOrphan(attempts: number): Promise<string> {
    const jobId = await submit(['from', 'a', 'dead', 'worker']);
    // As if a worker had claimed it long ago and died (its queue message then expires).
    await sql`update jobs set status = 'running', worker_id = 'dead-worker', attempts = ${attempts},
      heartbeat_at = now() - interval '1 hour' where id = ${jobId}`.execute(database.db);
    return jobId;
  }

  it('requeues a job whose worker stopped heartbeating, and another worker completes it', async () => {
    const jobId = await insertOrphan(1);
    const logged: string[] = [];
    const copy = createLineCopyProcessor();
    const attempts: (number | undefined)[] = [];
    const worker = await startWorker({
      staleAfterMs: 60_000,
      log: (_level, message) => logged.push(message),
      processor: (context) => {
        attempts.push(context.attempt);
        return copy(context);
      },
    });
    const row: JobRow = await ended(jobId);
    // The processor learns it is the second run (its traces say so).
    expect(attempts).toEqual([2]);
    // The operator learns which worker died, though the requeued row no longer names it.
    expect(logged).toContain(`job ${jobId}: worker dead-worker silent, job requeued`);
    expect(row).toMatchObject({
      status: 'completed',
      attempts: 2,
      workerId: worker.workerId,
      linesInput: 4,
    });
  });

  it('waits out the stale limit for a silent job, unless it is the only process on its database', async () => {
    // Silent for less than the stale limit: another worker may still be running it.
    const jobId = await submit(['left', 'by', 'a', 'killed', 'api']);
    await sql`update jobs set status = 'running', worker_id = 'killed-api', attempts = 1,
      heartbeat_at = now() - interval '2 seconds' where id = ${jobId}`.execute(database.db);
    const shared = await startWorker({ staleAfterMs: 60_000 });
    expect((await store.findById(jobId))?.status).toBe('running');
    await shared.stop();

    // The embedded database's only process: nobody else can be running it, so it runs again now.
    const sole = await startWorker({ staleAfterMs: 60_000, isSoleProcess: true });
    expect(await ended(jobId)).toMatchObject({
      status: 'completed',
      attempts: 2,
      workerId: sole.workerId,
    });
  });

  it('fails a job with a message once a dead worker used its last attempt', async () => {
    const jobId = await insertOrphan(2);
    await startWorker({ maxAttempts: 2 });
    const row = await ended(jobId);
    expect(row.status).toBe('error');
    expect(row.errorMessage).toMatch(/stopped responding/);
    expect(await storage.findResult(jobId)).toBeUndefined();
    // Its input goes as after any run: a failed job is never run again.
    await expect(storage.readInputs(jobId)).rejects.toThrow();
  });

  it('hands its running jobs back to the queue when it stops', async () => {
    const first = await startWorker({ processor: hangingProcessor });
    const jobId = await submit(['handed', 'over']);
    await waitFor(
      async () => ((await store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await first.stop();
    // A stopped run is not a failed one: it gives its attempt back.
    expect(await store.findById(jobId)).toMatchObject({
      status: 'queued',
      workerId: null,
      attempts: 0,
    });
    await startWorker();
    expect(await ended(jobId)).toMatchObject({ status: 'completed', linesInput: 2, attempts: 1 });
  });

  it("keeps a stopped run's late report off the run that took its job over", async () => {
    const first = await startWorker({ processor: hangingProcessor });
    const jobId = await submit(['late', 'report']);
    await waitFor(
      async () => ((await store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    const stale = { jobId, workerId: (await store.findById(jobId))?.workerId ?? '', attempt: 1 };
    await first.stop();
    // Another worker claims the job under the attempt number the stopped run gave back.
    const next = await store.claim(jobId, 'next-worker', new Date());
    expect(next).toMatchObject({ attempt: 1 });
    await store.saveReport(stale, { general: { from: 'the stopped run' } });
    expect((await store.findById(jobId))?.report).toBeNull();
    const idle = { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 };
    expect(await store.heartbeat(stale, idle, new Date())).toBe(false);
  });

  it('hands back a job it claimed just as it was told to stop', async () => {
    // The worker reads the job's row after its claim; hold that read until stop() has begun.
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const gatedStore: JobStore = {
      ...store,
      findById: async (id) => {
        await gate;
        return store.findById(id);
      },
    };
    const first = await startWorker({ store: gatedStore, processor: hangingProcessor });
    const jobId = await submit(['claimed', 'late']);
    await waitFor(
      async () => ((await store.findById(jobId))?.status === 'running' ? true : undefined),
      'claimed',
    );
    const stopped = first.stop();
    openGate();
    await stopped;
    expect(await store.findById(jobId)).toMatchObject({ status: 'queued', workerId: null });
    await startWorker();
    expect(await ended(jobId)).toMatchObject({ status: 'completed', linesInput: 2 });
  });
});
