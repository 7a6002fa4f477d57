import { PassThrough } from 'node:stream';
import { Command } from 'commander';
import { FormatAnalysisSchema, type FormatAnalysis } from '@sillage/shared-types';
import { buildProgram } from '../program.js';
import { registerFormatCommand } from './format-check.command.js';

const LINE =
  '247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846';

async function runSillage(args: string[]): Promise<FormatAnalysis> {
  const program = buildProgram({ version: '0.0.0' });
  let written = '';
  program.exitOverride().configureOutput({ writeOut: (text) => (written += text) });
  await program.parseAsync(['node', 'sillage', ...args]);
  return FormatAnalysisSchema.parse(JSON.parse(written));
}

describe('sillage format check', () => {
  it('auto-detects the format of --line and prints the analysis as JSON', async () => {
    const analysis = await runSillage(['format', 'check', '--line', LINE]);
    expect(analysis).toMatchObject({
      autoDetect: true,
      proxy: 'ezproxy',
      strictMatch: true,
      ec: { login: 'THEODORE_MCCLURE', domain: 'www.sciencedirect.com', date: '2012-11-29' },
    });
  });

  it('uses the format and date format given with -H', async () => {
    const analysis = await runSillage([
      'format',
      'check',
      '--line',
      '2012-11-30|bob|http://a.fr/x',
      '-H',
      'Log-Format-apache: %{datetime}<[0-9-]+>|%u|%U',
      '-H',
      'date-format: YYYY-MM-DD',
    ]);
    expect(analysis).toMatchObject({
      autoDetect: false,
      proxy: 'apache',
      format: '%{datetime}<[0-9-]+>|%u|%U',
      strictMatch: true,
      missing: [],
      ec: { login: 'bob', date: '2012-11-30', domain: 'a.fr' },
    });
  });

  it('reads the first line of standard input without --line', async () => {
    const program = new Command('sillage').exitOverride();
    let written = '';
    program.configureOutput({ writeOut: (text) => (written += text) });
    // A log still being written (`tail -f`): the first line is enough, nothing waits for the end.
    const stdin = new PassThrough();
    stdin.write(`${LINE}\nignored second line\n`);
    registerFormatCommand(program, { stdin });
    await program.parseAsync(['node', 'sillage', 'format', 'check']);
    expect(FormatAnalysisSchema.parse(JSON.parse(written))).toMatchObject({
      strictMatch: true,
      proxy: 'ezproxy',
    });
  });

  it.each([
    ['a byte-order mark', `\uFEFF${LINE}\r\n`],
    ['blank lines before it', `\r\n   \n${LINE}\n`],
  ])('reads the first line as `sillage process` does, with %s', async (_case, text) => {
    const program = new Command('sillage').exitOverride();
    let written = '';
    program.configureOutput({ writeOut: (output) => (written += output) });
    const stdin = new PassThrough();
    stdin.write(text);
    registerFormatCommand(program, { stdin });
    await program.parseAsync(['node', 'sillage', 'format', 'check']);
    expect(FormatAnalysisSchema.parse(JSON.parse(written))).toMatchObject({
      strictMatch: true,
      ec: { login: 'THEODORE_MCCLURE' },
    });
  });

  it('refuses a header it does not understand', async () => {
    const program = new Command('sillage').exitOverride();
    let errors = '';
    program.configureOutput({ writeOut: () => undefined, writeErr: (text) => (errors += text) });
    registerFormatCommand(program);
    await expect(
      program.parseAsync([
        'node',
        'sillage',
        'format',
        'check',
        '--line',
        LINE,
        '-H',
        'Accept: text/csv',
      ]),
    ).rejects.toThrow(/not supported/);
    expect(errors).toMatch(/Accept: text\/csv/);
  });

  it('names the known header nearest to a misspelt one, as `sillage process` does', async () => {
    const program = new Command('sillage').exitOverride();
    let errors = '';
    program.configureOutput({ writeOut: () => undefined, writeErr: (text) => (errors += text) });
    registerFormatCommand(program);
    await expect(
      program.parseAsync([
        'node',
        'sillage',
        'format',
        'check',
        '--line',
        LINE,
        '-H',
        'Log-Format-Ezprox: %h %u %t',
      ]),
    ).rejects.toThrow(/not supported/);
    expect(errors.split('\n')[0]).toMatch(
      /unknown header Log-Format-Ezprox \(did you mean Log-Format-ezproxy\?\)/,
    );
  });

  /** Runs `format check` on `stdin`, with what it wrote to each stream and how it ended. */
  async function runCheck(args: string[], stdin = new PassThrough()) {
    const program = new Command('sillage').exitOverride();
    let written = '';
    let errors = '';
    program.configureOutput({
      writeOut: (text) => (written += text),
      writeErr: (text) => (errors += text),
    });
    registerFormatCommand(program, { stdin });
    const ended = await program.parseAsync(['node', 'sillage', 'format', 'check', ...args]).then(
      () => 0,
      (error: unknown) => (error as { exitCode?: number }).exitCode,
    );
    return { exitCode: ended, written, errors };
  }

  it('refuses an empty standard input, or an empty --line: there is no line to check', async () => {
    const empty = new PassThrough();
    empty.end();
    const fromStdin = await runCheck([], empty);
    expect(fromStdin.exitCode).toBe(1);
    expect(fromStdin.written).toBe('');
    expect(fromStdin.errors.split('\n')[0]).toMatch(/^error: no log line to check/);
    const fromOption = await runCheck(['--line', '']);
    expect(fromOption.exitCode).toBe(1);
    expect(fromOption.errors.split('\n')[0]).toMatch(/^error: no log line to check/);
  });

  it('refuses a format it cannot use on its one error line, printing no fields', async () => {
    const { exitCode, written, errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      'Log-Format-ezproxy: %{bad',
    ]);
    expect(exitCode).toBe(1);
    // Fields read by a part of the format would look like a result: a refusal prints none.
    expect(written).toBe('');
    expect(errors.split('\n')[0]).toBe(
      'error: -H Log-Format-ezproxy: Unterminated "%{" at character 1.',
    );
  });

  it('refuses a format over the Log-Format limits before analysing the line, as `sillage process` does', async () => {
    const format = Array.from({ length: 201 }, () => '%h').join(' ');
    const { exitCode, written, errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      `Log-Format-ezproxy: ${format}`,
    ]);
    expect(exitCode).toBe(1);
    expect(written).toBe('');
    expect(errors.split('\n')[0]).toBe(
      'error: Log-Format-ezproxy holds 201 % fields; at most 200 are accepted.',
    );
  });

  it('refuses a line the given format does not match: where it stopped, and nothing as a result', async () => {
    const { exitCode, written, errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      'Log-Format-ezproxy: %h %u %t',
    ]);
    expect(exitCode).toBe(1);
    expect(written).toBe('');
    expect(errors.split('\n')).toEqual([
      'error: the line does not match -H Log-Format-ezproxy: "%h %u %t"; `sillage process` would reject it as of an unknown format.',
      '  matched: "%h %u " (the first 6 characters of the format), which read host=247.63.228.176',
      '  not matched: "%t", from character 7 of the format',
      '  line not read: "THEODORE_MCCLURE [30/Nov/2012:00:14:17 +"…, from character 18 of the line',
      '    247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +…',
      '                     ^',
      '',
    ]);
  });

  it('shows where a long line stops matching, around that place, and when the line ends first', async () => {
    const long = `${'x'.repeat(60)} tail`;
    const middle = await runCheck(['--line', long, '-H', 'Log-Format-apache: %{a}<x+> [%t]']);
    expect(middle.errors.split('\n').slice(3, 6)).toEqual([
      '  line not read: "tail", from character 62 of the line',
      `    …${'x'.repeat(39)} tail`,
      `    ${' '.repeat(41)}^`,
    ]);
    const ended = await runCheck([
      '--line',
      'abc',
      '-H',
      'Log-Format-apache: %{a}<[a-z]+> %{b}<x>',
    ]);
    expect(ended.errors.split('\n').slice(3, 6)).toEqual([
      '  line not read: nothing, the format goes on after the end of the line (3 characters)',
      '    abc',
      '       ^',
    ]);
  });

  it('says when no part of the given format matches the line', async () => {
    const { exitCode, errors } = await runCheck([
      '--line',
      'hello',
      '-H',
      'Log-Format-ezproxy: [%t] %U',
    ]);
    expect(exitCode).toBe(1);
    expect(errors.split('\n').slice(1, 3)).toEqual([
      '  matched: nothing, not even the start of the format',
      '  not matched: "[%t] %U", from character 1 of the format',
    ]);
  });

  it('refuses a line no known format matches when none is given, saying how to give one', async () => {
    const { exitCode, written, errors } = await runCheck(['--line', 'not a log line at all']);
    expect(exitCode).toBe(1);
    expect(written).toBe('');
    expect(errors.split('\n')[0]).toBe(
      'error: no known log format matches the line; give the one your proxy writes with -H "Log-Format-ezproxy|apache|squid: <format>"',
    );
  });

  it('prints the analysis of a refused line too with --json, for tools that read it', async () => {
    const { exitCode, written } = await runCheck([
      '--json',
      '--line',
      LINE,
      '-H',
      'Log-Format-ezproxy: %h %u %t',
    ]);
    expect(exitCode).toBe(1);
    expect(FormatAnalysisSchema.parse(JSON.parse(written))).toMatchObject({
      strictMatch: false,
      formatBreak: 6,
      lineBreak: 17,
      ec: { host: '247.63.228.176' },
    });
  });

  it.each([
    ['Log-Format-squid: %{bad', 'Log-Format-squid'],
    ['log-format-apache: %{bad', 'log-format-apache'],
  ])('names the header a format it cannot use came from (%s)', async (header, name) => {
    const { exitCode, errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      header,
      '-H',
      'Date-Format: DD/MMM/YYYY:HH:mm:ss Z',
    ]);
    expect(exitCode).toBe(1);
    expect(errors.split('\n')[0]).toBe(`error: -H ${name}: Unterminated "%{" at character 1.`);
  });

  it('names the Log-Format header it read when several are given', async () => {
    const { errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      'Log-Format-squid: %h %u',
      '-H',
      'Log-Format-ezproxy: %{bad',
    ]);
    expect(errors.split('\n')[0]).toBe(
      'error: -H Log-Format-ezproxy: Unterminated "%{" at character 1.',
    );
  });

  it('leaves a bad date format named as its own error names it', async () => {
    const { exitCode, errors } = await runCheck([
      '--line',
      LINE,
      '-H',
      'Log-Format-ezproxy: %h %u %t',
      '-H',
      'Date-Format: [YYYY',
    ]);
    expect(exitCode).toBe(1);
    expect(errors.split('\n')[0]).toBe('error: Date-Format "[YYYY": "[" is never closed by "]".');
  });
});
