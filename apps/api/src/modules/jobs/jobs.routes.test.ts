import { randomUUID } from 'node:crypto';
import { sweepExpiredJobs } from '@sillage/jobs';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

describe('job lists, access and files', () => {
  let t: JobTestApp;
  let aliceJob: string;
  let bobJob: string;
  beforeAll(async () => {
    t = await buildJobTestApp();
    aliceJob = randomUUID();
    bobJob = randomUUID();
    const upload = (jobId: string, authorization: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        payload: 'a\nb\n',
        headers: { authorization, ...headers },
      });
    expect((await upload(aliceJob, t.auth.alice, { 'traces-level': 'info' })).statusCode).toBe(200);
    expect((await upload(bobJob, t.auth.bob)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ url, headers: authorization === undefined ? {} : { authorization } });

  it('lists every job for an admin, newest first, narrowed by ?user=', async () => {
    const all = await get('/api/jobs', t.auth.admin);
    expect(all.statusCode).toBe(200);
    const ids = all.json<{ jobId: string }[]>().map((job) => job.jobId);
    expect(ids).toEqual([bobJob, aliceJob]);
    const byEmail = await get('/api/jobs?user=alice@example.org', t.auth.admin);
    expect(
      byEmail.json<{ jobId: string; userId: string; status: string; linesInput: number }[]>(),
    ).toEqual([
      expect.objectContaining({
        jobId: aliceJob,
        userId: t.ids.alice,
        userEmail: 'alice@example.org',
        status: 'completed',
        linesInput: 2,
      }),
    ]);
  });

  it('tells admins a job whose account was deleted since from one sent without credentials', async () => {
    const carol = await createUser(t.app, 'carol@example.org');
    const carolJob = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${carolJob}`,
      payload: 'a\n',
      headers: { authorization: basicAuth('carol@example.org') },
    });
    expect(upload.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${carol.id}`,
      headers: { authorization: t.auth.admin },
    });
    expect(removed.statusCode).toBe(204);

    const jobs = (await get('/api/jobs', t.auth.admin)).json<
      { jobId: string; userId: string | null; ownerDeleted?: boolean }[]
    >();
    expect(jobs.find((job) => job.jobId === carolJob)).toMatchObject({
      userId: null,
      ownerDeleted: true,
    });
    expect(jobs.find((job) => job.jobId === aliceJob)?.ownerDeleted).toBe(false);
    // An admin may still delete it; the other tests count only alice's and bob's jobs.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${carolJob}/data`,
      headers: { authorization: t.auth.admin },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it.each([
    ['a user', 'alice', 403],
    ['nobody', undefined, 401],
  ] as const)('refuses the list of all jobs to %s', async (_who, user, status) => {
    const response = await get('/api/jobs', user === undefined ? undefined : t.auth[user]);
    expect(response.statusCode).toBe(status);
  });

  it('shows a user their own jobs, and refuses them the jobs of others', async () => {
    const own = await get(`/api/jobs/${t.ids.alice}`, t.auth.alice);
    expect(own.json<{ jobId: string }[]>().map((job) => job.jobId)).toEqual([aliceJob]);
    const byEmail = await get('/api/jobs/alice@example.org', t.auth.alice);
    expect(byEmail.statusCode).toBe(200);
    expect((await get(`/api/jobs/${t.ids.bob}`, t.auth.alice)).statusCode).toBe(403);
    expect((await get(`/api/jobs/${t.ids.bob}`, t.auth.admin)).statusCode).toBe(200);
  });

  it('lists running jobs to admins only', async () => {
    const response = await get('/api/admin/jobs', t.auth.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await get('/api/admin/jobs', t.auth.alice)).statusCode).toBe(403);
  });

  it.each([
    ['job-report.json', 'application/json; charset=utf-8'],
    ['job-traces.log', 'text/plain; charset=utf-8'],
  ])('serves %s to the owner and to admins', async (file, type) => {
    for (const user of ['alice', 'admin'] as const) {
      const response = await get(`/api/logs/${aliceJob}/${file}`, t.auth[user]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
    }
  });

  it.each(['job-report.json', 'job-traces.log'])(
    'also serves %s at the root path the reference uses, to its owner only',
    async (file) => {
      const alice = await get(`/${aliceJob}/${file}`, t.auth.alice);
      const apiPath = await get(`/api/logs/${aliceJob}/${file}`, t.auth.alice);
      expect(alice.statusCode).toBe(200);
      expect(alice.body).toBe(apiPath.body);
      expect((await get(`/${aliceJob}/${file}`, t.auth.bob)).statusCode).toBe(404);
      expect((await get(`/${aliceJob}/${file}`)).statusCode).toBe(401);
    },
  );

  it('sends the report as an attachment named <id8>_report.json', async () => {
    const response = await get(`/api/logs/${aliceJob}/job-report.json`, t.auth.alice);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${aliceJob.slice(0, 8)}_report.json"`,
    );
    expect(response.json()).toMatchObject({ general: { 'Job-Done': true, 'nb-lines-input': 2 } });
  });

  it.each([
    ['job-report.json', 'bob'],
    ['job-traces.log', 'bob'],
    ['lines-unknown-domains.log', 'alice'],
    ['denied-ecs.csv', 'alice'],
    // `report.json` is served (the reference's name of the report file, server.md §2.3).
    ['report.json', 'bob'],
    ['inputs.json', 'alice'],
    ['..%2Freport.json', 'alice'],
    ['input%2F000.bin', 'alice'],
    ['lines-not-a-category.log', 'alice'],
  ] as const)('answers 404 for %s asked by %s', async (file, user) => {
    const response = await get(`/api/logs/${aliceJob}/${file}`, t.auth[user]);
    expect(response.statusCode).toBe(404);
  });

  it("never lets a user download another user's result", async () => {
    expect((await get(`/${aliceJob}`, t.auth.bob)).statusCode).toBe(404);
    expect((await get(`/${aliceJob}`)).statusCode).toBe(401);
    expect((await get(`/${aliceJob}`, t.auth.admin)).statusCode).toBe(200);
  });

  it('removes jobs older than the retention, files included', async () => {
    const removed = await sweepExpiredJobs({
      store: t.app.jobRuntime.store,
      storage: t.app.jobRuntime.storage,
      retentionMs: 1,
      now: () => new Date(Date.now() + 60_000),
    });
    expect(removed).toBe(2);
    expect((await get(`/api/logs/${aliceJob}/job-report.json`, t.auth.alice)).statusCode).toBe(404);
    expect((await get('/api/jobs', t.auth.admin)).json()).toEqual([]);
  });
});

