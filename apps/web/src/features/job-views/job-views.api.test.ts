import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { counterReport } from '../counter/counter-fixture.js';
import { COUNTER_VIEW_MAX_ROWS, jobViewsApi } from './job-views.api.js';

const JOB = '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

afterEach(() => restoreNetwork());

describe('jobViewsApi.fetchCounter', () => {
  const answering = (general: Record<string, unknown>) =>
    serveRequests(({ line }) =>
      line.endsWith('/job-report.json')
        ? { status: 200, data: { general } }
        : { status: 200, data: counterReport() },
    );

  it.each([
    ['a job done without COUNTER-Mode', { 'Job-Done': true }, 'not-counted'],
    ['a cancelled job', { 'Job-Done': false, 'status-message': 'Job aborted' }, 'not-finished'],
    ['a failed job', { 'Job-Done': false, status: 4003 }, 'not-finished'],
  ] as const)('tells why %s has no COUNTER report', async (_case, general, expected) => {
    const requests = answering(general);
    expect(await jobViewsApi.fetchCounter(JOB)).toBe(expected);
    // counter.json is not asked for: it would only be a logged 404.
    expect(requests.map((request) => request.line)).toEqual([
      `GET /api/logs/${JOB}/job-report.json`,
    ]);
  });

  it('reads counter.json when the report says it was written', async () => {
    answering({ 'Job-Done': true, 'counter-report': true, 'counter-rows': COUNTER_VIEW_MAX_ROWS });
    expect(await jobViewsApi.fetchCounter(JOB)).toEqual(counterReport());
  });

  it('does not read a counter.json of more title rows than the tables show', async () => {
    const requests = answering({
      'Job-Done': true,
      'counter-report': true,
      'counter-rows': COUNTER_VIEW_MAX_ROWS + 1,
    });
    expect(await jobViewsApi.fetchCounter(JOB)).toBe('too-large');
    expect(requests.map((request) => request.line)).toEqual([
      `GET /api/logs/${JOB}/job-report.json`,
    ]);
  });
});
