import { cardSuitIndex, makeCard, makeAction, type BriscaState, type Card, type HandEvent, type HandResult } from '@escoba/brisca';
import { messages, type Lang } from '../../messages/index.js';
import { sideLabel } from '../../format.js';
import { briscaWords, namedCard } from './words.js';
import { briscaMessages } from './messages/index.js';

/** Shared by `escoba watch` and `escoba play` for Brisca and Alcalde: how deals, actions, tricks and hand ends are told. */

/** `coins` / `oros`: the suit of a card. */
export const suitName = (c: Card, lang: Lang): string => briscaWords(lang).suit(cardSuitIndex(c));

/** `7o 3c 12b`, or `(none)`. */
export const briscaCards = (cards: readonly Card[]): string => (cards.length === 0 ? '(none)' : cards.map(makeCard).join(' '));

export interface Teller {
  readonly lang: Lang;
  /** `seat 2` or `you`, padded by the caller. */
  readonly who: (seat: number) => string;
  /** The seat that is `you`, if any. */
  readonly you?: number;
}

/** The hand header and trump card lines of a deal event (`handNo` from 1). */
export function dealLines(ev: Extract<HandEvent, { type: 'deal' }>, handNo: number, stock: number, t: Teller): string[] {
  const w = briscaWords(t.lang);
  const you = t.you === ev.dealer;
  const head = w.handHeader(handNo, w.deals(t.who(ev.dealer), you), ev.alcalde !== null, you);
  const lines = [head, w.trumpLine(namedCard(ev.trump, w), suitName(ev.trump, t.lang), stock)];
  if (ev.removed !== null) lines.push(w.leftOut(namedCard(ev.removed, w)));
  return lines;
}

/** One line per event after the deal; `trickNo` counts the tricks told so far (from 1). Draw events say nothing but the trump card drawn. */
export function eventLines(ev: HandEvent, trickNo: number, t: Teller): string[] {
  const w = briscaWords(t.lang);
  // Wide enough for every seat's name (`seat 3`, `asiento 3`, `you`), so the actions line up.
  const width = Math.max(...[0, 1, 2, 3].map((s) => t.who(s).length));
  const pad = (s: number) => t.who(s).padEnd(width + 1);
  switch (ev.type) {
    case 'deal':
      return [];
    case 'exchange':
      return [`  ${pad(ev.seat)} ${makeAction({ type: 'exchange', card: ev.card }).padEnd(8)} ${w.exchange(t.who(ev.seat), w.card(ev.card), w.card(ev.took))}`];
    case 'play':
      return [`  ${pad(ev.seat)} ${makeAction({ type: 'play', cards: ev.cards }).padEnd(8)} ${ev.cards.map((c) => w.card(c)).join(w.then)}`];
    case 'trick':
      return [w.trickTo(trickNo, t.who(ev.winner), ev.points)];
    case 'draw':
      return ev.trumpTo === null || ev.trump === null ? [] : [w.drawsTrump(t.who(ev.trumpTo), namedCard(ev.trump, w))];
    case 'lastCard':
      return [w.lastCard(namedCard(ev.card, w))];
    case 'end':
      return [];
  }
}

/** The end of a hand: points per side (or Alcalde and partners), who won it, and the match so far. */
export function handResultLines(r: HandResult, state: BriscaState, handNo: number, t: Teller): string[] {
  const m = messages(t.lang);
  const w = briscaMessages(t.lang).words;
  if (r.alcalde !== null) {
    return [w.alcaldeResult(handNo, t.who(r.alcalde), r.points[0]!, m.list(r.sides[1]!.map(t.who)), r.points[1]!, r.alcaldeKeeps === true, state.rules.keep)];
  }
  const sides = state.table.sides;
  const pts = r.points.map((p, s) => `${sideLabel(sides, s, t.lang)} ${p}`).join(', ');
  const winner = r.winner === null ? null : sideLabel(sides, r.winner, t.lang);
  return [w.handResult(handNo, pts, winner), w.handsWon(m.scores(state.wins, sides), state.rules.wins)];
}
