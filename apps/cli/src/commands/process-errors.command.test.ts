import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand, type ProcessOptions } from './process.command.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-errors-'));
const missing = path.join(dir, 'missing');
const aFile = path.join(dir, 'a-file.txt');
const notJson = path.join(dir, 'bad.json');
const aFolder = path.join(dir, 'a-folder');
writeFileSync(aFile, 'text\n');
writeFileSync(notJson, '{bad');
// JSON, but of the wrong shape in several places (zod words each on lines of its own).
const badEntries = path.join(dir, 'bad-entries.json');
writeFileSync(badEntries, '[1, 2]');
mkdirSync(aFolder);
// A link into a folder that is not there: writing through it would fail after the whole job.
const danglingLink = path.join(dir, 'dangling.csv');
symlinkSync(path.join(missing, 'x.csv'), danglingLink);

async function run(extra: Partial<ProcessOptions>) {
  const io = captureIo();
  const code = await runProcessCommand(
    [path.join(LOGS, 'sd.mini.log')],
    processOptions({ nativeOnly: true, ...extra }),
    io.streams,
    '1',
  );
  return { code, out: io.out(), err: io.err() };
}

describe('sillage process: a data folder named by SILLAGE_DATA_DIR', () => {
  const saved = process.env.SILLAGE_DATA_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.SILLAGE_DATA_DIR;
    else process.env.SILLAGE_DATA_DIR = saved;
  });

  it('is refused when missing, as --data-dir is, and --data-dir wins over it', async () => {
    process.env.SILLAGE_DATA_DIR = missing;
    // (The tests' options name an empty data folder; this one names none.)
    const { dataDir: _unset, ...withoutDataDir } = processOptions();
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      { ...withoutDataDir, nativeOnly: true },
      io.streams,
      '1',
    );
    const refused = { code, err: io.err() };
    expect(refused.err).toBe(`sillage: SILLAGE_DATA_DIR ${missing}: no such folder\n`);
    expect(refused.code).toBe(1);
    expect((await run({ dataDir: aFolder })).code).toBe(0);
  });
});

