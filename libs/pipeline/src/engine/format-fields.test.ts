import { loadPipelineResources } from './load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';
import type { PipelineResources } from './create-pipeline.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({ geolocation: false });
}, 60_000);

const LOG =
  '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0967064508000301 HTTP/1.1" 200 5000';

describe('a given log format that captures no date or no URL', () => {
  it.each([
    ['no date', '%h %l %u %<\\[[^\\]]+\\]> "%r" %s %b', /captures no date \(%t/],
    ['no URL', '%h %l %u %t "%<[^"]+>" %s %b', /captures no URL \(%r/],
  ])('is refused with 4003 naming the header (%s)', async (_case, format, detail) => {
    const run = await runJob([inputOf({ text: LOG })], { 'Log-Format-ezproxy': format }, resources);
    expect(run.failure?.status).toBe(4003);
    expect(run.failure?.message).toMatch(/^Log-Format-ezproxy: the format/);
    expect(run.failure?.message).toMatch(detail);
    expect(run.result).toBe('');
  });

  it('still reads a log whose format captures both', async () => {
    const run = await runJob(
      [inputOf({ text: LOG })],
      { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.report.general['nb-ecs']).toBe(1);
  });
});
