import type { Command } from 'commander';
import { BOT_LEVELS, createBot, createBriscaBot, isBotLevel, type Bot, type BriscaBot, type BotLevel } from '@escoba/bots';
import { briscaAnswerLine, briscaViewFromRequest } from '../brisca/protocol.js';
import { failure, parsed, problem, type Parsed } from '../command.js';
import { answerLine, viewFromRequest } from '../bot-protocol.js';
import { messages } from '../messages/index.js';
import { parseLang, parseSearchEffort, parseWholeNumber } from '../options.js';
import { readLines } from '../io.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { DEFAULT_BOT_LEVEL } from '../defaults.js';

export interface BotCommandOptions {
  /** Language of the option errors (the protocol itself is English). */
  readonly lang?: string;
  readonly level?: string;
  readonly seed?: string;
  readonly iterations?: string;
  readonly timeMs?: string;
}

export { DEFAULT_BOT_LEVEL };

/** The bot of each game, made on the first request of that game (same level, seed and effort). */
export interface GameBots {
  readonly escoba: Bot;
  brisca(): BriscaBot;
}

export function parseBotOptions(options: BotCommandOptions): Parsed<Bot> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const level = options.level ?? DEFAULT_BOT_LEVEL;
  if (!isBotLevel(level)) return problem(m.errors.level('--level', BOT_LEVELS, level));
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  return parsed(createBot(level, { seed: seed.value, ...effort.value }));
}

/** Both games' bots for the options (the levels have the same names in both games). */
export function parseGameBots(options: BotCommandOptions): Parsed<GameBots> {
  const escoba = parseBotOptions(options);
  if (!escoba.ok) return escoba;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0);
  const effort = parseSearchEffort(options);
  if (!seed.ok || !effort.ok) return problem('unreachable: the options were checked for Escoba');
  const config = { seed: seed.value, ...effort.value };
  let brisca: BriscaBot | null = null;
  return parsed({ escoba: escoba.value, brisca: () => (brisca ??= createBriscaBot((options.level ?? DEFAULT_BOT_LEVEL) as BotLevel, config)) });
}

/** The game a request line names in its `game` field: none or "escoba" is Escoba (the protocol's first game). */
function requestGame(line: string): string {
  try {
    const json = JSON.parse(line) as unknown;
    if (typeof json === 'object' && json !== null && 'game' in json) return String((json as { game: unknown }).game);
  } catch {
    // not JSON: the Escoba reader reports it as it always did
  }
  return 'escoba';
}

/** The answer to one request of any game. */
export function answerGameRequest(bots: GameBots, line: string): { readonly answer: string; readonly problem?: string } {
  const game = requestGame(line);
  if (game === 'escoba') return answerRequest(bots.escoba, line);
  if (game !== 'brisca') {
    const message = `"game" must be "escoba" or "brisca", got ${JSON.stringify(game)}`;
    return { answer: `error: ${message}`, problem: message };
  }
  const view = briscaViewFromRequest(JSON.parse(line) as Record<string, unknown>);
  if (!view.ok) return { answer: `error: ${view.message}`, problem: view.message };
  try {
    return { answer: briscaAnswerLine(bots.brisca().choose(view.value)) };
  } catch (e) {
    const message = `the bot could not play: ${(e as Error).message}`;
    return { answer: `error: ${message}`, problem: message };
  }
}


/**
 * The answer to one request line: the play in notation, or `error: <reason>` for a request that cannot be
 * answered (the reason also goes to `problem`).
 */
export function answerRequest(bot: Bot, line: string): { readonly answer: string; readonly problem?: string } {
  const view = viewFromRequest(line);
  if (!view.ok) return { answer: `error: ${view.message}`, problem: view.message };
  try {
    return { answer: answerLine(bot.choose(view.value)) };
  } catch (e) {
    const message = `the bot could not play: ${(e as Error).message}`;
    return { answer: `error: ${message}`, problem: message };
  }
}

export function registerBot(program: Command, ctx: ProgramContext): void {
  const h = ctx.m.help.bot;
  ctx
    .langOption(
      describeCommand(program, 'bot', h)
        .option('--level <level>', h.options.level)
        .option('--seed <s>', h.options.seed)
        .option('--iterations <n>', h.options.iterations)
        .option('--time-ms <n>', h.options.timeMs),
    )
    .action(async (opts: BotCommandOptions) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('bot', l.message));
      const bot = parseGameBots({ ...opts, lang: l.lang });
      if (!bot.ok) return ctx.emit(failure('bot', bot.message));
      let n = 0;
      for await (const line of readLines(ctx.env.stdin)) {
        n++;
        if (line.trim() === '') continue;
        const r = answerGameRequest(bot.value, line);
        if (r.problem !== undefined) ctx.env.err(`escoba bot: request on line ${n}: ${r.problem}\n`);
        ctx.env.out(`${r.answer}\n`);
      }
      ctx.setCode(0);
    });
}
