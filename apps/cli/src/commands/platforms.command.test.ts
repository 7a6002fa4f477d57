import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { VERDICTS_FOLDER } from '@sillage/platforms';
import { writeNativeVerdicts } from '@sillage/platforms/testing';
import { dataFolderWithCatalog, SNAPSHOT } from '../testing/catalog-folder.js';
import { registerPlatformsCommand } from './platforms.command.js';

const ACCEPTANCE_PLATFORMS = path.resolve(__dirname, '../../../../../shared/acceptance/platforms');
const NATIVE_TABLES = path.resolve(__dirname, '../../../../libs/platforms/src/catalog');

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

  it('test: prints a summary line per platform run, before the totals', async () => {
    const { out } = await runCli([
      'platforms',
      'test',
      ACCEPTANCE_PLATFORMS,
      '--only',
      'sd',
      'acs',
    ]);
    const lines = out.trim().split('\n');
    expect(lines.slice(-4, -2)).toEqual([
      expect.stringMatching(/^acs: (\d+)\/\1 rows$/),
      expect.stringMatching(/^sd: (\d+)\/\1 rows$/),
    ]);
  });

  it('test --only: names that match no platform folder are refused, not a green empty run', async () => {
    expect(
      await runCli(['platforms', 'test', ACCEPTANCE_PLATFORMS, '--only', 'sdd', 'nope']),
    ).toEqual({
      out: '',
      err: `sillage: --only: no platform folder in ${ACCEPTANCE_PLATFORMS} is named "sdd", "nope" (by manifest name or folder)\n`,
      exitCode: 1,
    });
  });

  it('test: a folder whose platforms have no test table is refused, not a green empty run', async () => {
    // A pack as installed (manifest.json and parser.js, no test/): 0 rows ran, 0 failed.
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-untested-'));
    try {
      mkdirSync(path.join(dir, 'sd'));
      writeFileSync(
        path.join(dir, 'sd', 'manifest.json'),
        '{"name":"sd","longname":"Science Direct"}',
      );
      expect(await runCli(['platforms', 'test', dir])).toEqual({
        out: '',
        err: `sillage: platforms test ${dir}: no test row in it (<platform>/test/*.csv): nothing to check\n`,
        exitCode: 1,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('test --only: the names that match run, the others are warned about', async () => {
    const { out, err, exitCode } = await runCli([
      'platforms',
      'test',
      ACCEPTANCE_PLATFORMS,
      '--only',
      'sd',
      'sdd',
      '--native-only',
    ]);
    expect(err).toBe(
      `sillage: warning: --only: no platform folder in ${ACCEPTANCE_PLATFORMS} is named "sdd" (by manifest name or folder)\n`,
    );
    expect(out).toMatch(/^sd: (\d+)\/\1 rows$/m);
    expect(exitCode).toBe(0);
  });

  it.each([
    ['test', ['test', ACCEPTANCE_PLATFORMS, '--only', 'sd']],
    ['list', ['list', '--json']],
  ])('%s --pack-wins with no pack: runs, and warns that the option is unused', async (_, args) => {
    const { err, exitCode } = await runCli(['platforms', ...args, '--pack-wins', '--native-only']);
    expect(err).toBe(
      'sillage: warning: --pack-wins: unused, no platform pack is loaded (--platforms <dir> gives one)\n',
    );
    expect(exitCode).toBe(0);
  });

  it('list outside the repository says why it counts no native test row', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'sillage-list-'));
    const cwd = process.cwd();
    process.chdir(elsewhere);
    try {
      const { err, exitCode } = await runCli(['platforms', 'list', '--native-only']);
      expect(err).toBe(
        'sillage: warning: native test rows not counted: no libs/platforms/src/catalog here ' +
          '(run from the repository, or give --native-tables)\n',
      );
      expect(exitCode).toBe(0);
    } finally {
      process.chdir(cwd);
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('list --json: counts the own table of a platform whose folder is not its name', async () => {
    const { out } = await runCli(['platforms', 'list', '--json', '--native-tables', NATIVE_TABLES]);
    const rows = JSON.parse(out) as { name: string; testRows: number | null }[];
    const upso = rows.find((row) => row.name === 'University Press Scholarship Online ');
    const own = readFileSync(path.join(NATIVE_TABLES, 'upso', 'upso.test.csv'), 'utf8')
      .trim()
      .split('\n').length;
    expect(upso?.testRows).toBe(own - 1);
    expect(rows.filter((row) => row.testRows === null)).toEqual([]);
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

    it('list: names on stderr a pack platform it skips for its manifest, and lists the rest', async () => {
      const brokenPack = mkdtempSync(path.join(tmpdir(), 'sillage-cli-broken-pack-'));
      mkdirSync(path.join(brokenPack, 'no-name'));
      writeFileSync(path.join(brokenPack, 'no-name', 'manifest.json'), '{"longname": "No name"}');
      try {
        const { out, err, exitCode } = await runCli([
          'platforms',
          'list',
          '--platforms',
          packDir,
          brokenPack,
        ]);
        expect(exitCode).toBe(0);
        expect(err).toBe(
          `sillage: warning: ${path.join(brokenPack, 'no-name')}: platform skipped, its manifest.json cannot be used (manifest has no name)\n`,
        );
        expect(out).toContain('demo-pack\tDemo pack\tpack');
      } finally {
        rmSync(brokenPack, { recursive: true, force: true });
      }
    });

    it('list: shows the source and status column of pack and native platforms', async () => {
      const { out } = await runCli(['platforms', 'list', '--platforms', packDir]);
      const lines = out.trim().split('\n');
      expect(lines).toContain('demo-pack\tDemo pack\tpack\trc1\t1 domains\t0 test rows');
      // The last line adds up the rows above, by source.
      const rows = lines.slice(0, -1);
      const count = (source: string) =>
        rows.filter((line) => line.split('\t')[2] === source).length;
      expect(lines.at(-1)).toBe(
        `${String(rows.length)} platforms (${String(count('native'))} native, ${String(count('pack'))} pack)`,
      );
      expect(
        lines
          .find((line) => line.startsWith('sd\t'))
          ?.split('\t')
          .slice(2, 4),
      ).toEqual(['native', 'stable']);
    });

    describe('that also defines a native platform name', () => {
      beforeAll(() => {
        const dir = path.join(packDir, 'sd');
        mkdirSync(dir);
        writeFileSync(
          path.join(dir, 'manifest.json'),
          JSON.stringify({ name: 'sd', longname: 'Pack SD', domains: ['www.sciencedirect.com'] }),
        );
        writeFileSync(
          path.join(dir, 'parser.js'),
          "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
        );
      });
      afterEach(() => {
        delete process.env.SILLAGE_PLATFORM_PACK_WINS;
      });

      async function sourceOfSd(args: string[]): Promise<string | undefined> {
        const { out } = await runCli([
          'platforms',
          'list',
          '--json',
          '--platforms',
          packDir,
          ...args,
        ]);
        const rows = JSON.parse(out) as { name: string; source: string }[];
        return rows.find((row) => row.name === 'sd')?.source;
      }

      it('serves the pack parser by default: no verdict proves the native one equal', async () => {
        expect(await sourceOfSd([])).toBe('pack');
      });

      it('lists as native a platform the verdicts prove equal, as the admin platforms page does', async () => {
        const verdicts = mkdtempSync(path.join(tmpdir(), 'sillage-cli-list-verdicts-'));
        await writeNativeVerdicts(verdicts, [packDir], ['sd']);
        expect(await sourceOfSd(['--verdicts', verdicts])).toBe('native');
        // The data folder's verdicts are read by default, as `sillage process` reads them.
        const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-list-data-'));
        renameSync(verdicts, path.join(dataDir, VERDICTS_FOLDER));
        process.env.SILLAGE_DATA_DIR = dataDir;
        try {
          expect(await sourceOfSd([])).toBe('native');
        } finally {
          delete process.env.SILLAGE_DATA_DIR;
        }
        expect(
          await runCli([
            'platforms',
            'list',
            '--platforms',
            packDir,
            '--pack-wins',
            '--verdicts',
            dataDir,
          ]),
        ).toEqual({
          out: '',
          err: 'sillage: --verdicts and --pack-wins cannot be used together\n',
          exitCode: 1,
        });
      });

      it('lets the pack win with --pack-wins or SILLAGE_PLATFORM_PACK_WINS=true', async () => {
        expect(await sourceOfSd(['--pack-wins'])).toBe('pack');
        process.env.SILLAGE_PLATFORM_PACK_WINS = 'true';
        expect(await sourceOfSd([])).toBe('pack');
      });

      it('refuses a SILLAGE_PLATFORM_PACK_WINS that is not a yes/no word, in one line', async () => {
        process.env.SILLAGE_PLATFORM_PACK_WINS = 'maybe';
        expect(await runCli(['platforms', 'list', '--platforms', packDir])).toEqual({
          out: '',
          err: 'sillage: environment: SILLAGE_PLATFORM_PACK_WINS must be true or false (also 1/0, yes/no, on/off), not "maybe"\n',
          exitCode: 1,
        });
      });
    });
  });

  describe('paths that cannot be used', () => {
    let dir: string;
    let missing: string;
    let aFile: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-platforms-'));
      missing = path.join(dir, 'missing');
      aFile = path.join(dir, 'a-file.txt');
      writeFileSync(aFile, 'text\n');
    });
    afterAll(() => {
      delete process.env.SILLAGE_PLATFORM_PACKS;
      rmSync(dir, { recursive: true, force: true });
    });

    it.each<[string, () => string[], () => string]>([
      [
        'test: a missing folder',
        () => ['platforms', 'test', missing],
        () => `platforms test ${missing}: no such folder`,
      ],
      [
        'test: a file instead of a folder',
        () => ['platforms', 'test', aFile],
        () => `platforms test ${aFile}: not a folder`,
      ],
      [
        'test: a missing --platforms pack',
        () => ['platforms', 'test', ACCEPTANCE_PLATFORMS, '--platforms', missing],
        () => `--platforms ${missing}: no such folder`,
      ],
      [
        'list: a missing --platforms pack',
        () => ['platforms', 'list', '--platforms', missing],
        () => `--platforms ${missing}: no such folder`,
      ],
      [
        'test: a folder with no platform folder in it',
        () => ['platforms', 'test', dir],
        () =>
          `platforms test ${dir}: no platform folder in it (<platform>/manifest.json or <platform>/test/)`,
      ],
      [
        'list: a --platforms folder that is not a pack',
        () => ['platforms', 'list', '--platforms', dir],
        () =>
          `--platforms ${dir}: not an ezPAARSE platforms pack (no <platform>/manifest.json in it)`,
      ],
      [
        'list: a missing --native-tables folder',
        () => ['platforms', 'list', '--native-tables', missing],
        () => `--native-tables ${missing}: no such folder`,
      ],
    ])('%s: one line naming it, exit 1', async (_case, args, message) => {
      expect(await runCli(args())).toEqual({
        out: '',
        err: `sillage: ${message()}\n`,
        exitCode: 1,
      });
    });

    it('list: a missing pack of SILLAGE_PLATFORM_PACKS', async () => {
      process.env.SILLAGE_PLATFORM_PACKS = missing;
      expect(await runCli(['platforms', 'list'])).toEqual({
        out: '',
        err: `sillage: SILLAGE_PLATFORM_PACKS ${missing}: no such folder\n`,
        exitCode: 1,
      });
    });
  });
});

describe("sillage platforms and the data folder's community catalog", () => {
  /** A table of karger's own, from its URL shapes: karger has no native rules. */
  function kargerTable(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-karger-table-'));
    mkdirSync(path.join(dir, 'karger', 'test'), { recursive: true });
    writeFileSync(
      path.join(dir, 'karger', 'manifest.json'),
      readFileSync(path.join(SNAPSHOT, 'karger', 'manifest.json')),
    );
    writeFileSync(
      path.join(dir, 'karger', 'test', 'karger.2024-01-01.csv'),
      'out-unitid;out-doi;out-rtype;out-mime;in-url\n' +
        '373881;10.1159/000373881;ARTICLE;PDF;http://www.karger.com/Article/Pdf/373881\n' +
        '12345;10.1159/000012345;ABS;HTML;http://www.karger.com/Article/Abstract/12345\n',
    );
    return dir;
  }

  it('list and test load it by default, as sillage process does, and say so', async () => {
    const { dataDir, packDir } = dataFolderWithCatalog();
    const listed = await runCli(['platforms', 'list', '--json', '--data-dir', dataDir]);
    expect(listed.exitCode).toBe(0);
    expect(listed.err).toMatch(
      new RegExp(`^sillage: platforms: community catalog ${packDir} \\([0-9a-f]+\\)\n$`),
    );
    const karger = (JSON.parse(listed.out) as { name: string; source: string }[]).filter(
      (row) => row.name === 'karger',
    );
    expect(karger).toEqual([expect.objectContaining({ name: 'karger', source: 'pack' })]);

    const tested = await runCli(['platforms', 'test', kargerTable(), '--data-dir', dataDir]);
    expect(tested.out.trim().split('\n').at(-1)).toBe('2 passed, 0 failed');
    expect(tested.exitCode).toBe(0);
  });

  it('--native-only leaves it out', async () => {
    const { dataDir } = dataFolderWithCatalog();
    const listed = await runCli([
      'platforms',
      'list',
      '--json',
      '--data-dir',
      dataDir,
      '--native-only',
    ]);
    expect(listed.err).toBe('');
    expect(listed.out).not.toContain('"karger"');
    const tested = await runCli([
      'platforms',
      'test',
      kargerTable(),
      '--data-dir',
      dataDir,
      '--native-only',
    ]);
    expect(tested.out).toMatch(/^0 platforms run \(0 fully passing\), 1 without a loaded parser/m);
  });

  it('says why only native rules serve when the data folder has no catalog', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-no-catalog-'));
    const { err, exitCode } = await runCli(['platforms', 'list', '--data-dir', dataDir]);
    expect(err).toBe(
      'sillage: platforms: Native platform rules only: the community platforms catalog has not been fetched yet. ' +
        `(looked in ${path.join(dataDir, 'packs', 'platforms')}; --platforms <dir> gives a pack)\n`,
    );
    expect(exitCode).toBe(0);
  });

  it('refuses a --data-dir that is no folder', async () => {
    const missing = path.join(tmpdir(), 'sillage-no-such-data-dir');
    expect(await runCli(['platforms', 'list', '--data-dir', missing])).toEqual({
      out: '',
      err: `sillage: --data-dir ${missing}: no such folder\n`,
      exitCode: 1,
    });
  });
});

