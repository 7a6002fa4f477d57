import { randomUUID } from 'node:crypto';
import { MyJobsSchema } from '@sillage/shared-types';
import { filesBody, FILES_BODY_TYPE } from '../../test/files-body.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';
import { filesOf } from './my-jobs.routes.js';

describe('GET /api/jobs/mine', () => {
  let t: JobTestApp;
  let aliceJob: string;
  beforeAll(async () => {
    t = await buildJobTestApp({ env: { SILLAGE_JOB_RETENTION_HOURS: '48' } });
    aliceJob = randomUUID();
    for (const [jobId, authorization] of [
      [aliceJob, t.auth.alice],
      [randomUUID(), t.auth.bob],
    ] as const) {
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        payload: 'a\nb\n',
        headers: { authorization },
      });
      expect(upload.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("lists the signed-in user's own jobs only, with when retention removes them", async () => {
    const response = await t.app.inject({
      url: '/api/jobs/mine',
      headers: { authorization: t.auth.alice },
    });
    expect(response.statusCode).toBe(200);
    const mine = MyJobsSchema.parse(response.json());
    expect(mine.retentionHours).toBe(48);
    expect(mine.jobs.map((job) => job.jobId)).toEqual([aliceJob]);
    const [job] = mine.jobs;
    expect(job).toMatchObject({ userId: t.ids.alice, status: 'completed', linesInput: 2 });
    // Counted from the job's end, as the retention sweep counts (a long job keeps its window).
    expect(job?.endedAt).not.toBe(job?.createdAt);
    expect(Date.parse(job?.expiresAt ?? '') - Date.parse(job?.endedAt ?? '')).toBe(48 * 3_600_000);
  });

  it('names the uploaded file of a one-file job, which the report does not', async () => {
    const jobId = randomUUID();
    const payload = filesBody([
      { fileName: 'one.log', content: 'x\ny\n', contentType: 'text/plain' },
    ]);
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload,
      headers: {
        authorization: t.auth.bob,
        'content-type': FILES_BODY_TYPE,
      },
    });
    expect(upload.statusCode).toBe(200);
    const mine = MyJobsSchema.parse(
      (
        await t.app.inject({ url: '/api/jobs/mine', headers: { authorization: t.auth.bob } })
      ).json(),
    );
    expect(mine.jobs.find((job) => job.jobId === jobId)?.files).toEqual(['one.log']);
  });

  it('says whether the result is kept: a streamed POST job sends it back and keeps none', async () => {
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: 'c\nd\n',
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
    });
    expect(streamed.statusCode).toBe(200);
    const streamedId = streamed.headers['job-id'];
    expect(typeof streamedId).toBe('string');
    const mine = MyJobsSchema.parse(
      (
        await t.app.inject({ url: '/api/jobs/mine', headers: { authorization: t.auth.alice } })
      ).json(),
    );
    const kept = (jobId: unknown) => mine.jobs.find((job) => job.jobId === jobId)?.resultKept;
    expect(kept(streamedId)).toBe(false);
    expect(kept(aliceJob)).toBe(true);
  });

  it('says whether the job was counted (COUNTER-Mode: r51), whatever the case of the value', async () => {
    const jobId = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'e\nf\n',
      headers: { authorization: t.auth.alice, 'COUNTER-Mode': 'R51' },
    });
    expect(upload.statusCode).toBe(200);
    const mine = MyJobsSchema.parse(
      (
        await t.app.inject({ url: '/api/jobs/mine', headers: { authorization: t.auth.alice } })
      ).json(),
    );
    const counted = (id: string) => mine.jobs.find((job) => job.jobId === id)?.counted;
    expect(counted(jobId)).toBe(true);
    expect(counted(aliceJob)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/jobs/mine' })).statusCode).toBe(401);
  });

  it("reads the file names from the report's files group, in processing order", () => {
    expect(filesOf({ report: { files: { '2': 'b.log', '1': 'a.log' } } })).toEqual([
      'a.log',
      'b.log',
    ]);
    expect(filesOf({ report: null })).toEqual([]);
  });
});
