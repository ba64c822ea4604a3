import { rulesDiff, summarize, type Breakdown, type GameState, type Rules, type ScoreKey } from '@escoba/engine';
import { presetWithChanges, renderTable, scoresLabel, seatsLabel, sideLabel, tableLabel } from '../../format.js';
import { messages, type Lang } from '../../messages/index.js';
import { escobaMessages } from './messages/index.js';

/** Escoba's rules as {@link presetWithChanges} says them. */
export const rulesLabel = (rules: Rules, lang: Lang = 'en'): string => presetWithChanges(rules.preset, rulesDiff(rules), lang);

/** `escobas 1, cards 1, seven of coins 1`, or `-` when nothing scored. */
export function breakdownLabel(breakdown: Breakdown | undefined, lang: Lang = 'en'): string {
  const parts = Object.entries(breakdown ?? {}).map(([k, n]) => `${escobaMessages(lang).scoreKey(k as ScoreKey)} ${n}`);
  return parts.length === 0 ? '-' : parts.join(', ');
}

/** How the game was won, or why there is no winner yet. */
export function outcomeLabel(state: GameState, lang: Lang = 'en'): string {
  const sides = state.setup.sides;
  if (state.winner !== null) return messages(lang).pretty.winner(sideLabel(sides, state.winner, lang), state.winReason === 'zeroCards');
  return escobaMessages(lang).watch.noWinner(state.hand !== null && state.hand !== undefined && !state.hand.result);
}

/** The human-readable table printed by `escoba replay --pretty` for one replayed record. */
export function prettySummary(title: string, state: GameState, lang: Lang = 'en'): string[] {
  const e = escobaMessages(lang);
  const summary = summarize(state);
  const { sides } = summary;
  const out = [e.pretty.head(title, tableLabel(state.setup.players, state.setup.partnerships, lang), rulesLabel(state.rules, lang))];
  // With one seat per side the seats name the sides, so there is nothing to list.
  const bySeat = sides.every((seats) => seats.length === 1);
  if (!bySeat) sides.forEach((seats, side) => out.push(`  ${e.pretty.sideSeats(side, seatsLabel(seats, lang))}`));
  const rows: string[][] = [[...e.pretty.columns(bySeat)]];
  const totals = sides.map(() => 0);
  summary.hands.forEach((hand, i) => {
    if (!hand.complete) {
      rows.push([String(i + 1), String(hand.dealer), '', '', '', '', '', e.pretty.unfinished]);
      return;
    }
    sides.forEach((_, side) => {
      totals[side]! += hand.points?.[side] ?? 0;
      rows.push([
        side === 0 ? String(i + 1) : '',
        side === 0 ? String(hand.dealer) : '',
        String(bySeat ? sides[side]![0] : side),
        String(hand.points?.[side] ?? 0),
        String(hand.captured?.[side] ?? 0),
        String(hand.escobas?.[side] ?? 0),
        String(totals[side]),
        breakdownLabel(hand.breakdown?.[side], lang),
      ]);
    });
  });
  if (summary.hands.length === 0) out.push(`  ${e.pretty.noHands}`);
  else out.push(...renderTable(rows, [true, true, true, true, true, true, true, false]).map((l) => `  ${l}`));
  out.push(`  ${e.pretty.finalScores(scoresLabel(summary.scores, sides, lang), state.rules.target)}`);
  out.push(`  ${outcomeLabel(state, lang)}`);
  return out;
}

