import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

const line = (second: number, path: string, status = 200) =>
  `1.2.3.4 - jdoe [30/Nov/2012:00:00:${String(second).padStart(2, '0')} +0100] "GET http://www.sciencedirect.com${path} HTTP/1.1" ${String(status)} 1234`;

// Two articles, a stylesheet (filtered), a 404 (filtered) and a double click of the first article.
const LOG = [
  line(1, '/science/article/pii/S0001457512002849'),
  line(2, '/static/site.css'),
  line(3, '/science/article/pii/S0001457512002850', 404),
  line(4, '/science/article/pii/S0001457512002849'),
  line(30, '/science/article/pii/S0001457512002851'),
].join('\n');

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({ geolocation: false });
});

/** The job's trace lines of `level`, without their timestamps. */
async function tracesOf(level: string, extra: Record<string, string> = {}) {
  const run = await runJob(
    [inputOf({ text: `${LOG}\n` })],
    { 'Traces-Level': level, ...extra },
    resources,
  );
  expect(run.failure).toBeUndefined();
  return (wanted: string) =>
    run.traces
      .split('\n')
      .filter((trace) => trace.includes(` ${wanted}: `))
      .map((trace) => trace.replace(/^\S+ \w+: /, ''));
}

describe('stage figures in the job traces', () => {
  it('says, at verbose, how many events each stage took in and let out', async () => {
    const verbose = (await tracesOf('verbose'))('verbose');
    const stageLine = (name: string) => verbose.find((trace) => trace.startsWith(`stage ${name}:`));
    // Five lines parsed: the filter drops the stylesheet and the 404.
    expect(stageLine('filter')).toMatch(/^stage filter: 5 events in, 3 out, \d+ ms$/);
    // The double click is removed by the deduplicator, which holds events until their window ends.
    expect(stageLine('deduplicator')).toMatch(/^stage deduplicator: 3 events in, 2 out, \d+ ms$/);
    // In chain order, every stage that saw a batch.
    const names = verbose.flatMap((trace) => /^stage (\S+):/.exec(trace)?.[1] ?? []);
    expect(names.indexOf('filter')).toBeLessThan(names.indexOf('deduplicator'));
  });

  it('adds a line per input batch at debug', async () => {
    const debug = (await tracesOf('debug'))('debug');
    expect(debug).toEqual(['batch 1: lines 1-5 gave 5 events']);
  });

  it('says nothing of stages at info', async () => {
    const of = await tracesOf('info');
    expect([...of('verbose'), ...of('debug')]).toEqual([]);
  });
});
