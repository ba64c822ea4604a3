import { describe, expect, it } from 'vitest';
import { applyPlay, createGame, createRng, deal, legalPlays, moveToPlay, playToMove, seatView, shuffledDeck, sortCards, unwrap, type GameState } from '@escoba/engine';
import { kernelFromView, unseenCards } from '@escoba/bots';

/** Random mid-hand states over a few tables and rule sets. */
function* randomStates(count: number): Generator<GameState> {
  const rng = createRng('world');
  const tables = [
    { players: 2, partnerships: false, rules: 'classic' },
    { players: 3, partnerships: false, rules: 'sevens' },
    { players: 4, partnerships: true, rules: { preset: 'sevens', renuncio: true } },
    { players: 6, partnerships: true, rules: { capture: 'forced' } },
  ] as const;
  for (let i = 0; i < count; i++) {
    const t = tables[i % tables.length]!;
    let s = unwrap(deal(unwrap(createGame(t)), shuffledDeck(rng), rng.int(t.players)));
    const steps = rng.int(30);
    for (let k = 0; k < steps && !s.hand!.result; k++) {
      const l = legalPlays(s);
      s = unwrap(applyPlay(s, l[rng.int(l.length)]!));
    }
    if (!s.hand!.result) yield s;
  }
}

describe('worlds built from a seat view', () => {
  it('the unseen cards are exactly the other hands and the stock', () => {
    for (const s of randomStates(200)) {
      const h = s.hand!;
      for (let seat = 0; seat < s.setup.players; seat++) {
        const hidden = [...h.hands.flatMap((x, i) => (i === seat ? [] : x)), ...h.deck.slice(h.dealt)];
        expect(unseenCards(seatView(s, seat))).toEqual(sortCards(hidden));
      }
    }
  });

  it('has exactly the legal plays of the seat on turn, in every sampled world', () => {
    const rng = createRng(3);
    for (const s of randomStates(300)) {
      const view = seatView(s, s.hand!.turn);
      const kernel = kernelFromView(view);
      const expected = new Set(view.legal.map(playToMove));
      for (let w = 0; w < 3; w++) {
        const world = kernel.clone();
        world.determinize(view.seat!, rng);
        const n = world.generateMoves();
        const moves = new Set(Array.from(world.moves.subarray(0, n)));
        expect(moves).toEqual(expected);
        expect(sortCards(world.handCards(view.seat!))).toEqual(sortCards(view.hand));
        expect(sortCards(world.tableCards())).toEqual(sortCards(view.table));
        expect(world.stock).toBe(view.stock);
        for (let seat = 0; seat < view.players; seat++) expect(world.handLen[seat]).toBe(view.handCounts[seat]);
        for (let m = 0; m < n; m++) expect(view.legal.some((p) => playToMove(p) === world.moves[m])).toBe(true);
        void moveToPlay;
      }
    }
  });
});
