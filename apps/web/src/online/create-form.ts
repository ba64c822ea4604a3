import { briscaGame } from '@escoba/brisca';
import { DEFAULT_ALCALDE_HANDS, resolveTableConfig, TABLE_GAMES } from '@escoba/games';
import type { BotLevel, TableConfig, TableSettings } from '@escoba/protocol';
import type { WebGameId } from '../games/catalog.js';
import { rulesOfChoice, tableById } from '../games/brisca/settings.js';
import type { BriscaRulesChoice } from '../games/brisca/BriscaRulesFields.js';
import { rulesOf, tableOf, type TableId } from '../games/escoba/settings.js';
import { resolveChoice, type RulesChoice } from '../games/escoba/RulesFieldset.js';

/** Who sits in a seat other than the host's: a person, or the server's computer player of a level. */
export type SeatKind = 'person' | BotLevel;

/** What the online home's "Create a table" form holds: the game, each game's table and rules, the seats, the timer. */
export interface CreateForm {
  readonly game: WebGameId;
  readonly escoba: { readonly table: TableId; readonly rules: RulesChoice };
  readonly brisca: { readonly table: string; readonly rules: BriscaRulesChoice };
  /** Alcalde: which of the two games (its preset) and its options, and how many hands the table plays. */
  readonly alcalde: { readonly rules: BriscaRulesChoice; readonly hands: number };
  /** Seats 1, 2, … (the host sits in seat 0). */
  readonly kinds: readonly SeatKind[];
  readonly turnSeconds: number | null;
}

export const defaultHands = DEFAULT_ALCALDE_HANDS;

/** The players of the form's table and whether they play in partnerships. */
export function playersOf(form: CreateForm): { readonly players: number; readonly partnerships: boolean } {
  if (form.game === 'escoba') return tableOf(form.escoba.table);
  if (form.game === 'brisca') return tableById(form.brisca.table);
  return { players: 3, partnerships: false };
}

/** The table the form asks the server for. */
export function tableConfigOf(form: CreateForm): TableConfig {
  const { players, partnerships } = playersOf(form);
  const bots = form.kinds.slice(0, players - 1).flatMap((kind, i) => (kind === 'person' ? [] : [{ seat: i + 1, level: kind }]));
  const base = { players: players as TableConfig['players'], partnerships, turnSeconds: form.turnSeconds, bots };
  if (form.game === 'escoba') return { ...base, gameId: 'escoba', rules: rulesOf(form.escoba.rules) };
  if (form.game === 'brisca') return { ...base, gameId: 'brisca', rules: rulesOfChoice(form.brisca.rules) };
  return { ...base, gameId: 'alcalde', rules: rulesOfChoice(form.alcalde.rules), hands: form.alcalde.hands };
}

/**
 * Whether the form makes a table, checked as the server will (`resolveTableConfig`): its config and settings, or
 * what is wrong — the game's own rules error (Escoba's options that do not go together, Brisca's error code, put
 * in words by the form) before anything only the online table refuses (`config`, the protocol's sentence).
 */
export type CheckedForm =
  | { readonly ok: true; readonly config: TableConfig; readonly settings: TableSettings }
  | { readonly ok: false; readonly problem: { readonly kind: 'escobaRules' } | { readonly kind: 'briscaRules'; readonly error: { readonly code: string; readonly message: string } } | { readonly kind: 'config'; readonly message: string } };

export function checkCreateForm(form: CreateForm): CheckedForm {
  const config = tableConfigOf(form);
  if (form.game === 'escoba' && !resolveChoice(form.escoba.rules).ok) return { ok: false, problem: { kind: 'escobaRules' } };
  if (form.game !== 'escoba') {
    const { players, partnerships } = playersOf(form);
    const rules = rulesOfChoice(form.game === 'brisca' ? form.brisca.rules : form.alcalde.rules);
    const created = briscaGame.newGame({ rules, players, partnerships });
    if (!created.ok) return { ok: false, problem: { kind: 'briscaRules', error: created.error } };
  }
  const resolved = resolveTableConfig(TABLE_GAMES, config);
  return resolved.ok ? { ok: true, config, settings: resolved.settings } : { ok: false, problem: { kind: 'config', message: resolved.error.message } };
}
