import type { Command } from 'commander';

/**
 * Replaces commander's implicit `help [command]` of every command that has sub-commands by one
 * that treats an unknown name as the usage error it is: commander's own prints the whole help
 * (on stderr, status 1) for `sillage help nope`, which hides what went wrong. Here the name is
 * parsed as a command of the parent, so `help nope` fails exactly as `sillage nope` does: one
 * line, the near command if there is one, and where help is.
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
    .argument('[command]')
    .description('display help for command')
    .action(async (name: string | undefined) => {
      if (name === undefined) {
        command.help();
      }
      const target = command.commands.find(
        (sub) => sub.name() !== 'help' && (sub.name() === name || sub.aliases().includes(name)),
      );
      if (target === undefined) {
        await command.parseAsync([name], { from: 'user' });
        return;
      }
      target.help();
    });
}
