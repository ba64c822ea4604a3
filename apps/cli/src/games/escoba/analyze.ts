import { handPlays, makePlay, replayRecord, samePlay, seatView, type GameState, type Play, type Seat } from '@escoba/engine';
import type { Analyst, PlayEstimate } from '@escoba/bots';
import { DEFAULT_THRESHOLD } from '../../defaults.js';
import { renderTable, round3, sideLabel, signed, tableLabel } from '../../format.js';
import { messages, type Lang } from '../../messages/index.js';
import type { GameAnalysis } from '../types.js';
import { rulesLabel } from './format.js';
import { escobaMessages } from './messages/index.js';

/** The analyst's estimate of one legal alternative, as printed: numbers rounded to 3 decimals. */
export interface AlternativeEstimate {
  /** The play in notation. */
  readonly play: string;
  /** Expected hand points of the playing seat's side after this play. */
  readonly points: number;
  /** Expected own-side hand points minus the average of the other sides': what the bots maximise. */
  readonly margin: number;
}

/** One line of `escoba analyze` per play of a record. */
export interface PlayAnalysis {
  readonly type: 'play';
  /** Which record of the input, from 0. */
  readonly record: number;
  /** Hand and play index within the hand, from 0 (as in the engine's replay errors). */
  readonly hand: number;
  readonly play: number;
  readonly seat: Seat;
  readonly side: number;
  /** The play made, in notation. */
  readonly played: string;
  /** Only one play was legal: not estimated, `expected` is empty and the loss 0. */
  readonly forced: boolean;
  /** The alternative of highest margin (the played one on a tie). */
  readonly best: string;
  /** Every legal alternative, best margin first. */
  readonly expected: readonly AlternativeEstimate[];
  /** Margin of the best alternative minus margin of the play made: 0 or more. */
  readonly loss: number;
  /** `loss` is above the threshold. */
  readonly mistake: boolean;
}

export interface SeatTotals {
  readonly seat: Seat;
  readonly side: number;
  /** Plays made by this seat (forced ones included). */
  readonly plays: number;
  readonly forced: number;
  readonly loss: number;
  readonly mistakes: number;
}

/** The last line for each record. */
export interface RecordSummary {
  readonly type: 'summary';
  readonly record: number;
  readonly hands: number;
  readonly plays: number;
  readonly forced: number;
  readonly threshold: number;
  /** Each side's seats. */
  readonly sides: readonly (readonly Seat[])[];
  /** Total loss per side. */
  readonly loss: readonly number[];
  /** Mistakes per side. */
  readonly mistakes: readonly number[];
  readonly seats: readonly SeatTotals[];
}

/** A record that does not replay: its only line. */
export interface RecordFailure {
  readonly type: 'error';
  readonly record: number;
  readonly error: string;
}

export type AnalysisLine = PlayAnalysis | RecordSummary | RecordFailure;

export interface AnalyzeSettings {
  /** A loss above this (in margin points) is a mistake. */
  readonly threshold: number;
}

export { DEFAULT_THRESHOLD };

/** Ties keep the analyst's order; the played play wins a tie for best. */
function sortEstimates(estimates: readonly PlayEstimate[], played: Play): PlayEstimate[] {
  return estimates
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.margin - a.e.margin || (samePlay(b.e.play, played) ? 1 : 0) - (samePlay(a.e.play, played) ? 1 : 0) || a.i - b.i)
    .map((x) => x.e);
}

interface Decision {
  readonly hand: number;
  readonly play: number;
  /** The state just before the play. */
  readonly before: GameState;
  readonly made: Play;
}

/**
 * Replays record `input` (parsed JSON) and analyses every play from the view of the seat that made it:
 * one {@link PlayAnalysis} per play, then a {@link RecordSummary}; or one {@link RecordFailure}.
 * Lazy: each play is estimated when its line is taken.
 */
