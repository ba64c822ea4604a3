import { err, isCard, makeCard, ok, parseCard, type Card, type Result } from '@escoba/cards';
import { isSena, SENAS, type Sena } from './senas.js';

/**
 * A card action of the seat on turn: play one card (two, in order, for the Alcalde of the `alcalde` preset), or
 * give a trump-suit card from the hand for the trump card under the stock (the turn does not pass). These are
 * the moves `legalActions` lists and kernels and search bots work with.
 */
export type CardAction = { readonly type: 'play'; readonly cards: readonly Card[] } | { readonly type: 'exchange'; readonly card: Card };
/** A seña to the partner (rule option `senas`; the turn does not pass): see `senas.ts`. */
export type SenaAction = { readonly type: 'sena'; readonly sena: Sena };
/** One action of the seat on turn: a card action or a seña. */
export type BriscaAction = CardAction | SenaAction;

export interface ActionNotationError {
  readonly code: 'InvalidAction';
  readonly message: string;
  readonly input: string;
}

/** A play of one card (or, for the Alcalde, of two in order). */
export const playOf = (...cards: Card[]): BriscaAction => ({ type: 'play', cards });
/** An exchange: `card` (a trump from the hand) is given for the trump card. */
export const exchangeOf = (card: Card): BriscaAction => ({ type: 'exchange', card });
/** A seña to the partner. */
export const senaOf = (sena: Sena): SenaAction => ({ type: 'sena', sena });

/** `3o`, `12b+4o` (the Alcalde's two cards, in the order played), `~7e` (the 7 of swords given for the trump card), `!as` (a seña). */
export function makeAction(action: BriscaAction): string {
  if (action.type === 'sena') return `!${action.sena}`;
  return action.type === 'exchange' ? `~${makeCard(action.card)}` : action.cards.map(makeCard).join('+');
}

export function parseAction(input: string): Result<BriscaAction, ActionNotationError> {
  const bad = (message: string) => err<ActionNotationError>({ code: 'InvalidAction', message: `"${input}" is not an action: ${message}`, input });
  if (typeof input !== 'string') return bad('write a card (3o), two cards (12b+4o), an exchange (~7e) or a seña (!as)');
  if (input.startsWith('!')) {
    const sena = input.slice(1).toLowerCase();
    return isSena(sena) ? ok({ type: 'sena', sena }) : bad(`a seña is one of ${SENAS.map((x) => `!${x}`).join(', ')}`);
  }
  if (input.startsWith('~')) {
    const c = parseCard(input.slice(1));
    return c.ok ? ok({ type: 'exchange', card: c.value }) : bad(c.error.message);
  }
  const parts = input.split('+');
  if (parts.length > 2) return bad('at most two cards are played at once (the Alcalde\'s 12b+4o)');
  const cards: Card[] = [];
  for (const part of parts) {
    const c = parseCard(part);
    if (!c.ok) return bad(c.error.message);
    if (cards.includes(c.value)) return bad(`${part} is named twice`);
    cards.push(c.value);
  }
  return ok({ type: 'play', cards });
}

/** Whether `x` has the shape of an action (card ids 0..39); the rules are checked by `checkAction`. */
export function isActionShape(x: unknown): x is BriscaAction {
  if (typeof x !== 'object' || x === null) return false;
  const a = x as Record<string, unknown>;
  if (a.type === 'sena') return isSena(a.sena);
  if (a.type === 'exchange') return isCard(a.card);
  if (a.type !== 'play' || !Array.isArray(a.cards)) return false;
  const cards = a.cards as unknown[];
  if (cards.length === 1) return isCard(cards[0]);
  return cards.length === 2 && isCard(cards[0]) && isCard(cards[1]) && cards[0] !== cards[1];
}

/** True when both actions are the same (same kind, same cards in the same order, same seña). */
export function sameAction(a: BriscaAction, b: BriscaAction): boolean {
  if (a.type === 'sena' || b.type === 'sena') return a.type === 'sena' && b.type === 'sena' && a.sena === b.sena;
  if (a.type === 'exchange' || b.type === 'exchange') return a.type === b.type && (a as { card: Card }).card === (b as { card: Card }).card;
  return a.cards.length === b.cards.length && a.cards.every((c, i) => c === b.cards[i]);
}
