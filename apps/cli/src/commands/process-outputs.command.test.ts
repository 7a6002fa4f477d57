import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

const INPUT = path.join(LOGS, 'sd.2012-11-30.300.log');
/** What ends the final progress line: clear to the end of the line, then a line break. */
const CLEAR_LINE = '\x1b[K\n';

async function runTo(output: string, headers: string[], traces?: string) {
  const io = captureIo();
  const code = await runProcessCommand(
    [INPUT],
    processOptions({
      header: ['Crypting-Salt: fixed', ...headers],
      output,
      ...(traces === undefined ? {} : { traces }),
    }),
    io.streams,
    '1',
  );
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return readFileSync(output);
}

/** What a successful run writing the result to `output` says on stderr. */
async function warningsOf(output: string, headers: string[]): Promise<string> {
  const io = captureIo();
  const code = await runProcessCommand(
    [INPUT],
    processOptions({ header: ['Crypting-Salt: fixed', ...headers], output }),
    io.streams,
    '1',
  );
  expect(code).toBe(0);
  return io.err();
}

describe('sillage process outputs', () => {
  it.each([
    ['gzip', gunzipSync],
    ['deflate', inflateSync],
  ] as const)(
    'Response-Encoding: %s compresses the result file',
    async (encoding, expand) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
      const plain = await runTo(path.join(dir, 'plain.csv'), []);
      const suffix = encoding === 'gzip' ? 'gz' : 'zz';
      const packed = await runTo(path.join(dir, `packed.csv.${suffix}`), [
        `Response-Encoding: ${encoding}`,
      ]);
      expect(packed.length).toBeLessThan(plain.length);
      expect(expand(packed).toString('utf8')).toBe(plain.toString('utf8'));
      expect(plain.toString('utf8').split('\n').length).toBeGreaterThan(10);
    },
    60_000,
  );

  it('warns when the result file is named for another format than the one written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const named = path.join(dir, 'out.json');
    expect(await warningsOf(named, [])).toContain(
      `--output ${named}: the result is CSV, not what .json says; -H 'Accept: application/json' writes JSON`,
    );
    expect(readFileSync(named, 'utf8')).toMatch(/^datetime;date;login;platform/);
    // The header asked for, or JSON Lines in a .json file (the reference's naming): no warning.
    expect(await warningsOf(named, ['Accept: application/json'])).toBe('');
    expect(await warningsOf(named, ['Accept: application/jsonl'])).toBe('');
    expect(await warningsOf(path.join(dir, 'out.tsv.gz'), ['Response-Encoding: gzip'])).toContain(
      "the result is CSV, not what .tsv says; -H 'Accept: text/tab-separated-values'",
    );
  }, 60_000);

  it('warns when the result file is named for another compression than the one written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const gz = path.join(dir, 'out.csv.gz');
    expect(await warningsOf(gz, [])).toBe(
      `sillage: warning: --output ${gz}: the result is not compressed, whatever .gz says; -H 'Response-Encoding: gzip' compresses it\n`,
    );
    expect(readFileSync(gz, 'utf8')).toMatch(/^datetime;date;login;platform/);
    const plain = path.join(dir, 'out.csv');
    expect(await warningsOf(plain, ['Response-Encoding: gzip'])).toBe(
      `sillage: warning: --output ${plain}: the result is gzip-compressed (Response-Encoding), which the name does not say\n`,
    );
    const zz = path.join(dir, 'out.csv.zz');
    expect(await warningsOf(zz, ['Response-Encoding: gzip'])).toBe(
      `sillage: warning: --output ${zz}: the result is gzip-compressed (Response-Encoding), which the name does not say (.zz is deflate)\n`,
    );
    // The name and the header agree: nothing to say.
    expect(await warningsOf(gz, ['Response-Encoding: gzip'])).toBe('');
    expect(await warningsOf(zz, ['Response-Encoding: deflate'])).toBe('');
    expect(await warningsOf(plain, [])).toBe('');
  }, 60_000);

  it('Response-Encoding: gzip also compresses the result on stdout', async () => {
    const io = captureIo(readFileSync(INPUT));
    const code = await runProcessCommand(
      [],
      processOptions({ header: ['Crypting-Salt: fixed', 'Response-Encoding: gzip'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const text = gunzipSync(io.outBytes()).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/^datetime;date;login;platform/);
  }, 60_000);

  it('Traces-Level keeps the levels at and above it only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const levelsIn = async (level: string) => {
      const traces = path.join(dir, `${level}.log`);
      await runTo(path.join(dir, `${level}.csv`), [`Traces-Level: ${level}`], traces);
      return new Set(
        readFileSync(traces, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ')[1]),
      );
    };
    const silly = await levelsIn('silly');
    expect([...silly]).toEqual(expect.arrayContaining(['info:', 'silly:']));
    const warn = await levelsIn('warn');
    expect([...warn].filter((level) => level !== 'warn:' && level !== 'error:')).toEqual([]);
    const info = [...(await levelsIn('info'))];
    expect(info).toContain('info:');
    expect(info).not.toContain('silly:');
  }, 60_000);

  it('writes a rejected CSV record into its lines-*.log as JSON, as the reference', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const input = path.join(dir, 'input.csv');
    writeFileSync(
      input,
      'host;login;datetime;url;status;size\n' +
        '10.0.0.1;ann;2012-11-30T00:13:10+01:00;http://unknown.example.org/a;200;12\n',
    );
    const io = captureIo();
    const code = await runProcessCommand(
      [input],
      processOptions({ header: ['Reject-Files: unknown-domains'], rejectsDir: dir }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const lines = readFileSync(path.join(dir, 'lines-unknown-domains.log'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        host: '10.0.0.1',
        login: 'ann',
        datetime: '2012-11-30T00:13:10+01:00',
        url: 'http://unknown.example.org/a',
        status: '200',
        size: '12',
      },
    ]);
  }, 60_000);

  it('warns that Reject-Files writes nothing without --rejects-dir, and still runs', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'unknown-domain.log')],
      processOptions({ header: ['Reject-Files: all'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe(
      'sillage: warning: Reject-Files: the rejected lines are not written without --rejects-dir <dir>\n',
    );
  }, 60_000);

  it('warns that no notification mail is sent, and still runs', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'unknown-domain.log')],
      processOptions({ header: ['ezPAARSE-Job-Notifications: mail<staff@example.org>'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe(
      'sillage: warning: ezPAARSE-Job-Notifications: no mail is sent by sillage process (the server sends them: sillage upload runs the job there)\n',
    );
  }, 60_000);

  it('warns of an input given twice, however written', async () => {
    const log = path.join(LOGS, 'unknown-domain.log');
    const io = captureIo();
    const code = await runProcessCommand(
      [log, path.join(LOGS, '.', 'unknown-domain.log')],
      processOptions({}),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe(
      `sillage: warning: ${log} is given 2 times: its lines are read each time\n`,
    );
  }, 60_000);

  it('warns of reject files an earlier run left in --rejects-dir', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const run = async (header: string) => {
      const io = captureIo();
      const code = await runProcessCommand(
        [path.join(LOGS, 'unknown-domain.log')],
        processOptions({ header: [header], rejectsDir: dir }),
        io.streams,
        '1',
      );
      expect(code).toBe(0);
      return io.err();
    };
    expect(await run('Reject-Files: all')).toBe('');
    expect(await run('Reject-Files: unknown-domains')).toMatch(
      new RegExp(
        `^sillage: warning: --rejects-dir ${dir}: lines-duplicate-ecs\\.log, .*lines-unqualified-ecs\\.log left by an earlier run \\(this run does not write them\\)\n$`,
      ),
    );
    // What this run writes is not named.
    expect(await run('Reject-Files: unknown-domains')).not.toContain('lines-unknown-domains.log');
  }, 60_000);

  it('warns that COUNTER-Mode: r51 writes no COUNTER report without --counter', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ header: ['COUNTER-Mode: r51'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe(
      'sillage: warning: COUNTER-Mode: r51: the COUNTER report is not written without --counter <file>\n',
    );
  }, 60_000);

  it('still writes the raw line of a rejected log line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const io = captureIo();
    await runProcessCommand(
      [path.join(LOGS, 'unknown-domain.log')],
      processOptions({ header: ['Reject-Files: unknown-domains'], rejectsDir: dir }),
      io.streams,
      '1',
    );
    expect(readFileSync(path.join(dir, 'lines-unknown-domains.log'), 'utf8')).toBe(
      readFileSync(path.join(LOGS, 'unknown-domain.log'), 'utf8').replace(/\n*$/, '\n'),
    );
  }, 60_000);

  it('draws a progress bar on a terminal when the input size is known', async () => {
    const io = captureIo('', { tty: true });
    const code = await runProcessCommand(
      [INPUT],
      processOptions({ progress: true, quiet: false }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const last = io.err().split('\r').at(-1) ?? '';
    // Every byte was read by the end: a full bar, whatever the speed.
    expect(last.endsWith(CLEAR_LINE)).toBe(true);
    expect(last.slice(0, -CLEAR_LINE.length)).toMatch(
      /^\[#+\] 100% 0\.1\/0\.1 MiB [\d,]+ lines\/s ETA 0:00$/,
    );
  }, 60_000);

  it('fills the bar over several files, a gzip one among them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const gzip = path.join(dir, 'again.log.gz');
    writeFileSync(gzip, gzipSync(readFileSync(INPUT)));
    const io = captureIo('', { tty: true });
    const code = await runProcessCommand(
      [INPUT, gzip],
      processOptions({ progress: true, quiet: false }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const mib = ((readFileSync(INPUT).length + readFileSync(gzip).length) / 1_048_576).toFixed(1);
    const last = io.err().split('\r').at(-1) ?? '';
    expect(last.slice(0, -CLEAR_LINE.length)).toMatch(
      new RegExp(`^\\[#+\\] 100% ${mib}/${mib} MiB [\\d,]+ lines/s ETA 0:00$`),
    );
  }, 60_000);

  it('draws the whole line on a terminal that reports no width (0 columns)', async () => {
    // A pseudo-terminal with no size set (script, some container consoles) says 0 columns.
    const io = captureIo('', { tty: true, columns: 0 });
    expect(
      await runProcessCommand(
        [INPUT],
        processOptions({ progress: true, quiet: false }),
        io.streams,
        '1',
      ),
    ).toBe(0);
    const last = io.err().split('\r').at(-1) ?? '';
    expect(last.slice(0, -CLEAR_LINE.length)).toMatch(/ ETA 0:00$/);
  }, 60_000);

  it('shows counters on a terminal when reading stdin (size unknown)', async () => {
    const io = captureIo(readFileSync(INPUT), { tty: true });
    const code = await runProcessCommand(
      [],
      processOptions({ progress: true, quiet: false }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const last = io.err().split('\r').at(-1) ?? '';
    expect(last.endsWith(CLEAR_LINE)).toBe(true);
    expect(last.slice(0, -CLEAR_LINE.length)).toMatch(/^283 lines, 21 ECs, [\d,]+ lines\/s$/);
  }, 60_000);

  it('draws no progress with --quiet, even on a terminal', async () => {
    const io = captureIo('', { tty: true });
    await runProcessCommand(
      [INPUT],
      processOptions({ progress: true, quiet: true }),
      io.streams,
      '1',
    );
    expect(io.err()).toBe('');
  }, 60_000);

  it('draws no progress when the result itself goes to the terminal', async () => {
    const io = captureIo('', { tty: true });
    const stdout = Object.assign(io.streams.stdout, { isTTY: true });
    const code = await runProcessCommand(
      [INPUT],
      processOptions({ progress: true, quiet: false, nativeOnly: true }),
      { ...io.streams, stdout },
      '1',
    );
    expect(code).toBe(0);
    expect(io.out()).not.toBe('');
    expect(io.err()).toBe('');
  }, 60_000);

  it('draws nothing when stderr is not a terminal', async () => {
    const io = captureIo();
    await runProcessCommand(
      [INPUT],
      processOptions({ progress: true, quiet: false, nativeOnly: true }),
      io.streams,
      '1',
    );
    expect(io.err()).toBe('');
  }, 60_000);
});
