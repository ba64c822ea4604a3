/**
 * The fast kernel against the public API: the same legal moves in the same order at every position, the same
 * hands from the same generator, and position copies that are independent.
 */
import { describe, expect, it } from 'vitest';
import {
  actionToMove,
  applyAction,
  BriscaKernel,
  createGame,
  createRng,
  deal,
  legalActions,
  moveToAction,
  handEvents,
  pickedUp,
  randomDeck,
  seatView,
  unwrap,
  type BriscaState,
} from '@escoba/brisca';
import { CONFIGS, playHandRandomly, randomGame, start } from './helpers.js';

function sameAsState(k: BriscaKernel, s: BriscaState): void {
  const h = s.hand!;
  const known = pickedUp(handEvents(h), s.table.players);
  for (let seat = 0; seat < s.table.players; seat++) {
    expect(k.handOf(seat)).toEqual(h.hands[seat]);
    expect(k.points[seat]).toBe(h.points[seat]);
    expect(k.handOf(seat).filter((c) => k.isKnown(seat, c)).sort()).toEqual([...known[seat]!].sort());
  }
  expect(k.trumpCard).toBe(h.trumpCard ?? -1);
  expect(k.next).toBe(h.next);
  expect(k.turn).toBe(h.turn);
  expect(k.tricks).toBe(h.tricks);
  expect(k.stock()).toBe(h.deck.length - h.next + (h.trumpCard === null ? 0 : 1));
  expect(k.over).toBe(h.result !== null);
  if (h.result) {
    expect(Array.from(k.sidePoints.subarray(0, h.result.points.length))).toEqual(h.result.points);
    expect(k.winnerSide).toBe(h.result.winner ?? -1);
    if (h.result.alcaldeKeeps !== null) expect(k.alcaldeKeeps).toBe(h.result.alcaldeKeeps);
  }
}

