// The reject explorer's samples (the report's `explorer` section, Sillage's own): each one says
// why with a code the web translates, beside the English text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 60_000);

describe('explorer samples', () => {
  it('give each reason as a code with its values, beside the English text', async () => {
    const run = await runJob([inputOf({ file: logFile('sd.2012-11-30.300.log') })], {}, resources);
    const samples = run.report.explorer?.samples ?? {};
    expect(samples['filtered-ecs']?.[0]).toMatchObject({
      reason: 'HTTP status 302',
      reasonCode: 'http-status',
      reasonParams: { status: '302' },
    });
    expect(samples['filtered-ecs']).toContainEqual(
      expect.objectContaining({ reason: 'static asset', reasonCode: 'static-asset' }),
    );
    expect(
      samples['filtered-ecs']?.find((sample) => sample.reasonCode === 'static-asset'),
    ).not.toHaveProperty('reasonParams');
    expect(samples['unqualified-ecs']?.[0]).toMatchObject({
      reason: 'no result from sd',
      reasonCode: 'no-result-from-platform',
      reasonParams: { platform: 'sd' },
    });
  });

  it('give the reason of a line past the line limit as a code too', async () => {
    // After a log line: an input whose first line passes the limit is refused (4022).
    const log = readFileSync(logFile('sd.2012-11-30.300.log'), 'utf8');
    const long = `${log.slice(0, log.indexOf('\n'))}\n${'x'.repeat(100_001)}\n`;
    const run = await runJob(
      [inputOf({ file: logFile('sd.2012-11-30.300.log') }), inputOf({ text: long })],
      {},
      resources,
    );
    const [sample] = run.report.explorer?.samples['unknown-formats'] ?? [];
    expect(sample?.reasonCode).toBe('line-too-long');
    expect(Object.keys(sample?.reasonParams ?? {})).toEqual(['keptChars']);
    expect(sample?.reason).toMatch(/^line longer than the line limit \(100 000 bytes\)/);
  });

  it('say which file and line of it each sample comes from, listed in order', async () => {
    const files = ['sd.2012-11-30.300.log', 'npg.2013-03-12.log.gz'];
    const run = await runJob(
      files.map((file) => inputOf({ file: logFile(file) })),
      // Lines in clear, to be found in the files.
      { 'Crypted-Fields': 'none' },
      resources,
    );
    const linesOf = files.map((file) => {
      const bytes = readFileSync(logFile(file));
      return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').split('\n');
    });
    const lists = Object.values(run.report.explorer?.samples ?? {});
    const samples = lists.flat();
    expect(new Set(samples.map((sample) => sample.fileName))).toEqual(
      new Set(['sd.2012-11-30.300.log', 'npg.2013-03-12.log']),
    );
    for (const sample of samples) {
      expect(sample.file).toBeDefined();
      expect(linesOf[(sample.file ?? 0) - 1]?.[(sample.fileLineNumber ?? 0) - 1]).toBe(sample.line);
    }
    for (const list of lists) {
      const order = list.map((sample) => [sample.file ?? 0, sample.fileLineNumber ?? 0]);
      expect(order).toEqual(
        [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
      );
    }
  });

  it('keep plain line numbers when the job has one input', async () => {
    const run = await runJob([inputOf({ file: logFile('sd.2012-11-30.300.log') })], {}, resources);
    const [sample] = run.report.explorer?.samples['filtered-ecs'] ?? [];
    expect(sample).toMatchObject({ lineNumber: 1 });
    expect(sample).not.toHaveProperty('file');
    expect(sample).not.toHaveProperty('fileLineNumber');
  });
});
