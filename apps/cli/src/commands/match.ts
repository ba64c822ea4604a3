import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { failure, lines, parsed, type CommandResult } from '../command.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { MatchError } from '../duplicate/play.js';
import { parseMatchConfig, type MatchCommandOptions, type MatchConfig } from '../duplicate/options.js';
import { reportJson } from '../duplicate/report.js';
import { runMatch, type MatchOptions } from '../duplicate/runner.js';
import type { AnyCliGame } from '../games/types.js';
import { chooseTable } from '../table-choice.js';
import { progressLines } from '../progress.js';
import type { Messages } from '../messages/index.js';
import { DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES } from '../defaults.js';

export { DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES };
export type { MatchCommandOptions, MatchConfig };

/** Runs a checked configuration of a match of `game`: the report, or the bot's failure (status 2). */
export async function runMatchConfig(game: AnyCliGame, config: MatchConfig, onProgress?: MatchOptions['onProgress']): Promise<CommandResult> {
  try {
    const report = await runMatch(game, { setup: config.setup, sets: config.sets, seatings: config.seatings, workers: config.workers, sprt: config.sprt, onProgress });
    const stdout = config.json
      ? `${JSON.stringify(reportJson(report, game.duplicate.extraJson?.(report)))}\n`
      : lines(game.duplicate.reportText(config.setup, report, config.sets * config.seatings, config.seatings, config.lang ?? 'en'));
    return { stdout, stderr: '', code: 0 };
  } catch (e) {
    if (e instanceof MatchError) return failure('match', e.message);
    throw e;
  }
}

/** A progress bar on stderr when it is a terminal, else a progress line every tenth of the games or few seconds. */
function progressBar(total: number, env: ProgramContext['env'], m: Messages): { update: NonNullable<MatchOptions['onProgress']>; stop: () => void } {
  if (env.stderrIsTTY !== true) {
    let wins = { aWins: 0, bWins: 0 };
    const line = progressLines(total, env.err, (games) => `escoba match: ${m.errors.progressMatch(games, total, wins.aWins, wins.bWins)}`);
    return {
      update: (p) => {
        wins = p;
        line(p.games);
      },
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: m.errors.progressBar, clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { aWins: 0, bWins: 0 });
  return {
    update: (p) => bar.update(p.games, { aWins: p.aWins, bWins: p.bWins }),
    stop: () => bar.stop(),
  };
}

export function registerMatch(program: Command, ctx: ProgramContext): void {
  const h = ctx.m.help.match;
  ctx
    .langOption(
      ctx
        .tableOptions(
          describeCommand(program, 'match', h)
            .requiredOption('--a <bot>', h.options.a)
            .requiredOption('--b <bot>', h.options.b)
            .option('--games <n>', h.options.games)
            .option('--seed <s>', h.options.seed),
        )
        .option('--json', h.options.json)
        .option('--workers <n>', h.options.workers)
        .option('--iterations <n>', h.options.iterations)
        .option('--time-ms <n>', h.options.timeMs)
        .option('--bot-timeout <s>', h.options.botTimeout)
        .option('--sprt', h.options.sprt)
        .option('--sprt-delta <d>', h.options.sprtDelta)
        .option('--sprt-alpha <a>', h.options.sprtAlpha)
        .option('--sprt-beta <b>', h.options.sprtBeta)
        .option('--game <game>', ctx.m.help.game),
    )
    .action(async (opts: MatchCommandOptions & { game?: string }, cmd: Command) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('match', l.message));
      const table = chooseTable(opts, cmd, l.m);
      if (!table.ok) return ctx.emit(failure('match', table.message));
      const { game, start } = table.value;
      const config = parseMatchConfig(game, { ...opts, lang: l.lang }, () => parsed(start));
      if (!config.ok) return ctx.emit(failure('match', config.message));
      const bar = progressBar(config.value.sets * config.value.seatings, ctx.env, l.m);
      try {
        const result = await runMatchConfig(game, config.value, bar.update);
        bar.stop();
        ctx.emit(result);
      } catch (e) {
        bar.stop();
        throw e;
      }
    });
}
