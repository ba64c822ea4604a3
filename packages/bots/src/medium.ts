import { canTake, captureSets, cardValue, type Card, type Play, type SeatView } from '@escoba/engine';
import { assertOnTurn, decisionRng, type Bot, type BotConfig } from './bot.js';
import { bestTakeFor, captureGain, chanceOfAny, isCapture, liveWeights, tableAfter, weightOf, WEIGHTS, type CardWeights } from './heuristics.js';
import { unseenCards } from './world.js';

/** The medium level's own tuning (see packages/bots/README.md). */
export const MEDIUM = {
  /**
   * Share of a laid card's weight counted as lost. The next player's chance to take it is in the threat; beyond
   * that, duels found no gain from a larger cost (0.2-0.8 played worse than 0), so it only breaks ties between
   * equally safe lays towards the card worth least.
   */
  layCost: 0.05,
  /** Extra worth of an escoba for the next player beyond its point: we then lay to an empty table. */
  oppEscobaExtra: 0.1,
  /**
   * In partnerships, share of the partner's expected capture (on the table we leave, when the opponent between
   * takes nothing) credited to the play: a cheap way to set up captures for the partner.
   */
  partnerShare: 0.5,
};

/** What one decision needs besides the play: computed once per view. */
export interface Context {
  readonly view: SeatView;
  readonly w: CardWeights;
  /** Unseen cards per capture value 1..10 (index = value). */
  readonly unseenByValue: number[];
  /** Average weight of the unseen cards of each value (the card an opponent would take with). */
  readonly unseenWeightByValue: number[];
  readonly unseenCount: number;
  /** How much an opponent's gain costs us: 1 with two sides, 1/(sides-1) against several (we maximise own minus mean of others). */
  readonly oppScale: number;
}

export function makeContext(view: SeatView, w: CardWeights = liveWeights(view)): Context {
  const unseen = unseenCards(view);
  const unseenByValue = new Array<number>(11).fill(0);
  const weightSum = new Array<number>(11).fill(0);
  for (const c of unseen) {
    unseenByValue[cardValue(c)]!++;
    weightSum[cardValue(c)]! += w[c]!;
  }
  return {
    view,
    w,
    unseenByValue,
    unseenWeightByValue: weightSum.map((s, v) => (unseenByValue[v]! > 0 ? s / unseenByValue[v]! : 0)),
    unseenCount: unseen.length,
    oppScale: 1 / Math.max(1, view.sides.length - 1),
  };
}

/**
 * Expected gain of the next player if the table is `table` and they hold a random `h` of the unseen cards:
 * for each capture value the chance they hold such a card times the best it takes (escoba included), taking
 * the best value they hold (values treated as independent).
 */
export function nextPlayerThreat(ctx: Context, table: readonly Card[], h: number): Threat {
  if (table.length === 0 || h <= 0) return { expected: 0, none: 1 };
  const options: { p: number; g: number }[] = [];
  const escoba = WEIGHTS.escoba + MEDIUM.oppEscobaExtra;
  for (let v = 1; v <= 10; v++) {
    const k = ctx.unseenByValue[v]!;
    if (k === 0) continue;
    const take = bestTakeFor(table, v, ctx.w, escoba);
    if (take < 0) continue;
    options.push({ p: chanceOfAny(ctx.unseenCount, k, h), g: take + ctx.unseenWeightByValue[v]! });
  }
  options.sort((a, b) => b.g - a.g);
  let none = 1;
  let expected = 0;
  for (const o of options) {
    expected += none * o.p * o.g;
    none *= 1 - o.p;
  }
  return { expected, none };
}

export interface Threat {
  /** The expected gain. */
  readonly expected: number;
  /** The chance the player can take nothing. */
  readonly none: number;
}

/** The medium bot's score of one legal play (higher is better): immediate gain minus the next player's threat. */
export function scorePlay(ctx: Context, play: Play): number {
  const { view, w } = ctx;
  const seat = view.seat!;
  const gain = captureGain(play, view.table, w, true);
  // A renuncio claim is free: we still play a card afterwards.
  if (play.renuncio) return 100 + gain;
  const after = tableAfter(view.table, play);
  let score = gain;
  if (!isCapture(play)) score -= MEDIUM.layCost * w[play.card]!;

  const n = view.players;
  const next = (seat + 1) % n;
  const counts = view.handCounts.slice();
  counts[seat]!--;
  const handsEmpty = counts.every((x) => x === 0);
  if (handsEmpty && view.stock === 0) {
    // The final play of the hand: the table goes to the last capturer.
    const last = isCapture(play) ? seat : view.lastCapturer;
    if (last !== null) {
      const mine = view.sides[view.side!]!.includes(last);
      score += (mine ? 1 : -ctx.oppScale) * weightOf(after, w);
    }
    return score;
  }
  const h = handsEmpty ? 3 : counts[next]!;
  let threat = 0;
  let table = after;
  if (!isCapture(play) && view.rules.renuncio && canTake(view.table, play.card)) {
    // The next player may claim our card with its best set, for free, and then play.
    let bestClaim = -1;
    let bestTable = after;
    for (const set of captureSets(view.table, play.card)) {
      const g = w[play.card]! + weightOf(set, w);
      if (g > bestClaim) {
        bestClaim = g;
        bestTable = view.table.filter((c) => !set.includes(c));
      }
    }
    threat += bestClaim;
    table = bestTable;
  }
  const opp = nextPlayerThreat(ctx, table, h);
  threat += opp.expected;
  score -= ctx.oppScale * threat;
  if (view.partnerships && MEDIUM.partnerShare > 0) {
    const partner = (seat + 2) % n;
    const hp = handsEmpty ? 3 : counts[partner]!;
    score += MEDIUM.partnerShare * opp.none * nextPlayerThreat(ctx, table, hp).expected;
  }
  return score;
}

/**
 * The medium level: rules of thumb from good play plus card counting. Each legal play is scored by what it
 * wins now (escoba, 7 of coins, sevens and sixes for the sevens rule in force, coins, cards; categories already
 * decided count for nothing) minus what the next player (always an opponent) can expect to win from the table
 * left, estimated from the unseen cards; renuncio claims are always made. See packages/bots/README.md.
 */
export function mediumBot(config: BotConfig = {}): Bot {
  return {
    level: 'medium',
    choose(view: SeatView): Play {
      assertOnTurn(view);
      const ctx = makeContext(view);
      let best: Play[] = [];
      let bestScore = -Infinity;
      for (const play of view.legal) {
        const s = scorePlay(ctx, play);
        if (s > bestScore + 1e-9) {
          best = [play];
          bestScore = s;
        } else if (s > bestScore - 1e-9) best.push(play);
      }
      return best.length === 1 ? best[0]! : best[decisionRng(config, view).int(best.length)]!;
    },
  };
}
