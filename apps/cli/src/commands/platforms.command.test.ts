import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { registerPlatformsCommand } from './platforms.command.js';

const ACCEPTANCE_PLATFORMS = path.resolve(__dirname, '../../../../../shared/acceptance/platforms');

async function runCli(args: string[]): Promise<{ out: string; exitCode: number }> {
  let out = '';
  let exitCode = 0;
  const program = registerPlatformsCommand(new Command('sillage').exitOverride(), {
    out: (text) => (out += text),
    err: () => undefined,
    setExitCode: (code) => (exitCode = code),
  });
  await program.parseAsync(['node', 'sillage', ...args]);
  return { out, exitCode };
}

// Each case loads the catalog and reads every acceptance table: slow on a busy machine.
jest.setTimeout(60_000);

describe('sillage platforms', () => {
  it('test: runs the acceptance tables of a native platform and ends with the totals line', async () => {
    const { out, exitCode } = await runCli([
      'platforms',
      'test',
      ACCEPTANCE_PLATFORMS,
      '--only',
      'sd',
    ]);
    expect(out.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(exitCode).toBe(0);
  });

  it('test --json: reports skipped platforms that no parser covers', async () => {
    const { out } = await runCli([
      'platforms',
      'test',
      ACCEPTANCE_PLATFORMS,
      '--only',
      'sd',
      'npg-nope',
      'acm',
      '--json',
    ]);
    const report = JSON.parse(out) as { platforms: { platform: string; covered: boolean }[] };
    expect(report.platforms.find((p) => p.platform === 'sd')?.covered).toBe(true);
  });

  it('list --json: names every native platform with its source and manifest status', async () => {
    const { out } = await runCli(['platforms', 'list', '--json']);
    const rows = JSON.parse(out) as { name: string; source: string; status: string | null }[];
    const sd = JSON.parse(
      readFileSync(path.join(ACCEPTANCE_PLATFORMS, 'sd', 'manifest.json'), 'utf8'),
    ) as { status: string };
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'sd', source: 'native', status: sd.status }),
      ]),
    );
    expect(rows.filter((row) => row.status === null)).toEqual([]);
  });

  describe('with a pack', () => {
    let packDir: string;
    beforeAll(() => {
      packDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-pack-'));
      const dir = path.join(packDir, 'demo-pack');
      mkdirSync(dir);
      writeFileSync(
        path.join(dir, 'manifest.json'),
        JSON.stringify({
          name: 'demo-pack',
          longname: 'Demo pack',
          status: 'rc1',
          domains: ['demo-pack.org'],
        }),
      );
      writeFileSync(
        path.join(dir, 'parser.js'),
        "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
      );
    });
    afterAll(() => {
      rmSync(packDir, { recursive: true, force: true });
    });

    it('list: shows the source and status column of pack and native platforms', async () => {
      const { out } = await runCli(['platforms', 'list', '--platforms', packDir]);
      const lines = out.trim().split('\n');
      expect(lines).toContain('demo-pack\tDemo pack\tpack\trc1\t1 domains\t0 test rows');
      expect(
        lines
          .find((line) => line.startsWith('sd\t'))
          ?.split('\t')
          .slice(2, 4),
      ).toEqual(['native', 'stable']);
    });
  });
});
