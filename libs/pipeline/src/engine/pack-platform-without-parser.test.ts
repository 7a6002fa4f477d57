import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePackPlatform } from '../testing/pack-platform.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { loadPipelineResources } from './load-resources.js';

// The reference registers a platform only when its folder has a parser.js. A folder with a
// manifest alone (a half-copied or half-deleted platform) must cost a job nothing: the native
// rules of that name serve, and a platform without them is simply not there.
describe('pack platforms with a manifest but no readable parser.js, in a job', () => {
  const request = (url: string) =>
    `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET ${url} HTTP/1.1" 200 5000\n`;
  const headers = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  // aaf is a native platform too; its native rules answer story pages with ARTICLE.
  const STORY = 'http://allafrica.com/stories/201801010001.html';
  const ORPHAN = 'http://zz-orphan.example.org/article/1';
  const SERVED = 'http://zz-served.example.org/article/1';
  let pack: string;

  beforeAll(() => {
    pack = mkdtempSync(path.join(tmpdir(), 'sillage-parserless-pack-'));
    const manifestOnly = (name: string, domains: string[]) => {
      mkdirSync(path.join(pack, name));
      writeFileSync(
        path.join(pack, name, 'manifest.json'),
        JSON.stringify({ name, longname: `${name} long`, domains }),
      );
    };
    manifestOnly('aaf', ['allafrica.com']);
    manifestOnly('zz-orphan', ['zz-orphan.example.org']);
    // Unreadable as a parser: a folder of that name, a link to nothing.
    manifestOnly('zz-folder', ['zz-folder.example.org']);
    mkdirSync(path.join(pack, 'zz-folder', 'parser.js'));
    manifestOnly('zz-dangling', ['zz-dangling.example.org']);
    symlinkSync(path.join(pack, 'nowhere.js'), path.join(pack, 'zz-dangling', 'parser.js'));
    writePackPlatform(
      pack,
      { name: 'zz-served', domains: ['zz-served.example.org'] },
      { rtype: 'ARTICLE', mime: 'HTML', unitid: 'served' },
    );
  });
  afterAll(() => {
    rmSync(pack, { recursive: true, force: true });
  });

  it('serves the native rules of that name, leaves the others out, and loses no line', async () => {
    const problems: { folder: string; message: string }[] = [];
    const resources = await loadPipelineResources({
      geolocation: false,
      platformPacks: [pack],
      packProblems: problems,
    });
    try {
      const names = new Map(resources.catalog.platforms.map((info) => [info.name, info]));
      expect(names.get('aaf')?.source).toBe('native');
      for (const name of ['zz-orphan', 'zz-folder', 'zz-dangling']) {
        expect(names.has(name)).toBe(false);
      }
      expect(names.get('zz-served')?.source).toBe('pack');

      const text = [STORY, ORPHAN, 'http://zz-folder.example.org/a', SERVED].map(request).join('');
      const { rows, report, failure } = await runJob([inputOf({ text })], headers, resources);
      expect(failure).toBeUndefined();
      expect(rows.map((row) => [row.platform, row.rtype])).toEqual([
        ['aaf', 'ARTICLE'],
        ['zz-served', 'ARTICLE'],
      ]);
      // No parser error: the lines of absent platforms are unknown domains, as any other host.
      expect(report.general['nb-lines-input']).toBe(4);
      expect(report.rejets['nb-lines-unknown-domains']).toBe(2);
      expect(report.general['parser-errors'] ?? 0).toBe(0);
      expect(report.rejets['nb-lines-unqualified-ecs']).toBe(0);
      // Not a manifest problem: no "manifest.json cannot be used" alert.
      expect(problems).toEqual([]);
      expect(report.alerts).not.toHaveProperty('alert-pack-platforms');
    } finally {
      await resources.catalog.close();
    }
  });
});
