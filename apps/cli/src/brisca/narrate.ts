import { cardSuitIndex, makeCard, makeAction, type BriscaState, type Card, type HandEvent, type HandResult } from '@escoba/brisca';
import type { Lang } from '../narrate.js';
import { sideLabel } from '../format.js';
import { briscaWords, namedCard, type BriscaWords } from './words.js';

/** Shared by `escoba watch` and `escoba play` for Brisca and Alcalde: how deals, actions, tricks and hand ends are told. */

const SUIT_EN = ['coins', 'cups', 'swords', 'clubs'];
const SUIT_ES = ['oros', 'copas', 'espadas', 'bastos'];

/** `coins` / `oros`: the suit of a card. */
export const suitName = (c: Card, lang: Lang): string => (lang === 'es' ? SUIT_ES : SUIT_EN)[cardSuitIndex(c)]!;

/** `7o 3c 12b`, or `(none)`. */
export const briscaCards = (cards: readonly Card[]): string => (cards.length === 0 ? '(none)' : cards.map(makeCard).join(' '));

export interface Teller {
  readonly lang: Lang;
  /** `seat 2` or `you`, padded by the caller. */
  readonly who: (seat: number) => string;
}

/** The hand header and trump card lines of a deal event (`handNo` from 1). */
export function dealLines(ev: Extract<HandEvent, { type: 'deal' }>, handNo: number, stock: number, t: Teller): string[] {
  const w = briscaWords(t.lang);
  const you = t.who(ev.dealer) === 'you';
  const deals = `${t.who(ev.dealer)} ${you ? 'deal' : 'deals'}`;
  const head = ev.alcalde === null ? `== Hand ${handNo}: ${deals} ==` : `== Hand ${handNo}: ${deals} and ${you ? 'are' : 'is'} the ${w.alcalde}, alone against the other two ==`;
  const lines = [head, `  ${w.trumpCard} ${namedCard(ev.trump, w)}: ${w.trump} ${t.lang === 'es' ? 'de' : 'are'} ${suitName(ev.trump, t.lang)}; ${stock} cards in the ${w.stock}`];
  if (ev.removed !== null) lines.push(`  ${namedCard(ev.removed, w)} is left out of the pack`);
  return lines;
}

/** One line per event after the deal; `trickNo` counts the tricks told so far (from 1). Draw events say nothing but the trump card drawn. */
export function eventLines(ev: HandEvent, trickNo: number, t: Teller): string[] {
  const w = briscaWords(t.lang);
  const pad = (s: number) => t.who(s).padEnd(7);
  switch (ev.type) {
    case 'deal':
      return [];
    case 'exchange':
      return [`  ${pad(ev.seat)} ${makeAction({ type: 'exchange', card: ev.card }).padEnd(8)} ${w.exchange(t.who(ev.seat), w.card(ev.card), w.card(ev.took))}`];
    case 'play':
      return [`  ${pad(ev.seat)} ${makeAction({ type: 'play', cards: ev.cards }).padEnd(8)} ${ev.cards.map((c) => w.card(c)).join(' then ')}`];
    case 'trick':
      return [`    ${w.trick} ${trickNo} to ${t.who(ev.winner)}: ${ev.points} ${w.points}`];
    case 'draw':
      return ev.trumpTo === null || ev.trump === null ? [] : [`    ${t.who(ev.trumpTo)} draws the ${w.trumpCard} ${namedCard(ev.trump, w)}, the last card of the ${w.stock}`];
    case 'lastCard':
      return [`    the ${w.alcalde}'s last card ${namedCard(ev.card, w)} counts for him`];
    case 'end':
      return [];
  }
}

/** The end of a hand: points per side (or Alcalde and partners), who won it, and the match so far. */
export function handResultLines(r: HandResult, state: BriscaState, handNo: number, t: Teller): string[] {
  const w: BriscaWords = briscaWords(t.lang);
  if (r.alcalde !== null) {
    return [
      `  Points for hand ${handNo}: ${w.alcalde} (${t.who(r.alcalde)}) ${r.points[0]}, ${w.partners} (${r.sides[1]!.map(t.who).join(' and ')}) ${r.points[1]}: the ${w.alcalde} ${r.alcaldeKeeps ? w.keeps : w.loses} (${state.rules.keep} to keep it)`,
    ];
  }
  const sides = state.table.sides;
  const pts = r.points.map((p, s) => `${sideLabel(sides, s)} ${p}`).join(', ');
  const winner = r.winner === null ? w.draw : `${sideLabel(sides, r.winner)} wins the hand`;
  return [`  Points for hand ${handNo}: ${pts}: ${winner}`, `  Hands won: ${state.wins.map((n, s) => `side ${s} ${n}`).join(', ')} (${state.rules.wins} to win the match)`];
}
