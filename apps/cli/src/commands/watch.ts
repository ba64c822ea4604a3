import type { Command } from 'commander';
import { chooseTable } from '../table-choice.js';
import type { BotLevel } from '@escoba/cards';
import { failure, lines, parsed, problem, type CommandResult, type Parsed } from '../command.js';
import { pluginOf } from '../games/types.js';
import { gameSeed } from '../random-game.js';
import { DEFAULT_SEED } from '../defaults.js';
import { messages, type Messages } from '../messages/index.js';
import { parseLang, parseWholeNumber, type TableOptions } from '../options.js';

export interface WatchOptions extends TableOptions {
  /** Run seed, as for selfplay; default 1. */
  readonly seed?: string;
  /** Which game of that run; default 0. */
  readonly game?: string;
  /** Language of the text: en or es; default en. */
  readonly lang?: string;
  /** Milliseconds between plays; default 600 on a terminal, 0 otherwise. */
  readonly delay?: string;
  /** The bots' level at every seat, instead of random legal plays. */
  readonly level?: string;
  /** One level per seat, in seat order (overrides `level`). */
  readonly levels?: string;
}

/** The level of each seat from `--levels` (one per seat) or `--level` (every seat); null when neither is given: random legal plays. */
export function watchLevels(options: WatchOptions, players: number, levels: readonly BotLevel[], m: Messages): Parsed<BotLevel[] | null> {
  const given = options.levels ?? options.level;
  if (given === undefined) return parsed(null);
  const option = options.levels === undefined ? '--level' : '--levels';
  const parts = options.levels === undefined ? Array.from({ length: players }, () => given) : given.split(',');
  if (parts.length !== players) return problem(m.errors.levelsCount(players, given));
  const unknown = parts.find((p) => !(levels as readonly string[]).includes(p.trim()));
  if (unknown !== undefined) return problem(m.errors.level(option, levels, unknown));
  return parsed(parts.map((p) => p.trim() as BotLevel));
}

/** The `escoba selfplay` command line that writes the record of the watched game. */
export function selfplayEquivalent(options: WatchOptions, seed: number, game: number): string {
  const parts = ['npx escoba selfplay', `--seed ${seed}`, `--start ${game}`, '--games 1'];
  if (options.players !== undefined && options.players.trim() !== '2') parts.push(`--players ${options.players.trim()}`);
  if (options.partnerships === true) parts.push('--partnerships');
  if (options.partnerships === false) parts.push('--no-partnerships');
  if (options.rules !== undefined && options.rules.trim() !== 'classic') parts.push(`--rules ${/^[\w-]+$/.test(options.rules) ? options.rules : `'${options.rules}'`}`);
  return parts.join(' ');
}

/** What `watch` tells, and after which lines it pauses when paced. */
export interface WatchText {
  readonly lines: string[];
  readonly beats: number[];
}

/** The text of `escoba watch`, or the problem with its options. `cmd` tells defaults from given options. */
export function watchText(options: WatchOptions = {}, cmd?: Command): Parsed<WatchText> {
  const chosen = parseLang(options.lang);
  if (!chosen.ok) return chosen;
  const lang = chosen.value;
  const m = messages(lang);
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0, undefined, m);
  if (!seed.ok) return seed;
  const game = parseWholeNumber('--game', options.game ?? '0', 0, undefined, m);
  if (!game.ok) return game;
  // watch's own --game is the game number, so only --rules picks the game here.
  const table = chooseTable({ ...options, game: undefined }, cmd, m);
  if (!table.ok) return table;
  const beats: number[] = [];
  const { game: cli, start } = table.value;
  const plugin = pluginOf(cli);
  const levels = watchLevels(options, plugin.definition.players(start), plugin.bots.levels, m);
  if (!levels.ok) return levels;
  const bots = levels.value?.map((level) => plugin.bots.create(level, { seed: gameSeed(seed.value, game.value) })) ?? null;
  const told = cli.watch(start, seed.value, game.value, lang, cli.hands.defaultFor(start), beats, bots);
  told.push(bots === null ? m.recordHint(selfplayEquivalent(options, seed.value, game.value)) : m.watchBotsNote);
  return parsed({ lines: told, beats });
}

/** `escoba watch`, all at once: one random game told hand by hand. */
export function watchCommand(options: WatchOptions = {}, cmd?: Command): CommandResult {
  const text = watchText(options, cmd);
  return text.ok ? { stdout: lines(text.value.lines), stderr: '', code: 0 } : failure('watch', text.message);
}
