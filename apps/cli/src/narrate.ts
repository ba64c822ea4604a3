import { cardName, makeCard, makePlay, type Card, type HandEvent, type HandResult, type Rules, type Seat, type TableSetup } from '@escoba/engine';
import { breakdownLabel, plural, scoresLabel, sideLabel } from './format.js';

/** Shared by `escoba watch` and `escoba play`: how plays, renuncio claims and hand ends are told to people. */

/** Language of card names: en (seven of coins) or es (7 de oros). */
export type Lang = 'en' | 'es';

export const isLang = (x: unknown): x is Lang => x === 'en' || x === 'es';

/** `7o 3c 12b`, or `(empty)`. */
export const cardList = (list: readonly Card[]): string => (list.length === 0 ? '(empty)' : list.map(makeCard).join(' '));

/** `seven of coins`, `seven of coins and three of cups`, `a, b and c`. */
export function cardNames(list: readonly Card[], lang: Lang): string {
  const all = list.map((c) => cardName(c, lang));
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

/**
 * One play or renuncio claim as a line: `  <who>  <notation padded>  <what happened>[: ESCOBA!]<after>`,
 * e.g. `  seat 1  3b:12e+2c      three of clubs takes king of swords and two of cups`.
 */
export function playEventLine(ev: Extract<HandEvent, { type: 'play' | 'renuncio' }>, who: string, lang: Lang, after = ''): string {
  const name = (c: Card) => cardName(c, lang);
  if (ev.type === 'renuncio') {
    const play = makePlay({ card: ev.card, take: ev.take, renuncio: true });
    const what = `renuncio! seat ${ev.from} laid ${name(ev.card)}, which could take ${cardNames(ev.take, lang)}: seat ${ev.seat} takes them all`;
    return `  ${who}  ${play.padEnd(14)} ${what}${after}`;
  }
  const what = ev.take.length === 0 ? `${name(ev.card)} goes on the table` : `${name(ev.card)} takes ${cardNames(ev.take, lang)}`;
  const play = makePlay({ card: ev.card, take: ev.take });
  return `  ${who}  ${play.padEnd(14)} ${what}${ev.escoba ? ': ESCOBA!' : ''}${after}`;
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
  seatLabel: (seat: Seat) => string = (seat) => `seat ${seat}`,
): string[] {
  const out: string[] = [];
  if (ev.leftover.length > 0) {
    out.push(
      ev.to === null
        ? `  Nobody took a card, so ${cardList(ev.leftover)} stay unclaimed.`
        : `  The last cards on the table, ${cardList(ev.leftover)}, go to ${seatLabel(ev.to)}, who took last.`,
    );
  }
  out.push(`  Points for hand ${handNo}:`);
  setup.sides.forEach((_, side) => {
    const r = result;
    const facts = [plural(r.captured[side]!, 'card'), plural(r.coins[side]!, 'coin'), plural(r.sevens[side]!, 'seven'), plural(r.escobas[side]!, 'escoba')];
    if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
      const prime = r.prime[side];
      facts.push(prime ? `prime ${cardList(prime)}` : 'no prime');
    }
    out.push(`    ${sideLabel(setup.sides, side)}: ${plural(r.points[side]!, 'point')} (${breakdownLabel(r.breakdown[side])}); took ${facts.join(', ')}`);
  });
  out.push(`  Score: ${scoresLabel(scores)} (target ${rules.target})`);
  return out;
}
