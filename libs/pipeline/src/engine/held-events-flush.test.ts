// What the stages held until the end of input leaves them in slices; a job run on the api's
// thread must let other work in between (requests, a cancel), not hold the thread to the last.
import { Readable } from 'node:stream';
import { parseJobSettings } from '@sillage/shared-types';
import { createMemorySink } from '../testing/memory-sink.js';
import { PIPELINE_MIDDLEWARES } from './create-pipeline.js';
import { FLUSH_SLICE } from './held-event-queue.js';
import { JOB_SETTINGS_CHECKS } from './job-settings-checks.js';
import { loadPipelineResources } from './load-resources.js';
import { runPipeline } from './run-pipeline.js';

/** Readers opening distinct articles within one second: the double-click windows hold them all. */
function oneSecondOfClicks(count: number): string {
  return Array.from(
    { length: count },
    (_, index) =>
      `10.0.${String(index >> 8)}.${String(index & 255)} - reader${String(index)} [30/Nov/2012:00:13:10 +0100] "GET http://www.sciencedirect.com:80/science/article/pii/S00121606120${String(10_000 + index)} HTTP/1.1" 200 444\n`,
  ).join('');
}

it('lets other work run between the slices of held events, and a cancel stop the job there', async () => {
  const parsed = parseJobSettings(
    {},
    { availableMiddlewares: PIPELINE_MIDDLEWARES, checks: JOB_SETTINGS_CHECKS },
  );
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  const lines = FLUSH_SLICE * 3;
  const controller = new AbortController();
  const result = createMemorySink();
  let rows = 0;
  const outcome = await runPipeline({
    inputs: [{ source: Readable.from([oneSecondOfClicks(lines)]) }],
    settings: parsed.settings,
    resources: await loadPipelineResources({}),
    sinks: {
      result: {
        ...result,
        write(chunk) {
          // The first events out are the first slice: a cancel comes in right after it.
          if (rows === 0) {
            setImmediate(() => {
              controller.abort();
            });
          }
          rows += chunk.split('\n').length - 1;
          result.write(chunk);
        },
      },
    },
    job: { id: 'held' },
    signal: controller.signal,
  });
  expect(rows).toBeGreaterThan(0);
  // Cancelled between two slices, not once every held event had been written.
  expect(outcome.aborted).toBe(true);
  expect(rows).toBeLessThan(lines);
});
