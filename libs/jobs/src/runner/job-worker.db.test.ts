import { readFile, symlink, utimes, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseDriver, JobRow } from '@sillage/db';
import { testDrivers } from '@sillage/db/testing';
import { loadPipelineResources } from '@sillage/pipeline';
import type { FinalOutcome, JobStore } from '../store/job-store.js';
import { createLineCopyProcessor, waitFor } from '../testing/index.js';
import { useJobWorkerHarness } from '../testing/use-job-worker-harness.js';
import type { JobProcessor } from './job-processor.js';
import { createPipelineProcessor } from './pipeline-processor.js';
import { BASE_URL_KEY } from '../job-urls.js';

jest.setTimeout(120_000);

/** Never ends on its own: resolves as aborted once its signal fires. */
/** Copies lines, noting for each run when a shutdown stopped an earlier one (if one did). */
function copyNotingShutdownStops(seen: (string | undefined)[]): JobProcessor {
  const copy = createLineCopyProcessor();
  return (context) => {
    seen.push(context.shutdownStopAt);
    return copy(context);
  };
}

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
  const harness = useJobWorkerHarness(driver);

  /** The row once the runner has published the job's final status (its last step). */
  const ended = async (jobId: string) => {
    await waitFor(
      () =>
        harness.events.some(
          (event) =>
            event.type === 'status' &&
            event.jobId === jobId &&
            ['completed', 'error', 'abort'].includes(event.status),
        )
          ? true
          : undefined,
      `job ${jobId} to end`,
    );
    return (await harness.store.findById(jobId))!;
  };

  it('runs a queued job to completion and publishes its result under its final name', async () => {
    await harness.startWorker();
    const jobId = await harness.submit(['alpha', 'beta', 'gamma']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'completed', linesInput: 3, events: 3, attempts: 1 });
    const result = await harness.storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('alpha\nbeta\ngamma\n');
    const report = JSON.parse(
      await readFile(harness.storage.artefactPath(jobId, 'report.json'), 'utf8'),
    ) as {
      general: Record<string, unknown>;
    };
    expect(report.general['Job-Done']).toBe(true);
    await expect(harness.storage.readInputs(jobId)).rejects.toThrow();
    const statuses = harness.events.filter(
      (event) => event.type === 'status' && event.jobId === jobId,
    );
    expect(statuses.map((event) => event.type === 'status' && event.status)).toEqual([
      'running',
      'completed',
    ]);
  });

  it('publishes live reports that say how many bytes of the stored input are read, of how many', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    try {
      await harness.startWorker({ processor: createPipelineProcessor(resources) });
      const lines = Array.from(
        { length: 50 },
        (_, user) =>
          `127.0.0.1 - USER${user} [06/Jan/2016:16:23:38 +0100] "GET http://pubs.acs.org:80/doi/pdf/10.1021/nn901499c HTTP/1.1" 200 2981936`,
      );
      const size = Buffer.byteLength(`${lines.join('\n')}\n`);
      const jobId = await harness.submit(lines);
      const live = await waitFor(
        () => harness.events.find((event) => event.type === 'report' && event.jobId === jobId),
        'a live report',
      );
      expect(live.type === 'report' ? live.report?.general : undefined).toMatchObject({
        'input-bytes-read': size,
        'input-bytes-total': size,
      });
      await ended(jobId);
    } finally {
      await resources.catalog.close();
    }
  });

  // 2 000 events fail when the result is closed, 8 000 in the middle of the job (its writes are
  // gathered by the mebibyte).
  it.each([2_000, 8_000])(
    'ends a job whose result hits a full storage with 5002, keeps its report and runs the next job (%i lines)',
    async (lines) => {
      const resources = await loadPipelineResources({ geolocation: false });
      try {
        const line = (user: number) =>
          `127.0.0.1 - USER${user} [06/Jan/2016:16:23:38 +0100] "GET http://pubs.acs.org:80/doi/pdf/10.1021/nn901499c HTTP/1.1" 200 2981936`;
        const fullJob = randomUUID();
        // /dev/full: every write of the first job's result fails with the kernel's own ENOSPC.
        await harness.startWorker({
          processor: createPipelineProcessor(resources),
          storage: {
            ...harness.storage,
            resultTempPath: (jobId, extension) =>
              jobId === fullJob ? '/dev/full' : harness.storage.resultTempPath(jobId, extension),
          },
        });
        await harness.submit(
          Array.from({ length: lines }, (_, user) => line(user)),
          fullJob,
        );
        const failed = await ended(fullJob);
        expect(failed).toMatchObject({ status: 'error', errorCode: 5002 });
        expect(failed.errorMessage).toMatch(/storage is full.*ENOSPC/i);
        const report = JSON.parse(
          await readFile(harness.storage.artefactPath(fullJob, 'report.json'), 'utf8'),
        ) as { general: Record<string, unknown> };
        expect(report.general).toMatchObject({ 'Job-Done': false, status: 5002 });
        expect(report.general['status-message']).toMatch(/storage is full/i);
        expect(await harness.storage.findResult(fullJob)).toBeUndefined();

        const nextJob = await harness.submit([line(1), line(2)]);
        const next = await ended(nextJob);
        expect(next).toMatchObject({ status: 'completed', linesInput: 2 });
        expect(await harness.storage.findResult(nextJob)).toBeDefined();
      } finally {
        await resources.catalog.close();
      }
    },
  );

  it('ends in 5002 with the reason in its row when report.json itself meets a full storage', async () => {
    const copy = createLineCopyProcessor();
    const told: JobRow[] = [];
    // The run succeeds, but the report's temporary file leads to /dev/full (ENOSPC on write).
    await harness.startWorker({
      processor: async (context) => {
        await symlink('/dev/full', path.join(context.paths.dir, 'report.json.partial'));
        return copy(context);
      },
      onFinished: ({ row }) => {
        told.push(row);
        return Promise.resolve({ mail: 'sent' });
      },
    });
    const jobId = await harness.submit(['one', 'two']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'error', errorCode: 5002 });
    // Whoever asked to be told of the job's end (its mail) is told of this failure too, once
    // the job has left its slot.
    await waitFor(() => (told.length > 0 ? true : undefined), 'the end to be told');
    expect(told).toEqual([
      expect.objectContaining({ id: jobId, status: 'error', errorCode: 5002 }),
    ]);
    expect(row.errorMessage).toMatch(/storage is full.*report\.json not written.*ENOSPC/i);
    expect(await harness.storage.findResult(jobId)).toBeUndefined();
    const last = harness.events
      .filter((event) => event.type === 'status' && event.jobId === jobId)
      .at(-1);
    expect(last).toMatchObject({ status: 'error', code: 5002 });
  });

  it('keeps a finished result when the database refuses the final report (issue 19)', async () => {
    const told: JobRow[] = [];
    // The database refusing the report (as it refused NUL bytes) must not cost the job its result.
    await harness.startWorker({
      store: {
        ...harness.store,
        finishClaim: (claim, outcome, now) =>
          outcome.report === undefined
            ? harness.store.finishClaim(claim, outcome, now)
            : Promise.reject(new Error('unsupported Unicode escape sequence')),
      },
      onFinished: ({ row }) => {
        told.push(row);
        return Promise.resolve(undefined);
      },
    });
    const jobId = await harness.submit(['kept', 'whole']);
    const row = await ended(jobId);
    expect(row).toMatchObject({ status: 'completed', linesInput: 2 });
    await waitFor(() => (told.length > 0 ? true : undefined), 'the end to be told');
    expect(told).toEqual([expect.objectContaining({ id: jobId, status: 'completed' })]);
    const result = await harness.storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('kept\nwhole\n');
    const report = JSON.parse(
      await readFile(harness.storage.artefactPath(jobId, 'report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    expect(report.general['Job-Done']).toBe(true);
  });

  it('frees the slot of an ended job while its mail waits on a silent server', async () => {
    let answerMail: (() => void) | undefined;
    const mailed = new Promise<void>((resolve) => {
      answerMail = resolve;
    });
    const asked: string[] = [];
    const worker = await harness.startWorker({
      concurrency: 1,
      onFinished: async ({ row }) => {
        asked.push(row.id);
        await mailed;
        return { 'mail-status': 'success' };
      },
    });
    const first = await harness.submit(['first']);
    await ended(first);
    const second = await harness.submit(['second']);
    let stopped: Promise<void> | undefined;
    try {
      // One slot: the second job runs only if the first one's mail does not hold it.
      expect(await ended(second)).toMatchObject({ status: 'completed' });
      expect(asked).toContain(first);
      expect((await harness.store.findById(first))?.report?.notifications).toBeUndefined();
      stopped = worker.stop();
    } finally {
      answerMail?.();
    }
    // The stop waited for the mail to be answered.
    await stopped;
    // Told once the server answers: report.json, the row and the bus say so.
    expect((await harness.store.findById(first))?.report?.notifications).toEqual({
      'mail-status': 'success',
    });
    const report = JSON.parse(
      await readFile(harness.storage.artefactPath(first, 'report.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(report.notifications).toEqual({ 'mail-status': 'success' });
    expect(
      harness.events.some(
        (event) =>
          event.type === 'report' &&
          event.jobId === first &&
          event.report!.notifications !== undefined,
      ),
    ).toBe(true);
  });

  it('logs a notification mail that was not delivered', async () => {
    const logged: string[] = [];
    const worker = await harness.startWorker({
      onFinished: () =>
        Promise.resolve({
          mailto: 'desk@example.org',
          'mail-status': 'fail',
          'mail-failed-recipients': 'desk@example.org',
          'mail-error-message': 'connect ECONNREFUSED 127.0.0.1:25',
        }),
      log: (_level, message) => logged.push(message),
    });
    const jobId = await harness.submit(['told']);
    await ended(jobId);
    await worker.stop();
    expect(logged).toContain(
      `job ${jobId}: notification mail not delivered to desk@example.org: connect ECONNREFUSED 127.0.0.1:25`,
    );
  });

  it('never removes the result of a recorded job when a later step fails (issue 19)', async () => {
    await harness.startWorker({
      store: {
        ...harness.store,
        replaceReport: () => Promise.reject(new Error('database gone')),
      },
      onFinished: () => Promise.resolve({ mail: 'sent' }),
    });
    const jobId = await harness.submit(['after', 'the', 'end']);
    const row = await ended(jobId);
    expect(row.status).toBe('completed');
    const result = await harness.storage.findResult(jobId);
    expect(result && (await readFile(result, 'utf8'))).toBe('after\nthe\nend\n');
  });

  it('records a failed job with its status code and leaves no result file', async () => {
    await harness.startWorker();
    const jobId = await harness.submit(['one', 'FAIL', 'three']);
    const row = await ended(jobId);
    expect(row).toMatchObject({
      status: 'error',
      errorCode: 4003,
      errorMessage: 'FAIL line found',
    });
    expect(await harness.storage.findResult(jobId)).toBeUndefined();
    expect(
      await harness.storage.fileExists(
        path.join(harness.storage.jobDir(jobId), 'result.job-ecs.txt.partial'),
      ),
    ).toBe(false);
  });

  it('stops a running job when it is cancelled and keeps the abort status', async () => {
    const worker = await harness.startWorker({ processor: hangingProcessor });
    const jobId = await harness.submit(['x']);
    await waitFor(
      async () => ((await harness.store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await harness.store.finishUnended(
      jobId,
      { status: 'abort', errorMessage: 'Cancelled' },
      new Date(),
    );
    await harness.bus.publish({ type: 'cancel', jobId });
    await waitFor(
      () => (worker.runningJobIds().length === 0 ? true : undefined),
      'the run to stop',
    );
    expect(await harness.store.findById(jobId)).toMatchObject({
      status: 'abort',
      errorMessage: 'Cancelled',
    });
    expect(await harness.storage.findResult(jobId)).toBeUndefined();
  });

  it('keeps how far a cancelled job got: its figures and its report', async () => {
    const partialReport = { general: { 'Job-Done': false, 'nb-lines-input': 7 } };
    // The cancel must reach a run that has begun.
    const { processor: stoppedMidway, hasBegun } = stopsMidwayWith(partialReport);
    await harness.startWorker({ processor: stoppedMidway });
    const jobId = await harness.submit(['x']);
    await waitFor(() => (hasBegun() ? true : undefined), 'the processor to begin');
    await harness.store.finishUnended(
      jobId,
      { status: 'abort', errorMessage: 'Cancelled' },
      new Date(),
    );
    await harness.bus.publish({ type: 'cancel', jobId });
    await ended(jobId);
    expect(await harness.store.findById(jobId)).toMatchObject({
      status: 'abort',
      errorMessage: 'Cancelled',
      linesInput: 7,
      events: 3,
      deniedEvents: 1,
      rejectedLines: 2,
      report: partialReport,
    });
  });

  it('ends a run the api failed while its body came in with that failure in its report', async () => {
    const partialReport = { general: { 'Job-Done': false, 'nb-lines-input': 7 } };
    const { processor: stoppedMidway, hasBegun } = stopsMidwayWith(partialReport);
    const worker = await harness.startWorker({ processor: stoppedMidway });
    const jobId = await harness.submit(['x']);
    await waitFor(() => (hasBegun() ? true : undefined), 'the processor to begin');
    // What the api does when a streamed upload passes the size limit.
    const failure: FinalOutcome = {
      status: 'error',
      errorCode: 413,
      errorMessage: 'The upload exceeds 1 MiB.',
    };
    await harness.store.finishUnended(jobId, failure, new Date());
    await harness.bus.publish({ type: 'cancel', jobId });
    await waitFor(
      () => (worker.runningJobIds().length === 0 ? true : undefined),
      'the run to stop',
    );
    expect(await harness.store.findById(jobId)).toMatchObject({ status: 'error', errorCode: 413 });
    const written = JSON.parse(
      await readFile(path.join(harness.storage.jobDir(jobId), 'report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    expect(written.general).toMatchObject({
      'Job-Done': false,
      'nb-lines-input': 7,
      status: 413,
      'status-message': 'The upload exceeds 1 MiB.',
    });
    expect(written.general).not.toHaveProperty('abort-reason');
  });

  it('notices a cancel through its heartbeat when the cancel event was missed', async () => {
    const worker = await harness.startWorker({ processor: hangingProcessor });
    const jobId = await harness.submit(['x']);
    await waitFor(
      async () => ((await harness.store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await harness.store.finishUnended(jobId, { status: 'abort' }, new Date());
    await waitFor(
      () => (worker.runningJobIds().length === 0 ? true : undefined),
      'the run to stop',
    );
    expect((await harness.store.findById(jobId))?.status).toBe('abort');
  });

  it('never runs more jobs at once than its concurrency', async () => {
    const worker = await harness.startWorker({ processor: hangingProcessor, concurrency: 2 });
    const ids = [
      await harness.submit(['a']),
      await harness.submit(['b']),
      await harness.submit(['c']),
    ];
    await waitFor(
      () => (worker.runningJobIds().length === 2 ? true : undefined),
      'two running jobs',
    );
    const rows = await Promise.all(ids.map((id) => harness.store.findById(id)));
    expect(rows.map((row) => row?.status).sort()).toEqual(['queued', 'running', 'running']);
  });

  async function insertOrphan(attempts: number): Promise<string> {
    const jobId = await harness.submit(['from', 'a', 'dead', 'worker']);
    // As if a worker had claimed it long ago and died (its queue message then expires).
    await sql`update jobs set status = 'running', worker_id = 'dead-worker', attempts = ${attempts},
      heartbeat_at = now() - interval '1 hour' where id = ${jobId}`.execute(harness.database.db);
    return jobId;
  }

  it('requeues a job whose worker stopped heartbeating, and another worker completes it', async () => {
    const jobId = await insertOrphan(1);
    const logged: string[] = [];
    const copy = createLineCopyProcessor();
    const attempts: (number | undefined)[] = [];
    const worker = await harness.startWorker({
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
    const jobId = await harness.submit(['left', 'by', 'a', 'killed', 'api']);
    await sql`update jobs set status = 'running', worker_id = 'killed-api', attempts = 1,
      heartbeat_at = now() - interval '2 seconds' where id = ${jobId}`.execute(harness.database.db);
    const shared = await harness.startWorker({ staleAfterMs: 60_000 });
    expect((await harness.store.findById(jobId))?.status).toBe('running');
    await shared.stop();

    // The embedded database's only process: nobody else can be running it, so it runs again now.
    const sole = await harness.startWorker({ staleAfterMs: 60_000, isSoleProcess: true });
    expect(await ended(jobId)).toMatchObject({
      status: 'completed',
      attempts: 2,
      workerId: sole.workerId,
    });
  });

  /** As if a worker had taken the job's message `ago` and died before claiming its row. */
  async function takeMessage(jobId: string, ago: string): Promise<void> {
    await sql`update pgboss.job set state = 'active', started_on = now() - ${ago}::interval
      where name = 'sillage-jobs' and data->>'jobId' = ${jobId}`.execute(harness.database.db);
  }

  /** A job submitted `ago` (its upload ended then). */
  async function submitted(lines: string[], ago: string): Promise<string> {
    const jobId = await harness.submit(lines);
    await sql`update jobs set created_at = now() - ${ago}::interval where id = ${jobId}`.execute(
      harness.database.db,
    );
    return jobId;
  }

  it('requeues a job whose message a worker took and died before claiming it', async () => {
    const jobId = await submitted(['taken', 'never', 'claimed'], '1 hour');
    await takeMessage(jobId, '1 hour');
    const logged: string[] = [];
    const worker = await harness.startWorker({
      staleAfterMs: 60_000,
      log: (_level, message) => logged.push(message),
    });
    expect(await ended(jobId)).toMatchObject({
      status: 'completed',
      attempts: 1,
      workerId: worker.workerId,
      linesInput: 3,
    });
    expect(logged).toContain(
      `job ${jobId}: taken from the queue by a worker that died before claiming it, job requeued`,
    );
    // Withdrawn once: a later check finds nothing more to send again.
    expect(await worker.checkStaleJobs()).toEqual({ requeued: 0, failed: 0 });
  });

  it.each([
    ['with no queue message (an api gone between the end of its upload and the message)', 'delete'],
    ['whose message pg-boss failed for good', 'fail'],
  ] as const)('requeues a queued job %s', async (_case, loss) => {
    const jobId = await submitted(['lost', 'message'], '1 hour');
    const message = sql`name = 'sillage-jobs' and data->>'jobId' = ${jobId}`;
    await (
      loss === 'delete'
        ? sql`delete from pgboss.job where ${message}`
        : sql`update pgboss.job set state = 'failed' where ${message}`
    ).execute(harness.database.db);
    const logged: string[] = [];
    await harness.startWorker({ log: (_level, message) => logged.push(message) });
    expect(await ended(jobId)).toMatchObject({ status: 'completed', attempts: 1, linesInput: 2 });
    expect(logged).toContain(`job ${jobId}: queued without a queue message, job requeued`);
  });

  it('leaves alone a message taken lately, or whose job is running, or still waiting', async () => {
    // Taken a moment ago: its worker may be claiming the row right now.
    const recent = await submitted(['just', 'taken'], '1 hour');
    await takeMessage(recent, '2 seconds');
    // Taken long ago by the worker still running it (a long job).
    const first = await harness.startWorker({ processor: hangingProcessor, concurrency: 1 });
    const running = await harness.submit(['long', 'job']);
    await waitFor(
      async () =>
        (await harness.store.findById(running))?.status === 'running' ? true : undefined,
      'running',
    );
    await takeMessage(running, '1 hour');
    // Waiting behind the running one: its message is there, untaken, or waits for a retry
    // (which keeps the start of its failed try).
    const behind = await submitted(['in', 'line'], '1 hour');
    const retrying = await submitted(['to', 'retry'], '1 hour');
    await takeMessage(retrying, '1 hour');
    await sql`update pgboss.job set state = 'retry' where data->>'jobId' = ${retrying}`.execute(
      harness.database.db,
    );
    expect(await first.checkStaleJobs()).toEqual({ requeued: 0, failed: 0 });
    const pending = await harness.queue.pendingMessages([recent, running, behind, retrying]);
    expect(pending.map(({ jobId, takenAt }) => [jobId, takenAt === null])).toEqual(
      expect.arrayContaining([
        [recent, false],
        [running, false],
        [behind, true],
        [retrying, true],
      ]),
    );
    expect(pending).toHaveLength(4);
  });

  it('fails a job with a message once a dead worker used its last attempt', async () => {
    const jobId = await insertOrphan(2);
    // What the dead run last saved: its figures stay, its live progress goes.
    const saved = {
      general: {
        'Job-ID': jobId,
        'Job-Done': false,
        'nb-lines-input': 3,
        'input-bytes-read': 10,
        'input-bytes-total': 40,
      },
    };
    await sql`update jobs set report = ${JSON.stringify(saved)}::jsonb where id = ${jobId}`.execute(
      harness.database.db,
    );
    await harness.startWorker({ maxAttempts: 2 });
    const row = await ended(jobId);
    expect(row.status).toBe('error');
    expect(row.errorMessage).toMatch(/The process running this job stopped before it finished/);
    expect(row.report?.general).toEqual({
      'Job-ID': jobId,
      'Job-Done': false,
      'nb-lines-input': 3,
      status: 5000,
      'status-message': row.errorMessage,
    });
    expect(await harness.storage.findResult(jobId)).toBeUndefined();
    // Its input goes as after any run: a failed job is never run again.
    await expect(harness.storage.readInputs(jobId)).rejects.toThrow();
  });

  it('gives a job whose upload fell silent a report saying so', async () => {
    const jobId = randomUUID();
    await harness.store.createUploading(
      { id: jobId, ownerId: null, settings: {}, socketId: null },
      new Date(Date.now() - 3_600_000),
    );
    await harness.startWorker({ staleAfterMs: 60_000 });
    const row = await ended(jobId);
    expect(row).toMatchObject({
      status: 'error',
      errorMessage: 'The upload of this job was interrupted.',
    });
    expect(row.report?.general).toMatchObject({
      'Job-ID': jobId,
      'Job-Done': false,
      status: 5000,
      'status-message': 'The upload of this job was interrupted.',
    });
  });

  it('gives a job whose upload fell silent the report a run starts with, when its settings pass', async () => {
    // The api that took the upload died: the worker's stale check ends the job, and its report
    // still has every key scripts read (the reference builds it when the job begins).
    const jobId = randomUUID();
    await harness.store.createUploading(
      {
        id: jobId,
        ownerId: null,
        settings: { [BASE_URL_KEY]: 'http://sillage.example', accept: 'text/csv' },
        socketId: null,
      },
      new Date(Date.now() - 3_600_000),
    );
    await harness.startWorker({ staleAfterMs: 60_000, appVersion: '9.9.9' });
    const row = await ended(jobId);
    expect(row.report?.general).toMatchObject({
      'Job-ID': jobId,
      'Job-Done': false,
      status: 5000,
      'status-message': 'The upload of this job was interrupted.',
      'URL-Report': `http://sillage.example/${jobId}/job-report.json`,
      'ezPAARSE-version': '9.9.9',
    });
    expect(row.report?.rejets).toHaveProperty('nb-lines-ignored', 0);
  });

  it('hands its running jobs back to the queue when it stops', async () => {
    // Waits for the run itself, not its row's status: a claim just made takes the path below.
    let begun = false;
    const first = await harness.startWorker({
      processor: (context) => {
        begun = true;
        return hangingProcessor(context);
      },
    });
    const jobId = await harness.submit(['handed', 'over']);
    await waitFor(() => Promise.resolve(begun ? true : undefined), 'running');
    await first.stop();
    // A stopped run is not a failed one: it gives its attempt back.
    expect(await harness.store.findById(jobId)).toMatchObject({
      status: 'queued',
      workerId: null,
      attempts: 0,
    });
    // Its next run knows a shutdown stopped the first, and its traces can say so.
    const seen: (string | undefined)[] = [];
    await harness.startWorker({ processor: copyNotingShutdownStops(seen) });
    expect(await ended(jobId)).toMatchObject({ status: 'completed', linesInput: 2, attempts: 1 });
    expect(seen).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)]);
  });

  it("keeps a stopped run's late report off the run that took its job over", async () => {
    const first = await harness.startWorker({ processor: hangingProcessor });
    const jobId = await harness.submit(['late', 'report']);
    await waitFor(
      async () => ((await harness.store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    const stale = {
      jobId,
      workerId: (await harness.store.findById(jobId))?.workerId ?? '',
      attempt: 1,
    };
    await first.stop();
    // Another worker claims the job under the attempt number the stopped run gave back.
    const next = await harness.store.claim(jobId, 'next-worker', new Date());
    expect(next).toMatchObject({ attempt: 1 });
    await harness.store.saveReport(stale, { general: { from: 'the stopped run' } });
    expect((await harness.store.findById(jobId))?.report).toBeNull();
    const idle = { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 };
    expect(await harness.store.heartbeat(stale, idle, new Date())).toBe(false);
  });

  /**
   * A run that writes its partial result, then waits for `release` (or its abort) before ending
   * as a success; `begun` resolves once the partial is written.
   */
  function pausedRun() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => {
      markBegun = resolve;
    });
    const processor: JobProcessor = async (context) => {
      await writeFile(context.paths.resultTemp('txt'), 'paused run\n');
      markBegun();
      const aborted = await Promise.race([
        released.then(() => false),
        new Promise<boolean>((resolve) => {
          context.signal.addEventListener('abort', () => {
            resolve(true);
          });
        }),
      ]);
      const counters = { linesInput: 1, events: 1, deniedEvents: 0, rejectedLines: 0 };
      return aborted
        ? { report: {}, counters, aborted: true }
        : { report: { general: {} }, counters, aborted: false, resultExtension: 'txt' };
    };
    return { processor, begun, release };
  }

  /** As the stale check of another process does, then that process's run begins writing. */
  async function takeOver(jobId: string): Promise<string> {
    await sql`update jobs set worker_id = 'next-worker', attempts = attempts + 1,
      heartbeat_at = now() where id = ${jobId}`.execute(harness.database.db);
    const partial = harness.storage.resultTempPath(jobId, 'txt');
    await writeFile(partial, 'the run holding the claim\n');
    return partial;
  }

  it.each([
    ['its heartbeat finds the claim gone', 200],
    ['it ends before a heartbeat tells it', 3_600_000],
  ])(
    'leaves the files of the run that took its job over alone when %s',
    async (_case, heartbeatIntervalMs) => {
      const paused = pausedRun();
      const logged: string[] = [];
      await harness.startWorker({
        processor: paused.processor,
        heartbeatIntervalMs,
        log: (_level, message) => logged.push(message),
      });
      const jobId = await harness.submit(['taken', 'over']);
      await paused.begun;
      const partial = await takeOver(jobId);
      paused.release();
      await waitFor(
        () => Promise.resolve(logged.includes(`job ${jobId}: left (lost)`) ? true : undefined),
        'the run to leave',
      );
      expect(await readFile(partial, 'utf8')).toBe('the run holding the claim\n');
      expect(await harness.storage.findResult(jobId)).toBeUndefined();
      expect(await harness.store.findById(jobId)).toMatchObject({
        status: 'running',
        workerId: 'next-worker',
        attempts: 2,
      });
    },
  );

  it('takes its claim for lost once its heartbeats fail for as long as the stale limit', async () => {
    const paused = pausedRun();
    const logged: string[] = [];
    let failing = false;
    const store: JobStore = {
      ...harness.store,
      heartbeat: (...args) =>
        failing
          ? Promise.reject(new Error('database out of reach'))
          : harness.store.heartbeat(...args),
    };
    await harness.startWorker({
      store,
      processor: paused.processor,
      staleAfterMs: 1_000,
      log: (_level, message) => logged.push(message),
    });
    const jobId = await harness.submit(['cut', 'off']);
    await paused.begun;
    failing = true;
    await waitFor(
      () => Promise.resolve(logged.includes(`job ${jobId}: left (lost)`) ? true : undefined),
      'the run to give up',
    );
    expect(logged).toContain(`job ${jobId}: heartbeat failed: Error: database out of reach`);
    // Its partial stays for whichever run holds the job next (its own run clears it first).
    expect(await harness.storage.findResult(jobId)).toBeUndefined();
  });

  /** A live `POST /` job: its input is still being sent, last touched by its api `touchedAgoMs` ago. */
  async function submitLive(lines: string[], touchedAgoMs: number): Promise<string> {
    const jobId = randomUUID();
    await harness.storage.createJobDir(jobId);
    const file = harness.storage.inputFile(0);
    const input = harness.storage.inputPath(jobId, file);
    await writeFile(input, `${lines.join('\n')}\n`);
    const touched = new Date(Date.now() - touchedAgoMs);
    await utimes(input, touched, touched);
    await harness.storage.writeInputs(jobId, [{ file, growing: true }]);
    await harness.store.createUploading(
      { id: jobId, ownerId: null, settings: {}, socketId: null },
      new Date(),
    );
    await harness.store.markEnqueued(jobId);
    return jobId;
  }

  it('ends a live job whose api stopped touching its input for the stale limit, saying why', async () => {
    const jobId = await submitLive(['sent', 'before', 'the', 'api', 'died'], 5_000);
    await harness.queue.enqueue(jobId);
    await harness.startWorker({ staleAfterMs: 1_000 });
    const row = await ended(jobId);
    expect(row.status).toBe('error');
    expect(row.errorMessage).toMatch(/The server receiving this log stopped before its end/);
    expect(row.linesInput).toBe(5);
  });

  it.each([
    ['its worker stopped responding', 'attempts = 1'],
    ['a shutdown handed it back', 'attempts = 0'],
  ])('never runs a live job again once %s: its answer was cut', async (_case, attempts) => {
    const jobId = await submitLive(['cut'], 0);
    if (attempts === 'attempts = 0') {
      await harness.storage.noteShutdownStop(jobId, new Date());
    } else {
      await sql`update jobs set attempts = 1 where id = ${jobId}`.execute(harness.database.db);
    }
    await harness.queue.enqueue(jobId);
    let ran = false;
    await harness.startWorker({
      processor: (context) => {
        ran = true;
        return createLineCopyProcessor()(context);
      },
    });
    const row = await ended(jobId);
    expect(ran).toBe(false);
    expect(row).toMatchObject({ status: 'error', errorCode: 5000 });
    expect(row.errorMessage).toMatch(/its answer to the client was cut\. Send the log again\./);
    // Its report says so as well, as that of a job stopped before any run.
    const report = JSON.parse(
      await readFile(path.join(harness.storage.jobDir(jobId), 'report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    expect(report.general).toMatchObject({ status: 5000, 'Job-Done': false });
    expect(report.general['status-message']).toBe(row.errorMessage);
  });

  it('tells the owner why a run crashed without the server paths the message held', async () => {
    const logged: string[] = [];
    await harness.startWorker({
      processor: () =>
        Promise.reject(
          new Error("ENOENT: no such file or directory, open '/srv/sillage/data/jobs/x/input.log'"),
        ),
      log: (_level, message) => logged.push(message),
    });
    const jobId = await harness.submit(['crash']);
    const row = await ended(jobId);
    expect(row).toMatchObject({
      status: 'error',
      errorCode: 5000,
      errorMessage: "ENOENT: no such file or directory, open '…/input.log'",
    });
    const report = JSON.parse(
      await readFile(path.join(harness.storage.jobDir(jobId), 'report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    expect(JSON.stringify(report)).not.toContain('/srv/sillage');
    // The server log keeps the whole message.
    expect(logged.some((line) => line.includes('/srv/sillage/data/jobs/x/input.log'))).toBe(true);
  });

  it('survives the cancel of a live job read through the demo delay', async () => {
    const jobId = await submitLive(['slow', 'live'], 0);
    await harness.queue.enqueue(jobId);
    await harness.startWorker({ inputChunkDelayMs: 50, staleAfterMs: 60_000 });
    await waitFor(
      async () => ((await harness.store.findById(jobId))?.status === 'running' ? true : undefined),
      'running',
    );
    await harness.store.finishUnended(
      jobId,
      { status: 'abort', errorMessage: 'Cancelled by the user.', abortReason: 'cancelled' },
      new Date(),
    );
    await harness.bus.publish({ type: 'cancel', jobId });
    expect((await ended(jobId)).status).toBe('abort');
    // The worker is still there for the next job (an unhandled stream error ended the process).
    const next = await harness.submit(['after']);
    expect((await ended(next)).status).toBe('completed');
  });

  it('hands back a job it claimed just as it was told to stop', async () => {
    // The worker reads the job's row after its claim; hold that read until stop() has begun.
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const gatedStore: JobStore = {
      ...harness.store,
      findById: async (id) => {
        await gate;
        return harness.store.findById(id);
      },
    };
    const first = await harness.startWorker({ store: gatedStore, processor: hangingProcessor });
    const jobId = await harness.submit(['claimed', 'late']);
    await waitFor(
      async () => ((await harness.store.findById(jobId))?.status === 'running' ? true : undefined),
      'claimed',
    );
    const stopped = first.stop();
    openGate();
    await stopped;
    expect(await harness.store.findById(jobId)).toMatchObject({ status: 'queued', workerId: null });
    // Its row said `running` for a moment: the next run knows a shutdown stopped it.
    const seen: (string | undefined)[] = [];
    await harness.startWorker({ processor: copyNotingShutdownStops(seen) });
    expect(await ended(jobId)).toMatchObject({ status: 'completed', linesInput: 2 });
    expect(seen).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)]);
  });
});

/**
 * A processor that runs until its job is cancelled, then ends aborted with `report` and a few
 * figures; `hasBegun` says when the run has called it (a row is `running` from its claim, before
 * the runner has read its inputs: a cancel then gives nothing).
 */
function stopsMidwayWith(report: Record<string, unknown>) {
  let begun = false;
  const processor: JobProcessor = (context) =>
    new Promise((resolve) => {
      begun = true;
      context.signal.addEventListener('abort', () => {
        resolve({
          report,
          counters: { linesInput: 7, events: 3, deniedEvents: 1, rejectedLines: 2 },
          aborted: true,
        });
      });
    });
  return { processor, hasBegun: () => begun };
}
