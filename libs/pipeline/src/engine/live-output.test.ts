// A log that arrives slowly (a live upload, `tail -f | sillage process`) gets its events out
// while the input is still open: the reference's `realtime-test` (dedup off).
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { parseJobSettings } from '@sillage/shared-types';
import { logFile } from '../testing/acceptance-paths.js';
import { createMemorySink } from '../testing/memory-sink.js';
import { PIPELINE_MIDDLEWARES } from './create-pipeline.js';
import { JOB_SETTINGS_CHECKS } from './job-settings-checks.js';
import { loadPipelineResources } from './load-resources.js';
import { runPipeline } from './run-pipeline.js';

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('writes the header and the first event before the input ends', async () => {
  const [first, second] = readFileSync(logFile('sd.mini.log'), 'utf8').split('\n');
  const parsed = parseJobSettings(
    { 'Double-Click-Removal': 'false' },
    { availableMiddlewares: PIPELINE_MIDDLEWARES, checks: JOB_SETTINGS_CHECKS },
  );
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  const input = new PassThrough();
  const result = createMemorySink();
  const done = runPipeline({
    inputs: [{ source: input }],
    settings: parsed.settings,
    resources: await loadPipelineResources({}),
    sinks: { result },
    job: { id: 'live' },
  });
  input.write(`${first ?? ''}\n`);
  await until(() => result.text.split('\n').length > 2, 'the first event');
  const [header, event] = result.text.split('\n');
  expect(header).toContain('platform');
  expect(event).toContain('sd');
  expect(result.closed).toBe(false);

  input.end(`${second ?? ''}\n`);
  const outcome = await done;
  expect(outcome.failure).toBeUndefined();
  expect(outcome.report.general['nb-lines-input']).toBe(2);
  expect(result.text.trim().split('\n')).toHaveLength(3);
});
