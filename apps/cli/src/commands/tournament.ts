import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { failure, lines } from '../command.js';
import { MatchError } from '../duplicate/play.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { chooseTable } from '../table-choice.js';
import { tournamentMessages } from '../tournament/messages.js';
import { parseTournament, type TournamentCommandOptions } from '../tournament/options.js';
import { standingsJson, standingsText } from '../tournament/report.js';

interface Options extends TournamentCommandOptions {
  readonly game?: string;
  readonly seats?: string;
  readonly partnerships?: boolean;
  readonly rules?: string;
  readonly lang?: string;
}

/** The file of game `n`'s record in the records directory. */
export const recordFile = (n: number): string => `game-${String(n).padStart(4, '0')}.json`;

/** `escoba tournament`: a whole tournament of bots through `@escoba/tournament`, each game on the match's seeded loop. */
export function registerTournament(program: Command, ctx: ProgramContext): void {
  const h = tournamentMessages(ctx.lang).help;
  const repeat = (value: string, previous: string[] = []) => [...previous, value];
  ctx
    .langOption(
      describeCommand(program, 'tournament', h)
        .option('--format <format>', h.options.format)
        .option('--game <game>', ctx.m.help.game)
        .option('--players <n>', h.options.players)
        .option('--player <bot>', h.options.player, repeat)
        .option('--levels <list>', h.options.levels)
        .option('--seats <n>', h.options.seats)
        .option('--partnerships', h.options.partnerships)
        .option('--rules <rules>', ctx.m.help.table.rules)
        .option('--rounds <n>', h.options.rounds)
        .option('--duration <minutes>', h.options.duration)
        .option('--seed <s>', h.options.seed)
        .option('--records <dir>', h.options.records)
        .option('--bot-timeout <s>', h.options.botTimeout)
        .option('--json', h.options.json),
    )
    .action(async (opts: Options) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('tournament', l.message));
      const t = tournamentMessages(l.lang);
      const table = chooseTable({ game: opts.game, rules: opts.rules, players: opts.seats, partnerships: opts.partnerships }, undefined, l.m);
      if (!table.ok) return ctx.emit(failure('tournament', table.message));
      const config = parseTournament(table.value.game, table.value.start, opts, l.m, t);
      if (!config.ok) return ctx.emit(failure('tournament', config.message));
      const dir = config.value.records;
      if (dir !== undefined) {
        try {
          mkdirSync(dir, { recursive: true });
        } catch (e) {
          return ctx.emit(failure('tournament', t.errors.records(dir, (e as Error).message)));
        }
      }
      // Loaded only here: the pairing code and the ratings' openskill would slow every other command's start.
      const [{ runTournament }, { TournamentError }] = await Promise.all([import('../tournament/run.js'), import('@escoba/tournament')]);
      try {
        const outcome = await runTournament(config.value, (game) => {
          if (dir !== undefined && game.record !== null) writeFileSync(join(dir, recordFile(game.number)), `${JSON.stringify(game.record)}\n`);
        });
        const stdout = config.value.json ? `${JSON.stringify(standingsJson(config.value, outcome))}\n` : lines(standingsText(config.value, outcome, t, l.lang));
        const withdrawals = outcome.games.flatMap((g) => (g.forfeit ? [`escoba tournament: ${t.withdrawn(g.forfeit.reason)}\n`] : []));
        const recorded = outcome.games.filter((g) => g.record !== null).length;
        const stderr = withdrawals.join('') + (dir !== undefined && !config.value.json ? `escoba tournament: ${t.recordsWritten(recorded, dir)}\n` : '');
        ctx.emit({ stdout, stderr, code: 0 });
      } catch (e) {
        if (e instanceof MatchError || e instanceof TournamentError) return ctx.emit(failure('tournament', e.message));
        throw e;
      }
    });
}
