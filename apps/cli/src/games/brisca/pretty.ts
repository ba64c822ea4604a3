import { makeCard, type BriscaState, type HandState } from '@escoba/brisca';
import { renderTable, scoresLabel, sideLabel, tableLabel } from '../../format.js';
import { briscaRulesLabel, handEvents, playedHands } from './hand-events.js';
import { messages, type Lang } from '../../messages/index.js';
import { briscaMessages } from './messages/index.js';

/** One hand as rows: the deal, each exchange and trick (who led, the cards by seat, who won, its points), the result. */
export function prettyHand(hand: HandState, index: number, mode: BriscaState['mode'], sides: readonly (readonly number[])[], lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const p = briscaMessages(lang).pretty;
  const alcalde = mode !== 'brisca';
  const out = [p.hand(index + 1, hand.dealer, alcalde ? hand.sides[1]!.join(', ') : null, makeCard(hand.firstTrump), hand.removed === null ? null : makeCard(hand.removed))];
  const rows: string[][] = [[...p.trickColumns]];
  let trick = 0;
  const notes: string[] = [];
  for (const ev of handEvents(hand)) {
    if (ev.type === 'exchange') rows.push(['', '', p.exchanges(ev.seat, makeCard(ev.card), makeCard(ev.took))]);
    else if (ev.type === 'trick') {
      trick++;
      const cards = ev.cards.map((c, i) => `${ev.seats[i]}:${makeCard(c)}`).join(' ');
      rows.push([String(trick), m.seat(ev.seats[0]!), cards, m.seat(ev.winner), String(ev.points)]);
    } else if (ev.type === 'lastCard') notes.push(p.lastCard(makeCard(ev.card)));
  }
  out.push(...renderTable(rows, [true, false, false, false, true]).map((l) => `    ${l}`), ...notes);
  const r = hand.result;
  if (!r) {
    out.push(p.unfinishedTricks(trick));
    return out;
  }
  if (alcalde) out.push(p.alcaldePoints(r.alcalde!, r.points[0]!, r.points[1]!, r.alcaldeKeeps === true));
  else {
    out.push(p.handPoints(scoresLabel(r.points, sides, lang), r.winner === null ? null : m.sideName(sides, r.winner)));
  }
  return out;
}

/** `escoba replay --pretty` for a Brisca or Alcalde record: the table, the sides, a table per hand, the outcome. */
export function prettyBriscaSummary(title: string, state: BriscaState, lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const b = briscaMessages(lang);
  const { players, partnerships, sides } = state.table;
  const table = state.mode === 'brisca' ? tableLabel(players, partnerships, lang) : b.words.players(players);
  const out = [b.pretty.head(title, b.words.titles[state.mode], table, briscaRulesLabel(state.rules, lang))];
  if (state.mode === 'brisca' && partnerships) out.push(...sides.map((_, s) => `  ${sideLabel(sides, s, lang)}`));
  else if (state.mode !== 'brisca') out.push(`  ${b.pretty.noFixedSides}`);
  playedHands(state).forEach((h, i) => out.push(...prettyHand(h, i, state.mode, sides, lang)));
  if (state.mode === 'brisca') {
    out.push(b.pretty.handsWon(scoresLabel(state.wins, sides, lang), state.rules.wins));
    out.push(state.winner !== null ? `  ${m.pretty.winner(sideLabel(sides, state.winner, lang), false)}` : state.phase === 'over' ? b.pretty.drawn : b.pretty.noWinnerYet);
  } else if (state.tally) {
    const t = state.tally;
    out.push(`  ${b.pretty.tallyPrefix}${t.alcaldeHands.map((n, s) => b.pretty.tally(s, n, t.alcaldeWins[s]!, t.partnerWins[s]!)).join('; ')}`);
  }
  return out;
}
