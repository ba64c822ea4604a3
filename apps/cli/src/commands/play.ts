import type { Command } from 'commander';
import { failure } from '../command.js';
import type { ProgramContext } from '../program.js';

// PLACEHOLDER while `escoba play` is being written.
export function registerPlay(program: Command, ctx: ProgramContext): void {
  program
    .command('play')
    .description('(being written)')
    .action(() => ctx.emit(failure('play', 'not written yet')));
}
