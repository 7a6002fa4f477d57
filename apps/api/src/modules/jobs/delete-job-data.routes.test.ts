import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { DeleteJobDataResponseSchema, MyJobsSchema } from '@sillage/shared-types';
import { waitFor } from '@sillage/jobs/testing';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

describe('DELETE /api/jobs/{jobId}/data', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
  });
  afterAll(() => t.close());

  /** An ended job of `authorization`'s account, with its result and report on disk. */
  async function endedJob(authorization: string): Promise<string> {
    const jobId = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'a\nb\n',
      headers: { authorization },
    });
    expect(upload.statusCode).toBe(200);
    return jobId;
  }

  const erase = (jobId: string, authorization: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/jobs/${jobId}/data`, headers: { authorization } });
  const get = (url: string, authorization: string) =>
    t.app.inject({ url, headers: { authorization } });

  it("removes the owner's ended job at once: files, report and row", async () => {
    const jobId = await endedJob(t.auth.alice);
    expect((await get(`/${jobId}`, t.auth.alice)).statusCode).toBe(200);
    expect(await t.app.jobRuntime.storage.listJobIds()).toContain(jobId);

    const response = await erase(jobId, t.auth.alice);
    expect(response.statusCode).toBe(200);
    expect(DeleteJobDataResponseSchema.parse(response.json())).toEqual({ jobId, deleted: true });

    expect(await t.app.jobRuntime.storage.listJobIds()).not.toContain(jobId);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeUndefined();
    for (const url of [`/${jobId}`, `/${jobId}/job-report.json`, `/${jobId}/job-traces.log`]) {
      expect([url, (await get(url, t.auth.alice)).statusCode]).toEqual([url, 404]);
    }
    const mine = MyJobsSchema.parse((await get('/api/jobs/mine', t.auth.alice)).json());
    expect(mine.jobs.map((job) => job.jobId)).not.toContain(jobId);
    // Once gone, it is gone: a second request finds nothing.
    expect((await erase(jobId, t.auth.alice)).statusCode).toBe(404);
  });

  it("leaves another user's job alone, as if it did not exist; an admin may delete it", async () => {
    const jobId = await endedJob(t.auth.alice);
    const refused = await erase(jobId, t.auth.bob);
    expect(refused.statusCode).toBe(404);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeDefined();
    expect(await t.app.jobRuntime.storage.listJobIds()).toContain(jobId);

    expect((await erase(jobId, t.auth.admin)).statusCode).toBe(200);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeUndefined();
  });

  it('refuses a job that has not ended (cancel it first) and keeps it', async () => {
    const jobId = randomUUID();
    const body = new PassThrough();
    const upload = t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: body,
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
    });
    body.write('a\n');
    await waitFor(() => t.app.jobRuntime.store.findById(jobId), 'the uploading job');

    const refused = await erase(jobId, t.auth.alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'jobNotEnded' });

    body.end('b\n');
    expect((await upload).statusCode).toBe(200);
    expect((await t.app.jobRuntime.store.findById(jobId))?.status).toBe('completed');
  });

  it('asks for credentials', async () => {
    const jobId = await endedJob(t.auth.alice);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${jobId}/data` });
    expect(response.statusCode).toBe(401);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeDefined();
  });
});
