/**
 * A mistake on the command line (an option value that cannot be used, a path that is not
 * there): the user's to fix, so it is shown as one line with no stack, and ends the command with
 * its exit status. Anything else thrown is a bug of ours and keeps its stack.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode: number;

  constructor(message: string, options: { exitCode?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.exitCode = options.exitCode ?? 1;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads or checks an option's value with a library function; whatever that throws (the
 * libraries name the file and the bad entry) becomes a CliError that names the option too.
 */
export async function readOptionValue<T>(option: string, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new CliError(`${option}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * The message on one line, as an error of the command line must be: a library's text over
 * several lines (zod's `✖ Invalid input` then `  → at [0]`, for each bad entry) is joined, each
 * `→ at` beside its problem and the problems apart.
 */
export function oneLine(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .reduce(
      (text, line) => (text === '' ? line : `${text}${line.startsWith('→') ? ' ' : '; '}${line}`),
      '',
    );
}

/**
 * Runs a command's body and resolves with its exit status; a CliError it throws is written as
 * `<prefix>: <message>` and gives its own status instead. The one handler of every command.
 */
export async function exitOnCliError(
  run: () => Promise<number>,
  writeError: (text: string) => void,
  prefix = 'sillage',
): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof CliError)) {
      throw error;
    }
    writeError(`${prefix}: ${oneLine(error.message)}\n`);
    return error.exitCode;
  }
}
