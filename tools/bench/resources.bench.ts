// Times the per-job resources other than knowledge bases: exclusion lists, robot tests, writers.
// Run: npm run bench -- resources
import path from 'node:path';
import { createEventWriter, DEFAULT_OUTPUT_FIELDS } from '../../libs/pipeline/src/output/index.js';
import {
  createAnonymizer,
  createGeolocator,
  createUserAgentRobots,
  loadExclusions,
} from '../../libs/pipeline/src/resources/index.js';

const ACCEPTANCE = path.resolve(process.cwd(), '../shared/acceptance');
const LOOKUPS = 1_000_000;

function time<T>(label: string, work: () => T): T {
  const started = performance.now();
  const result = work();
  console.log(`  ${label.padEnd(34)} ${(performance.now() - started).toFixed(0)} ms`);
  return result;
}

async function timeAsync<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(34)} ${(performance.now() - started).toFixed(0)} ms`);
  return result;
}

async function main(): Promise<void> {
  console.log('resources:');
  const exclusions = await timeAsync('load exclusions', () =>
    loadExclusions(path.join(ACCEPTANCE, 'resources/exclusions')),
  );
  console.log(`  robots entries                     ${exclusions.counts.robots}`);
  const hosts = Array.from({ length: 1000 }, (_, index) => `66.249.${index % 256}.${index % 200}`);
  time(`${LOOKUPS / 1e6}M isRobotHost`, () => {
    let robots = 0;
    for (let index = 0; index < LOOKUPS; index += 1) {
      robots += exclusions.isRobotHost(hosts[index % hosts.length] ?? '') ? 1 : 0;
    }
    return robots;
  });

  const counter = await timeAsync('load COUNTER robots', () =>
    createUserAgentRobots({
      counterRobotsFile: path.join(ACCEPTANCE, 'resources/counter-robots/COUNTER_Robots_list.json'),
    }),
  );
  const agents = Array.from(
    { length: 5000 },
    (_, index) => `Mozilla/5.0 (X11; rv:${index}) Firefox/${index}`,
  );
  time('5000 distinct UAs, COUNTER (uncached)', () =>
    agents.map((agent) => counter.isRobot(agent)),
  );
  time(`${LOOKUPS / 1e6}M UA tests, 5000 distinct (cached)`, () => {
    for (let index = 0; index < LOOKUPS; index += 1) {
      counter.isRobot(agents[index % agents.length] ?? '');
    }
  });

  const geolocator = await timeAsync('load geolocation database', () => createGeolocator());
  time('100k geolocations', () => {
    for (let index = 0; index < 100_000; index += 1) {
      geolocator.locate(`66.${index % 250}.65.${index % 200}`);
    }
  });

  const anonymize = createAnonymizer({ fields: ['host', 'login'], salt: 'bench' });
  time('100k anonymizations (2 fields)', () => {
    for (let index = 0; index < 100_000; index += 1) {
      anonymize({ host: `10.0.${index % 250}.1`, login: `user${index}` });
    }
  });

  const event = Object.fromEntries(
    DEFAULT_OUTPUT_FIELDS.map((field) => [field, `value of ${field}`]),
  );
  let bytes = 0;
  const writer = createEventWriter({
    format: 'csv',
    columns: [...DEFAULT_OUTPUT_FIELDS],
    sink: (chunk) => {
      bytes += chunk.length;
    },
  });
  time(`${LOOKUPS / 1e6}M CSV rows (25 columns)`, () => {
    for (let index = 0; index < LOOKUPS; index += 1) {
      writer.write(event, '');
    }
    writer.end();
  });
  console.log(`  CSV output                         ${(bytes / 1024 / 1024).toFixed(0)} MiB`);
}

await main();
