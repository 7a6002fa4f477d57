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

  it('list --json: names every native platform with its source', async () => {
    const { out } = await runCli(['platforms', 'list', '--json']);
    const rows = JSON.parse(out) as { name: string; source: string }[];
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'sd', source: 'native' })]),
    );
  });
});
