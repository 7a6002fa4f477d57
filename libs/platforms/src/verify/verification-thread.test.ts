import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVerificationThread } from './verification-thread.js';

let pack: string;

beforeAll(() => {
  pack = mkdtempSync(path.join(tmpdir(), 'sillage-verify-thread-'));
  // A platform the built-in catalog has too (allAfrica), whose pack parser answers one shape.
  mkdirSync(path.join(pack, 'aaf', 'test'), { recursive: true });
  writeFileSync(
    path.join(pack, 'aaf', 'manifest.json'),
    JSON.stringify({ name: 'aaf', longname: 'allAfrica', domains: ['allafrica.com'] }),
  );
  writeFileSync(
    path.join(pack, 'aaf', 'parser.js'),
    "var P = require('../.lib/parser.js');\n" +
      "module.exports = new P(function (u) { return u.pathname === '/search/' ? { rtype: 'SEARCH', mime: 'HTML' } : {}; });\n",
  );
  writeFileSync(
    path.join(pack, 'aaf', 'test', 'aaf.2024-01-01.csv'),
    'out-rtype;out-mime;in-url\nSEARCH;HTML;http://allafrica.com/search/\n',
  );
});

afterAll(() => {
  rmSync(pack, { recursive: true, force: true });
});

describe('startVerificationThread', () => {
  it('runs the check on a thread, reporting progress, and hands the report back', async () => {
    const progress: number[] = [];
    const run = startVerificationThread({ packs: [pack], threads: 1 }, (done, total) => {
      progress.push(done, total);
    });
    const report = await run.report;
    expect(report.platforms.map((verdict) => verdict.platform)).toEqual(['aaf']);
    expect(report.platforms[0]?.tried).toBeGreaterThan(10);
    expect(report.inputs.table).toBe(1);
    expect(progress).toEqual([1, 1]);
  }, 120_000);

  it('can be stopped: its report then fails', async () => {
    const run = startVerificationThread({ packs: [pack], threads: 1 });
    await run.stop();
    await expect(run.report).rejects.toThrow('platform verification stopped');
  });
});
