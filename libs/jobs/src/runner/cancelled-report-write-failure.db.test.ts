import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseDriver } from '@sillage/db';
import { testDrivers } from '@sillage/db/testing';
import { JOB_ABORT_MESSAGES } from '@sillage/shared-types';
import { waitFor } from '../testing/index.js';
import { useJobWorkerHarness } from '../testing/use-job-worker-harness.js';
import type { JobStorage } from '../storage/job-storage.js';
import type { JobProcessor } from './job-processor.js';
import type { JobWorker } from './job-worker.js';

jest.setTimeout(60_000);

interface Report {
  general: Record<string, unknown>;
  alerts?: Record<string, unknown>;
}

const CANCELLED = {
  status: 'abort',
  errorMessage: JOB_ABORT_MESSAGES.cancelled,
  abortReason: 'cancelled',
} as const;

/** An I/O error as the disk gives it (the report's temporary file lost, a failing volume…). */
const diskError = () => Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });

// A job cancelled by a user stays cancelled when the run cannot rewrite its report.json to say
// so: the published status, the row and the report served agree on `abort`, and the failure is
// told in the job's traces and in the report's alerts.
describe.each(testDrivers())(
  'a cancelled run whose report.json cannot be written, on %s',
  (driver: DatabaseDriver) => {
    const harness = useJobWorkerHarness(driver);

    /** The harness's storage, except that report.json cannot be published once `failing()`. */
    const storageFailingReports = (failing: () => boolean): JobStorage => ({
      ...harness.storage,
      publish: async (from, to) => {
        if (failing() && to.endsWith('report.json')) {
          throw diskError();
        }
        return harness.storage.publish(from, to);
      },
    });

    async function cancel(jobId: string): Promise<void> {
      await harness.store.finishUnended(jobId, CANCELLED, new Date());
      await harness.bus.publish({ type: 'cancel', jobId });
    }

    /** The row and the events once the run has published its final status. */
    async function ended(worker: JobWorker, jobId: string) {
      const final = await waitFor(
        () =>
          worker.runningJobIds().length === 0
            ? harness.events.findLast(
                (event) =>
                  event.type === 'status' && event.jobId === jobId && event.status !== 'running',
              )
            : undefined,
        `job ${jobId} to end`,
      );
      const report = harness.events.findLast(
        (event) => event.type === 'report' && event.jobId === jobId,
      );
      const traces = harness.events.flatMap((event) =>
        event.type === 'logging' && event.jobId === jobId ? event.entries : [],
      );
      return {
        status: final,
        report: report?.type === 'report' ? (report.report as Report | undefined) : undefined,
        traces,
        row: await harness.store.findById(jobId),
      };
    }

    async function expectAgreedAbort(jobId: string, outcome: Awaited<ReturnType<typeof ended>>) {
      const { status, report, traces, row } = outcome;
      expect(status).toMatchObject({ status: 'abort', message: JOB_ABORT_MESSAGES.cancelled });
      expect(row).toMatchObject({ status: 'abort', abortReason: 'cancelled' });
      const stored = row?.report as Report | null | undefined;
      expect(stored?.general).toMatchObject({
        'Job-Done': false,
        'status-message': JOB_ABORT_MESSAGES.cancelled,
        'abort-reason': 'cancelled',
      });
      expect(stored?.alerts?.['alert-report-file']).toMatch(/report\.json.*EIO/);
      // What the bus last said is what the row keeps.
      expect(report).toEqual(stored);
      // No report.json contradicts the row: the api serves the row's copy instead.
      expect(
        await harness.storage.fileExists(harness.storage.artefactPath(jobId, 'report.json')),
      ).toBe(false);
      expect(await harness.storage.findResult(jobId)).toBeUndefined();
      expect(
        traces.some((entry) => entry.level === 'error' && /report\.json.*EIO/.test(entry.message)),
      ).toBe(true);
      const file = await readFile(harness.storage.artefactPath(jobId, 'job-traces.log'), 'utf8');
      expect(file).toMatch(/ error: .*report\.json.*EIO/);
    }

    it('stays cancelled when the cancel lands during the final write and the rewrite fails', async () => {
      let cancelled = false;
      const worker = await harness.startWorker({
        storage: storageFailingReports(() => cancelled),
        store: {
          ...harness.store,
          // The run wrote its files as completed; the cancel ends the row before the runner's.
          finishClaim: async (claim, outcome, now) => {
            if (!cancelled) {
              cancelled = true;
              await cancel(claim.jobId);
            }
            return harness.store.finishClaim(claim, outcome, now);
          },
        },
        concurrency: 1,
      });
      const jobId = await harness.submit();
      const outcome = await ended(worker, jobId);
      await expectAgreedAbort(jobId, outcome);
      expect(outcome.row).toMatchObject({ linesInput: 1 });
    });

    it('stays cancelled when the cancel lands while the first report.json write is failing', async () => {
      let cancelled = false;
      const worker = await harness.startWorker({
        storage: {
          ...harness.storage,
          // The run ends as completed, but its report.json cannot be published; the cancel ends
          // the row while that write fails, before the runner records anything.
          publish: async (from, to) => {
            if (to.endsWith('report.json')) {
              if (!cancelled) {
                cancelled = true;
                await cancel(path.basename(path.dirname(to)));
              }
              throw diskError();
            }
            return harness.storage.publish(from, to);
          },
        },
        concurrency: 1,
      });
      const jobId = await harness.submit();
      const outcome = await ended(worker, jobId);
      expect(cancelled).toBe(true);
      await expectAgreedAbort(jobId, outcome);
      expect(outcome.row).toMatchObject({ linesInput: 1 });
    });

    it('stays cancelled when a run stopped by a cancel cannot write its report', async () => {
      let begun = false;
      const stoppedMidway: JobProcessor = (context) =>
        new Promise((resolve) => {
          begun = true;
          context.signal.addEventListener('abort', () => {
            resolve({
              report: { general: { 'Job-Done': false, 'nb-lines-input': 7 } },
              counters: { linesInput: 7, events: 3, deniedEvents: 1, rejectedLines: 2 },
              aborted: true,
            });
          });
        });
      const worker = await harness.startWorker({
        storage: storageFailingReports(() => true),
        processor: stoppedMidway,
        concurrency: 1,
      });
      const jobId = await harness.submit();
      await waitFor(() => (begun ? true : undefined), 'the processor to begin');
      await cancel(jobId);
      const outcome = await ended(worker, jobId);
      await expectAgreedAbort(jobId, outcome);
      expect(outcome.row).toMatchObject({ linesInput: 7, events: 3 });
    });
  },
);
