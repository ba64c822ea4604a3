import type { BotLevel, TableConfig, TableSettings } from '@escoba/protocol';
import type { TableGame, TableName } from './plugin.js';

export interface ConfigError {
  readonly code: 'BadConfig';
  readonly message: string;
}

export type ResolvedConfig = { readonly ok: true; readonly settings: TableSettings } | { readonly ok: false; readonly error: ConfigError };

const bad = (message: string): ResolvedConfig => ({ ok: false, error: { code: 'BadConfig', message } });

/** Every name a table config's `gameId` may give, game by game: what the server's message schema accepts. */
export const tableGameNames = (games: readonly TableGame[]): string[] => games.flatMap((g) => g.table.names.map((n) => n.name));

/**
 * The game of a config that names none: the catalog's first game under its first name. That is Escoba, the only
 * game of escoba/1 clients, which never send `gameId` (a wire-compatibility fact: keep Escoba first in the catalogs).
 */
export function defaultTableName(games: readonly TableGame[]): string {
  const first = games[0]?.table.names[0];
  if (!first) throw new Error('the catalog of games is empty');
  return first.name;
}

/** The game a table name belongs to, with that name's entry, or undefined. */
export function tableGameOf(games: readonly TableGame[], name: string): { readonly game: TableGame; readonly name: TableName } | undefined {
  for (const game of games) {
    const entry = game.table.names.find((n) => n.name === name);
    if (entry) return { game, name: entry };
  }
  return undefined;
}

/**
 * A host's table request resolved into the table's settings by its game (the game's `table` part, its definition's
 * `resolveRules` and `tables`), or which part is wrong (`BadConfig`, with a sentence naming it). The server creates
 * tables with exactly this (over every plugin), and the web's form checks itself with it (over `TABLE_GAMES`).
 */
export function resolveTableConfig(games: readonly TableGame[], config: TableConfig): ResolvedConfig {
  const requested = config.gameId ?? defaultTableName(games);
  const found = tableGameOf(games, requested);
  if (!found) return bad(`gameId: no game is called ${JSON.stringify(requested)} (games: ${tableGameNames(games).join(', ')})`);
  const { definition, table } = found.game;
  const name = found.name.name;
  const input = table.rulesInput(config.rules ?? found.name.defaultRules, config, name);
  if (!input.ok) return bad(input.error);
  const resolved = definition.resolveRules(input.value);
  if (!resolved.ok) return bad(`rules: ${resolved.error.message}`);
  const rules = resolved.value;
  const length = table.length(rules, config, name);
  if (!length.ok) return bad(length.error);
  const label = table.label(rules);

  const tables = definition.tables(rules);
  const sized = tables.filter((t) => t.players === config.players);
  if (sized.length === 0) {
    const counts = [...new Set(tables.map((t) => t.players))].join(', ');
    return bad(`players: ${label} is played by ${counts} players, not ${config.players}`);
  }
  const partnerships = config.partnerships ?? (sized.length === 1 ? sized[0]!.partnerships : false);
  if (!sized.some((t) => t.partnerships === partnerships)) {
    return bad(`partnerships: ${label} with ${config.players} players is played ${sized[0]!.partnerships ? 'in partnerships' : 'without partnerships'}`);
  }

  const bots: (BotLevel | null)[] = new Array<null>(config.players).fill(null);
  for (const b of config.bots ?? []) {
    if (b.seat >= config.players) return bad(`bots: seat ${b.seat} does not exist at a table of ${config.players}`);
    if (bots[b.seat] !== null) return bad(`bots: seat ${b.seat} is listed twice`);
    bots[b.seat] = b.level;
  }
  if (bots.every((b) => b !== null)) return bad('bots: at least one seat must be for a person');
  const rated = config.rated ?? false;
  const range = config.ratingRange;
  if (range !== undefined && !rated) return bad('ratingRange: only a rated table has a rating range');
  if (range?.min !== undefined && range.max !== undefined && range.min > range.max) return bad(`ratingRange: the lowest rating (${range.min}) is above the highest (${range.max})`);
  const ratingRange = range !== undefined && (range.min !== undefined || range.max !== undefined) ? { ratingRange: { ...(range.min !== undefined ? { min: range.min } : {}), ...(range.max !== undefined ? { max: range.max } : {}) } } : {};
  // The key order is the settings' JSON in logs and on the wire.
  const settings: TableSettings = { gameId: definition.id, players: config.players, partnerships, rules, turnSeconds: config.turnSeconds ?? null, bots, hands: length.value, public: config.public ?? false, rated, ...ratingRange };
  return { ok: true, settings };
}
