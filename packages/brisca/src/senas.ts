import { makeCard, type Card, type Rng } from '@escoba/cards';
import type { BriscaRules, Seat } from './rules.js';

/**
 * Señas: the partners' signals of 2 against 2 Brisca (rule option `senas`, a house rule, off by default). A
 * seña tells the partner one fact about the signaller's trumps: that it holds the as, the tres, the rey, the
 * caballo or the sota of trumps, or that it holds no trump (`sintriunfo`). The set and its sources are in
 * docs/rules.md ("Señas"). In the engine a seña is an action of the seat on turn before its card; it does not
 * pass the turn, it must be true when made, and each seña is made at most once per hand per seat. Only the
 * signaller's partner sees it (`BriscaView.senas`); opponents and spectators see nothing at all.
 */
export const SENAS = ['as', 'tres', 'rey', 'caballo', 'sota', 'sintriunfo'] as const;
export type Sena = (typeof SENAS)[number];

/** The rank index (card % 10) of the trump each card seña names; `sintriunfo` names none. */
const SENA_RANK: Readonly<Record<Sena, number>> = { as: 0, tres: 2, rey: 9, caballo: 8, sota: 7, sintriunfo: -1 };

export const isSena = (x: unknown): x is Sena => typeof x === 'string' && (SENAS as readonly string[]).includes(x);

/** A seña made in a hand: who made it, which, and when (`at`: the hand's plays and exchanges before it). */
export interface SenaMade {
  readonly seat: Seat;
  readonly sena: Sena;
  readonly at: number;
}

/** The trump card a card seña names (the as of trumps for `as`), or null for `sintriunfo`. */
export function senaCard(sena: Sena, trumpSuit: number): Card | null {
  const rank = SENA_RANK[sena];
  return rank < 0 ? null : trumpSuit * 10 + rank;
}

/** Why `sena` would be untrue for a seat holding `hand`, or null when it is true. */
export function untrueSena(sena: Sena, hand: readonly Card[], trumpSuit: number): string | null {
  const card = senaCard(sena, trumpSuit);
  if (card !== null) return hand.indexOf(card) >= 0 ? null : `it does not hold ${makeCard(card)}`;
  const trump = hand.find((c) => ((c / 10) | 0) === trumpSuit);
  return trump === undefined ? null : `it holds a trump (${makeCard(trump)})`;
}

/** The señas `seat` may make now, in {@link SENAS} order: true for its hand and not yet made this hand. */
export function senasFor(rules: BriscaRules, made: readonly SenaMade[], seat: Seat, hand: readonly Card[], trumpSuit: number): Sena[] {
  if (!rules.senas) return [];
  return SENAS.filter((sena) => untrueSena(sena, hand, trumpSuit) === null && !made.some((m) => m.seat === seat && m.sena === sena));
}

/** The señas `viewer` may see: its own and its partner's (same side); none for a spectator. */
export function senasSeenBy(made: readonly SenaMade[], sideOf: readonly number[], viewer: Seat | null): SenaMade[] {
  if (viewer === null) return [];
  return made.filter((m) => sideOf[m.seat] === sideOf[viewer]).map((m) => ({ seat: m.seat, sena: m.sena, at: m.at }));
}

/** A hand's card actions (plays and exchanges) with its señas put back in the order they were made. */
export function withSenas<A, S>(actions: readonly A[], made: readonly SenaMade[], sena: (m: SenaMade) => S): (A | S)[] {
  const out: (A | S)[] = [];
  let k = 0;
  for (let i = 0; i <= actions.length; i++) {
    while (k < made.length && made[k]!.at === i) out.push(sena(made[k++]!));
    if (i < actions.length) out.push(actions[i]!);
  }
  return out;
}

/**
 * Makes `cards[start..end)` hold at most `limit` trumps by swapping its extra trumps with non-trumps from the
 * rest of `cards` (chosen at random): how a sampled world honours a partner's `sintriunfo`. The caller
 * guarantees enough non-trumps exist (the real deal is one such world).
 */
export function capTrumps(cards: { [i: number]: number; readonly length: number }, start: number, end: number, limit: number, trumpSuit: number, rng: Rng): void {
  const isTrump = (c: number) => ((c / 10) | 0) === trumpSuit;
  let trumps = 0;
  for (let i = start; i < end; i++) if (isTrump(cards[i]!)) trumps++;
  for (let i = start; i < end && trumps > limit; i++) {
    if (!isTrump(cards[i]!)) continue;
    let others = 0;
    for (let j = 0; j < cards.length; j++) if ((j < start || j >= end) && !isTrump(cards[j]!)) others++;
    if (others === 0) throw new RangeError('no card left to honour the seña sintriunfo');
    let pick = rng.int(others);
    for (let j = 0; j < cards.length; j++) {
      if ((j >= start && j < end) || isTrump(cards[j]!)) continue;
      if (pick-- === 0) {
        const t = cards[i]!;
        cards[i] = cards[j]!;
        cards[j] = t;
        break;
      }
    }
    trumps--;
  }
}
