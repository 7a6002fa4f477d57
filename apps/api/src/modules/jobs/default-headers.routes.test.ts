import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

const LINE =
  '247.63.228.176 - - [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846\n';

/** SILLAGE_DEFAULT_HEADERS: the reference's EZPAARSE_DEFAULT_HEADERS, below what a job asks. */
describe('a job on an instance with default headers', () => {
  let t: JobTestApp;
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
    t = await buildJobTestApp({
      processor: createPipelineProcessor(resources),
      env: {
        SILLAGE_DEFAULT_HEADERS: JSON.stringify({
          Accept: 'application/json',
          // Only the host is hashed by default here.
          'Crypted-Fields': 'host',
        }),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await resources.catalog.close();
  });

  const send = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/',
      payload: LINE,
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain', ...headers },
    });

  it('takes the headers a request does not send from the defaults', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ host: string }[]>()[0]?.host).toMatch(/^[0-9a-f]{40}$/);
  });

  it("lets the request's own headers win", async () => {
    const csv = await send({ Accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const clear = await send({ 'Crypted-Fields': 'none' });
    expect(clear.json<{ host: string }[]>()[0]?.host).toBe('247.63.228.176');
  });

  it('lets predefined settings win over the defaults (ADR 0017)', async () => {
    // Its only header is Crypted-Fields: none; Accept still comes from the defaults.
    const response = await send({ 'ezPAARSE-Predefined-Settings': '00-00-no-anonymization' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ host: string }[]>()[0]?.host).toBe('247.63.228.176');
    const jobId = String(response.headers['job-id']);
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(report.json<{ general: Record<string, unknown> }>().general).toMatchObject({
      'predefined-settings': '00-00-no-anonymization',
    });
  });
});
