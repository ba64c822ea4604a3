import type { BriscaEstimate } from '@escoba/bots';
import type { GameAnalyst } from '@escoba/cards';
import { messages, type Lang } from '../../messages/index.js';
import { briscaGame, makeAction, replayRecord, sameAction, seatView, type BriscaState, type BriscaView } from '@escoba/brisca';
import { renderTable, round3, signed, tableLabel } from '../../format.js';
import { briscaRulesLabel } from './hand-events.js';
import { BRISCA_DEFAULT_THRESHOLD } from '../../defaults.js';
import type { GameAnalysis } from '../types.js';
import { briscaMessages } from './messages/index.js';

/** A loss above this many card points is a mistake, unless `--threshold` says otherwise (0.25 game points means nothing here). */
export { BRISCA_DEFAULT_THRESHOLD };

/** One action of a record with the expert's estimates: the line shape of Escoba's analysis, `margin` in card points. */
export interface BriscaPlayLine {
  readonly type: 'play';
  readonly record: number;
  readonly hand: number;
  readonly play: number;
  readonly seat: number;
  readonly side: number;
  readonly played: string;
  readonly forced: boolean;
  readonly best: string;
  /** Every legal action, best first: `margin` is the expected card points of the acting side minus the other sides' at the end of the hand. */
  readonly expected: readonly { readonly play: string; readonly margin: number }[];
  readonly loss: number;
  readonly mistake: boolean;
}

export interface BriscaSummaryLine {
  readonly type: 'summary';
  readonly record: number;
  readonly hands: number;
  readonly plays: number;
  readonly forced: number;
  readonly threshold: number;
  readonly seats: readonly { seat: number; plays: number; forced: number; loss: number; mistakes: number }[];
}

export type BriscaAnalysisLine = BriscaPlayLine | BriscaSummaryLine | { readonly type: 'error'; readonly record: number; readonly error: string };

/**
 * The analysis of one `brisca-record/1`: every action replayed, and for each the acting seat's own view given to the
 * analyst (the plugin's: `BriscaSearch` with the expert's settings), which estimates every legal action.
 */
export function* analyzeBriscaRecord(input: unknown, record: number, analyst: GameAnalyst<BriscaView, BriscaEstimate>, threshold: number): Generator<BriscaAnalysisLine> {
  const before: { hand: number; play: number; state: BriscaState }[] = [];
  let last: BriscaState | null = null;
  const result = replayRecord(input, (step) => {
    if (last !== null && step.play >= 0) before.push({ hand: step.hand, play: step.play, state: last });
    last = step.state;
  });
  if (!result.ok) {
    yield { type: 'error', record, error: result.error.message };
    return;
  }
  const n = result.value.table.players;
  const seats = Array.from({ length: n }, (_, seat) => ({ seat, plays: 0, forced: 0, loss: 0, mistakes: 0 }));
  const actions = briscaGame.record.make(result.value).hands as { plays: string[] }[];
  for (const { hand, play, state } of before) {
    const seat = state.hand!.turn;
    const view = seatView(state, seat);
    const played = briscaGame.parseAction(actions[hand]!.plays[play]!);
    if (!played.ok) throw new Error(`engine bug: the record's own action does not parse: ${played.error.message}`);
    const mine = played.value;
    // A seña (rule option senas) is a signal, not a move of the game: nothing to estimate.
    if (mine.type === 'sena') continue;
    const base = { type: 'play' as const, record, hand, play, seat, side: view.side!, played: makeAction(mine) };
    const s = seats[seat]!;
    s.plays++;
    if (view.legal.length === 1) {
      s.forced++;
      yield { ...base, forced: true, best: base.played, expected: [], loss: 0, mistake: false };
      continue;
    }
    const estimates = analyst.estimate(view).map((e) => ({ action: e.action, margin: e.value }));
    const own = estimates.find((e) => sameAction(e.action, mine))!;
    estimates.sort((a, b) => b.margin - a.margin || (sameAction(a.action, mine) ? -1 : sameAction(b.action, mine) ? 1 : 0));
    const best = estimates[0]!.margin > own.margin ? estimates[0]! : own;
    const loss = Math.max(0, best.margin - own.margin);
    const mistake = loss > threshold;
    s.loss += loss;
    if (mistake) s.mistakes++;
    yield {
      ...base,
      forced: false,
      best: makeAction(best.action),
      expected: estimates.map((e) => ({ play: makeAction(e.action), margin: round3(e.margin) })),
      loss: round3(loss),
      mistake,
    };
  }
  yield {
    type: 'summary',
    record,
    hands: result.value.log.length + (result.value.hand && !result.value.hand.result ? 1 : 0),
    plays: before.length,
    forced: seats.reduce((t, x) => t + x.forced, 0),
    threshold,
    seats: seats.map((x) => ({ ...x, loss: round3(x.loss) })),
  };
}

/** `escoba analyze --pretty` for a Brisca record: one row per action, then each seat's total loss. */
export function prettyBriscaAnalysis(title: string, input: unknown, lines: readonly BriscaAnalysisLine[], lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const b = briscaMessages(lang);
  const first = lines[0];
  if (first?.type === 'error') return [`${title}: ERROR: ${first.error}`];
  const state = replayRecord(input);
  const table = (st: BriscaState) => (st.mode === 'brisca' ? tableLabel(st.table.players, st.table.partnerships, lang) : b.words.players(st.table.players));
  const head = state.ok ? b.pretty.head(title, b.words.titles[state.value.mode], table(state.value), briscaRulesLabel(state.value.rules, lang)) : `${title}: `;
  const summary = lines.at(-1) as BriscaSummaryLine;
  const out = [b.pretty.analysisHead(head, summary.hands, summary.plays, summary.forced)];
  const rows: string[][] = [[...b.pretty.analysisColumns]];
  for (const l of lines) {
    if (l.type !== 'play') continue;
    if (l.forced) {
      rows.push([String(l.hand + 1), String(l.play + 1), String(l.seat), l.played, '', '', '', '', m.pretty.forced]);
      continue;
    }
    const mine = l.expected.find((e) => e.play === l.played)!;
    const same = l.best === l.played;
    rows.push([String(l.hand + 1), String(l.play + 1), String(l.seat), l.played, signed(mine.margin), same ? '=' : l.best, same ? '' : signed(l.expected[0]!.margin), l.loss.toFixed(2), l.mistake ? m.pretty.mistake : '']);
  }
  out.push(...renderTable(rows, [true, true, true, false, true, false, true, true, false]).map((r) => `  ${r}`));
  for (const s of summary.seats) out.push(`  ${m.pretty.loss(m.seat(s.seat), s.loss.toFixed(2), s.mistakes, summary.threshold)}`);
  return out;
}

/** `escoba analyze` for Brisca and Alcalde records: the expert's search, in card points. */
export const briscaAnalysis: GameAnalysis = {
  defaultThreshold: BRISCA_DEFAULT_THRESHOLD,
  run: (input, index, analyst, threshold) => analyzeBriscaRecord(input, index, analyst as GameAnalyst<BriscaView, BriscaEstimate>, threshold),
  pretty: (title, input, lines, lang) => prettyBriscaAnalysis(title, input, lines as readonly BriscaAnalysisLine[], lang),
};
