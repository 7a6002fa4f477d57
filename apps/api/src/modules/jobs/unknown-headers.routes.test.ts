import { randomUUID } from 'node:crypto';
import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

const LINE =
  '247.63.228.176 - - [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846\n';

/** Job uploads through the api with the real pipeline behind the embedded worker. */
describe('a job sent with a misspelt job header', () => {
  let t: JobTestApp;
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
    t = await buildJobTestApp({ processor: createPipelineProcessor(resources) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await resources.catalog.close();
  });

  // Ignored, as ezPAARSE ignores it (a client may rely on that), but no longer silently: the
  // report's alerts name it, and leave aside the headers of the request itself.
  it('runs, and its report names the header with the known one nearest', async () => {
    const jobId = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: LINE,
      headers: {
        authorization: t.auth.alice,
        'content-type': 'text/plain',
        'user-agent': 'curl/8.5.0',
        'accept-encoding': 'gzip',
        'Ouput-Fields': '-host',
      },
    });
    expect(upload.statusCode).toBe(200);
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: t.auth.alice },
    });
    const { general, alerts, notices } = report.json<{
      general: Record<string, unknown>;
      alerts: Record<string, string>;
      notices: unknown[];
    }>();
    expect(general['nb-ecs']).toBe(1);
    expect(alerts['alert-headers']).toBe(
      'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?)',
    );
    // The same alert as a code, for readers in other languages.
    expect(notices).toContainEqual({
      key: 'alert-headers',
      code: 'unknown-headers',
      params: { headers: [{ name: 'ouput-fields', suggestion: 'Output-Fields' }] },
    });
  });
});