export function* analyzeRecord(input: unknown, index: number, analyst: Analyst, settings: AnalyzeSettings): Generator<AnalysisLine> {
  const decisions: Decision[] = [];
  let before: GameState | null = null;
  const replay = replayRecord(input, (step) => {
    if (step.play >= 0) decisions.push({ hand: step.hand, play: step.play, before: before!, made: handPlays(step.state.hand!)[step.play]! });
    before = step.state;
  });
  if (!replay.ok) {
    yield { type: 'error', record: index, error: replay.error.message };
    return;
  }
  const { setup } = replay.value;
  const totals = Array.from({ length: setup.players }, (_, seat) => ({ seat, side: setup.sideOf[seat]!, plays: 0, forced: 0, loss: 0, mistakes: 0 }));
  for (const d of decisions) {
    const seat = d.before.hand!.turn;
    const view = seatView(d.before, seat);
    const played = makePlay(d.made);
    const t = totals[seat]!;
    t.plays++;
    const base = { type: 'play' as const, record: index, hand: d.hand, play: d.play, seat, side: setup.sideOf[seat]!, played };
    if (view.legal.length <= 1) {
      t.forced++;
      yield { ...base, forced: true, best: played, expected: [], loss: 0, mistake: false };
      continue;
    }
    const estimates = sortEstimates(analyst.estimate(view), d.made);
    const mine = estimates.find((e) => samePlay(e.play, d.made));
    if (!mine) throw new Error(`the analyst gave no estimate for the play made, ${played} (hand ${d.hand} play ${d.play})`);
    const best = estimates[0]!;
    const loss = round3(Math.max(0, best.margin - mine.margin));
    const mistake = loss > settings.threshold;
    t.loss += loss;
    if (mistake) t.mistakes++;
    yield {
      ...base,
      forced: false,
      best: makePlay(best.play),
      expected: estimates.map((e) => ({ play: makePlay(e.play), points: round3(e.points), margin: round3(e.margin) })),
      loss,
      mistake,
    };
  }
  const seats = totals.map((t) => ({ ...t, loss: round3(t.loss) }));
  yield {
    type: 'summary',
    record: index,
    hands: replay.value.results.length + (replay.value.hand && !replay.value.hand.result ? 1 : 0),
    plays: decisions.length,
    forced: seats.reduce((n, t) => n + t.forced, 0),
    threshold: settings.threshold,
    sides: setup.sides,
    loss: setup.sides.map((ss) => round3(ss.reduce((x, s) => x + totals[s]!.loss, 0))),
    mistakes: setup.sides.map((ss) => ss.reduce((n, s) => n + totals[s]!.mistakes, 0)),
    seats,
  };
}

const fixed = (x: number): string => x.toFixed(2);

/** The `--pretty` text of one analysed record. */
export function prettyRecord(title: string, input: unknown, lines: readonly AnalysisLine[], lang: Lang = 'en'): string[] {
  const m = messages(lang).pretty;
  const p = escobaMessages(lang).pretty;
  const first = lines[0];
  if (first?.type === 'error') return [`${title}: ERROR: ${first.error}`];
  const state = replayRecord(input);
  const head = p.head(title, state.ok ? tableLabel(state.value.setup.players, state.value.setup.partnerships, lang) : '', state.ok ? rulesLabel(state.value.rules, lang) : '');
  const summary = lines.at(-1) as RecordSummary;
  const out = [p.analysisHead(head, summary.hands, summary.plays, summary.forced)];
  const rows: string[][] = [[...p.analysisColumns]];
  for (const l of lines) {
    if (l.type !== 'play') continue;
    const p = l;
    if (p.forced) {
      rows.push([String(p.hand + 1), String(p.play + 1), String(p.seat), p.played, '', '', '', '', '', '', m.forced]);
      continue;
    }
    const mine = p.expected.find((e) => e.play === p.played)!;
    const best = p.expected[0]!;
    const same = p.best === p.played;
    rows.push([
      String(p.hand + 1),
      String(p.play + 1),
      String(p.seat),
      p.played,
      fixed(mine.points),
      signed(mine.margin),
      same ? '=' : p.best,
      same ? '' : fixed(best.points),
      same ? '' : signed(best.margin),
      fixed(p.loss),
      p.mistake ? m.mistake : '',
    ]);
  }
  out.push(...renderTable(rows, [true, true, true, false, true, true, false, true, true, true, false]).map((r) => `  ${r}`));
  summary.sides.forEach((_, side) => {
    out.push(`  ${m.loss(sideLabel(summary.sides, side, lang), fixed(summary.loss[side]!), summary.mistakes[side]!, summary.threshold)}`);
  });
  return out;
}


/** `escoba analyze` for Escoba records: the expert analyst's estimates, in game points. */
export const escobaAnalysis: GameAnalysis = {
  defaultThreshold: DEFAULT_THRESHOLD,
  run: (input, index, analyst, threshold) => analyzeRecord(input, index, analyst as Analyst, { threshold }),
  pretty: (title, input, lines, lang) => prettyRecord(title, input, lines as readonly AnalysisLine[], lang),
};
