import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

describe('sillage process -H with a header no job reads', () => {
  // The HTTP API ignores such a header, as ezPAARSE does; the CLI runs the job the same way but
  // says so, since `Ouput-Fields` would otherwise leave the output unchanged without a word.
  it('warns on stderr naming it and the nearest known header, and still runs', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({
        header: ['Ouput-Fields: -host', 'Log-Format-Ezprox: %h %u %t "%r" %s %b', 'Frobnicate: 1'],
      }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe(
      [
        'sillage: warning: unknown header Ouput-Fields (did you mean Output-Fields?), ignored',
        'sillage: warning: unknown header Log-Format-Ezprox (did you mean Log-Format-ezproxy?), ignored',
        'sillage: warning: unknown header Frobnicate, ignored',
        '',
      ].join('\n'),
    );
    expect(io.out().split('\n')[0]).toContain('host');
  }, 60_000);

  it('says nothing of known headers, in any case', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ header: ['output-fields: -host', 'CRYPTED-FIELDS: login'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toBe('');
    expect(io.out().split('\n')[0]).not.toContain('host');
  }, 60_000);
});

describe('sillage process -H Output-Fields removing every column', () => {
  const run = async (headers: string[]) => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ nativeOnly: true, header: headers }),
      io.streams,
      '1',
    );
    return { code, out: io.out(), err: io.err() };
  };

  it('fails with 4028 for a CSV result instead of rows of nothing; JSON keeps its fields', async () => {
    // Every column a plain run writes, each removed.
    const columns = (await run([])).out.split('\n')[0]?.split(';') ?? [];
    expect(columns.length).toBeGreaterThan(20);
    const removeAll = `Output-Fields: ${columns.map((name) => `-${name}`).join(',')}`;
    const csv = await run([removeAll]);
    expect({ code: csv.code, out: csv.out }).toEqual({ code: 1, out: '' });
    expect(csv.err).toMatch(/^sillage: error 4028: Output-Fields removes every column/);
    // One column left is a result.
    const one = await run([
      `Output-Fields: ${columns
        .slice(1)
        .map((name) => `-${name}`)
        .join(',')}`,
    ]);
    expect({ code: one.code, header: one.out.split('\n')[0] }).toEqual({
      code: 0,
      header: columns[0],
    });
    const json = await run([removeAll, 'Accept: application/json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toHaveLength(2);
  }, 60_000);
});

describe('sillage process -H with names a job does not know in a list header', () => {
  // Accepted, as the reference accepts them, but named in the traces and on stderr: a misspelt
  // category or platform would otherwise change nothing without a word.
  it('warns in the traces and on stderr, naming the header, the value and what is accepted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-unknown-values-'));
    const traces = path.join(dir, 'traces.log');
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({
        header: ['Reject-Files: duplicate-ecs, duplicates', 'Force-Parser: Wiley'],
        rejectsDir: dir,
        traces,
      }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const rejectFiles =
      'Reject-Files: unknown value "duplicates", ignored; accepted: all, none, unknown-formats,';
    const forceParser = 'Force-Parser: unknown platform "Wiley" (did you mean wiley?), ignored;';
    const traced = readFileSync(traces, 'utf8');
    expect(traced).toContain(` warn: ${rejectFiles}`);
    expect(traced).toContain(` warn: ${forceParser}`);
    expect(io.err()).toContain(`sillage: warning: ${rejectFiles}`);
    expect(io.err()).toContain(`sillage: warning: ${forceParser}`);
  }, 60_000);
});

describe('sillage process -H with a log format it cannot use', () => {
  // The job fails naming the header that holds the format, spelt as it was typed.
  it.each(['log-format-ezproxy', 'LOG-FORMAT-EZPROXY', 'Log-Format-ezproxy'])(
    'names -H %s as typed',
    async (name) => {
      const io = captureIo();
      const code = await runProcessCommand(
        [path.join(LOGS, 'sd.mini.log')],
        processOptions({ header: [`${name}: %h %{`] }),
        io.streams,
        '1',
      );
      expect(code).toBe(1);
      expect(io.err()).toBe(`sillage: error 4003: ${name}: Unterminated "%{" at character 4.\n`);
      expect(io.out()).toBe('');
    },
    60_000,
  );
});

describe('sillage process -H Crypted-Fields that would crypt nothing', () => {
  // `host;login` hashed no field: the logins and addresses went out in clear.
  it('fails before writing a line, saying how to write the list', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ header: ['Crypted-Fields: host;login'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(
      /^sillage: error 4028: Crypted-Fields "host;login": .*separate the fields with commas/,
    );
  }, 60_000);
});

describe('sillage process with an Output-Fields addition no event fills', () => {
  // Only the run's end knows that no event filled it: said then, once, with the near name.
  it('warns once the run has ended, naming the field it looks like', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ header: ['Output-Fields: +publisher, +size'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err().match(/Output-Fields/g)).toHaveLength(1);
    expect(io.err()).toContain(
      'sillage: warning: Output-Fields +publisher (did you mean +publisher_name?): no event had a value for it, so its column is empty\n',
    );
  }, 60_000);
});

describe('sillage process with a Date-Format that reads none of the dates', () => {
  // The job ends well with no event; the report's alert says why, and so does the terminal.
  it('ends with 0 and warns on stderr with the report alert, quoting the Date-Format', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({ header: ['Date-Format: YYYY-MM-DD'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).toMatch(
      /^sillage: warning: No date could be read with Date-Format "YYYY-MM-DD".*: all \d+ lines read by the log format were left out\n$/m,
    );
  }, 60_000);

  it('says nothing of dates when the Date-Format reads them', async () => {
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.mini.log')],
      processOptions({}),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    expect(io.err()).not.toContain('Date-Format');
  }, 60_000);
});
