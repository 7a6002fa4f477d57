import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { Dashboard } from '@sillage/shared-types';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

/** A job whose result (the line-copy worker's: its lines) is a small CSV of events. */
async function jobWithResult(t: JobTestApp): Promise<string> {
  const jobId = randomUUID();
  const lines = ['date;platform;rtype;mime'];
  for (let index = 0; index < 30; index += 1) {
    lines.push(`2024-03-0${1 + (index % 3)};${index % 2 === 0 ? 'wiley' : 'sd'};ARTICLE;PDF`);
  }
  const upload = await t.app.inject({
    method: 'PUT',
    url: `/${jobId}`,
    payload: `${lines.join('\n')}\n`,
    headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
  });
  expect(upload.statusCode).toBe(200);
  return jobId;
}

describe('dashboard of a job read once', () => {
  let t: JobTestApp;
  let opened: string[];
  beforeAll(async () => {
    t = await buildJobTestApp();
    const storage = t.app.jobRuntime.storage;
    const readStream = storage.readStream.bind(storage);
    storage.readStream = (file: string) => {
      opened.push(file);
      return readStream(file);
    };
  });
  beforeEach(() => {
    opened = [];
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = async (jobId: string, query = '') => {
    const answer = await t.app.inject({
      url: `/api/jobs/${jobId}/dashboard${query}`,
      headers: { authorization: t.auth.alice },
    });
    return { statusCode: answer.statusCode, body: answer.json<Dashboard>() };
  };

  it('reads the result on the first request only, whatever the filters', async () => {
    const jobId = await jobWithResult(t);
    const all = await dashboard(jobId);
    const wiley = await dashboard(jobId, '?platform=wiley&tz=Asia%2FKathmandu');
    const day = await dashboard(jobId, '?from=2024-03-02&to=2024-03-02');
    expect([all.statusCode, wiley.statusCode, day.statusCode]).toEqual([200, 200, 200]);
    expect([all.body.matched, wiley.body.matched, day.body.matched]).toEqual([30, 15, 10]);
    expect(opened).toHaveLength(1);
  });

  it('shares one read between concurrent first requests', async () => {
    const jobId = await jobWithResult(t);
    const answers = await Promise.all([
      dashboard(jobId),
      dashboard(jobId, '?platform=sd'),
      dashboard(jobId, '?mime=PDF'),
    ]);
    expect(answers.map((answer) => answer.body.matched)).toEqual([30, 15, 30]);
    expect(opened).toHaveLength(1);
  });

  it('reads again a result that changed, and forgets a deleted job', async () => {
    const jobId = await jobWithResult(t);
    expect((await dashboard(jobId)).body.total).toBe(30);
    const result = await t.app.jobRuntime.storage.findResult(jobId);
    await appendFile(result ?? '', '2024-03-04;jstor;BOOK;HTML\n');
    expect((await dashboard(jobId)).body.total).toBe(31);
    expect(opened).toHaveLength(2);
    await t.app.jobRuntime.storage.removeJob(jobId);
    expect((await dashboard(jobId)).statusCode).toBe(404);
  });
});
