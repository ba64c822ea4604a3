import type { Command } from 'commander';
import { failure } from '../command.js';
import type { ProgramContext } from '../program.js';

// PLACEHOLDER while `escoba match` is being written.
export function registerMatch(program: Command, ctx: ProgramContext): void {
  program
    .command('match')
    .description('(being written)')
    .action(() => ctx.emit(failure('match', 'not written yet')));
}
