import { listJobLinks } from './job-links.js';

const JOB_ID = '0b6c3a52-54b4-4a8c-9d0e-2f1f5d6b7a10';
const STARTED = '2026-01-01T10:00:00Z';
const targets = (job: Parameters<typeof listJobLinks>[0]) =>
  listJobLinks(job).map((link) => link.to);

describe('listJobLinks', () => {
  it('gives a completed job every view and its result', () => {
    expect(
      targets({ jobId: JOB_ID, status: 'completed', startedAt: STARTED, resultKept: true }),
    ).toEqual([
      `/report/${JOB_ID}`,
      `/${JOB_ID}`,
      `/report/${JOB_ID}/dashboard`,
      `/report/${JOB_ID}/counter`,
      `/report/${JOB_ID}/rejects`,
    ]);
  });

  it('leaves out the result and its dashboard when the result was streamed back, not kept', () => {
    expect(
      targets({ jobId: JOB_ID, status: 'completed', startedAt: STARTED, resultKept: false }),
    ).toEqual([`/report/${JOB_ID}`, `/report/${JOB_ID}/counter`, `/report/${JOB_ID}/rejects`]);
  });

  it('leaves out the COUNTER view of a job that was not counted (COUNTER-Mode: r51)', () => {
    const job = {
      jobId: JOB_ID,
      status: 'completed',
      startedAt: STARTED,
      resultKept: true,
    } as const;
    expect(targets({ ...job, counted: false })).not.toContain(`/report/${JOB_ID}/counter`);
    expect(targets({ ...job, counted: true })).toContain(`/report/${JOB_ID}/counter`);
  });

  it('keeps the report of a job that failed or was cancelled while it ran', () => {
    expect(
      targets({ jobId: JOB_ID, status: 'error', startedAt: STARTED, resultKept: false }),
    ).toEqual([`/report/${JOB_ID}`]);
    expect(
      targets({ jobId: JOB_ID, status: 'abort', startedAt: STARTED, resultKept: false }),
    ).toEqual([`/report/${JOB_ID}`]);
  });

  it('has no view for a job cancelled before it ran, nor for one waiting for a worker', () => {
    expect(targets({ jobId: JOB_ID, status: 'abort', startedAt: null, resultKept: false })).toEqual(
      [],
    );
    expect(
      targets({ jobId: JOB_ID, status: 'queued', startedAt: null, resultKept: false }),
    ).toEqual([]);
  });

  it('gives a running job its report, which follows the run, and no view of a result yet', () => {
    expect(
      targets({ jobId: JOB_ID, status: 'running', startedAt: STARTED, resultKept: false }),
    ).toEqual([`/report/${JOB_ID}`]);
  });
});