describe('BriscaKernel', () => {
  for (const [i, config] of CONFIGS.entries()) {
    it(`lists the API's moves and plays them the same way: ${JSON.stringify(config)}`, () => {
      let positions = 0;
      randomGame(config, `kernel-${i}`, 3, (before, action, after) => {
        const k = BriscaKernel.fromState(before);
        expect(k.legalMoveList().map(moveToAction)).toEqual(legalActions(before));
        expect(k.isLegal(actionToMove(action))).toBe(true);
        k.applyMove(actionToMove(action));
        sameAsState(k, after);
        positions++;
      });
      expect(positions).toBeGreaterThan(30);
    });

    it(`plays the same random hand as the API from the same generator: ${JSON.stringify(config)}`, () => {
      const game = unwrap(createGame(config));
      const k = new BriscaKernel(game.rules, game.table);
      for (let g = 0; g < 20; g++) {
        const r1 = createRng(`diff-${i}-${g}`);
        const r2 = createRng(`diff-${i}-${g}`);
        const dealer = g % game.table.players;
        let s = unwrap(deal(game, randomDeck(game, r1), dealer));
        while (s.phase === 'play') {
          const legal = legalActions(s);
          s = unwrap(applyAction(s, legal[r1.int(legal.length)]!));
        }
        k.dealShuffled(r2, dealer);
        k.playout(r2);
        sameAsState(k, s);
        expect(r1.state()).toEqual(r2.state());
      }
    });
  }

  it('lists the same exchanges as the API in the first trick (the 7, the 2 and its precedence) and after it', () => {
    // Seat 0 leads the first trick, seat 1 plays second: each holds the 7, the 2, both or neither of trumps (oros).
    const holdings = [
      ['7o 6b 5b', '2o 4c 5c'],
      ['2o 7o 5b', '4c 5c 6c'],
      ['12b 5b 6b', '7o 4c 5c'],
      ['12b 5b 6b', '2o 7o 5c'],
      ['2o 6b 5b', '7o 4c 5c'],
    ];
    const HIGH_RANKS = [0, 2, 7, 8, 9]; // rank indices of the as, 3, sota, caballo, rey
    const seen = { sevenFirstTrick: 0, twoFirstTrick: 0, twoWhenBothHeld: 0, sevenLater: 0, twoOnLow: 0 };
    let positions = 0;
    let g = 0;
    for (const exchange of ['seed', 'winner'] as const) {
      for (const [players, partnerships] of [[2, false], [3, false], [4, true]] as const) {
        for (const trump of ['12o', '1o', '3o', '10o', '11o', '6o', '5o']) {
          for (const [first, second] of holdings) {
            const s0 = start({ rules: { preset: 'brisca', exchange }, players, partnerships, dealer: players - 1, hands: { 0: first!, 1: second! }, trump });
            playHandRandomly(s0, createRng(`exchange-${g++}`), (before, action, after) => {
              const k = BriscaKernel.fromState(before);
              expect(k.legalMoveList().map(moveToAction)).toEqual(legalActions(before));
              k.applyMove(actionToMove(action));
              sameAsState(k, after);
              positions++;
              if (action.type !== 'exchange' || exchange !== 'seed') return;
              const h = before.hand!;
              const rank = action.card % 10;
              const high = HIGH_RANKS.includes(h.trumpCard! % 10);
              if (rank === 6 && h.tricks === 0) seen.sevenFirstTrick++;
              if (rank === 6 && h.tricks > 0) seen.sevenLater++;
              if (rank === 1 && high) {
                expect(h.tricks).toBe(0);
                seen.twoFirstTrick++;
                if (h.hands[h.turn]!.includes(h.trumpSuit * 10 + 6)) seen.twoWhenBothHeld++;
              }
              if (rank === 1 && !high) seen.twoOnLow++;
            });
          }
        }
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(Object.values(seen).every((count) => count > 0), JSON.stringify(seen)).toBe(true);
  });

  it('determinizes in place: what the seat sees is unchanged, the hidden cards are redealt', () => {
    const rng = createRng('determinize');
    let checked = 0;
    for (const [i, config] of CONFIGS.entries()) {
      randomGame(config, `det-${i}`, 1, (before) => {
        if (rng.int(4) !== 0) return;
        const k = BriscaKernel.fromState(before);
        for (let seat = 0; seat < before.table.players; seat++) {
          const view = seatView(before, seat);
          const d = k.clone();
          d.determinize(seat, rng);
          expect(d.handOf(seat)).toEqual(view.hand);
          for (let t = 0; t < before.table.players; t++) {
            expect(d.handLen[t]).toBe(view.handCounts[t]);
            for (const c of view.known[t]!) expect(d.handOf(t)).toContain(c);
            if (k.seesHand(seat, t)) expect(d.handOf(t)).toEqual(k.handOf(t));
          }
          const hidden = (x: BriscaKernel) =>
            [...Array.from({ length: x.players }, (_, t) => x.handOf(t)).flat(), ...Array.from(x.deck.subarray(x.next, x.size))].sort((p, q) => p - q);
          expect(hidden(d)).toEqual(hidden(k));
          d.playout(rng);
          expect(Array.from(d.sidePoints).reduce((p, q) => p + q, 0)).toBe(120);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('copies positions without sharing, and owns the "same rules" check', () => {
    const s = randomGame({ rules: 'alcalde', players: 3 }, 'copy', 1);
    const rng = createRng(1);
    const a = new BriscaKernel(s.rules, s.table);
    a.dealShuffled(rng, 0);
    const b = a.clone();
    expect(b.sameRules(a)).toBe(true);
    b.playout(rng);
    expect(a.over).toBe(false);
    expect(a.tricks).toBe(0);
    const c = new BriscaKernel(unwrap(createGame({ players: 2 })).rules, unwrap(createGame({ players: 2 })).table);
    expect(c.sameRules(a)).toBe(false);
    a.copyTo(c); // reconfigures
    expect(c.sameRules(a)).toBe(true);
    expect(c.handOf(0)).toEqual(a.handOf(0));
    expect(c.players).toBe(3);
    const d = new BriscaKernel({ ...s.rules }, s.table);
    expect(d.sameRules(a)).toBe(true); // equal rules, different objects
    const e = new BriscaKernel({ ...s.rules, keep: 70 }, s.table);
    expect(e.sameRules(a)).toBe(false);
  });

  it('plays 500 hands without growing the heap much (the play loop allocates nothing)', () => {
    const game = unwrap(createGame({ players: 2 }));
    const k = new BriscaKernel(game.rules, game.table);
    const rng = createRng(2);
    for (let i = 0; i < 5000; i++) {
      k.dealShuffled(rng, i & 1);
      k.playout(rng);
    }
    // The smallest growth over a few windows: compiling (or a collection) may land in one of them.
    let least = Infinity;
    for (let w = 0; w < 5; w++) {
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 500; i++) {
        k.dealShuffled(rng, i & 1);
        k.playout(rng);
      }
      least = Math.min(least, process.memoryUsage().heapUsed - before);
    }
    expect(least).toBeLessThan(16 * 1024); // under 32 bytes a hand: nothing is allocated per play
  });
});
