/**
 * Escoba's GameDefinition (`escobaGame`) against the engine it wraps: the shared seeded loop plays exactly
 * the games the engine's own calls play, outcomes and records agree with the state, and sampleState gives
 * full states that the seat cannot tell from the real one.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  applyPlay,
  createGame,
  createRng,
  deal,
  dealSeeded,
  escobaGame,
  GameRun,
  legalPlays,
  playBots,
  PRESET_NAMES,
  sampleState,
  seatView,
  shuffledDeck,
  sortCards,
  summarize,
  unwrap,
  type GameBot,
  type GameState,
  type Play,
  type SeatView,
} from '@escoba/engine';

const TABLES = [
  { players: 2, partnerships: false },
  { players: 3, partnerships: false },
  { players: 4, partnerships: false },
  { players: 4, partnerships: true },
  { players: 6, partnerships: true },
] as const;

/** A bot drawing uniformly among the view's legal plays, from its own seed and the view's position. */
const randomBot = (seed: string): GameBot<SeatView, Play> => ({
  level: 'random',
  choose: (view) => view.legal[createRng(`${seed}:${view.seat}:${view.handIndex}:${view.plays.length}`).int(view.legal.length)]!,
});

/** The loop every tool had before the shared one, written against the engine directly. */
function engineLoop(rules: string, players: number, partnerships: boolean, bots: readonly GameBot<SeatView, Play>[], seed: string, maxHands = Infinity): GameState {
  let state = unwrap(createGame({ rules, players, partnerships }));
  for (let hand = 0; state.phase !== 'over' && hand < maxHands; hand++) {
    const dealer = hand === 0 ? createRng(`${seed}:dealer`).int(players) : undefined;
    state = unwrap(deal(state, shuffledDeck(createRng(`${seed}:deck:${hand}`)), dealer));
    while (state.phase === 'play') state = unwrap(applyPlay(state, bots[state.hand!.turn]!.choose(seatView(state, state.hand!.turn))));
  }
  return state;
}

describe('escobaGame', () => {
  it('lists every table and preset of the engine', () => {
    expect(escobaGame.id).toBe('escoba');
    expect(escobaGame.record.format).toBe('escoba-record/1');
    expect(escobaGame.presets.map((p) => p.name)).toEqual([...PRESET_NAMES]);
    expect(escobaGame.tables(unwrap(escobaGame.resolveRules('classic')))).toEqual(TABLES);
  });

  it('plays on the shared loop exactly the games the engine plays, for every preset and table', () => {
    for (const rules of PRESET_NAMES) {
      for (const t of TABLES) {
        const seed = `${rules}:${t.players}:${t.partnerships}`;
        const bots = Array.from({ length: t.players }, () => randomBot(seed));
        const start = unwrap(escobaGame.newGame({ rules, ...t }));
        const shared = playBots(escobaGame, start, { bots, seed });
        expect(shared).toEqual(engineLoop(rules, t.players, t.partnerships, bots, seed));
        expect(shared.phase).toBe('over');
        const outcome = escobaGame.matchOutcome(shared)!;
        expect(outcome).toEqual({ sides: shared.setup.sides, points: shared.scores, winner: shared.winner });
        expect(escobaGame.record.summarize(unwrap(escobaGame.record.replay(JSON.parse(JSON.stringify(escobaGame.record.make(shared))))))).toEqual(
          summarize(shared),
        );
      }
    }
  });

  it('stops the shared loop after maxHands, with the hand outcome of the last hand', () => {
    const bots = [randomBot('m'), randomBot('m')];
    const state = playBots(escobaGame, unwrap(escobaGame.newGame({ players: 2 })), { bots, seed: 'm', maxHands: 1 });
    expect(state).toEqual(engineLoop('classic', 2, false, bots, 'm', 1));
    expect(state.results).toHaveLength(1);
    expect(escobaGame.matchOutcome(state)).toBeNull();
    const hand = escobaGame.handOutcome(state)!;
    expect(hand.points).toEqual(state.results[0]!.points);
    const [a, b] = hand.points as [number, number];
    expect(hand.winner).toBe(a > b ? 0 : b > a ? 1 : null);
  });

  it('reports each decision with its hand, and refuses an illegal play without changing the game', () => {
    const run = new GameRun(escobaGame, unwrap(escobaGame.newGame({ players: 3 })), { seed: 4 });
    const first = run.next()!;
    expect(first.hand).toBe(0);
    expect(run.state.hand!.dealer).toBe(createRng('4:dealer').int(3));
    expect(first.view).toEqual(seatView(run.state, first.seat));
    const before = run.state;
    const notHeld = ALL_CARDS.find((c) => !first.view.hand.includes(c))!;
    const illegal = run.apply({ card: notHeld, take: [] });
    expect(illegal.ok).toBe(false);
    expect(escobaGame.check(before, { card: notHeld, take: [] })).not.toBeNull();
    expect(run.state).toBe(before);
  });

  it('deals the seeded deck of any hand, or the deck and dealer given instead', () => {
    const start = unwrap(escobaGame.newGame({ players: 2 }));
    const seeded = unwrap(dealSeeded(escobaGame, start, 'x', 0));
    expect(seeded.hand!.deck).toEqual(shuffledDeck(createRng('x:deck:0')));
    const deck = shuffledDeck(createRng(9));
    const given = unwrap(dealSeeded(escobaGame, start, 'x', 0, { deck: () => deck, firstDealer: 1 }));
    expect(given.hand!.deck).toEqual(deck);
    expect(given.hand!.dealer).toBe(1);
    // Card notation, ids or both: the same deal.
    const mixed = deck.map((c, i) => (i % 2 ? escobaGame.makeAction({ card: c, take: [] }) : c));
    expect(unwrap(escobaGame.deal(start, mixed, 1))).toEqual(given);
  });

  it('has no hand outcome while a hand is played', () => {
    const run = new GameRun(escobaGame, unwrap(escobaGame.newGame({ players: 2 })), { seed: 1 });
    run.next();
    expect(escobaGame.handOutcome(run.state)).toBeNull();
    expect(escobaGame.turn(run.state)).toBe(run.state.hand!.turn);
  });
});

