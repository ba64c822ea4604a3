import { Help, type Command, type Option } from 'commander';
import type { Messages } from './messages/index.js';

/**
 * Makes commander speak `m`'s language: the headings and placeholders of every help, `(default: ...)`, the help
 * and version options, the help command, and its own error lines. Call it on the program before adding commands,
 * which inherit it.
 */
export function localize(program: Command, m: Messages, version: string): Command {
  const { help } = m;
  const placeholders = (text: string) => text.replace(/\[(options|command)\]/g, (p) => help.placeholders[p] ?? p);
  return program
    .configureHelp({
      styleTitle: (title) => help.titles[title] ?? title,
      commandUsage(cmd: Command) {
        return placeholders(Help.prototype.commandUsage.call(this, cmd));
      },
      subcommandTerm(cmd: Command) {
        return placeholders(Help.prototype.subcommandTerm.call(this, cmd));
      },
      optionDescription(option: Option) {
        return Help.prototype.optionDescription.call(this, option).replace(/\(default: (.*)\)$/, (_, value: string) => `(${help.defaultValue(value)})`);
      },
    })
    .helpOption('-h, --help', help.helpOption)
    .helpCommand('help [command]', help.helpCommand)
    .version(version, '-V, --version', help.versionOption)
    .showHelpAfterError(help.afterError);
}
