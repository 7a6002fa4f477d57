import { Command, Help } from 'commander';
import { joinSuggestion, pointErrorsAtHelp } from './error-hints.js';
import { addHelpCommands } from './help-command.js';
import { registerFormatCommand } from './commands/format-check.command.js';
import { registerPlatformsCommand } from './commands/platforms.command.js';
import { registerProcessCommand } from './commands/process.command.js';
import { registerUploadCommand } from './commands/upload.command.js';

export interface ProgramInfo {
  version: string;
}

/**
 * The `sillage` command line. Every sub-command is registered here, in one visible list; each
 * lives in `commands/<name>.command.ts` and exports a `register…Command(program)` function.
 */
export function buildProgram({ version }: ProgramInfo): Command {
  const program = new Command('sillage')
    .description('Turn proxy and web-server access logs into enriched usage events and reports.')
    .version(version, '-v, --version')
    // Set before the sub-commands are added, which take it over.
    .configureOutput({
      outputError: (text, write) => {
        write(joinSuggestion(text));
      },
    })
    // A repeatable option starts from an empty list, which is no default worth a "(default: [])".
    .configureHelp({
      optionDescription: (option) =>
        new Help().optionDescription(option).replace(/ \(default: \[\]\)$/, ''),
    });
  registerFormatCommand(program);
  registerPlatformsCommand(program);
  registerProcessCommand(program, version);
  registerUploadCommand(program);
  addHelpCommands(program);
  pointErrorsAtHelp(program);
  return program;
}