describe('escobaGame.sampleState', () => {
  /** Random positions (mid-hand and between hands) on every table, with the bots' seat views. */
  function* positions(): Generator<GameState> {
    const rng = createRng('sample');
    for (const t of TABLES) {
      for (const rules of ['classic', { preset: 'sevens', renuncio: true }] as const) {
        for (let i = 0; i < 12; i++) {
          let s = unwrap(deal(unwrap(createGame({ rules, ...t })), shuffledDeck(rng), rng.int(t.players)));
          const steps = rng.int(40);
          for (let k = 0; k < steps && s.phase === 'play'; k++) {
            const legal = legalPlays(s);
            s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
          }
          yield s;
        }
      }
    }
  }

  it('gives a state every seat sees exactly as it saw the real one, with the hidden cards redealt', () => {
    const rng = createRng(5);
    let moved = 0;
    for (const real of positions()) {
      for (let seat = 0; seat < real.setup.players; seat++) {
        const view = seatView(real, seat);
        const sampled = escobaGame.sampleState(view, rng);
        expect(seatView(sampled, seat)).toEqual(view);
        const h = sampled.hand!;
        expect(sortCards([...h.hands.flat(), ...h.table, ...h.piles.flat(), ...h.deck.slice(h.dealt)])).toEqual(
          sortCards([...real.hand!.hands.flat(), ...real.hand!.table, ...real.hand!.piles.flat(), ...real.hand!.deck.slice(real.hand!.dealt)]),
        );
        expect(sortCards(h.deck)).toEqual(sortCards(real.hand!.deck));
        if (h.hands.some((cards, s) => s !== seat && cards.join() !== real.hand!.hands[s]!.join())) moved++;
        // The sampled state plays on like a real one.
        if (sampled.phase === 'play') {
          const legal = legalPlays(sampled);
          expect(applyPlay(sampled, legal[0]!).ok).toBe(true);
        }
      }
    }
    expect(moved).toBeGreaterThan(100);
  });

  it('draws the hidden cards from the generator only', () => {
    const real = positions().next().value as GameState;
    const view = seatView(real, 0);
    expect(sampleState(view, createRng(8))).toEqual(sampleState(view, createRng(8)));
  });

  it('fills every hand for a spectator, and a game before its first deal is itself', () => {
    const real = positions().next().value as GameState;
    const sampled = sampleState(seatView(real, null), createRng(1));
    expect(seatView(sampled, null)).toEqual(seatView(real, null));
    expect(sampled.hand!.hands.map((x) => x.length)).toEqual(real.hand!.hands.map((x) => x.length));
    const fresh = unwrap(createGame({ players: 4, partnerships: true }));
    expect(sampleState(seatView(fresh, 2), createRng(1))).toEqual(fresh);
  });
});
