/**
 * The conformance suite can fail: each deliberately broken copy of a sound game (Escoba's definition) makes the
 * check about what it breaks throw, saying what and where, while the same check passes on the sound game.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type GameBot } from '@escoba/cards';
import { conformanceChecks, difference, type ConformanceOptions } from '@escoba/cards/conformance';
import { escobaGame, type GameState, type Play, type Rules, type SeatView } from '@escoba/engine';

type Escoba = typeof escobaGame;

/** A bot drawing among its view's legal plays. */
const randomBot = (seed: string): GameBot<SeatView, Play> => {
  const rng = createRng(seed);
  return { level: 'random', choose: (view) => view.legal[rng.int(view.legal.length)]! };
};

const OPTIONS: ConformanceOptions<Rules, SeatView, Play> = { games: 1, viewHands: 1, bots: { levels: ['random'], create: (_level, config) => randomBot(String(config?.seed)) } };

/** Runs the first check of `game` whose name starts with `name` (on the classic 2-player table, or the bots' check). */
function runCheck(game: Escoba, name: string, options: ConformanceOptions<Rules, SeatView, Play> = OPTIONS): () => void {
  const check = conformanceChecks(game, options).find((c) => c.name.startsWith(name) && (c.name.includes('(classic, 2 players)') || name.includes('bots')));
  if (!check) throw new Error(`no check named ${name}`);
  return () => check.run();
}

/** The seat after `seat`'s hand, from the full state. */
const nextHand = (state: GameState, seat: number | null): readonly number[] => state.hand?.hands[((seat ?? 0) + 1) % state.setup.players] ?? [];

describe('the conformance suite', () => {
  it('passes the sound game on every kind of check', () => {
    for (const name of ['random games end', 'views hide', 'a state sampled', 'records round-trip', 'random bots']) expect(runCheck(escobaGame, name)).not.toThrow();
  });

  it('finds a view that shows another seat its neighbour\'s hand', () => {
    const leaky: Escoba = { ...escobaGame, view: (state, seat) => ({ ...escobaGame.view(state, seat), peek: nextHand(state, seat) }) };
    expect(runCheck(leaky, 'views hide')).toThrow(/seat 0's view changed, so it shows cards it may not see: view\.peek\[\d\]/);
  });

  it('finds a view that shows the deck', () => {
    const leaky: Escoba = { ...escobaGame, view: (state, seat) => ({ ...escobaGame.view(state, seat), bottom: state.hand?.deck.at(-1) ?? null }) };
    expect(runCheck(leaky, 'views hide')).toThrow(/view\.bottom: \d+ ≠ \d+/);
  });

  it('finds a spectator view that shows a hand', () => {
    const leaky: Escoba = { ...escobaGame, view: (state, seat) => (seat === null ? { ...escobaGame.view(state, null), peek: nextHand(state, 1) } : escobaGame.view(state, seat)) };
    expect(runCheck(leaky, 'views hide')).toThrow(/the spectator's view changed/);
  });

  it('finds a sampling that redeals nothing', () => {
    // The sampled state is the real one, found through a leak only the sampler reads: every view is reproduced.
    const real = new Map<string, GameState>();
    const key = (v: SeatView): string => JSON.stringify(v);
    const peeking: Escoba = {
      ...escobaGame,
      view: (state, seat) => {
        const v = escobaGame.view(state, seat);
        real.set(key(v), state);
        return v;
      },
      sampleState: (view, rng) => real.get(key(view)) ?? escobaGame.sampleState(view, rng),
    };
    expect(runCheck(peeking, 'views hide')).toThrow(/seats 0, 1 never changed what another seat sees: the sampling redeals nothing/);
  });

  it('finds a sampled state that is another position', () => {
    const off: Escoba = { ...escobaGame, sampleState: (view, rng) => ({ ...escobaGame.sampleState(view, rng), scores: view.scores.map((s) => s + 1) }) };
    expect(runCheck(off, 'a state sampled')).toThrow(/does not reproduce the view: view\.scores\[0\]: 0 ≠ 1/);
  });

  it('finds a game that never ends, and a hand that takes too long', () => {
    const endless: Escoba = { ...escobaGame, matchOutcome: () => null };
    expect(runCheck(endless, 'random games end')).toThrow(/phase over with match outcome null/);
    expect(runCheck(escobaGame, 'random games end', { ...OPTIONS, maxActionsPerHand: 5 })).toThrow(/hand 0 is not over after 5 actions/);
  });

  it('finds a legal action the check refuses, and a notation that does not read back', () => {
    const strict: Escoba = { ...escobaGame, check: (state, play) => (play.take.length > 0 ? { code: 'NoTakes', message: 'no takes here' } : escobaGame.check(state, play)) };
    expect(runCheck(strict, 'random games end')).toThrow(/legal action \S+:\S+ fails its check: no takes here/);
    const terse: Escoba = { ...escobaGame, parseAction: (text) => escobaGame.parseAction(text.replace(/:.*/, '')) };
    expect(runCheck(terse, 'random games end')).toThrow(/does not read back as the same action/);
  });

  it('finds a record that loses a play', () => {
    const forgetful: Escoba = {
      ...escobaGame,
      record: {
        ...escobaGame.record,
        make: (state, meta) => {
          const rec = escobaGame.record.make(state, meta) as { hands: { plays: unknown[] }[] };
          return { ...rec, hands: rec.hands.map((h, i) => (i === rec.hands.length - 1 ? { ...h, plays: h.plays.slice(0, -1) } : h)) };
        },
      },
    };
    expect(runCheck(forgetful, 'records round-trip')).toThrow(/the replayed record is another game|does not replay/);
  });

  it('finds a bot that plays an illegal action, and one that is not reproducible', () => {
    const cheat: GameBot<SeatView, Play> = { level: 'cheat', choose: (view) => ({ card: view.hand[0]!, take: [view.hand[1]!] }) };
    expect(runCheck(escobaGame, 'cheat bots', { ...OPTIONS, bots: { levels: ['cheat'], create: () => cheat } })).toThrow(/the cheat bot of seat \d chose \S+, which is illegal/);
    let calls = 0;
    const fickle = (): GameBot<SeatView, Play> => ({ level: 'fickle', choose: (view) => view.legal[calls++ % view.legal.length]! });
    expect(runCheck(escobaGame, 'fickle bots', { ...OPTIONS, bots: { levels: ['fickle'], create: fickle } })).toThrow(/two fickle bots made alike chose/);
  });

  it('says where two values first differ', () => {
    expect(difference({ a: [1, 2], b: 'x' }, { a: [1, 2], b: 'x' })).toBeNull();
    expect(difference({ a: [1, 2] }, { a: [1, 3] }, 'view')).toBe('view.a[1]: 2 ≠ 3');
    expect(difference({ a: 1 }, { a: 1, b: null }, 'v')).toBe('v.b: undefined ≠ null');
  });
});
