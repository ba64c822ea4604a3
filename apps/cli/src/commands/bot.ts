import type { Command } from 'commander';
import { BOT_LEVELS, isBotLevel, type BotConfig, type BotLevel, type GameBot } from '@escoba/cards';
import { CLI_GAMES, cliGameById, DEFAULT_GAME } from '../games/catalog.js';
import type { AnyCliGame } from '../games/types.js';
import { failure, parsed, problem, type Parsed } from '../command.js';
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

/** The bot of every game for the options, each made from its game's plugin on the first request of that game. */
export class GameBots {
  private readonly made = new Map<AnyCliGame, GameBot<unknown, unknown>>();

  constructor(
    private readonly level: BotLevel,
    private readonly config: BotConfig,
  ) {}

  /** The bot of `game`. */
  of(game: AnyCliGame): GameBot<unknown, unknown> {
    let made = this.made.get(game);
    if (!made) this.made.set(game, (made = game.plugin.bots.create(this.level, this.config)));
    return made;
  }
}

/** The bots for the options (the levels have the same names in every game). */
export function parseGameBots(options: BotCommandOptions): Parsed<GameBots> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const level = options.level ?? DEFAULT_BOT_LEVEL;
  if (!isBotLevel(level)) return problem(m.errors.level('--level', BOT_LEVELS, level));
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  return parsed(new GameBots(level, { seed: seed.value, ...effort.value }));
}

/** The game id a request line names in its `game` field, or undefined for none (the protocol's first game). */
function requestGame(line: string): string | undefined {
  try {
    const json = JSON.parse(line) as unknown;
    if (typeof json === 'object' && json !== null && 'game' in json) return String((json as { game: unknown }).game);
  } catch {
    // not JSON: the first game's reader reports it as it always did
  }
  return undefined;
}

/**
 * The answer to one request line of any game: the action in its game's notation, or `error: <reason>` for a request
 * that cannot be answered (the reason also goes to `problem`).
 */
export function answerGameRequest(bots: GameBots, line: string): { readonly answer: string; readonly problem?: string } {
  const id = requestGame(line);
  const game = id === undefined ? DEFAULT_GAME : cliGameById(id);
  if (game === undefined) {
    const message = `"game" must be ${CLI_GAMES.map((g) => JSON.stringify(g.plugin.definition.id)).join(' or ')}, got ${JSON.stringify(id)}`;
    return { answer: `error: ${message}`, problem: message };
  }
  const view = game.botWire.read(line);
  if (!view.ok) return { answer: `error: ${view.message}`, problem: view.message };
  try {
    return { answer: game.plugin.definition.makeAction(bots.of(game).choose(view.value)) };
  } catch (e) {
    const message = `the bot could not play: ${(e as Error).message}`;
    return { answer: `error: ${message}`, problem: message };
  }
}

/** Registers `escoba bot`; returns it, for its sub-command `connect` (`bot-connect.ts`). */
export function registerBot(program: Command, ctx: ProgramContext): Command {
  const h = ctx.m.help.bot;
  return ctx
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
