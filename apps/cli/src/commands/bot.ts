import type { Command } from 'commander';
import { failure } from '../command.js';
import type { ProgramContext } from '../program.js';

// PLACEHOLDER while `escoba bot` is being written.
export function registerBot(program: Command, ctx: ProgramContext): void {
  program
    .command('bot')
    .description('(being written)')
    .action(() => ctx.emit(failure('bot', 'not written yet')));
}
