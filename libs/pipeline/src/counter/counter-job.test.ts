// COUNTER R5.1 rules through a whole job: parsed lines, the job's chain and its report.
import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

const ARTICLE = 'http://www.sciencedirect.com:80/science/article/pii';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    counterRobotsFile: path.join(ACCEPTANCE, 'resources/counter-robots/COUNTER_Robots_list.json'),
  });
}, 60_000);
afterAll(async () => {
  await resources.catalog.close();
});

describe('COUNTER R5.1 rules in a job', () => {
  // One article twice 20 s apart (one action), another answered 302 (not counted).
  const lines = [
    `1.2.3.4 - USERA [30/Nov/2012:10:00:00 +0100] "GET ${ARTICLE}/S1046202310000411 HTTP/1.1" 200 114546`,
    `1.2.3.4 - USERA [30/Nov/2012:10:00:20 +0100] "GET ${ARTICLE}/S1046202310000411 HTTP/1.1" 200 114546`,
    `1.2.3.4 - USERA [30/Nov/2012:10:05:00 +0100] "GET ${ARTICLE}/S1360138512001719 HTTP/1.1" 302 0`,
  ].join('\n');

  it.each([
    ['the default chain', {}],
    [
      'a chain without the deduplicator',
      { 'ezPAARSE-Middlewares': '(only) filter, parser, qualifier' },
    ],
  ])(
    'applies the double-click and status rules with %s',
    async (_name, chain) => {
      const run = await runJob(
        [inputOf({ text: lines })],
        { 'COUNTER-Mode': 'r51', 'ezPAARSE-Filter-Redirects': 'false', ...chain },
        resources,
      );
      expect(run.report.general['nb-ecs']).toBe(1);
      expect(run.report.rejets['nb-lines-duplicate-ecs']).toBe(1);
      expect(run.report.dedoublonnage).toMatchObject({ activated: true, strategy: 'COUNTER-R5.1' });
    },
    60_000,
  );

  it('takes a user agent logged as "-" for an empty one, which COUNTER-Robots excludes', async () => {
    const combined = (pii: string, userAgent: string) =>
      `1.2.3.4 - USERA [30/Nov/2012:10:00:00 +0100] "GET ${ARTICLE}/${pii} HTTP/1.1" 200 1145 "-" "${userAgent}"`;
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const run = await runJob(
      [
        inputOf({
          text: [
            combined('S1046202310000411', '-'),
            combined('S1360138512001719', firefox),
            combined('S0967586812003463', 'x'),
          ].join('\n'),
        }),
      ],
      { 'COUNTER-Mode': 'r51', 'Reject-Files': 'robots-ecs' },
      resources,
    );
    expect(run.report.general['nb-ecs']).toBe(1);
    expect(run.report.rejets['nb-lines-robots-ecs']).toBe(2);
    expect(run.rejects['robots-ecs']).toContain('"-"\n');
  }, 60_000);

  it('records the days the log covers, from every line read, counted or not', async () => {
    const run = await runJob(
      [
        inputOf({
          text: [
            // Not a platform: not counted, but the log does cover that day.
            '1.2.3.4 - USERA [29/Nov/2012:08:00:00 +0100] "GET http://www.example.org/ HTTP/1.1" 200 10',
            lines,
            // 1 December in UTC, the job's output time zone.
            `1.2.3.4 - USERA [01/Dec/2012:00:30:00 -0100] "GET ${ARTICLE}/S0967586812003463 HTTP/1.1" 200 10`,
          ].join('\n'),
        }),
      ],
      { 'COUNTER-Mode': 'r51' },
      resources,
    );
    expect(run.counter).toMatchObject({
      begin_month: '2012-11',
      end_month: '2012-12',
      first_day: '2012-11-29',
      last_day: '2012-12-01',
    });
    // The report tells the web how many title rows counter.json holds, before it is read.
    expect(run.counter?.rows.length).toBeGreaterThan(1);
    expect(run.report.general['counter-rows']).toBe(run.counter?.rows.length);
  }, 60_000);

  it('excludes no line as a robot when the log format has no user agent', async () => {
    const run = await runJob([inputOf({ text: lines })], { 'COUNTER-Mode': 'r51' }, resources);
    expect(run.report.rejets['nb-lines-robots-ecs']).toBe(0);
    expect(run.report.general['nb-ecs']).toBe(1);
  }, 60_000);
});

describe('COUNTER R5.1 identity fields named by the job', () => {
  // Three users behind one address, each with their own logged id and session, reading one
  // article within 30 s (users behind a campus NAT or a proxy).
  const format = '%h %l %u %t "%r" %s %b %{uid} %{session-id}';
  const lines = ['u1 sessA', 'u2 sessB', 'u3 sessC']
    .map(
      (ids, index) =>
        `10.0.0.1 - - [30/Nov/2012:10:00:${String(index * 10).padStart(2, '0')} +0100] "GET ${ARTICLE}/S1046202310000411 HTTP/1.1" 200 1145 ${ids}`,
    )
    .join('\n');

  it('tells users apart by the fields Double-Click-C-Field and -L-Field name', async () => {
    const run = await runJob(
      [inputOf({ text: lines })],
      {
        'COUNTER-Mode': 'r51',
        'Log-Format-ezproxy': format,
        'Double-Click-C-Field': 'session-id',
        'Double-Click-L-Field': 'uid',
        'Crypted-Fields': 'none',
      },
      resources,
    );
    expect(run.report.general['nb-ecs']).toBe(3);
    expect(run.report.rejets['nb-lines-duplicate-ecs']).toBe(0);
    // One session each (the logged session id and the day).
    expect(new Set(run.rows.map((row) => row.session_id)).size).toBe(3);
  }, 60_000);

  it('without them, takes the address for the user, as COUNTER does when nothing else is logged', async () => {
    const run = await runJob(
      [inputOf({ text: lines })],
      { 'COUNTER-Mode': 'r51', 'Log-Format-ezproxy': format, 'Crypted-Fields': 'none' },
      resources,
    );
    expect(run.report.general['nb-ecs']).toBe(1);
    expect(run.report.rejets['nb-lines-duplicate-ecs']).toBe(2);
  }, 60_000);
});

describe('COUNTER R5.1 robots with the resources pack list', () => {
  // Agents the general test takes for robots and COUNTER-Robots does not.
  const agents = ['Mozilla/5.0 (X11)', 'Mozilla/4.0 (compatible;)'];
  const text = agents
    .map(
      (agent, index) =>
        `1.2.3.4 - USERA [30/Nov/2012:10:0${String(index)}:00 +0100] "GET ${ARTICLE}/S104620231000041${String(index)} HTTP/1.1" 200 1145 "-" "${agent}"`,
    )
    .join('\n');
  let packResources: PipelineResources;
  beforeAll(async () => {
    // The server's default: the list only for COUNTER mode, the general test elsewhere.
    packResources = await loadPipelineResources({
      counterModeRobotsFile: path.join(
        ACCEPTANCE,
        'resources/counter-robots/COUNTER_Robots_list.json',
      ),
    });
  }, 60_000);
  afterAll(async () => {
    await packResources.catalog.close();
  });

  it('decides robots by that list alone, in the filter as in its own rules', async () => {
    const counter = await runJob([inputOf({ text })], { 'COUNTER-Mode': 'r51' }, packResources);
    expect(counter.report.general['nb-ecs']).toBe(2);
    expect(counter.report.rejets['nb-lines-robots-ecs']).toBe(0);
    const general = await runJob([inputOf({ text })], {}, packResources);
    expect(general.report.rejets['nb-lines-robots-ecs']).toBe(2);
  }, 60_000);
});
