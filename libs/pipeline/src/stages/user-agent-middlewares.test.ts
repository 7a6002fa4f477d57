import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    geolocation: false,
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    counterModeRobotsFile: path.join(
      ACCEPTANCE,
      'resources/counter-robots/COUNTER_Robots_list.json',
    ),
  });
}, 60_000);

const format = { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b "%{user-agent}<[^"]*>"' };
const line = (index: number, userAgent: string) =>
  `10.0.0.${String(index + 1)} - - [09/Jun/2019:08:1${String(index)}:00 +0000] "GET http://www.sciencedirect.com/science/article/pii/S096706450800030${String(index)} HTTP/1.1" 200 5000 "${userAgent}"`;
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'curl/8.5.0',
  '',
];

describe('the user-agent-parser middleware', () => {
  it("adds the browser's name in ua, Other for no browser and none for no agent", async () => {
    const run = await runJob(
      [inputOf({ text: AGENTS.map((agent, index) => line(index, agent)).join('\n') })],
      { ...format, 'ezPAARSE-Middlewares': 'user-agent-parser', 'Disable-Filters': 'robots' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.report.alerts).not.toHaveProperty('alert-middlewares');
    expect(run.rows.map((row) => row.ua)).toEqual(['Firefox', 'Mobile Safari', 'Other', 'none']);
  });
});

describe('the bot-ua-detector middleware', () => {
  // A crawler's agent, in the COUNTER-Robots list.
  const robot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const log = [line(0, AGENTS[0] ?? ''), line(1, robot)].join('\n');
  // Without a general user-agent test, only the middleware can tell the robot.
  const withoutGeneralTest = () => ({ ...resources, userAgentRobots: undefined });

  it("leaves out the agents of COUNTER's robots list while the robots filter is on", async () => {
    const plain = await runJob([inputOf({ text: log })], format, withoutGeneralTest());
    expect(plain.report.general['nb-ecs']).toBe(2);
    const run = await runJob(
      [inputOf({ text: log })],
      { ...format, 'ezPAARSE-Middlewares': 'bot-ua-detector' },
      withoutGeneralTest(),
    );
    expect(run.report.general['nb-ecs']).toBe(1);
    expect(run.report.rejets['nb-lines-robots-ecs']).toBe(1);
  });

  it('marks them robot=yes when the robots filter is off', async () => {
    const run = await runJob(
      [inputOf({ text: log })],
      {
        ...format,
        'ezPAARSE-Middlewares': 'bot-ua-detector',
        'Disable-Filters': 'robots',
        'Output-Fields': '+robot',
      },
      withoutGeneralTest(),
    );
    expect(run.rows.map((row) => row.robot)).toEqual(['no', 'yes']);
  });
});
