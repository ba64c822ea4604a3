import type { Command } from 'commander';
import { failure } from '../command.js';
import type { ProgramContext } from '../program.js';

// PLACEHOLDER while `escoba analyze` is being written.
export function registerAnalyze(program: Command, ctx: ProgramContext): void {
  program
    .command('analyze')
    .description('(being written)')
    .action(() => ctx.emit(failure('analyze', 'not written yet')));
}