describe('whether a job list says a result is kept', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string) =>
    t.app.inject({ url, headers: { authorization } });

  it('says which finished jobs keep a result: not one sent with POST /, streamed back', async () => {
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: 'c\nd\n',
      headers: { authorization: t.auth.bob, 'content-type': 'text/plain' },
    });
    expect(streamed.statusCode).toBe(200);
    const kept = (list: { jobId: string; resultKept: boolean }[]) =>
      Object.fromEntries(list.map((job) => [job.jobId, job.resultKept]));
    const deferred = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${deferred}`,
      payload: 'a\nb\n',
      headers: { authorization: t.auth.bob },
    });
    expect(upload.statusCode).toBe(200);
    const all = kept((await get('/api/jobs', t.auth.admin)).json());
    expect(all).toEqual({ [String(streamed.headers['job-id'])]: false, [deferred]: true });
    const own = kept((await get(`/api/jobs/${t.ids.bob}`, t.auth.bob)).json());
    expect(own[String(streamed.headers['job-id'])]).toBe(false);
  });
});

describe('who cancelled a job (DELETE /api/jobs/{id})', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string) =>
    t.app.inject({ url, headers: { authorization } });

  /** A job of alice's still being uploaded: no worker takes it, so only the cancel ends it. */
  async function uploadingJob(): Promise<string> {
    const jobId = randomUUID();
    const created = await t.app.jobRuntime.store.createUploading(
      { id: jobId, ownerId: t.ids.alice, settings: {}, socketId: null },
      new Date(),
    );
    expect(created).toBe(true);
    return jobId;
  }

  const cancel = (jobId: string, authorization: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/jobs/${jobId}`, headers: { authorization } });

  // Such a path is a user's job list (`GET /api/jobs/{user}`), which takes no DELETE.
  it.each(['not-a-uuid', '%00', '..%2F..%2Fetc%2Fpasswd', '%C3%A9%E2%98%83'])(
    'a job id that is no uuid (%s) is no job: a 405, not a database error',
    async (jobId) => {
      for (const authorization of [t.auth.alice, t.auth.admin]) {
        const response = await cancel(jobId, authorization);
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.json()).toMatchObject({ statusCode: 405, kind: 'METHOD_NOT_ALLOWED' });
      }
    },
  );

  it('names the owner or admin who cancelled, in both lists, and nobody for other jobs', async () => {
    const byOwner = await uploadingJob();
    const byAdmin = await uploadingJob();
    const notCancelled = await uploadingJob();
    expect((await cancel(byOwner, t.auth.alice)).statusCode).toBe(200);
    expect((await cancel(byAdmin, t.auth.admin)).statusCode).toBe(200);

    const expected = {
      [byOwner]: { userId: t.ids.alice, email: 'alice@example.org' },
      [byAdmin]: { userId: t.ids.admin, email: 'admin@example.org' },
      [notCancelled]: null,
    };
    const cancellers = (list: { jobId: string; cancelledBy: unknown }[]) =>
      Object.fromEntries(list.map((job) => [job.jobId, job.cancelledBy]));
    expect(cancellers((await get('/api/jobs', t.auth.admin)).json())).toEqual(expected);
    expect(
      cancellers((await get('/api/jobs/mine', t.auth.alice)).json<{ jobs: [] }>().jobs),
    ).toEqual(expected);
    // The owner is not told they cancelled a job an administrator did.
    const messages = Object.fromEntries(
      (await get('/api/jobs/mine', t.auth.alice))
        .json<{ jobs: { jobId: string; errorMessage: string | null }[] }>()
        .jobs.map((job) => [job.jobId, job.errorMessage]),
    );
    expect([messages[byOwner], messages[byAdmin]]).toEqual([
      'Cancelled by the user.',
      'Cancelled by an administrator.',
    ]);
  });

  it('lists a job whose upload is coming in as uploading, and no longer once cancelled', async () => {
    const jobId = await uploadingJob();
    const uploading = async () =>
      (await get('/api/jobs/mine', t.auth.alice))
        .json<{ jobs: { jobId: string; uploading: boolean }[] }>()
        .jobs.find((job) => job.jobId === jobId)?.uploading;
    expect(await uploading()).toBe(true);
    expect((await cancel(jobId, t.auth.alice)).statusCode).toBe(200);
    expect(await uploading()).toBe(false);
  });
});

describe('jobs of a deleted account', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
  });
  afterAll(() => t.close());

  it('are cancelled with it, saying why, while ended ones stay as they ended', async () => {
    const leaver = await createUser(t.app, 'leaver@example.org');
    const job = async () => {
      const jobId = randomUUID();
      await t.app.jobRuntime.store.createUploading(
        { id: jobId, ownerId: leaver.id, settings: {}, socketId: null },
        new Date(),
      );
      return jobId;
    };
    const [unfinished, ended] = [await job(), await job()];
    await t.app.jobRuntime.store.finishUnended(
      ended,
      { status: 'completed', errorMessage: null },
      new Date(),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/leaver@example.org',
      headers: { authorization: t.auth.admin },
    });
    expect(deleted.statusCode).toBe(204);
    const byId = async (jobId: string) => {
      const row = await t.app.jobRuntime.store.findById(jobId);
      return [row?.status, row?.errorMessage, row?.cancelledByEmail];
    };
    expect(await byId(unfinished)).toEqual([
      'abort',
      'Cancelled: its account was deleted.',
      'admin@example.org',
    ]);
    expect(await byId(ended)).toEqual(['completed', null, null]);
  });
});