describe('sillage process: options that cannot be used', () => {
  it.each<[string, Partial<ProcessOptions>, string]>([
    [
      'a header without a colon',
      { header: ['Accept application/json'] },
      '--header "Accept application/json": expected "Name: value"',
    ],
    [
      'a missing pack folder',
      { nativeOnly: false, platforms: [missing] },
      `--platforms ${missing}: no such folder`,
    ],
    [
      'a file as pack folder',
      { nativeOnly: false, platforms: [aFile] },
      `--platforms ${aFile}: not a folder`,
    ],
    [
      'a folder that is not a pack',
      { nativeOnly: false, platforms: [aFolder] },
      `--platforms ${aFolder}: not an ezPAARSE platforms pack (no <platform>/manifest.json in it)`,
    ],
    [
      'a missing verdicts folder',
      { nativeOnly: false, verdicts: missing },
      `--verdicts ${missing}: no such folder`,
    ],
    [
      '--pack-wins with --native-only',
      { packWins: true },
      '--native-only and --pack-wins cannot be used together',
    ],
    [
      '--verdicts with --native-only',
      { verdicts: aFolder },
      '--verdicts and --native-only cannot be used together',
    ],
    [
      '--verdicts with --pack-wins',
      { nativeOnly: false, packWins: true, verdicts: aFolder },
      '--verdicts and --pack-wins cannot be used together',
    ],
    ['a missing data folder', { dataDir: missing }, `--data-dir ${missing}: no such folder`],
    ['a missing knowledge-base folder', { pkb: [missing] }, `--pkb ${missing}: no such folder`],
    [
      'a missing exclusions folder',
      { exclusions: missing },
      `--exclusions ${missing}: no such folder`,
    ],
    ['a missing predefined file', { predefined: missing }, `--predefined ${missing}: no such file`],
    [
      'a missing COUNTER-Robots file',
      { counterRobots: missing },
      `--counter-robots ${missing}: no such file`,
    ],
    ['a missing fields file', { fields: missing }, `--fields ${missing}: no such file`],
    ['a folder as fields file', { fields: aFolder }, `--fields ${aFolder}: it is a directory`],
    ['a missing on-campus file', { onCampus: missing }, `--on-campus ${missing}: no such file`],
    [
      'a result file in a missing folder',
      { output: path.join(missing, 'x.csv') },
      `--output ${path.join(missing, 'x.csv')}: its folder ${missing}: no such folder`,
    ],
    ['a folder as result file', { output: aFolder }, `--output ${aFolder}: it is a directory`],
    // An unset variable in a script: `-o "$OUT"`.
    ['an empty result file name', { output: '' }, '--output : no file name given'],
    ['an empty report file name', { report: '' }, '--report : no file name given'],
    [
      'a result file name ending with a slash',
      { output: `${missing}/` },
      `--output ${missing}/: names a folder (it ends with "/"): give a file name`,
    ],
    [
      'a symbolic link into a missing folder as result file',
      { output: danglingLink },
      `--output ${danglingLink}: its folder ${missing}: no such folder`,
    ],
    [
      'a report in a missing folder',
      { report: path.join(missing, 'r.json') },
      `--report ${path.join(missing, 'r.json')}: its folder ${missing}: no such folder`,
    ],
    [
      'traces in a missing folder',
      { traces: path.join(missing, 't.log') },
      `--traces ${path.join(missing, 't.log')}: its folder ${missing}: no such folder`,
    ],
    [
      'COUNTER files in a missing folder',
      { counter: path.join(missing, 'c.json') },
      `--counter ${path.join(missing, 'c.json')}: its folder ${missing}: no such folder`,
    ],
    [
      'a rejects folder under a file',
      { rejectsDir: path.join(aFile, 'rejects') },
      `--rejects-dir ${path.join(aFile, 'rejects')}: ${aFile}: not a folder`,
    ],
  ])('%s: one line naming the option, exit 1, nothing processed', async (_case, extra, message) => {
    const { code, out, err } = await run(extra);
    expect(err).toBe(`sillage: ${message}\n`);
    expect(code).toBe(1);
    expect(out).toBe('');
  });

  it.each<[string, Partial<ProcessOptions>, string]>([
    [
      '--predefined',
      { predefined: notJson },
      `--predefined: Cannot read predefined settings ${notJson}: `,
    ],
    [
      '--counter-robots',
      { counterRobots: notJson },
      `--counter-robots: ${notJson} is not valid JSON: `,
    ],
    ['--fields', { fields: notJson }, `--fields: ${notJson} is not valid JSON: `],
  ])('%s: a file that is not JSON is named in one line', async (_option, extra, start) => {
    const { code, out, err } = await run(extra);
    expect(err.startsWith(`sillage: ${start}`)).toBe(true);
    // The parser's words, not the name of its error class.
    expect(err).not.toContain('SyntaxError');
    expect(err.trimEnd().split('\n')).toHaveLength(1);
    expect(code).toBe(1);
    expect(out).toBe('');
  });

  it.each<[string, Partial<ProcessOptions>, string]>([
    [
      '--counter-robots',
      { counterRobots: badEntries },
      `--counter-robots: ${badEntries} is not a COUNTER-Robots list: `,
    ],
    [
      '--on-campus',
      { onCampus: badEntries },
      `--on-campus: ${badEntries} is not a list of IP ranges or {label, ranges} entries: `,
    ],
  ])('%s: a file with several bad entries is told in one line', async (_option, extra, start) => {
    const { code, out, err } = await run(extra);
    expect(err.startsWith(`sillage: ${start}`)).toBe(true);
    expect(err.trimEnd().split('\n')).toHaveLength(1);
    expect(err).toMatch(/\[0\].*\[1\]/);
    expect(code).toBe(1);
    expect(out).toBe('');
  });

  // /dev/full takes the file's opening and refuses every write with the kernel's own ENOSPC.
  it.each<[string, Partial<ProcessOptions>]>([
    ['--output', { output: '/dev/full' }],
    ['--report', { report: '/dev/full' }],
  ])('%s on a full disk: one line naming the file, exit 1', async (option, extra) => {
    const { code, err } = await run(extra);
    expect(err).toBe(`sillage: ${option} /dev/full: not written: no space left on device\n`);
    expect(code).toBe(1);
  });

  it('leaves at --report the report of the run that failed, not that of an earlier one', async () => {
    const report = path.join(dir, 'failed-run.json');
    writeFileSync(report, '{"general":{"Job-Done":true}}\n');
    const { code } = await run({ output: '/dev/full', report });
    expect(code).toBe(1);
    const general = (
      JSON.parse(readFileSync(report, 'utf8')) as { general: Record<string, unknown> }
    ).general;
    expect(general).toMatchObject({ 'Job-Done': false, status: 5000 });
    expect(general['status-message']).toMatch(/no space left on device/i);
  });

  it('refuses an input or an output that --rejects-dir would write, before any work', async () => {
    const rejects = path.join(dir, 'rejects');
    mkdirSync(rejects, { recursive: true });
    // Rejected lines taken up again with a better format, from the folder they were written to.
    const input = path.join(rejects, 'lines-unknown-formats.log');
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    writeFileSync(input, log);
    const other = path.join(dir, 'access.log');
    writeFileSync(other, log);
    const denied = path.join(rejects, 'denied-ecs.csv');
    const cases: [string, Partial<ProcessOptions>, string][] = [
      [input, { rejectsDir: rejects }, `the input ${input}`],
      [other, { rejectsDir: rejects, output: denied }, `--output ${denied}`],
    ];
    for (const [file, extra, what] of cases) {
      const io = captureIo();
      const code = await runProcessCommand(
        [file],
        processOptions({ nativeOnly: true, header: ['Reject-Files: all'], ...extra }),
        io.streams,
        '1',
      );
      expect({ code, err: io.err(), out: io.out() }).toEqual({
        code: 1,
        err: `sillage: ${what}: --rejects-dir ${rejects} writes a file of that name; choose another folder for the rejects\n`,
        out: '',
      });
    }
    expect(readFileSync(input)).toEqual(log);
  }, 60_000);

  it('refuses to write over an input or twice to one file, before any work', async () => {
    const input = path.join(dir, 'access.log');
    const log = readFileSync(path.join(LOGS, 'sd.mini.log'));
    writeFileSync(input, log);
    const result = path.join(dir, 'result.csv');
    const cases: [Partial<ProcessOptions>, string][] = [
      [{ output: input }, `--output ${input}: it is also the input ${input}; choose another file`],
      // Another spelling of the same file.
      [
        { report: path.join(dir, '.', 'access.log') },
        `--report ${path.join(dir, '.', 'access.log')}: it is also the input ${input}; choose another file`,
      ],
      [
        { output: result, traces: result },
        `--traces ${result}: it is also the --output file; choose another file`,
      ],
    ];
    for (const [extra, message] of cases) {
      const io = captureIo();
      const code = await runProcessCommand(
        [input],
        processOptions({ nativeOnly: true, ...extra }),
        io.streams,
        '1',
      );
      expect({ code, err: io.err(), out: io.out() }).toEqual({
        code: 1,
        err: `sillage: ${message}\n`,
        out: '',
      });
    }
    expect(readFileSync(input)).toEqual(log);
    // Devices take several outputs.
    const io = captureIo();
    expect(
      await runProcessCommand(
        [input],
        processOptions({ nativeOnly: true, output: '/dev/null', report: '/dev/null' }),
        io.streams,
        '1',
      ),
    ).toBe(0);
  }, 60_000);

  it('checks --report before the job runs: no result is printed and lost', async () => {
    // Without -o the result goes to stdout: a report that cannot be written must stop it first.
    const { code, out, err } = await run({ report: path.join(missing, 'r.json') });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^sillage: --report /);
  });
});

describe('sillage process of a log named .csv', () => {
  // Read as CSV by its name, a log's first line became the header row and every other line a
  // record without a url: exit 0, no event, no word.
  it('fails with 4029, quoting the header row it read', async () => {
    const input = path.join(dir, 'log-named.csv');
    writeFileSync(input, readFileSync(path.join(LOGS, 'sd.mini.log')));
    const io = captureIo();
    const code = await runProcessCommand([input], processOptions({}), io.streams, '1');
    expect(code).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(/^sillage: error 4029: .*no "url" column in its header row \("/);
  }, 60_000);
});
