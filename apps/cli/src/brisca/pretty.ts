import { makeCard, type BriscaState, type HandState } from '@escoba/brisca';
import { renderTable, sideLabel, tableLabel } from '../format.js';
import { briscaRulesLabel, handEvents, playedHands } from './hand-events.js';
import { gameTitle } from './setup.js';

/** `side 0 67, side 1 53`. */
const perSide = (points: readonly number[]): string => points.map((n, s) => `side ${s} ${n}`).join(', ');

/** One hand as rows: the deal, each exchange and trick (who led, the cards by seat, who won, its points), the result. */
export function prettyHand(hand: HandState, index: number, mode: BriscaState['mode']): string[] {
  const alcalde = mode !== 'brisca';
  const out: string[] = [];
  const head = alcalde
    ? `  hand ${index + 1}: seat ${hand.dealer} deals and is the Alcalde (alone against seats ${hand.sides[1]!.join(', ')}); trump card ${makeCard(hand.firstTrump)}`
    : `  hand ${index + 1}: seat ${hand.dealer} deals; trump card ${makeCard(hand.firstTrump)}`;
  out.push(head + (hand.removed === null ? '' : `; ${makeCard(hand.removed)} left out`));
  const rows: string[][] = [['trick', 'led by', 'cards (seat:card)', 'won by', 'points']];
  let trick = 0;
  const notes: string[] = [];
  for (const ev of handEvents(hand)) {
    if (ev.type === 'exchange') rows.push(['', '', `seat ${ev.seat} exchanges ${makeCard(ev.card)} for ${makeCard(ev.took)}`]);
    else if (ev.type === 'trick') {
      trick++;
      const cards = ev.cards.map((c, i) => `${ev.seats[i]}:${makeCard(c)}`).join(' ');
      rows.push([String(trick), `seat ${ev.seats[0]}`, cards, `seat ${ev.winner}`, String(ev.points)]);
    } else if (ev.type === 'lastCard') notes.push(`    the Alcalde's last card ${makeCard(ev.card)} counts for him`);
  }
  out.push(...renderTable(rows, [true, false, false, false, true]).map((l) => `    ${l}`), ...notes);
  const r = hand.result;
  if (!r) {
    out.push(`    unfinished after ${trick} tricks`);
    return out;
  }
  if (alcalde) {
    out.push(`    points: Alcalde (seat ${r.alcalde}) ${r.points[0]}, partners ${r.points[1]}; the Alcalde ${r.alcaldeKeeps ? 'keeps the role' : 'loses the role'}`);
  } else {
    out.push(`    points: ${perSide(r.points)}; ${r.winner === null ? 'a draw' : `side ${r.winner} wins the hand`}`);
  }
  return out;
}

/** `escoba replay --pretty` for a Brisca or Alcalde record: the table, the sides, a table per hand, the outcome. */
export function prettyBriscaSummary(title: string, state: BriscaState): string[] {
  const { players, partnerships, sides } = state.table;
  const table = state.mode === 'brisca' ? tableLabel(players, partnerships) : `${players} players`;
  const out = [`${title}: ${gameTitle(state)}, ${table}; rules ${briscaRulesLabel(state.rules)}`];
  if (state.mode === 'brisca') out.push(...sides.map((_, s) => `  ${sideLabel(sides, s)}`));
  else out.push('  no fixed sides: each hand the dealer is the Alcalde, alone against the other two');
  playedHands(state).forEach((h, i) => out.push(...prettyHand(h, i, state.mode)));
  if (state.mode === 'brisca') {
    out.push(`  hands won: ${perSide(state.wins)} (${state.rules.wins} to win)`);
    out.push(state.winner === null ? '  winner: none yet' : `  winner: ${sideLabel(sides, state.winner)}`);
  } else if (state.tally) {
    const t = state.tally;
    out.push(`  tally: ${t.alcaldeHands.map((n, s) => `seat ${s} Alcalde ${n} (kept ${t.alcaldeWins[s]}), won as partner ${t.partnerWins[s]}`).join('; ')}`);
  }
  return out;
}
