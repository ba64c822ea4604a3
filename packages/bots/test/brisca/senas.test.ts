/**
 * Señas (rule option `senas`, docs/rules.md "Señas"): the levels from `medium` up make every seña they may
 * before their card; every level reads its partner's señas from its view only (the named trumps are `known`,
 * a `sintriunfo` caps the partner's unseen trumps in the search's sampled worlds).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, deal, legalSenas, randomDeck, seatView, unwrap, type BriscaState, type GameConfig } from '@escoba/brisca';
import { BOT_LEVELS } from '@escoba/cards';
import { createBriscaBot } from '../../src/brisca/levels.js';
import { WorldSampler } from '../../src/brisca/world.js';
import { card, position, testRng } from './helpers.js';

const TABLE: GameConfig = { players: 4, partnerships: true, rules: { preset: 'brisca', senas: true } };
const suit = (c: number) => (c / 10) | 0;

describe('Brisca bots and señas', () => {
  it('medium, hard and expert make every seña they may before their card; random and easy make none', () => {
    // Dealer 3: seat 0 leads holding the as and the rey of trumps (oros, the 5o turned up).
    const s = position(TABLE, 3, { 0: '1o 12o 4b', 2: '3c 6c 2b' }, '5o', []);
    for (const level of BOT_LEVELS) {
      const bot = createBriscaBot(level, { seed: 1, iterations: 8 });
      let state = s;
      const made: string[] = [];
      for (;;) {
        const action = bot.choose(seatView(state, 0));
        state = unwrap(applyAction(state, action));
        if (action.type !== 'sena') break;
        made.push(action.sena);
      }
      expect(made, level).toEqual(level === 'random' || level === 'easy' ? [] : ['as', 'rey']);
      expect(state.hand!.turn, level).toBe(1);
    }
  });

  it("the partner's worlds hold the trumps its señas name, and no more unseen trumps than it drew since a sintriunfo", () => {
    // Seat 0 signals its as; seat 2 (no trumps) signals sintriunfo; seat 2's and seat 0's worlds follow.
    const s = position(TABLE, 3, { 0: '1o 3c 4b', 1: '3o 12e 5c', 2: '4e 6c 2b', 3: '4c 6e 7e' }, '5o', ['!as', '3c', '5c', '!sintriunfo', '2b']);
    const rng = testRng('senas:worlds');
    const fromPartner = new WorldSampler(seatView(s, 2));
    const fromSignaller = new WorldSampler(seatView(s, 0));
    const k = fromPartner.base.clone();
    for (let w = 0; w < 40; w++) {
      fromPartner.sample(rng, k);
      expect(k.handOf(0)).toContain(card('1o'));
      fromSignaller.sample(rng, k);
      // Seat 2 has drawn nothing since its sintriunfo: none of its cards is a trump in any world.
      expect([...k.handOf(2)].filter((c) => suit(c) === 0)).toEqual([]);
    }
    // Opponents' worlds know nothing of either seña: over many worlds seat 0 sometimes lacks the as, seat 2 holds trumps.
    const fromOpponent = new WorldSampler(seatView(s, 1));
    let withoutAs = 0;
    let partnerTrumps = 0;
    for (let w = 0; w < 200; w++) {
      fromOpponent.sample(rng, k);
      if (!k.handOf(0).includes(card('1o'))) withoutAs++;
      if (k.handOf(2).some((c) => suit(c) === 0)) partnerTrumps++;
    }
    expect(withoutAs).toBeGreaterThan(0);
    expect(partnerTrumps).toBeGreaterThan(0);
  });

  it('a whole 2 against 2 hand with señas between expert bots: every action legal, señas made on both sides', () => {
    const rng = testRng('senas:hand');
    const bots = [0, 1, 2, 3].map((seat) => createBriscaBot('expert', { seed: seat, iterations: 12 }));
    let s: BriscaState = unwrap(createGame(TABLE));
    s = unwrap(deal(s, randomDeck(s, rng), 0));
    let senas = 0;
    while (s.phase === 'play') {
      const seat = s.hand!.turn;
      const action = bots[seat]!.choose(seatView(s, seat));
      // A bot plays its card only once no seña is left for it to make.
      if (action.type === 'sena') senas++;
      else expect(legalSenas(s)).toEqual([]);
      const next = applyAction(s, action);
      expect(next.ok).toBe(true);
      s = unwrap(next);
    }
    expect(senas).toBe(s.hand!.senas.length);
    expect(new Set(s.hand!.senas.map((m) => m.seat % 2)).size).toBe(2);
    expect(legalSenas(s)).toEqual([]);
  });
});
