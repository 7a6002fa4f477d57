import type { PipelineResources } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

// Four custom fields that can each take the space after them: a line that does not fit is tried
// in every way of cutting it, seconds of the one thread that also serves the other users. (A date
// and a URL after them, as a format must capture both.) 250 pairs take about 1.6 s a reading on
// this 2-core host, still three times the 250 ms limit on a host twice as fast; 300 took 3.3 s,
// and the guard reads a slow line twice.
const AMBIGUOUS_FORMAT = `${[0, 1, 2, 3].map((index) => `%{f${String(index)}}<[a-z ]*>`).join(' ')} %t "%r"`;
const BACKTRACKING_LINE = `${'a '.repeat(250)}!`;

describe('a given log format too slow to read a line', () => {
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
  });

  it('ends the job at the first slow line with 4003 naming the header, not reading the others', async () => {
    const lines = Array.from({ length: 20 }, () => BACKTRACKING_LINE);
    const run = await runJob(
      [inputOf({ text: `${lines.join('\n')}\n` })],
      { 'Log-Format-ezproxy': AMBIGUOUS_FORMAT },
      resources,
    );
    expect(run.failure?.status).toBe(4003);
    expect(run.failure?.message).toMatch(
      /^Log-Format-ezproxy: The format took \d+ ms to read one line of 501 characters.*\[\^ \]\*/,
    );
    expect(run.report.general['nb-lines-input']).toBe(1);
  });
});
