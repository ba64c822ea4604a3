import type { BriscaRules } from '@escoba/brisca';
import type { Rules } from '@escoba/engine';
import { gameDefinition } from './game-steps.js';
import type { GameId, TableGameName } from './games.js';
import { LIMITS } from './limits.js';
import type { BotLevel, TableConfig, TableSettings } from './messages.js';

/** Hands an Alcalde table plays when the host does not say (Alcalde has no end of its own). */
export const DEFAULT_ALCALDE_HANDS = 3;

/** Rules of a table whose config names none. */
const DEFAULT_RULES: Readonly<Record<TableGameName, string>> = { escoba: 'classic', brisca: 'brisca', alcalde: 'alcalde' };

export interface ConfigError {
  readonly code: 'BadConfig';
  readonly message: string;
}

export type ResolvedConfig = { readonly ok: true; readonly settings: TableSettings } | { readonly ok: false; readonly error: ConfigError };

const bad = (message: string): ResolvedConfig => ({ ok: false, error: { code: 'BadConfig', message } });

/** The rules input a config asks for: its rules (or the game's default), with Escoba's `target` folded in. */
function rulesInput(config: TableConfig, name: TableGameName): unknown {
  let input: unknown = config.rules ?? DEFAULT_RULES[name];
  // `alcalde` names the game: a rules object without a preset starts from the alcalde preset, not from brisca.
  if (name === 'alcalde' && typeof input === 'object' && input !== null && !('preset' in input)) input = { preset: 'alcalde', ...input };
  if (config.target !== undefined) input = typeof input === 'string' ? { preset: input, target: config.target } : { ...(input as object), target: config.target };
  return input;
}

/** Escoba's limits on a table: a target of at most {@link LIMITS.maxTarget}; it ends at its target, so no hand count. */
function escobaHands(rules: Rules, config: TableConfig): { hands: number | null } | string {
  if (rules.target > LIMITS.maxTarget) return `rules: target ${rules.target} is above ${LIMITS.maxTarget}, the highest an online table plays to`;
  if (config.hands !== undefined) return 'hands: an Escoba table plays to its target, not for a number of hands';
  return { hands: null };
}

/** Brisca ends when a side has won `wins` hands; the Alcalde games have no end of their own and play `hands` hands. */
function briscaHands(rules: BriscaRules, config: TableConfig, name: TableGameName): { hands: number | null } | string {
  if (rules.preset === 'brisca') {
    if (name === 'alcalde') return 'rules: an Alcalde table plays the alcalde or alcalde-variation preset, not brisca';
    if (config.hands !== undefined) return 'hands: a Brisca table plays until a side has won `wins` hands (a rules option), not for a number of hands';
    if (rules.wins > LIMITS.maxHands) return `rules: wins ${rules.wins} is above ${LIMITS.maxHands}, the most an online table plays to`;
    return { hands: null };
  }
  return { hands: config.hands ?? DEFAULT_ALCALDE_HANDS };
}

/**
 * A host's table request resolved into the table's settings by its game's definition (`resolveRules`, `tables`), or
 * which part is wrong (`BadConfig`, with a sentence naming it). The server creates tables with exactly this;
 * clients may call it to check a form before sending it.
 */
export function resolveTableConfig(config: TableConfig): ResolvedConfig {
  const name: TableGameName = config.gameId ?? 'escoba';
  const gameId: GameId = name === 'alcalde' ? 'brisca' : name;
  const definition = gameDefinition(gameId);
  if (config.target !== undefined && gameId !== 'escoba') {
    return bad('target: only Escoba plays to a target; Brisca plays until a side has won `wins` hands (a rules option), Alcalde for `hands` hands');
  }
  const resolved = definition.resolveRules(rulesInput(config, name));
  if (!resolved.ok) return bad(`rules: ${resolved.error.message}`);
  const rules = resolved.value;
  const length = gameId === 'escoba' ? escobaHands(rules as Rules, config) : briscaHands(rules as BriscaRules, config, name);
  if (typeof length === 'string') return bad(length);
  const label = gameId === 'escoba' ? 'Escoba' : (rules as BriscaRules).preset;

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
  const settings = { gameId, players: config.players, partnerships, rules, turnSeconds: config.turnSeconds ?? null, bots, hands: length.hands };
  return { ok: true, settings: settings as TableSettings };
}
