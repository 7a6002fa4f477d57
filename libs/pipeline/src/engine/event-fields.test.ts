import type { PipelineResources } from './create-pipeline.js';
import { createEventFields, setFieldsOf } from './event-fields.js';
import { loadPipelineResources } from './load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

describe('createEventFields', () => {
  it('starts with every common field declared but unset', () => {
    const fields: Record<string, string | undefined> = createEventFields();
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['host', 'platform', 'log_id']));
    expect(Object.values(fields).every((value) => value === undefined)).toBe(true);
    expect(setFieldsOf(fields)).toEqual({});
  });

  it('copies only the set fields, common or not, in shape then insertion order', () => {
    const fields = createEventFields();
    fields.custom = 'c';
    fields.platform = 'sd';
    fields.host = '1.2.3.4';
    expect(Object.entries(setFieldsOf(fields))).toEqual([
      ['host', '1.2.3.4'],
      ['platform', 'sd'],
      ['custom', 'c'],
    ]);
  });
});

describe('events of a job', () => {
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
  });

  const LINE =
    '1.2.3.4 - jdoe [30/Nov/2012:00:00:01 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0001457512002849 HTTP/1.1" 200 1234';

  it('write no unset field into JSON lines, first_event or the report', async () => {
    const run = await runJob(
      [inputOf({ text: `${LINE}\n` })],
      { Accept: 'application/jsonl', 'Crypted-Fields': 'none' },
      resources,
    );
    const event = JSON.parse(run.result) as Record<string, unknown>;
    expect(event).toMatchObject({ host: '1.2.3.4', platform: 'sd', login: 'jdoe' });
    expect(Object.values(event)).not.toContain(null);
    expect(Object.keys(event)).not.toContain('title_url');
    const first: Record<string, unknown> = run.report.first_event ?? {};
    expect(Object.keys(first)).not.toContain('title_url');
    expect(Object.values(first).every((value) => value !== undefined)).toBe(true);
  });
});
