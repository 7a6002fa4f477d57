import type { Command } from 'commander';

/**
 * Replaces commander's implicit `help [command]` of every command that has sub-commands by one
 * that treats an unknown name as the usage error it is: commander's own prints the whole help
 * (on stderr, status 1) for `sillage help nope`, which hides what went wrong. Here the name is
 * parsed as a command of the parent, so `help nope` fails exactly as `sillage nope` does: one
 * line, the near command if there is one, and where help is. A path (`help platforms verify`)
 * walks down the sub-commands, as `sillage platforms verify --help` would.
 */
export function addHelpCommands(command: Command): void {
  if (command.commands.length === 0) {
    return;
  }
  for (const sub of command.commands) {
    addHelpCommands(sub);
  }
  command.helpCommand(false);
  command
    .command('help')
    .argument('[command...]', 'a command, or a path of them: help platforms verify')
    .description('display help for command')
    .action(async (names: string[]) => {
      let target = command;
      for (const [index, name] of names.entries()) {
        const sub = target.commands.find(
          (candidate) =>
            candidate.name() !== 'help' &&
            (candidate.name() === name || candidate.aliases().includes(name)),
        );
        if (sub === undefined) {
          await target.parseAsync(names.slice(index), { from: 'user' });
          return;
        }
        target = sub;
      }
      target.help();
    });
}
