import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { CounterReportSchema, DashboardSchema, type Dashboard } from '@sillage/shared-types';
import { ACCEPTANCE } from '../../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

const LOG = path.join(ACCEPTANCE, 'logs/sd.2012-11-30.300.log');

describe('job dashboard and COUNTER files of a real job', () => {
  let t: JobTestApp;
  let resources: PipelineResources;
  let log: string;
  const jobs = {
    csv: randomUUID(),
    json: randomUUID(),
    counter: randomUUID(),
    clean: randomUUID(),
    zoned: randomUUID(),
  };
  const reports: Record<
    string,
    { general: Record<string, unknown>; stats: Record<string, number> }
  > = {};

  beforeAll(async () => {
    resources = await loadPipelineResources({
      exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
      pkbDirs: [path.join(ACCEPTANCE, 'pkb')],
      fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
    });
    t = await buildJobTestApp({ processor: createPipelineProcessor(resources) });
    log = await readFile(LOG, 'utf8');
    const headers: Record<keyof typeof jobs, Record<string, string>> = {
      csv: {},
      json: { accept: 'application/json' },
      counter: { 'counter-mode': 'r51' },
      clean: { 'clean-only': 'true' },
      zoned: { 'output-timezone': 'America/New_York' },
    };
    for (const [name, jobId] of Object.entries(jobs) as [keyof typeof jobs, string][]) {
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        payload: log,
        headers: { authorization: t.auth.alice, 'content-type': 'text/plain', ...headers[name] },
      });
      expect(upload.statusCode).toBe(200);
      const report = await t.app.inject({
        url: `/api/logs/${jobId}/job-report.json`,
        headers: { authorization: t.auth.alice },
      });
      reports[name] = report.json();
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await resources.catalog.close();
  });

  const dashboard = async (jobId: string, query = '', authorization = t.auth.alice) =>
    t.app.inject({ url: `/api/jobs/${jobId}/dashboard${query}`, headers: { authorization } });

  function statsSplit(stats: Record<string, number>, prefix: string): Record<string, number> {
    return Object.fromEntries(
      Object.entries(stats)
        .filter(([key, value]) => key.startsWith(prefix) && value > 0)
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
  }

  it.each(['csv', 'json'] as const)(
    'counts every event of a %s result, split as the report splits them',
    async (name) => {
      const response = await dashboard(jobs[name]);
      expect(response.statusCode).toBe(200);
      const body: Dashboard = DashboardSchema.parse(response.json());
      const report = reports[name];
      expect(body.total).toBe(report?.general['nb-ecs']);
      expect(body.total).toBeGreaterThan(10);
      expect(body.matched).toBe(body.total);
      const stats = report?.stats ?? {};
      expect(Object.fromEntries(body.platforms.map((p) => [p.name, p.count]))).toEqual(
        statsSplit(stats, 'platform-'),
      );
      expect(Object.fromEntries(body.rtypes.map((p) => [p.name, p.count]))).toEqual(
        statsSplit(stats, 'rtype-'),
      );
      expect(body.timeline.reduce((sum, point) => sum + point.count, 0)).toBe(body.total);
      expect(body.granularity).toBe('hour');
      // Events are dated in UTC: this log of 30/Nov/2012 +0100 starts on the 29th at 23 h.
      expect(body.timeline[0]?.period).toBe('2012-11-29T23');
      expect(body.titles.length).toBeGreaterThan(0);
      expect(body.facets.firstDate).toBe('2012-11-29');
      expect(body.facets.lastDate).toBe('2012-11-30');
    },
  );

  it('narrows every figure to the filtered events, keeping all values in the facets', async () => {
    const stats = reports.csv?.stats ?? {};
    const [rtype, expected] = Object.entries(statsSplit(stats, 'rtype-')).sort(
      (a, b) => a[1] - b[1],
    )[0] ?? ['', 0];
    const response = await dashboard(jobs.csv, `?rtype=${encodeURIComponent(rtype)}`);
    const body = DashboardSchema.parse(response.json());
    expect(body.matched).toBe(expected);
    expect(body.matched).toBeLessThan(body.total);
    expect(body.rtypes).toEqual([{ name: rtype, count: expected }]);
    expect(body.facets.rtype.length).toBeGreaterThan(1);
    const none = DashboardSchema.parse((await dashboard(jobs.csv, '?from=2013-01-01')).json());
    expect(none.matched).toBe(0);
    expect(none.timeline).toEqual([]);
  });

  it("counts hours in the viewer's zone, or in the Output-Timezone the job chose", async () => {
    const paris = DashboardSchema.parse((await dashboard(jobs.csv, '?tz=Europe%2FParis')).json());
    expect(paris.timeZone).toBe('Europe/Paris');
    // The log's own hours (+0100): it starts on the 30th at midnight, not at 23 h the day before.
    expect(paris.timeline[0]?.period).toBe('2012-11-30T00');
    expect(paris.facets.firstDate).toBe('2012-11-30');
    const zoned = DashboardSchema.parse((await dashboard(jobs.zoned, '?tz=Europe%2FParis')).json());
    expect(zoned.timeZone).toBe('America/New_York');
    expect(zoned.timeline[0]?.period).toBe('2012-11-29T18');
    expect((await dashboard(jobs.csv, '?tz=Mars%2FOlympus')).statusCode).toBe(400);
  });

  it('refuses a malformed date filter with 400', async () => {
    expect((await dashboard(jobs.csv, '?from=30/11/2012')).statusCode).toBe(400);
  });

  it('refuses a day that does not exist with 400 naming it, not an empty dashboard', async () => {
    for (const query of ['?from=2012-13-45', '?to=2012-11-31']) {
      const response = await dashboard(jobs.csv, query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('must be a day, YYYY-MM-DD');
    }
  });

  it('refuses a range that ends before it starts with 400, not an empty dashboard', async () => {
    const response = await dashboard(jobs.csv, '?from=2012-12-01&to=2012-11-30');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('must not be before from');
    expect((await dashboard(jobs.csv, '?from=2012-11-30&to=2012-11-30')).statusCode).toBe(200);
  });

  it('answers 422 for a Clean-Only result, which holds log lines rather than events', async () => {
    const response = await dashboard(jobs.clean);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'resultHasNoEvents' });
  });

  it('says a streamed job keeps no result to chart, apart from a job without one yet', async () => {
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: log,
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
    });
    expect(streamed.statusCode).toBe(200);
    const answer = await dashboard(String(streamed.headers['job-id']));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'resultNotKept' });
    expect((await dashboard(randomUUID())).json()).not.toMatchObject({ message: 'resultNotKept' });
  });

  it("hides a job's dashboard from other users and 404s an unknown job", async () => {
    expect((await dashboard(jobs.csv, '', t.auth.bob)).statusCode).toBe(404);
    expect((await dashboard(jobs.csv, '', t.auth.admin)).statusCode).toBe(200);
    expect((await dashboard(randomUUID())).statusCode).toBe(404);
  });

  it('serves counter.json and counter.csv of a COUNTER R5.1 job, and 404 in reference mode', async () => {
    const json = await t.app.inject({
      url: `/api/logs/${jobs.counter}/counter.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(json.statusCode).toBe(200);
    const counter = CounterReportSchema.parse(json.json());
    expect(counter.job_id).toBe(jobs.counter);
    expect(counter.begin_month).toBe('2012-11');
    const requests = counter.rows.reduce((sum, row) => sum + row.metrics.Total_Item_Requests, 0);
    expect(requests).toBeGreaterThan(0);
    const csv = await t.app.inject({
      url: `/api/logs/${jobs.counter}/counter.csv`,
      headers: { authorization: t.auth.alice },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${jobs.counter.slice(0, 8)}_counter.csv"`,
    );
    expect(csv.body.trim().split('\n')).toHaveLength(counter.rows.length + 1);
    const reference = await t.app.inject({
      url: `/api/logs/${jobs.csv}/counter.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(reference.statusCode).toBe(404);
    const other = await t.app.inject({
      url: `/api/logs/${jobs.counter}/counter.json`,
      headers: { authorization: t.auth.bob },
    });
    expect(other.statusCode).toBe(404);
  });
});
