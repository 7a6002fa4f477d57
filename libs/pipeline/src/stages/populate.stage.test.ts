import path from 'node:path';
import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES, type PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    geolocation: false,
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
  });
}, 60_000);

const format = { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b' };
/** A site's own access log: its URLs are paths, with no host to recognise the platform by. */
const ownSiteLog = ['S0967064508000301', 'S0967064508000302']
  .map(
    (pii, index) =>
      `10.0.0.${String(index + 1)} - - [01/Jan/2024:10:0${String(index)}:00 +0100] "GET /science/article/pii/${pii} HTTP/1.1" 200 5000`,
  )
  .join('\n');

describe('the populate middleware (Populate-Fields)', () => {
  it('gives the lines of a log of paths the domain recognition needs, run before filter', async () => {
    const populated = await runJob(
      [inputOf({ text: ownSiteLog })],
      {
        ...format,
        'ezPAARSE-Middlewares': '(before filter) populate',
        'Populate-Fields': '{ "domain": "www.sciencedirect.com" }',
      },
      resources,
    );
    expect(populated.failure).toBeUndefined();
    expect(populated.report.alerts).not.toHaveProperty('alert-middlewares');
    expect(populated.rows.map((row) => [row.domain, row.platform, row.unitid])).toEqual([
      ['www.sciencedirect.com', 'sd', 'S0967064508000301'],
      ['www.sciencedirect.com', 'sd', 'S0967064508000302'],
    ]);
    // Without it, the same lines have no domain and are left out.
    const plain = await runJob([inputOf({ text: ownSiteLog })], format, resources);
    expect(plain.report.general['nb-ecs']).toBe(0);
  });

  it('sets every member on every event, values other than strings as JSON', async () => {
    const run = await runJob(
      [inputOf({ text: ownSiteLog })],
      {
        ...format,
        'ezPAARSE-Middlewares': '(before filter) populate',
        'Populate-Fields':
          '{"domain": "www.sciencedirect.com", "portal": 2, "open": true, "none": null}',
        'Output-Fields': '+portal,+open,+none',
      },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.rows.map(({ portal, open, none }) => [portal, open, none])).toEqual([
      ['2', 'true', ''],
      ['2', 'true', ''],
    ]);
  });

  it.each([
    ['not JSON', '{domain: x}', /is not JSON/],
    ['an array', '["domain"]', /is not a JSON object/],
    ['a member every object has', '{"__proto__": "x"}', /"__proto__" cannot be the name/],
  ])('refuses a value that is %s with 4028, naming the header', (_case, value, detail) => {
    const parsed = parseJobSettings(
      { ...format, 'ezPAARSE-Middlewares': 'populate', 'Populate-Fields': value },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    expect(parsed).toMatchObject({ ok: false, failure: { status: 4028 } });
    const { message } = (parsed as { failure: { message: string } }).failure;
    expect(message).toMatch(/^Populate-Fields/);
    expect(message).toMatch(detail);
  });

  it('reads Populate-Fields only when the chain runs populate, as the reference does', async () => {
    const run = await runJob(
      [inputOf({ text: ownSiteLog })],
      { ...format, 'Populate-Fields': 'not json at all' },
      resources,
    );
    expect(run.failure).toBeUndefined();
  });
});
