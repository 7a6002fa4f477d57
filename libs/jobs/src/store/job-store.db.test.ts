import { randomUUID } from 'node:crypto';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import type { AppDatabase } from '@sillage/db';
import { createJobStore } from './job-store.js';

const counters = { linesInput: 10, events: 4, deniedEvents: 1, rejectedLines: 5 };

describe.each(testDrivers())('job store on %s', (driver) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  /** A job uploaded and enqueued, ready to be claimed. */
  async function enqueuedJob() {
    const store = createJobStore(database.db);
    const id = randomUUID();
    await store.createUploading({ id, ownerId: null, settings: {}, socketId: null }, new Date());
    expect(await store.markEnqueued(id)).toBe(true);
    return { store, id };
  }

  it("lists job summaries with only the report's sections the lists read, each column else", async () => {
    const { store, id } = await enqueuedJob();
    const claim = await store.claim(id, 'worker-1', new Date());
    if (claim === undefined) {
      throw new Error('the job was not claimed');
    }
    const report = {
      general: { 'Job-Done': true, 'nb-ecs': 4 },
      notices: [{ key: 'alert-dates', code: 'unreadable-dates', params: {} }],
      files: { '1': 'a.log' },
      explorer: { samples: 'x'.repeat(50_000) },
      stats: { 'platform-sd': 4 },
    };
    expect(
      await store.finishClaim(claim, { status: 'completed', counters, report }, new Date()),
    ).toBe(true);
    const { id: bare } = await enqueuedJob();
    const summaries = await store.listSummaries({ status: ['completed', 'queued'] });
    const whole = await store.list({ status: ['completed', 'queued'] });
    expect(summaries.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    const summary = summaries.find((row) => row.id === id);
    const { report: _full, ...columns } = whole.find((row) => row.id === id) ?? {};
    expect(summary).toMatchObject(columns);
    expect(summary?.report).toEqual({
      general: report.general,
      notices: report.notices,
      files: report.files,
    });
    // A job without a report yet has none, not an object of nulls.
    expect(summaries.find((row) => row.id === bare)?.report).toBeNull();
  });

  it('claims a queued job once: a second worker does not take it', async () => {
    const { store, id } = await enqueuedJob();
    const claim = await store.claim(id, 'worker-1', new Date());
    expect(claim).toEqual({ jobId: id, workerId: 'worker-1', attempt: 1 });
    expect(await store.claim(id, 'worker-2', new Date())).toBeUndefined();
    expect(await store.findById(id)).toMatchObject({ status: 'running', workerId: 'worker-1' });
  });

  it("records a run's single outcome, and only from the run that holds the job", async () => {
    const { store, id } = await enqueuedJob();
    const claim = await store.claim(id, 'worker-1', new Date());
    if (claim === undefined) {
      throw new Error('the job was not claimed');
    }
    const otherWorker = { ...claim, workerId: 'worker-2' };
    const earlierAttempt = { ...claim, attempt: claim.attempt - 1 };
    expect(await store.heartbeat(claim, counters, new Date())).toBe(true);
    expect(await store.heartbeat(otherWorker, counters, new Date())).toBe(false);
    expect(await store.heartbeat(earlierAttempt, counters, new Date())).toBe(false);
    const outcome = {
      status: 'completed' as const,
      counters,
      report: { general: { 'Job-Done': true } },
    };
    expect(await store.finishClaim(otherWorker, outcome, new Date())).toBe(false);
    expect(await store.finishClaim(claim, outcome, new Date())).toBe(true);
    expect(
      await store.finishClaim(claim, { status: 'error', errorMessage: 'late' }, new Date()),
    ).toBe(false);
    const row = await store.findById(id);
    expect(row).toMatchObject({
      status: 'completed',
      attempts: 1,
      events: 4,
      report: { general: { 'Job-Done': true } },
    });
    expect(row?.errorMessage).toBeNull();
  });

  it("keeps a cancelled run's figures only for the run the cancel ended", async () => {
    const { store, id } = await enqueuedJob();
    const claim = await store.claim(id, 'worker-1', new Date());
    if (claim === undefined) {
      throw new Error('the job was not claimed');
    }
    expect(await store.finishUnended(id, { status: 'abort' }, new Date())).toBe(true);
    expect(await store.findCancelledRun({ ...claim, workerId: 'worker-2' })).toBeUndefined();
    expect(await store.findCancelledRun(claim)).toMatchObject({ id, status: 'abort' });
    const report = { general: { 'nb-lines-input': 10 } };
    expect(await store.keepCancelledRun({ ...claim, workerId: 'worker-2' }, counters, report)).toBe(
      false,
    );
    expect(await store.keepCancelledRun(claim, counters, report)).toBe(true);
    expect(await store.findById(id)).toMatchObject({ status: 'abort', linesInput: 10, report });
  });
});
