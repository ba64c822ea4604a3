import { makeCard, makePlay, type Card, type HandEvent, type HandResult, type Rules, type Seat, type TableSetup } from '@escoba/engine';
import { scoresLabel, sideLabel } from '../../format.js';
import { messages, type Lang } from '../../messages/index.js';
import { breakdownLabel } from './format.js';
import { escobaMessages } from './messages/index.js';

/** Shared by `escoba watch` and `escoba play`: how plays, renuncio claims and hand ends are told to people. */

export type { Lang } from '../../messages/index.js';

/** `7o 3c 12b`, or `(empty)` in the language of `lang`. */
export const cardList = (list: readonly Card[], lang: Lang = 'en'): string => (list.length === 0 ? messages(lang).empty : list.map(makeCard).join(' '));

/** `seven of coins`, `seven of coins and three of cups`, `a, b and c`. */
export function cardNames(list: readonly Card[], lang: Lang): string {
  const m = messages(lang);
  const e = escobaMessages(lang);
  return m.list(list.map(e.card));
}

/**
 * One play or renuncio claim as a line: `  <who>  <notation padded>  <what happened>[: ESCOBA!]<after>`,
 * e.g. `  seat 1  3b:12e+2c      three of clubs takes king of swords and two of cups`.
 */
export function playEventLine(ev: Extract<HandEvent, { type: 'play' | 'renuncio' }>, who: string, lang: Lang, after = ''): string {
  const e = escobaMessages(lang);
  if (ev.type === 'renuncio') {
    const play = makePlay({ card: ev.card, take: ev.take, renuncio: true });
    return `  ${who}  ${play.padEnd(14)} ${e.watch.renuncio(ev.from, e.card(ev.card), cardNames(ev.take, lang), ev.seat)}${after}`;
  }
  const what = ev.take.length === 0 ? e.watch.lays(e.card(ev.card)) : e.watch.takes(e.card(ev.card), cardNames(ev.take, lang));
  const play = makePlay({ card: ev.card, take: ev.take });
  return `  ${who}  ${play.padEnd(14)} ${what}${ev.escoba ? e.watch.sweep : ''}${after}`;
}

/**
 * The end of hand `handNo` (counting from 1): where the leftover went, each side's points by category with
 * what it took, and the running score `scores` (after this hand).
 */
export function handEndLines(
  ev: Extract<HandEvent, { type: 'end' }>,
  result: HandResult,
  setup: TableSetup,
  rules: Rules,
  scores: readonly number[],
  handNo: number,
  seatLabel?: (seat: Seat) => string,
  lang: Lang = 'en',
): string[] {
  const m = messages(lang);
  const e = escobaMessages(lang);
  const label = seatLabel ?? m.seat;
  const out: string[] = [];
  if (ev.leftover.length > 0) {
    out.push(ev.to === null ? e.watch.unclaimed(cardList(ev.leftover, lang)) : e.watch.leftoverTo(cardList(ev.leftover, lang), label(ev.to)));
  }
  out.push(e.watch.pointsFor(handNo));
  setup.sides.forEach((_, side) => {
    const r = result;
    const facts = [m.count(r.captured[side]!, 'card'), m.count(r.coins[side]!, 'coin'), m.count(r.sevens[side]!, 'seven'), e.countEscobas(r.escobas[side]!)];
    if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
      const prime = r.prime[side];
      facts.push(prime ? e.watch.prime(cardList(prime, lang)) : e.watch.noPrime);
    }
    out.push(e.watch.sidePoints(sideLabel(setup.sides, side, lang), m.count(r.points[side]!, 'point'), breakdownLabel(r.breakdown[side], lang), facts.join(', ')));
  });
  out.push(e.watch.score(scoresLabel(scores, setup.sides, lang), rules.target));
  return out;
}
