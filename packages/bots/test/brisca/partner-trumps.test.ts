/**
 * The rollouts' use of señas in 2 against 2 (`src/brisca/partner-trumps.ts`, `rollout.ts`): a seat whose partner
 * signals counts on the named trump of the partner playing last, and loads points onto a trick it will take.
 */
import { describe, expect, it } from 'vitest';
import { BriscaKernel, seatView, type GameConfig } from '@escoba/brisca';
import { partnerLastTrump, partnerTrumpHold } from '../../src/brisca/partner-trumps.js';
import { GreedyKernelPolicy, GREEDY_POLICY } from '../../src/brisca/rollout.js';
import { partnerSignals } from '../../src/brisca/senas-reading.js';
import { holdChance } from '../../src/brisca/tricks.js';
import { card, position } from './helpers.js';

const TABLE: GameConfig = { players: 4, partnerships: true, rules: { preset: 'brisca', senas: true } };
// Dealer 3, trumps oros (the 5o turned up): seat 0 leads the 3 of copas; seat 1 is on turn, its partner 3 plays last.
const hands = (partner: string) => ({ 0: '3c 4b 5b', 1: '1e 4e 2c', 2: '4c 6c 2b', 3: `${partner} 6e 7e` });
const afterLead = (partner: string) => BriscaKernel.fromState(position(TABLE, 3, hands(partner), '5o', ['3c']));

/** The card the greedy rollout policy plays for seat 1 (its side the searching side), reading its partner or not. */
function rolloutCard(k: BriscaKernel, reads: boolean): number {
  const policy = new GreedyKernelPolicy(GREEDY_POLICY);
  policy.ownSide = k.sideOf[1]!;
  policy.ownReadsPartner = reads;
  return policy.choose(k, null);
}

describe("the partner's named trumps in the rollouts", () => {
  it('finds the strongest named trump of the partner who plays last, and only for that partner', () => {
    const k = afterLead('1o');
    expect(k.turn).toBe(1);
    expect(partnerLastTrump(k, 1)).toBe(card('1o'));
    // Seat 2's partner led: nobody of its side plays after it.
    expect(partnerLastTrump(k, 2)).toBe(-1);
    // A low trump is no seña's: the partner holding only the 7 of trumps counts for nothing.
    expect(partnerLastTrump(afterLead('7o'), 1)).toBe(-1);
  });

  it('counts the trick as taken when no higher trump is still out, else the untold hold chance', () => {
    expect(partnerTrumpHold(afterLead('1o'), card('1o'))).toBe(1);
    // The as and the tres of trumps are in the stock: the rey may be beaten.
    const k = afterLead('12o');
    expect(partnerTrumpHold(k, card('12o'))).toBe(holdChance(card('12o'), k.trumpSuit));
  });

  it("loads the as onto the opponent's trick that the partner's known trump takes, and throws a blank card without it", () => {
    expect(rolloutCard(afterLead('1o'), true)).toBe(card('1e'));
    expect(rolloutCard(afterLead('1o'), false)).not.toBe(card('1e'));
    // No named trump behind: nothing to load onto.
    expect(rolloutCard(afterLead('7o'), true)).not.toBe(card('1e'));
  });

  it("is on only when the partner has signalled this hand, as the seat's view shows", () => {
    const s = position(TABLE, 3, hands('12o'), '5o', ['3c', '1e', '4c', '!rey']);
    expect(partnerSignals(seatView(s, 1))).toBe(true);
    // Its own seña is not its partner's; the opponents see none.
    expect(partnerSignals(seatView(s, 3))).toBe(false);
    expect(partnerSignals(seatView(s, 0))).toBe(false);
    expect(partnerSignals(seatView(position(TABLE, 3, hands('12o'), '5o', ['3c']), 1))).toBe(false);
  });
});
