import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPipelineResources } from '../engine/load-resources.js';
import { writePackPlatform } from '../testing/pack-platform.js';
import { inputOf, runJob } from '../testing/run-job.js';

describe('pack platforms skipped for an unusable manifest, in a report', () => {
  const line =
    '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://allafrica.com/stories/201801010001.html HTTP/1.1" 200 5000\n';
  const headers = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  let pack: string;
  beforeAll(() => {
    pack = mkdtempSync(path.join(tmpdir(), 'sillage-skipped-pack-'));
    writePackPlatform(
      pack,
      { name: 'aaf', longname: 'allAfrica', domains: ['allafrica.com'] },
      { rtype: 'ARTICLE', mime: 'HTML' },
    );
    mkdirSync(path.join(pack, 'broken'));
    writeFileSync(path.join(pack, 'broken', 'manifest.json'), '{ "name": "broken", ');
  });
  afterAll(() => {
    rmSync(pack, { recursive: true, force: true });
  });

  it('are named in `alert-pack-platforms`, with their code, while the others serve', async () => {
    const problems: { folder: string; message: string }[] = [];
    const resources = await loadPipelineResources({
      geolocation: false,
      platformPacks: [pack],
      packProblems: problems,
    });
    try {
      const { report } = await runJob([inputOf({ text: line })], headers, resources);
      expect(report.general['nb-ecs']).toBe(1);
      expect(report.alerts['alert-pack-platforms']).toBe(
        'Platforms skipped, their manifest.json cannot be used: broken',
      );
      expect(report.notices).toContainEqual({
        key: 'alert-pack-platforms',
        code: 'pack-platforms-skipped',
        params: { platforms: 'broken' },
      });
      // The caller's list still receives them (the CLI warns with it).
      expect(problems.map(({ folder }) => path.basename(folder))).toEqual(['broken']);
    } finally {
      await resources.catalog.close();
    }
  });

  it('leave no alert when every manifest is usable', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob([inputOf({ text: line })], headers, resources);
    expect(report.alerts).not.toHaveProperty('alert-pack-platforms');
  });
});
