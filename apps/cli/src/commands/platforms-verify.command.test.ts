import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { readNativeVerdicts } from '@sillage/platforms';
import { registerPlatformsCommand } from './platforms.command.js';

const SHARED = path.resolve(__dirname, '../../../../../shared');
const PACK = path.join(SHARED, 'packs/ezpaarse-platforms');
const TABLES = path.join(SHARED, 'acceptance/platforms');

async function runCli(args: string[]): Promise<{ out: string; err: string; exitCode: number }> {
  let out = '';
  let err = '';
  let exitCode = 0;
  const program = registerPlatformsCommand(new Command('sillage').exitOverride(), {
    out: (text) => (out += text),
    err: (text) => (err += text),
    setExitCode: (code) => (exitCode = code),
  });
  await program.parseAsync(['node', 'sillage', ...args]);
  return { out, err, exitCode };
}

let cache: string;

beforeEach(() => {
  cache = mkdtempSync(path.join(tmpdir(), 'sillage-cli-verdicts-'));
});

afterEach(() => {
  rmSync(cache, { recursive: true, force: true });
});

// Loads the real pack and reads every acceptance table: slow on a busy machine.
jest.setTimeout(120_000);

describe('sillage platforms verify', () => {
  it('prints the table, each differing URL with both answers, and exits 0 despite differences', async () => {
    // `wises` is equal to the pack on its rows and their variants; `aaf` is not.
    const { out, exitCode } = await runCli([
      'platforms',
      'verify',
      '--pack',
      PACK,
      '--tables',
      TABLES,
      '--only',
      'wises',
      'aaf',
      '--write-cache',
      cache,
    ]);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^platform +serving +tried +equal +differing +table rows$/);
    expect(lines[1]).toMatch(/^aaf +pack +\d+ +\d+ +[1-9]\d* +[1-9]\d*$/);
    const equalRow = /^wises +native +(\d+) +(\d+) +0 +[1-9]\d*$/.exec(lines[2] ?? '');
    expect(equalRow?.[1]).toBe(equalRow?.[2]);
    const block = out.slice(out.indexOf('\naaf: pack ('));
    expect(block).toMatch(
      /^\naaf: pack \(\d+ differing URL\(s\)\)\n {2}\S*allafrica\.com\S*\n {4}native: .+\n {4}pack: {3}.+\n/,
    );
    expect(out).toContain('2 platforms both native and in the pack: 1 serves natively');
    expect(exitCode).toBe(0);
    // The cache written is what jobs read for this pack version.
    expect(await readNativeVerdicts(cache, [PACK])).toEqual(new Set(['wises']));
  });

  it('--only with --write-cache does not drop the verdicts of the platforms it did not check', async () => {
    const both = ['--pack', PACK, '--tables', TABLES, '--write-cache', cache];
    expect(
      (await runCli(['platforms', 'verify', ...both, '--only', 'wises', 'aaf'])).exitCode,
    ).toBe(0);
    const partial = await runCli(['platforms', 'verify', ...both, '--only', 'aaf']);
    expect(partial).toEqual({
      out: '',
      err:
        'sillage: --write-cache with --only would drop the verdicts of 1 other platform(s) of ' +
        'this pack version (wises): run without --only to write them all, or give --write-cache ' +
        'another folder\n',
      exitCode: 1,
    });
    expect(await readNativeVerdicts(cache, [PACK])).toEqual(new Set(['wises']));
    // The same platforms again replace only their own verdicts: allowed.
    expect(
      (await runCli(['platforms', 'verify', ...both, '--only', 'aaf', 'wises'])).exitCode,
    ).toBe(0);
  });

  it('leaves to the pack a platform equal wherever tried when no test table was read', async () => {
    // The shared pack is a snapshot without its `<name>/test/*.csv`: only the URLs its parsers
    // quote or their regexes match reach `wises`, equal on each, and that proves nothing.
    const { out, exitCode } = await runCli([
      'platforms',
      'verify',
      '--pack',
      PACK,
      '--only',
      'wises',
      '--write-cache',
      cache,
    ]);
    expect(out.split('\n')[1]).toMatch(/^wises +pack +(\d+) +\1 +0 +0$/);
    expect(out).toContain(
      'wises: pack (not proven: no row of its test table was tried (the pack has none; --tables adds some))',
    );
    expect(out).toContain('from the pack (0 differ, 1 without a test table, 0 never exercised)');
    expect(exitCode).toBe(0);
    expect(await readNativeVerdicts(cache, [PACK])).toEqual(new Set());
  });

  it('--json: prints the whole report', async () => {
    const { out } = await runCli([
      'platforms',
      'verify',
      '--pack',
      PACK,
      '--tables',
      TABLES,
      '--only',
      'wises',
      '--json',
    ]);
    const report = JSON.parse(out) as { packKey: string; platforms: { platform: string }[] };
    expect(report.packKey).toMatch(/^content:/);
    expect(report.platforms.map((verdict) => verdict.platform)).toEqual(['wises']);
  });

  it('--only: names that are not both native and in the pack are said, not a green empty check', async () => {
    expect(
      await runCli([
        'platforms',
        'verify',
        '--pack',
        PACK,
        '--only',
        'wisess',
        '--write-cache',
        cache,
      ]),
    ).toEqual({
      out: '',
      err: `sillage: --only "wisess": not both a native platform and a platform of ${PACK}\n`,
      exitCode: 1,
    });
    // Nothing was checked, so no cache replaces the verdicts jobs read.
    expect(await readNativeVerdicts(cache, [PACK])).toEqual(new Set());
    const some = await runCli(['platforms', 'verify', '--pack', PACK, '--only', 'wises', 'wisess']);
    expect(some.err).toBe(
      `sillage: warning: --only "wisess": not both a native platform and a platform of ${PACK}\n`,
    );
    expect(some.out).toMatch(/^wises +/m);
    expect(some.exitCode).toBe(0);
  });

  it('--urls: counts as listed only the http(s) URLs, and says how many lines it left out', async () => {
    const list = path.join(cache, 'urls.txt');
    writeFileSync(list, '# wises\nhttp://www.wises.co.za/x\nwises home page\nwww.wises.co.za/y\n');
    const { out, err, exitCode } = await runCli([
      'platforms',
      'verify',
      '--pack',
      PACK,
      '--urls',
      list,
      '--only',
      'wises',
    ]);
    expect(out).toMatch(/ 1 listed, /);
    expect(err).toBe(`sillage: warning: --urls ${list}: 2 line(s) not an http(s) URL, left out\n`);
    expect(exitCode).toBe(0);
  });

  it('exits 1 with a message on an error', async () => {
    const missing = await runCli(['platforms', 'verify', '--pack', path.join(cache, 'none')]);
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toMatch(/^sillage: --pack .*none: no such folder\n$/);
    const badSeed = await runCli(['platforms', 'verify', '--pack', PACK, '--seed', 'x']);
    expect(badSeed).toEqual({
      exitCode: 1,
      out: '',
      err: 'sillage: --seed must be a whole number, not "x"\n',
    });
  });

  it('names the pack platforms it left out and the parsers that do not load, not only their differences', async () => {
    const pack = path.join(cache, 'pack');
    for (const platform of ['aaf', 'wises']) {
      cpSync(path.join(PACK, platform), path.join(pack, platform), { recursive: true });
    }
    writeFileSync(path.join(pack, 'wises', 'parser.js'), 'this is not javascript (\n');
    mkdirSync(path.join(pack, 'broken'));
    writeFileSync(path.join(pack, 'broken', 'manifest.json'), '{"name": ');
    const { out, err, exitCode } = await runCli(['platforms', 'verify', '--pack', pack]);
    expect(exitCode).toBe(0);
    expect(out).toMatch(/^wises +pack /m);
    expect(err).toContain(
      `sillage: warning: ${path.join(pack, 'broken')}: platform skipped, its manifest.json cannot be used`,
    );
    expect(err).toMatch(
      new RegExp(
        `sillage: warning: ${path.join(pack, 'wises').replace(/[.\\/]/g, '\\$&')}: its parser.js does not load \\(.+\\): the pack answers none of its URLs`,
      ),
    );
    expect(err).not.toMatch(/aaf: its parser/);
  });

  it('refuses a --pack folder that is not a pack, instead of comparing nothing', async () => {
    expect(await runCli(['platforms', 'verify', '--pack', cache])).toEqual({
      out: '',
      err: `sillage: --pack ${cache}: not an ezPAARSE platforms pack (no <platform>/manifest.json in it)\n`,
      exitCode: 1,
    });
  });

  it('checks --urls and --write-cache before running: one line, exit 1, nothing printed', async () => {
    const folderAsUrls = await runCli(['platforms', 'verify', '--pack', PACK, '--urls', cache]);
    expect(folderAsUrls).toEqual({
      out: '',
      err: `sillage: --urls ${cache}: it is a directory\n`,
      exitCode: 1,
    });
    const file = path.join(cache, 'a-file');
    writeFileSync(file, 'text\n');
    const cacheUnderFile = await runCli([
      'platforms',
      'verify',
      '--pack',
      PACK,
      '--write-cache',
      path.join(file, 'verdicts'),
    ]);
    expect(cacheUnderFile).toEqual({
      out: '',
      err: `sillage: --write-cache ${path.join(file, 'verdicts')}: ${file}: not a folder\n`,
      exitCode: 1,
    });
  });

  it('names the log it could not read: one line, exit 1, nothing printed', async () => {
    // Cut short: the gzip stream ends before its data does.
    const cut = path.join(cache, 'cut.log.gz');
    writeFileSync(
      cut,
      gzipSync('http://www.sciencedirect.com/science/article/pii/S0001\n').subarray(0, 20),
    );
    expect(
      await runCli(['platforms', 'verify', '--pack', PACK, '--only', 'sd', '--logs', cache]),
    ).toEqual({
      out: '',
      err: `sillage: cannot read log ${cut}: unexpected end of file\n`,
      exitCode: 1,
    });
  });
});