describe('sillage platforms: a test table that cannot be read', () => {
  // A folder where a table should be: read as a file, it fails as an unreadable one would.
  let pack: string;
  let table: string;
  beforeAll(() => {
    pack = mkdtempSync(path.join(tmpdir(), 'sillage-cli-tables-'));
    writeFileSync(path.join(pack, 'manifest.json'), '{}');
    mkdirSync(path.join(pack, 'baz', 'test'), { recursive: true });
    writeFileSync(
      path.join(pack, 'baz', 'manifest.json'),
      '{"name": "baz", "domains": ["baz.example.org"]}',
    );
    // A platform without parser.js is skipped (as the reference skips it): baz has one.
    writeFileSync(
      path.join(pack, 'baz', 'parser.js'),
      "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
    );
    table = path.join(pack, 'baz', 'test', 'baz.csv');
    mkdirSync(table);
  });
  afterAll(() => {
    rmSync(pack, { recursive: true, force: true });
  });

  it.each([
    ['test', (dir: string) => ['platforms', 'test', dir]],
    ['list', (dir: string) => ['platforms', 'list', '--platforms', dir]],
  ])('%s: one line naming the table, exit 1', async (_command, args) => {
    const { out, err, exitCode } = await runCli(args(pack));
    expect(exitCode).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(
      new RegExp(`^sillage: .*cannot read test table ${table}: .*EISDIR[^\\n]*\\n$`),
    );
  });
});
