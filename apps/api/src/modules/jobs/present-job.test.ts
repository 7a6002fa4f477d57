import type { JobRow } from '@sillage/db';
import { presentJob } from './jobs.routes.js';

const storage = { findResult: () => Promise.resolve(undefined) };

/** A job row as the store reads it, `extra` over a running job's. */
const row = (extra: Partial<JobRow>): JobRow => ({
  id: 'j1',
  ownerId: 'u1',
  status: 'running',
  settings: {},
  socketId: null,
  workerId: 'w1',
  attempts: 1,
  linesInput: 0,
  events: 0,
  deniedEvents: 0,
  rejectedLines: 0,
  report: null,
  errorCode: null,
  errorMessage: null,
  abortReason: null,
  cancelledBy: null,
  cancelledByEmail: null,
  createdAt: new Date('2026-12-01T10:00:00Z'),
  startedAt: new Date('2026-12-01T10:00:01Z'),
  endedAt: null,
  heartbeatAt: null,
  ...extra,
});

describe('presentJob: how far a running job has read its inputs (ADR 0092)', () => {
  it('gives the whole percent its last live report says is read', async () => {
    const report = { general: { 'input-bytes-read': 420, 'input-bytes-total': 1000 } };
    expect((await presentJob(storage, row({ report }))).readPercent).toBe(42);
  });

  it.each([
    ['no live report yet', row({ report: null })],
    [
      'inputs of unknown size',
      row({ report: { general: { 'input-bytes-read': 420, 'input-bytes-total': null } } }),
    ],
    [
      'a job no longer running',
      row({
        status: 'completed',
        report: { general: { 'input-bytes-read': 420, 'input-bytes-total': 1000 } },
      }),
    ],
  ])('gives none for %s', async (_, job) => {
    expect((await presentJob(storage, job)).readPercent).toBeNull();
  });
});

describe("presentJob: a running job's figures", () => {
  it('are the later of its heartbeat counters and its live report, never "50 % read" beside 0 lines', async () => {
    const report = {
      general: {
        'input-bytes-read': 500,
        'input-bytes-total': 1000,
        'nb-lines-input': 297_144,
        'nb-ecs': 120_000,
        'nb-denied-ecs': 3,
      },
    };
    const ahead = await presentJob(storage, row({ report, linesInput: 0 }));
    expect(ahead).toMatchObject({
      readPercent: 50,
      linesInput: 297_144,
      events: 120_000,
      deniedEvents: 3,
    });
    // Counters newer than the report keep theirs; an ended job keeps its row's.
    const counters = { linesInput: 300_000, events: 121_000, deniedEvents: 4 };
    expect(await presentJob(storage, row({ report, ...counters }))).toMatchObject(counters);
    expect(
      await presentJob(storage, row({ report, status: 'completed', linesInput: 10, events: 5 })),
    ).toMatchObject({ linesInput: 10, events: 5 });
  });
});

describe('presentJob: a job whose upload is still coming in', () => {
  it('is uploading while queued with its upload heartbeat', async () => {
    const job = row({ status: 'queued', startedAt: null, heartbeatAt: new Date() });
    expect((await presentJob(storage, job)).uploading).toBe(true);
  });

  it.each([
    ['queued for a worker (upload done)', row({ status: 'queued', startedAt: null })],
    ['running', row({ heartbeatAt: new Date() })],
    ['completed', row({ status: 'completed', heartbeatAt: new Date() })],
  ])('is not uploading when %s', async (_, job) => {
    expect((await presentJob(storage, job)).uploading).toBe(false);
  });
});

describe('presentJob: which case of its code a failed job is', () => {
  const general = { status: 4003, 'status-reason': 'binary-input' };

  it("gives a failed job its report's reason", async () => {
    const job = row({ status: 'error', errorCode: 4003, report: { general } });
    expect((await presentJob(storage, job)).errorReason).toBe('binary-input');
  });

  it.each([
    ['a failure without one', row({ status: 'error', report: { general: { status: 4003 } } })],
    [
      'a reason no page knows',
      row({ status: 'error', report: { general: { 'status-reason': 'x' } } }),
    ],
    ['a job that did not fail', row({ status: 'completed', report: { general } })],
  ])('gives none for %s', async (_, job) => {
    expect((await presentJob(storage, job)).errorReason).toBeNull();
  });
});

describe('presentJob: what a completed job lacks (outcome notices)', () => {
  const dates = {
    key: 'alert-dates',
    code: 'unreadable-dates',
    params: { dateFormat: 'YYYY-MM-DD', lines: 3, parsedLines: 3 },
  };
  const catalog = { key: 'platforms-notice', code: 'catalog-fetching', params: {} };

  it('gives the notices of a completed job that say its result lacks lines, and only those', async () => {
    const job = row({ status: 'completed', report: { notices: [catalog, dates] } });
    expect((await presentJob(storage, job)).outcomeNotices).toEqual([dates]);
  });

  it.each([
    ['a running job', row({ report: { notices: [dates] } })],
    ['a report without notices', row({ status: 'completed', report: { general: {} } })],
    ['no report', row({ status: 'completed', report: null })],
    ['notices that are not notices', row({ status: 'completed', report: { notices: 'no' } })],
  ])('gives none for %s', async (_, job) => {
    expect((await presentJob(storage, job)).outcomeNotices).toEqual([]);
  });
});
