// The live report says how much of the inputs the reader has taken (ADR 0092): the bytes as
// stored, compressed ones for a gzip input, several inputs added up.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { parseJobSettings, type JobReport } from '@sillage/shared-types';
import { logFile } from '../testing/acceptance-paths.js';
import { createMemorySink } from '../testing/memory-sink.js';
import { PIPELINE_MIDDLEWARES } from './create-pipeline.js';
import { JOB_SETTINGS_CHECKS } from './job-settings-checks.js';
import { loadPipelineResources } from './load-resources.js';
import { runPipeline } from './run-pipeline.js';
import type { PipelineInput } from './toolkit.js';

const LOG = readFileSync(logFile('sd.mini.log'));

/** `bytes` in chunks of `size`, as a file read in pieces would give them. */
function chunksOf(bytes: Buffer, size = 64): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return Readable.from(chunks);
}

async function liveReports(inputs: PipelineInput[]) {
  const parsed = parseJobSettings(
    {},
    { availableMiddlewares: PIPELINE_MIDDLEWARES, checks: JOB_SETTINGS_CHECKS },
  );
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  const reports: JobReport[] = [];
  const outcome = await runPipeline({
    inputs,
    settings: parsed.settings,
    resources: await loadPipelineResources({}),
    sinks: { result: createMemorySink() },
    job: { id: 'bytes' },
    progressIntervalMs: 0,
    onProgress: (report) => reports.push(report),
  });
  expect(outcome.failure).toBeUndefined();
  const last = reports.at(-1);
  if (last === undefined) {
    throw new Error('no live report');
  }
  return { last, final: outcome.report };
}

describe('input bytes in the live report', () => {
  it('counts the bytes of a plain input against its size', async () => {
    const { last } = await liveReports([{ source: chunksOf(LOG), size: LOG.length }]);
    expect(last.general['input-bytes-read']).toBe(LOG.length);
    expect(last.general['input-bytes-total']).toBe(LOG.length);
  });

  it('counts the compressed bytes of a gzip input, not the bytes they inflate to', async () => {
    const gzip = gzipSync(LOG);
    expect(gzip.length).toBeLessThan(LOG.length);
    const { last } = await liveReports([
      { source: chunksOf(gzip), size: gzip.length, contentEncoding: 'gzip' },
    ]);
    expect(last.general['input-bytes-read']).toBe(gzip.length);
    expect(last.general['input-bytes-total']).toBe(gzip.length);
  });

  it('adds several inputs up, compressed or not', async () => {
    const gzip = gzipSync(LOG);
    const { last } = await liveReports([
      { source: chunksOf(LOG), size: LOG.length, fileName: 'a.log' },
      { source: chunksOf(gzip), size: gzip.length, fileName: 'b.log.gz' },
    ]);
    expect(last.general['input-bytes-read']).toBe(LOG.length + gzip.length);
    expect(last.general['input-bytes-total']).toBe(LOG.length + gzip.length);
  });

  it('gives no total when an input has no known size (a stream), and none once done', async () => {
    const { last, final } = await liveReports([
      { source: chunksOf(LOG), size: LOG.length, fileName: 'a.log' },
      { source: chunksOf(LOG), fileName: 'b.log' },
    ]);
    expect(last.general['input-bytes-read']).toBe(2 * LOG.length);
    expect(last.general['input-bytes-total']).toBeNull();
    expect(final.general).not.toHaveProperty('input-bytes-read');
    expect(final.general).not.toHaveProperty('input-bytes-total');
  });
});
