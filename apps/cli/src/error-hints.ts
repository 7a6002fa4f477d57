import type { Command } from 'commander';

/** Lines a command shows after its usage errors, before the pointer to its help. */
const extraHints = new WeakMap<Command, string>();

/** Adds a line shown after any usage error of `command` (a common mistake and its fix). */
export function addErrorHint(command: Command, hint: string): Command {
  extraHints.set(command, hint);
  return command;
}

/**
 * commander puts its suggestion on a line of its own; joined, the error of a mistyped option is
 * one line: `error: unknown option '--outptu' (did you mean --output?)`.
 */
export function joinSuggestion(text: string): string {
  return text.replace(/\n\(Did you mean (.+)\?\)\n$/, ' (did you mean $1?)\n');
}

/**
 * After a usage error (unknown option, missing argument…), every command says where its help
 * is rather than printing all of it: the error line is what the user needs, and a page of help
 * pushes it off the screen.
 */
export function pointErrorsAtHelp(command: Command, path = command.name()): void {
  const hint = extraHints.get(command);
  command.showHelpAfterError(
    [...(hint === undefined ? [] : [hint]), `see ${path} --help`].join('\n'),
  );
  for (const sub of command.commands) {
    pointErrorsAtHelp(sub, `${path} ${sub.name()}`);
  }
}
