// A job whose catalog mixes native rules and a pack's parsers run on the recognition threads:
// output order, the report's per-source counts, and parsers that throw, return something else
// than an object or never return — each costs only its own URL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PipelineResources } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

let packDir: string;
let resources: PipelineResources;

function addPlatform(name: string, host: string, body: string): void {
  const folder = path.join(packDir, name);
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'manifest.json'),
    JSON.stringify({ name, longname: `${name} platform`, domains: [host] }),
  );
  writeFileSync(
    path.join(folder, 'parser.js'),
    `'use strict';\nconst Parser = require('../.lib/parser.js');\nmodule.exports = new Parser(${body});\n`,
  );
}

beforeAll(async () => {
  packDir = mkdtempSync(path.join(tmpdir(), 'sillage-job-pack-'));
  addPlatform(
    'demo',
    'demo.example.org',
    `function (parsed) { const m = /^\\/doc\\/(\\w+)$/.exec(parsed.pathname); return m ? { rtype: 'ARTICLE', mime: 'PDF', unitid: m[1] } : {}; }`,
  );
  addPlatform('thrower', 'throw.example.org', `function () { throw new Error('broken rule'); }`);
  addPlatform('stringy', 'string.example.org', `function () { return 'ARTICLE'; }`);
  addPlatform(
    'hanging',
    'hang.example.org',
    `function (parsed) { if (parsed.pathname === '/hang') { for (;;) {} } return { rtype: 'TOC', mime: 'HTML' }; }`,
  );
  resources = await loadPipelineResources({
    platformPacks: [packDir],
    geolocation: false,
    recognitionThreads: 1,
  });
}, 60_000);

afterAll(async () => {
  await resources.catalog.close();
  rmSync(packDir, { recursive: true, force: true });
});

const line = (second: number, url: string) =>
  `10.0.0.1 - user [04/Mar/2024:08:00:${String(second).padStart(2, '0')} +0100] "GET ${url} HTTP/1.1" 200 5000`;

it('keeps input order, counts ECs per source, and costs a broken parser only its URLs', async () => {
  const lines = [
    line(1, 'http://demo.example.org/doc/a1'),
    line(2, 'http://throw.example.org/doc/x'),
    line(3, 'https://www.sciencedirect.com/science/article/pii/S0001457515300142/pdfft'),
    line(4, 'http://string.example.org/doc/y'),
    line(5, 'http://hang.example.org/hang'),
    line(6, 'http://hang.example.org/fine'),
    line(7, 'http://demo.example.org/doc/b2'),
  ];
  const run = await runJob(
    [inputOf({ text: `${lines.join('\n')}\n` })],
    { 'Double-Click-Removal': 'false', 'Crypted-Fields': 'none' },
    resources,
  );
  expect(run.failure).toBeUndefined();
  expect(run.rows.map((row) => [row.platform, row.unitid ?? ''])).toEqual([
    ['demo', 'a1'],
    ['sd', 'S0001457515300142'],
    ['hanging', ''],
    ['demo', 'b2'],
  ]);
  expect(run.report.general).toMatchObject({
    'nb-ecs': 4,
    'nb-ecs-native-rules': 1,
    'nb-ecs-pack-parsers': 3,
    'parser-errors': 2,
    'parser-timeouts': 1,
  });
  expect(run.report.rejets['nb-lines-unqualified-ecs']).toBe(3);
  // The alert says whose parsers failed, which the counters above do not.
  expect(run.report.notices).toContainEqual({
    key: 'alert-parsers',
    code: 'parser-failures',
    params: { platforms: 'hanging (1), stringy (1), thrower (1)', errors: 2, timeouts: 1 },
  });
  expect(run.report.alerts['alert-parsers']).toMatch(/^Platform parsers failed: hanging \(1\)/);
  expect(run.traces).toMatch(/platform thrower \(pack parser\) failed on .*: broken rule/);
  expect(run.traces).toMatch(/platform stringy \(pack parser\) failed on .*instead of an object/);
  expect(run.traces).toMatch(/platform hanging \(pack parser\) ran past its time budget/);
}, 60_000);
