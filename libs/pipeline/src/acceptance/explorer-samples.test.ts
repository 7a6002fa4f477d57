// The reject explorer's samples (the report's `explorer` section, Sillage's own): each one says
// why with a code the web translates, beside the English text.
import path from 'node:path';
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
    const long = `${'x'.repeat(100_001)}\n`;
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
});
