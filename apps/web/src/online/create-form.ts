import type { BotLevel, RatingRange, TableConfig, TableSettings } from '@escoba/protocol';
import type { WebGameId } from '../games/catalog.js';
import { checkTableConfig } from './check-config.js';
import type { GameRulesError, OnlineFormPart } from './game-parts.js';

/** Who sits in a seat other than the host's: a person, or the server's computer player of a level. */
export type SeatKind = 'person' | BotLevel;

/** What the online home's "Create a table" form holds: the game, each game's own choices, the seats, the timer. */
export interface CreateForm {
  readonly game: WebGameId;
  /** Each game's own choices (its `OnlineFormPart`'s), by game, kept while another game is picked. */
  readonly parts: Readonly<Partial<Record<WebGameId, unknown>>>;
  /** Seats 1, 2, … (the host sits in seat 0). */
  readonly kinds: readonly SeatKind[];
  readonly turnSeconds: number | null;
  /** Listed in the lobby (lobby22); absent: a private table. */
  readonly public?: boolean;
  /** rated22: a rated table, with the rating range a player needs to sit (either bound optional). */
  readonly rated?: boolean;
  readonly ratingRange?: RatingRange;
}

/** The form with the picked game's choices, its part's first ones until the person changes them. */
export function withChoices(form: CreateForm, part: OnlineFormPart<unknown>, first: () => unknown): CreateForm {
  return form.game in form.parts ? form : { ...form, parts: { ...form.parts, [form.game]: first() } };
}

/** The picked game's choices (`withChoices` made sure there are). */
export const choiceOf = (form: CreateForm): unknown => form.parts[form.game];

/** The table the form asks the server for, made by the picked game's part (`part`) from its choices. */
export function tableConfigOf(form: CreateForm, part: OnlineFormPart<unknown>): TableConfig {
  const choice = choiceOf(form);
  const { players, partnerships } = part.seats(choice);
  const bots = form.kinds.slice(0, players - 1).flatMap((kind, i) => (kind === 'person' ? [] : [{ seat: i + 1, level: kind }]));
  return { players: players as TableConfig['players'], partnerships, turnSeconds: form.turnSeconds, bots, ...part.config(choice), ...(form.public ? { public: true } : {}), ...ratedConfig(form) };
}

/** rated22: the config's `rated` and `ratingRange` (a range only with bounds, only at a rated table). */
function ratedConfig(form: CreateForm): Pick<TableConfig, 'rated' | 'ratingRange'> {
  if (!form.rated) return {};
  const range = form.ratingRange;
  const bounds = { ...(range?.min !== undefined ? { min: range.min } : {}), ...(range?.max !== undefined ? { max: range.max } : {}) };
  return { rated: true, ...(Object.keys(bounds).length > 0 ? { ratingRange: bounds } : {}) };
}

/**
 * Whether the form makes a table, checked as the server will (`checkTableConfig`): its config and settings, or
 * what is wrong — the game's own rules error (its code, put in words by the game's part) before anything only the
 * online table refuses (`config`, the server's sentence).
 */
export type CheckedForm =
  | { readonly ok: true; readonly config: TableConfig; readonly settings: TableSettings }
  | { readonly ok: false; readonly problem: { readonly kind: 'rules'; readonly error: GameRulesError } | { readonly kind: 'config'; readonly message: string } };

export function checkCreateForm(form: CreateForm, part: OnlineFormPart<unknown>): CheckedForm {
  const config = tableConfigOf(form, part);
  const error = part.rulesError(choiceOf(form));
  if (error !== null) return { ok: false, problem: { kind: 'rules', error } };
  const resolved = checkTableConfig(config);
  return resolved.ok ? { ok: true, config, settings: resolved.settings } : { ok: false, problem: { kind: 'config', message: resolved.error.message } };
}
