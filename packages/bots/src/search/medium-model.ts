import { captureSets, cardValue, CARD_COUNT, type Card, type Play, type SeatView } from '@escoba/engine';
import { captureGain, tableAfter, weightOf, type CardWeights } from '../heuristics.js';
import { MEDIUM, nextPlayerThreat, type Context } from '../medium.js';

/**
 * A past moment of the current deal, as the seat that played then could see it: what `medium`'s rule of thumb
 * (immediate gain minus the next player's expected capture from the table left) made of each card it might have held.
 */
export interface PastMoment {
  readonly table: readonly Card[];
  /** Cards face up by then (on the table or in a pile) or known to the player (the card it played): not unseen to it. */
  readonly known: Uint8Array;
  /** Cards the next player holds after the play (3 when every hand is empty and a redeal follows; 0: none). */
  readonly nextHand: number;
  /** In partnerships, cards the partner holds after the play (as {@link nextHand}). */
  readonly partnerHand: number;
}

/**
 * `medium`'s score of every card at `moment`: per card id, the best score of a play of that card that the rules
 * allow (its captures; a lay when it takes nothing, or when capturing is optional). The player's other cards are
 * not known to the observer, so they count as unseen to it too: its threat estimate is approximated by the observer's.
 */
export function mediumCardScores(view: SeatView, w: CardWeights, moment: PastMoment): Float64Array {
  const ctx = pastContext(view, w, moment);
  const scores = new Float64Array(CARD_COUNT);
  for (let c = 0; c < CARD_COUNT; c++) {
    const sets = captureSets(moment.table, c);
    let best = -Infinity;
    for (const take of sets) best = Math.max(best, mediumScore(ctx, moment, { card: c, take }));
    if (sets.length === 0 || view.rules.capture === 'optional') best = Math.max(best, mediumScore(ctx, moment, { card: c, take: [] }));
    scores[c] = best;
  }
  return scores;
}

/** `medium`'s score of `play` at `moment` (its {@link scorePlay} from what the player could see then). */
export function mediumPlayScore(view: SeatView, w: CardWeights, moment: PastMoment, play: Play): number {
  return mediumScore(pastContext(view, w, moment), moment, play);
}

function pastContext(view: SeatView, w: CardWeights, moment: PastMoment): Context {
  const unseenByValue = new Array<number>(11).fill(0);
  const weightSum = new Array<number>(11).fill(0);
  let unseenCount = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    if (moment.known[c]) continue;
    unseenByValue[cardValue(c)]!++;
    weightSum[cardValue(c)]! += w[c]!;
    unseenCount++;
  }
  return {
    view,
    w,
    unseenByValue,
    unseenWeightByValue: weightSum.map((s, v) => (unseenByValue[v]! > 0 ? s / unseenByValue[v]! : 0)),
    unseenCount,
    oppScale: 1 / Math.max(1, view.sides.length - 1),
  };
}

function mediumScore(ctx: Context, moment: PastMoment, play: Play): number {
  const { w } = ctx;
  const table = moment.table;
  const capture = play.take.length > 0;
  let score = captureGain(play, table, w, true);
  if (!capture) score -= MEDIUM.layCost * w[play.card]!;
  if (moment.nextHand <= 0) return score;
  let threat = 0;
  let left = tableAfter(table, play);
  if (!capture && ctx.view.rules.renuncio) {
    // The next player may claim a laid card that could have taken, with its best set, for free.
    let bestClaim = -1;
    for (const set of captureSets(table, play.card)) {
      const g = w[play.card]! + weightOf(set, w);
      if (g > bestClaim) {
        bestClaim = g;
        left = table.filter((c) => !set.includes(c));
      }
    }
    if (bestClaim > 0) threat += bestClaim;
  }
  const opp = nextPlayerThreat(ctx, left, moment.nextHand);
  threat += opp.expected;
  score -= ctx.oppScale * threat;
  if (ctx.view.partnerships && MEDIUM.partnerShare > 0 && moment.partnerHand > 0) {
    score += MEDIUM.partnerShare * opp.none * nextPlayerThreat(ctx, left, moment.partnerHand).expected;
  }
  return score;
}
