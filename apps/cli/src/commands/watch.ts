import type { Command } from 'commander';
import { chooseTable } from '../table-choice.js';
import { failure, lines, parsed, type CommandResult, type Parsed } from '../command.js';
import { DEFAULT_SEED } from '../defaults.js';
import { messages } from '../messages/index.js';
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
  const told = cli.watch(start, seed.value, game.value, lang, cli.hands.defaultFor(start), beats);
  told.push(m.recordHint(selfplayEquivalent(options, seed.value, game.value)));
  return parsed({ lines: told, beats });
}

/** `escoba watch`, all at once: one random game told hand by hand. */
export function watchCommand(options: WatchOptions = {}, cmd?: Command): CommandResult {
  const text = watchText(options, cmd);
  return text.ok ? { stdout: lines(text.value.lines), stderr: '', code: 0 } : failure('watch', text.message);
}
