import type { Command } from 'commander';
import { BOT_LEVELS, isBotLevel, type BotConfig, type BotLevel, type GameBot } from '@escoba/cards';
import type { AnyGamePlugin } from '@escoba/games';
import { pluginById } from '@escoba/games/all-plugins';
import { REQUEST_READERS } from '../bot-requests.js';
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

/** A game's plugin and its bot for the command's options. */
interface PluginBot {
  readonly plugin: AnyGamePlugin;
  readonly bot: GameBot<unknown, unknown>;
}

/** The bot of every game for the options, each made from its game's plugin on the first request of that game. */
export class GameBots {
  private readonly made = new Map<string, PluginBot>();

  constructor(
    private readonly level: BotLevel,
    private readonly config: BotConfig,
  ) {}

  /** The plugin and bot of a game that has a request reader (so a plugin). */
  of(game: string): PluginBot {
    let made = this.made.get(game);
    if (!made) {
      const plugin = pluginById(game);
      if (!plugin) throw new Error(`no game plugin for ${JSON.stringify(game)}`);
      this.made.set(game, (made = { plugin, bot: plugin.bots.create(this.level, this.config) }));
    }
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

/** The game a request line names in its `game` field: none is Escoba (the protocol's first game). */
function requestGame(line: string): string {
  try {
    const json = JSON.parse(line) as unknown;
    if (typeof json === 'object' && json !== null && 'game' in json) return String((json as { game: unknown }).game);
  } catch {
    // not JSON: the Escoba reader reports it as it always did
  }
  return 'escoba';
}

/**
 * The answer to one request line of any game: the action in its game's notation, or `error: <reason>` for a request
 * that cannot be answered (the reason also goes to `problem`).
 */
export function answerGameRequest(bots: GameBots, line: string): { readonly answer: string; readonly problem?: string } {
  const game = requestGame(line);
  if (!Object.hasOwn(REQUEST_READERS, game)) {
    const message = `"game" must be ${Object.keys(REQUEST_READERS).map((g) => JSON.stringify(g)).join(' or ')}, got ${JSON.stringify(game)}`;
    return { answer: `error: ${message}`, problem: message };
  }
  const view = REQUEST_READERS[game]!(line);
  if (!view.ok) return { answer: `error: ${view.message}`, problem: view.message };
  const { plugin, bot } = bots.of(game);
  try {
    return { answer: plugin.definition.makeAction(bot.choose(view.value)) };
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
