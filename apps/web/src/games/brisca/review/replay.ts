import { handRecordActions, PACK_POINTS, replayRecord, sameAction, type BriscaAction, type BriscaState, type CardAction, type ReplayStep, type Seat } from '@escoba/brisca';
import type { BriscaEstimate } from '@escoba/bots';

/** A play the review steps to: the record's state after it, the action that led there and who made it (null for the deal). */
export interface ReviewStep extends ReplayStep {
  readonly action: BriscaAction | null;
  readonly seat: Seat | null;
}

/** A card action to analyse: the state before it (the mover's view is taken from it), the mover and what was played. */
export interface Decision {
  /** Index of the step this action leads to. */
  readonly step: number;
  readonly before: BriscaState;
  readonly seat: Seat;
  readonly played: CardAction;
}

/** Every state of a Brisca or Alcalde record with the action before each, and the card actions to analyse (señas are not). */
export function replaySteps(record: unknown): { steps: ReviewStep[]; decisions: Decision[] } | { error: string } {
  const raw: ReplayStep[] = [];
  const replay = replayRecord(record, (step) => raw.push(step));
  if (!replay.ok) return { error: replay.error.message };
  const steps: ReviewStep[] = [];
  const decisions: Decision[] = [];
  raw.forEach((s, i) => {
    if (s.play < 0) {
      steps.push({ ...s, action: null, seat: null });
      return;
    }
    const before = raw[i - 1]!.state;
    const seat = before.hand!.turn;
    const action = handRecordActions(s.state.hand!)[s.play]!;
    steps.push({ ...s, action, seat });
    if (action.type !== 'sena') decisions.push({ step: i, before, seat, played: action });
  });
  return { steps, decisions };
}

/**
 * The expected card points of the mover's side at the end of the hand from the search's value, the expected
 * margin over the other sides' mean: with `k` sides sharing the pack's 120 points, mine − (120 − mine)/(k − 1).
 */
export const expectedPoints = (value: number, sides: number): number => (value * (sides - 1) + PACK_POINTS) / sides;

/** A play that gives away at least this many expected card points of its side against the expert's best is a clear mistake. */
export const CLEAR_MISTAKE_POINTS = 3;

/** One analysed decision: every legal action with its expected points for the mover's side, best first. */
export interface Analysis {
  readonly forced: boolean;
  readonly options: readonly { readonly action: CardAction; readonly points: number }[];
  /** Expected points given away by the action played (0 when it was the best, or forced). */
  readonly loss: number;
  readonly mistake: boolean;
}

export const FORCED: Analysis = { forced: true, options: [], loss: 0, mistake: false };

/** The analysis of `decision` from the search's estimates (one per legal action). */
export function analyse(decision: Decision, estimates: readonly BriscaEstimate[]): Analysis {
  const sides = decision.before.hand!.sides.length;
  const options = estimates.map((e) => ({ action: e.action, points: expectedPoints(e.value, sides) })).sort((a, b) => b.points - a.points);
  const mine = options.find((o) => sameAction(o.action, decision.played));
  const loss = mine ? Math.max(0, options[0]!.points - mine.points) : 0;
  return { forced: false, options, loss, mistake: loss >= CLEAR_MISTAKE_POINTS };
}

/**
 * The chart of one hand: per side of that hand, its expected card points after each analysed action of the hand
 * (from the mover's estimate; with two sides the other side's follows, as the points add up to 120), carried
 * forward where a side's value is unknown, and the real points at the end once the hand is over.
 */
export function handSeries(steps: readonly ReviewStep[], decisions: readonly Decision[], analyses: ReadonlyMap<number, Analysis>, hand: number): (number | null)[][] {
  const mine = decisions.filter((d) => steps[d.step]!.hand === hand);
  const last = [...steps].reverse().find((s) => s.hand === hand);
  const sides = last?.state.hand?.sides ?? [];
  const current: (number | null)[] = sides.map(() => null);
  const series: (number | null)[][] = sides.map(() => []);
  for (const d of mine) {
    const a = analyses.get(d.step);
    if (a && !a.forced) {
      const played = a.options.find((o) => sameAction(o.action, d.played));
      if (played) {
        const side = d.before.hand!.sideOf[d.seat]!;
        current[side] = played.points;
        if (sides.length === 2) current[1 - side] = PACK_POINTS - played.points;
      }
    }
    current.forEach((v, side) => series[side]!.push(v));
  }
  const result = last?.state.hand?.result;
  if (result) result.points.forEach((p, side) => series[side]!.push(p));
  return series;
}
