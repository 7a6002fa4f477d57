import type { PipelineResources } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

const LINE =
  '1.2.3.4 - jdoe [30/Nov/2012:00:00:01 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0001457512002849 HTTP/1.1" 200 1234';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({ geolocation: false });
});

/** The job's `warn` traces, without their timestamps. */
async function warningsOf(headers: Record<string, string>): Promise<string[]> {
  const run = await runJob([inputOf({ text: `${LINE}\n` })], headers, resources);
  expect(run.failure).toBeUndefined();
  return run.traces
    .split('\n')
    .filter((line) => line.includes(' warn: '))
    .map((line) => line.replace(/^\S+ warn: /, ''));
}

describe('job traces warn of unknown names in list-valued settings', () => {
  it('names the unknown Reject-Files categories and the accepted ones', async () => {
    const warnings = await warningsOf({ 'Reject-Files': 'Duplicate-ECs, nope, robot-ecs' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Reject-Files: unknown values "nope", "robot-ecs"/);
    expect(warnings[0]).toContain('accepted: all, none, unknown-formats, filtered-ecs,');
    expect(warnings[0]).toContain('robots-ecs');
  });

  it('names the unknown Disable-Filters filters and the accepted ones', async () => {
    const warnings = await warningsOf({ 'Disable-Filters': 'robot, ignored-hosts' });
    expect(warnings).toEqual([
      'Disable-Filters: unknown value "robot", ignored; accepted: all, none, robots, ignored-hosts, ignored-domains',
    ]);
  });

  it('names a Force-Parser that is no platform of the catalog, and the nearest one', async () => {
    const warnings = await warningsOf({ 'Force-Parser': 'SD' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Force-Parser: unknown platform "SD" \(did you mean sd\?\)/);
    expect(warnings[0]).toContain(
      `accepted: the name of a platform of the loaded catalog (${String(resources.catalog.platforms.length)} platforms)`,
    );
  });

  it('names the Filter-Platforms entries that are no platform of the catalog', async () => {
    const warnings = await warningsOf({ 'Filter-Platforms': 'sd, nope-platform' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Filter-Platforms: unknown platform "nope-platform";/);
  });

  it('says nothing of known names, all and none', async () => {
    expect(
      await warningsOf({
        'Reject-Files': 'all',
        'Disable-Filters': 'none',
        'Force-Parser': 'sd',
        'Filter-Platforms': 'sd, wiley',
      }),
    ).toEqual([]);
    expect(
      await warningsOf({ 'Reject-Files': 'none', 'Disable-Filters': 'robots, ignored-domains' }),
    ).toEqual([]);
  });
});

describe('the report names unknown setting values (alert-settings)', () => {
  it('lists each value with its header and the nearest platform, as a sentence and a notice', async () => {
    const run = await runJob(
      [inputOf({ text: `${LINE}\n` })],
      { 'Reject-Files': 'nope', 'Force-Parser': 'SD' },
      resources,
    );
    expect(run.report.alerts['alert-settings']).toBe(
      'Setting values that name nothing known: Reject-Files nope, Force-Parser SD (did you mean sd?)',
    );
    expect(run.report.notices).toContainEqual({
      key: 'alert-settings',
      code: 'unknown-setting-values',
      params: {
        values: [
          { header: 'Reject-Files', value: 'nope' },
          { header: 'Force-Parser', value: 'SD', suggestion: 'sd' },
        ],
      },
    });
  });

  it('has no such alert when every value is known', async () => {
    const run = await runJob(
      [inputOf({ text: `${LINE}\n` })],
      { 'Reject-Files': 'all', 'Force-Parser': 'sd' },
      resources,
    );
    expect(run.report.alerts).not.toHaveProperty('alert-settings');
    expect(run.report.notices?.map((notice) => notice.key)).not.toContain('alert-settings');
  });
});
