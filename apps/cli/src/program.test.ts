import type { Command } from 'commander';
import { buildProgram } from './program.js';

describe('sillage program', () => {
  it('prints its version', async () => {
    const program = buildProgram({ version: '1.2.3' });
    let written = '';
    program.exitOverride().configureOutput({ writeOut: (text) => (written += text) });
    await expect(program.parseAsync(['node', 'sillage', '--version'])).rejects.toMatchObject({
      code: 'commander.version',
    });
    expect(written.trim()).toBe('1.2.3');
  });

  it('describes itself in --help', () => {
    expect(buildProgram({ version: '1.2.3' }).helpInformation()).toContain('Usage: sillage');
  });

  it('shows each default once, and no "(default: [])" for a repeatable option', () => {
    const saved = { ...process.env };
    process.env.SILLAGE_SERVER = 'https://sillage.example.org';
    process.env.SILLAGE_USER = 'alice@example.org';
    try {
      const program = buildProgram({ version: '1.2.3' });
      const helpOf = (name: string) =>
        program.commands.find((command) => command.name() === name)?.helpInformation() ?? '';
      const upload = helpOf('upload').replace(/\s+/g, ' ');
      expect(upload).toContain(
        '--server <url> the server (default: $SILLAGE_SERVER, else http://localhost:3000)',
      );
      // Neither the server's address nor the account's is printed as a second default.
      expect(upload).not.toContain('example.org');
      expect(upload.match(/\(default/g)).toHaveLength(3);
      for (const name of ['upload', 'process']) {
        expect(helpOf(name)).toContain('--header');
        expect(helpOf(name)).not.toContain('(default: [])');
      }
    } finally {
      process.env = saved;
    }
  });

  it('says where DIR goes when a variadic option of platforms test took it', async () => {
    const program = buildProgram({ version: '1.2.3' });
    let errors = '';
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((text) => {
      errors += String(text);
      return true;
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    try {
      await expect(
        program.parseAsync(['node', 'sillage', 'platforms', 'test', '--only', 'sd', 'some-dir']),
      ).rejects.toThrow('exit');
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
    expect(errors).toContain("error: missing required argument 'dir'");
    expect(errors).toContain('DIR goes before --only or --platforms (or after --)');
  });

  it('process --help ends with the exit statuses a script can rely on', async () => {
    const program = buildProgram({ version: '1.2.3' });
    let written = '';
    program.exitOverride();
    const process = program.commands.find((command) => command.name() === 'process');
    process?.exitOverride().configureOutput({ writeOut: (text) => (written += text) });
    await expect(
      program.parseAsync(['node', 'sillage', 'process', '--help']),
    ).rejects.toMatchObject({ code: 'commander.helpDisplayed' });
    expect(written).toMatch(
      /Exit status:\n {2}0 +done, or stopped because the reader of standard output left \(\| head\)\n {2}1 .+\n {2}2 .+\n {2}130 +interrupted/,
    );
  });
});

describe('sillage usage errors', () => {
  /** Runs argv with the error output and exit of every command captured. */
  async function usageError(args: string[]) {
    const program = buildProgram({ version: '1.2.3' });
    let errors = '';
    const capture = (command: Command) => {
      command.exitOverride().configureOutput({ writeErr: (text) => (errors += text) });
      command.commands.forEach(capture);
    };
    capture(program);
    const error: unknown = await program
      .parseAsync(['node', 'sillage', ...args])
      .catch((thrown: unknown) => thrown);
    return { errors, error };
  }

  it('an unknown option is one line naming it, with the near option, and where help is', async () => {
    const { errors, error } = await usageError(['process', '--outptu', 'x']);
    expect(errors).toBe(
      "error: unknown option '--outptu' (did you mean --output?)\nsee sillage process --help\n",
    );
    expect(error).toMatchObject({ code: 'commander.unknownOption', exitCode: 1 });
  });

  it.each(['', ' ', 'abc', '-1', '1.5', '65'])(
    'process --threads %j is refused, not taken as a count',
    async (value) => {
      const { errors, error } = await usageError(['process', '--threads', value, 'x.log']);
      expect(errors).toContain(
        `option '--threads <n>' argument '${value}' is invalid. expected a whole number from 0 to 64`,
      );
      expect(error).toMatchObject({ code: 'commander.invalidArgument', exitCode: 1 });
    },
  );

  it('an unknown option with nothing near is named alone', async () => {
    const { errors } = await usageError(['platforms', 'list', '--frobnicate']);
    expect(errors).toBe(
      "error: unknown option '--frobnicate'\nsee sillage platforms list --help\n",
    );
  });
});

describe('sillage help', () => {
  /** Runs argv with the output, error output and exit of every command captured. */
  async function run(args: string[]) {
    const program = buildProgram({ version: '1.2.3' });
    let output = '';
    let errors = '';
    const capture = (command: Command) => {
      command.exitOverride().configureOutput({
        writeOut: (text) => (output += text),
        writeErr: (text) => (errors += text),
      });
      command.commands.forEach(capture);
    };
    capture(program);
    const error: unknown = await program
      .parseAsync(['node', 'sillage', ...args])
      .catch((thrown: unknown) => thrown);
    return { output, errors, error };
  }

  it('help of an unknown command is one line saying so, and fails', async () => {
    const { output, errors, error } = await run(['help', 'nope']);
    expect(output).toBe('');
    expect(errors).toBe("error: unknown command 'nope'\nsee sillage --help\n");
    expect(error).toMatchObject({ code: 'commander.unknownCommand', exitCode: 1 });
  });

  it('help of a misspelt command names the near one', async () => {
    const { errors } = await run(['help', 'proces']);
    expect(errors).toBe(
      "error: unknown command 'proces' (did you mean process?)\nsee sillage --help\n",
    );
  });

  it('help of an unknown sub-command says so in the command that lacks it', async () => {
    const { errors, error } = await run(['platforms', 'help', 'nope']);
    expect(errors).toBe("error: unknown command 'nope'\nsee sillage platforms --help\n");
    expect(error).toMatchObject({ exitCode: 1 });
  });

  it('help of a known command prints its help', async () => {
    const { output, errors, error } = await run(['help', 'process']);
    expect(output).toContain('Usage: sillage process');
    expect(errors).toBe('');
    expect(error).toMatchObject({ exitCode: 0 });
  });

  it('help of a path of commands walks down to the last one', async () => {
    const { output, errors, error } = await run(['help', 'platforms', 'verify']);
    expect(output).toContain('Usage: sillage platforms verify');
    expect(errors).toBe('');
    expect(error).toMatchObject({ exitCode: 0 });
    const wrong = await run(['help', 'platforms', 'verfy']);
    expect(wrong.output).toBe('');
    expect(wrong.errors).toBe(
      "error: unknown command 'verfy' (did you mean verify?)\nsee sillage platforms --help\n",
    );
  });

  it('help alone prints the help of sillage, listing help among the commands', async () => {
    const { output, error } = await run(['help']);
    expect(output).toContain('Usage: sillage');
    expect(output).toMatch(/\n {2}help \[command\.\.\.\] +display help for command\n/);
    expect(error).toMatchObject({ exitCode: 0 });
  });
});
