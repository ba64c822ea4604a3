import { availableParallelism } from 'node:os';
import { BOT_LEVELS, isBotLevel, OMNISCIENT } from '@escoba/cards';
import { PERFECT_INFERENCE } from '@escoba/bots/ceiling';
import { parsed, problem, type Parsed } from '../command.js';
import { DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES } from '../defaults.js';
import type { AnyCliGame } from '../games/types.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { parseLang, parseSearchEffort, parseSeconds, parseWholeNumber, type TableOptions } from '../options.js';
import { fairShare, type SprtOptions } from './runner.js';
import { plan } from './schedule.js';
import type { BotSpec, MatchBotSpec, MatchSetup } from './types.js';

export interface MatchCommandOptions extends TableOptions {
  readonly a?: string;
  readonly b?: string;
  readonly games?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly workers?: string;
  readonly iterations?: string;
  readonly timeMs?: string;
  readonly botTimeout?: string;
  readonly sprt?: boolean;
  readonly sprtDelta?: string;
  readonly sprtAlpha?: string;
  readonly sprtBeta?: string;
  /** Language of the text report: en (default) or es. */
  readonly lang?: string;
}

export interface MatchConfig {
  readonly setup: MatchSetup;
  /** The games asked for with --games (the match plays whole deck sets: `sets * seatings` games). */
  readonly requested: number;
  readonly sets: number;
  readonly seatings: number;
  readonly workers: number;
  readonly sprt?: SprtOptions;
  readonly json: boolean;
  readonly lang?: Lang;
}

/** `expert`, or `cmd:<command line>` for an external program speaking the bot protocol. */
export function parseBotSpec(option: string, text: string | undefined, m: Messages = messages('en')): Parsed<BotSpec> {
  if (text === undefined) return problem(m.errors.botRequired(option, BOT_LEVELS));
  const t = text.trim();
  if (t.startsWith('cmd:')) {
    const command = t.slice(4).trim();
    if (command === '') return problem(m.errors.cmdEmpty(option));
    return parsed({ kind: 'cmd', command });
  }
  if (isBotLevel(t)) return parsed({ kind: 'level', level: t });
  return problem(m.errors.unknownBot(option, text, BOT_LEVELS));
}

/**
 * A bot of `escoba match`: what {@link parseBotSpec} takes, or `omniscient` when `game` has an omniscient player, or
 * `perfect-inference` when it has a perfect-inference player.
 */
export function parseMatchBotSpec(game: AnyCliGame, option: string, text: string | undefined, m: Messages = messages('en')): Parsed<MatchBotSpec> {
  if (text?.trim() === PERFECT_INFERENCE) {
    if (game.perfectInference === undefined) return problem(m.errors.noPerfectInference(option, game.words[0]!));
    return parsed({ kind: PERFECT_INFERENCE });
  }
  if (text?.trim() !== OMNISCIENT) return parseBotSpec(option, text, m);
  if (game.ceiling === undefined) return problem(m.errors.noCeiling(option, game.words[0]!));
  return parsed({ kind: 'omniscient' });
}

/** A number strictly between `lo` and `hi`, e.g. `--sprt-delta 0.05`. */
function parseFraction(option: string, text: string, lo: number, hi: number, m: Messages): Parsed<number> {
  const t = text.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (!(n > lo && n < hi)) return problem(m.errors.fraction(option, lo, Number(hi.toFixed(4)), text));
  return parsed(n);
}

/**
 * The options of a match of `game`; `start` gives the new game (rules and table checked), asked for after the bots
 * and the numbers are checked. `cores` is the default of `--workers`.
 */
export function parseMatchConfig(game: AnyCliGame, options: MatchCommandOptions, start: () => Parsed<unknown>, cores = availableParallelism()): Parsed<MatchConfig> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const a = parseMatchBotSpec(game, '--a', options.a, m);
  if (!a.ok) return a;
  const b = parseMatchBotSpec(game, '--b', options.b, m);
  if (!b.ok) return b;
  const games = parseWholeNumber('--games', options.games ?? String(DEFAULT_GAMES), 1, 100_000_000, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const workers = parseWholeNumber('--workers', options.workers ?? String(cores), 1, 1024, m);
  if (!workers.ok) return workers;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  const { iterations, timeMs } = effort.value;
  const botTimeout = parseSeconds('--bot-timeout', options.botTimeout ?? String(DEFAULT_BOT_TIMEOUT_SECONDS), 86_400, m);
  if (!botTimeout.ok) return botTimeout;
  const state = start();
  if (!state.ok) return state;
  const setup: MatchSetup = {
    ...game.duplicate.table(state.value),
    seed: seed.value,
    a: a.value,
    b: b.value,
    iterations,
    timeMs,
    botTimeoutMs: Math.round(botTimeout.value * 1000),
  };
  const seatings = game.duplicate.seatingCount(state.value);
  let sprt: SprtOptions | undefined;
  const sprtParams = options.sprtDelta ?? options.sprtAlpha ?? options.sprtBeta;
  if (sprtParams !== undefined && !options.sprt) return problem(m.errors.sprtWithout);
  if (options.sprt) {
    const p0 = fairShare(seatings);
    const delta = parseFraction('--sprt-delta', options.sprtDelta ?? '0.05', 0, 1 - p0, m);
    if (!delta.ok) return delta;
    const alpha = parseFraction('--sprt-alpha', options.sprtAlpha ?? '0.05', 0, 0.5, m);
    if (!alpha.ok) return alpha;
    const beta = parseFraction('--sprt-beta', options.sprtBeta ?? '0.05', 0, 0.5, m);
    if (!beta.ok) return beta;
    sprt = { delta: delta.value, alpha: alpha.value, beta: beta.value };
  }
  const p = plan(games.value, seatings);
  return parsed({ setup, requested: games.value, sets: p.sets, seatings: p.seatings, workers: workers.value, sprt, json: options.json === true, lang: lang.value });
}
