import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { DatabaseDriver } from '@sillage/db';
import { testDrivers } from '@sillage/db/testing';
import { JOB_ABORT_MESSAGES, type JobAbortReason } from '@sillage/shared-types';
import { waitFor } from '../testing/index.js';
import { useJobWorkerHarness } from '../testing/use-job-worker-harness.js';
import type { JobProcessor } from './job-processor.js';
import type { JobWorker } from './job-worker.js';

jest.setTimeout(60_000);

interface Report {
  general: Record<string, unknown>;
}

const generalOf = (report: unknown) => (report as Report).general;

const FIGURES = { linesInput: 7, events: 3, deniedEvents: 1, rejectedLines: 2 };

/** The abort an api records for each reason (the row first, then the worker is told). */
const abortOutcome = (reason: JobAbortReason) =>
  ({ status: 'abort', errorMessage: JOB_ABORT_MESSAGES[reason], abortReason: reason }) as const;

// A job cancelled or cut while it ran keeps its figures, and its report says why it stopped, as
// the report of a job stopped before any run does: the report page words it from `abort-reason`.
describe.each(testDrivers())(
  'the report of a job stopped while it ran, on %s',
  (driver: DatabaseDriver) => {
    const harness = useJobWorkerHarness(driver);

    const lastReport = (jobId: string) =>
      harness.events.findLast((event) => event.type === 'report' && event.jobId === jobId);

    it.each(['cancelled', 'client-gone'] as const)(
      'keeps the figures of a run stopped midway and records why (%s)',
      async (reason) => {
        let begun = false;
        const stoppedMidway: JobProcessor = (context) =>
          new Promise((resolve) => {
            begun = true;
            context.signal.addEventListener('abort', () => {
              resolve({
                report: {
                  general: {
                    'Job-Done': false,
                    'nb-lines-input': 7,
                    'status-message': 'Job aborted',
                  },
                },
                counters: FIGURES,
                aborted: true,
              });
            });
          });
        const worker = await harness.startWorker({ processor: stoppedMidway, concurrency: 1 });
        const jobId = await harness.submit();
        await waitFor(() => (begun ? true : undefined), 'the processor to begin');
        await harness.store.finishUnended(jobId, abortOutcome(reason), new Date());
        await harness.bus.publish({ type: 'cancel', jobId });
        await waitFor(
          () => (worker.runningJobIds().length === 0 ? true : undefined),
          'the run to stop',
        );
        await waitFor(() => lastReport(jobId), 'the final report');

        const expected = {
          'Job-Done': false,
          'nb-lines-input': 7,
          'status-message': JOB_ABORT_MESSAGES[reason],
          'abort-reason': reason,
        };
        const row = await harness.store.findById(jobId);
        expect(row).toMatchObject({ status: 'abort', abortReason: reason, ...FIGURES });
        expect(generalOf(row?.report)).toMatchObject(expected);
        const file = JSON.parse(
          await readFile(harness.storage.artefactPath(jobId, 'report.json'), 'utf8'),
        ) as Report;
        expect(file.general).toMatchObject(expected);
        const published = lastReport(jobId);
        expect(published?.type === 'report' && published.report?.general).toMatchObject(expected);
      },
    );

    /** The api's cancel: the row first, then the worker is told (as `abortJob` does). */
    async function cancel(jobId: string): Promise<void> {
      await harness.store.finishUnended(jobId, abortOutcome('cancelled'), new Date());
      await harness.bus.publish({ type: 'cancel', jobId });
    }

    /** The row once the run has left the worker, with the last status the worker published. */
    async function stopped(worker: JobWorker, jobId: string) {
      await waitFor(async () => {
        const row = await harness.store.findById(jobId);
        return row?.status === 'abort' && worker.runningJobIds().length === 0 ? true : undefined;
      }, `job ${jobId} to stop`);
      const status = harness.events.findLast(
        (event) => event.type === 'status' && event.jobId === jobId,
      );
      return { row: await harness.store.findById(jobId), status };
    }

    const readReportFile = async (jobId: string) =>
      JSON.parse(
        await readFile(harness.storage.artefactPath(jobId, 'report.json'), 'utf8'),
      ) as Report;

    it('records why when the cancel lands between the end of the run and its final write', async () => {
      // The run has finished and read its state (nothing stopped it); the cancel then ends the
      // row before the runner records its outcome.
      const worker = await harness.startWorker({
        store: {
          ...harness.store,
          finishClaim: async (claim, outcome, now) => {
            await cancel(claim.jobId);
            return harness.store.finishClaim(claim, outcome, now);
          },
        },
        concurrency: 1,
      });
      const jobId = await harness.submit();
      const { row, status } = await stopped(worker, jobId);

      const expected = {
        // The run had finished, but the job did not: it ends cancelled, without a result.
        'Job-Done': false,
        'nb-lines-input': 1,
        'status-message': JOB_ABORT_MESSAGES.cancelled,
        'abort-reason': 'cancelled',
      };
      expect(status).toMatchObject({ status: 'abort' });
      expect(row).toMatchObject({ status: 'abort', abortReason: 'cancelled', linesInput: 1 });
      expect(generalOf(row?.report)).toMatchObject(expected);
      expect((await readReportFile(jobId)).general).toMatchObject(expected);
      expect(await harness.storage.findResult(jobId)).toBeUndefined();
    });

    it('records why when the cancel lands between the runner reading the row and ending it', async () => {
      // The run was stopped while its row still said `running`; the cancel ends the row after
      // the runner read it and before the runner's own abort.
      let begun = false;
      const stoppedMidway: JobProcessor = (context) =>
        new Promise((resolve) => {
          begun = true;
          context.signal.addEventListener('abort', () => {
            resolve({
              report: { general: { 'Job-Done': false, 'nb-lines-input': 7 } },
              counters: FIGURES,
              aborted: true,
            });
          });
        });
      const worker = await harness.startWorker({
        store: {
          ...harness.store,
          finishUnended: async (jobId, outcome, now) => {
            await cancel(jobId);
            return harness.store.finishUnended(jobId, outcome, now);
          },
        },
        processor: stoppedMidway,
        concurrency: 1,
      });
      const jobId = await harness.submit();
      await waitFor(() => (begun ? true : undefined), 'the processor to begin');
      // Stops the run without ending its row, so the runner reads it as still running.
      await harness.bus.publish({ type: 'cancel', jobId });
      const { row, status } = await stopped(worker, jobId);

      const expected = {
        'nb-lines-input': 7,
        'status-message': JOB_ABORT_MESSAGES.cancelled,
        'abort-reason': 'cancelled',
      };
      expect(status).toMatchObject({ status: 'abort' });
      expect(row).toMatchObject({ status: 'abort', abortReason: 'cancelled', ...FIGURES });
      expect(generalOf(row?.report)).toMatchObject(expected);
      expect((await readReportFile(jobId)).general).toMatchObject(expected);
    });

    it('records why on the last saved report of a run that never reports again', async () => {
      // A worker that died, or a run stopped before its processor began, leaves the progress
      // report it saved: the cancel alone must make it say why the job stopped.
      const jobId = randomUUID();
      await harness.store.createUploading(
        { id: jobId, ownerId: null, settings: {}, socketId: null },
        new Date(),
      );
      await harness.store.markEnqueued(jobId);
      const claim = await harness.store.claim(jobId, 'worker-1', new Date());
      expect(claim).toBeDefined();
      await harness.store.saveReport(claim!, {
        general: { 'Job-Done': false, 'nb-lines-input': 7 },
        rejets: {},
      });
      expect(
        await harness.store.finishUnended(jobId, abortOutcome('client-gone'), new Date()),
      ).toBe(true);
      const row = await harness.store.findById(jobId);
      expect(generalOf(row?.report)).toEqual({
        'Job-Done': false,
        'nb-lines-input': 7,
        'status-message': JOB_ABORT_MESSAGES['client-gone'],
        'abort-reason': 'client-gone',
      });
    });
  },
);
