/**
 * The game definition boundary (`GameDefinition` in @escoba/cards): a generic driver that knows nothing of Brisca
 * plays every configuration through `briscaGame` alone, as the CLI, server and bots will.
 */
import { describe, expect, it } from 'vitest';
import { briscaGame, createRng, type GameDefinition, type Outcome } from '@escoba/brisca';
import { CONFIGS } from './helpers.js';

/** Plays `hands` hands with random legal actions, searching each decision from a resampled state, through the interface only. */
function drive<R, S, A, V, Sum>(def: GameDefinition<R, S, A, V, Sum>, setup: (typeof CONFIGS)[number], seed: string, hands: number) {
  const rng = createRng(seed);
  const s = def.newGame(setup);
  if (!s.ok) throw new Error(s.error.message);
  let state = s.value;
  const outcomes: Outcome[] = [];
  for (let i = 0; i < hands && def.phase(state) === 'deal'; i++) {
    const deck = def.randomDeck(state, rng);
    expect(deck).toHaveLength(def.deckSize(state));
    const dealt = def.deal(state, deck, def.nextDealer(state) ?? 0);
    if (!dealt.ok) throw new Error(dealt.error.message);
    state = dealt.value;
    while (def.turn(state) !== null) {
      const seat = def.turn(state)!;
      expect(seat).toBeLessThan(def.players(state));
      const view = def.view(state, seat);
      // A search bot's determinization: the sampled state has the same legal actions for the seat on turn.
      const sampled = def.sampleState(view, rng);
      const legal = def.legalActions(state);
      expect(def.legalActions(sampled).map(def.makeAction)).toEqual(legal.map(def.makeAction));
      const action = legal[rng.int(legal.length)]!;
      const text = def.makeAction(action);
      const parsed = def.parseAction(text);
      expect(parsed.ok && def.makeAction(parsed.value)).toBe(text);
      expect(def.check(state, action)).toBeNull();
      // The same action from the sampled state is legal too.
      expect(def.apply(sampled, action).ok).toBe(true);
      const next = def.apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    const outcome = def.handOutcome(state);
    expect(outcome).not.toBeNull();
    outcomes.push(outcome!);
  }
  return { state, outcomes };
}

describe('briscaGame (GameDefinition)', () => {
  it('describes itself: id, presets, options, tables', () => {
    expect(briscaGame.id).toBe('brisca');
    expect(briscaGame.presets.map((p) => p.name)).toEqual(['brisca', 'alcalde', 'alcalde-variation']);
    expect(briscaGame.options.map((o) => o.name)).toEqual(['exchange', 'wins', 'leaveOut', 'partnersSeeHands', 'keep', 'senas']);
    const brisca = briscaGame.resolveRules('brisca');
    expect(brisca.ok && briscaGame.tables(brisca.value)).toEqual([
      { players: 2, partnerships: false },
      { players: 3, partnerships: false },
      { players: 4, partnerships: false },
      { players: 4, partnerships: true },
    ]);
    const alcalde = briscaGame.resolveRules({ preset: 'alcalde', keep: 61 });
    expect(alcalde.ok && briscaGame.tables(alcalde.value)).toEqual([{ players: 3, partnerships: false }]);
    expect(briscaGame.resolveRules({ preset: 'alcalde', wins: 3 })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules' } });
  });

  for (const [i, config] of CONFIGS.entries()) {
    it(`drives ${JSON.stringify(config)} through the interface only`, () => {
      const { state, outcomes } = drive(briscaGame, config, `def-${i}`, 3);
      for (const o of outcomes) expect(o.points.reduce((a, b) => a + b, 0)).toBe(120);
      const rec = briscaGame.record.make(state, { seed: i });
      const back = briscaGame.record.replay(JSON.parse(JSON.stringify(rec)));
      expect(back.ok && briscaGame.record.summarize(back.value)).toEqual(briscaGame.record.summarize(state));
      const match = briscaGame.matchOutcome(state);
      if (briscaGame.phase(state) === 'over') expect(match).toMatchObject({ winner: expect.any(Number) });
      else expect(match).toBeNull();
    });
  }
});
