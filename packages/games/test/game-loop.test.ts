/** The shared seeded loop of @escoba/cards plays every registered game through its definition alone. */
import { describe, expect, it } from 'vitest';
import { briscaGame } from '@escoba/brisca';
import { createRng, dealSeeded, deckRng, GameRun, playBots, type GameBot, type GameDefinition } from '@escoba/cards';
import { escobaGame } from '@escoba/engine';

/** A bot drawing among its view's legal actions, from a generator of its own. */
function randomBot<V extends { readonly legal: readonly A[] }, A>(seed: string): GameBot<V, A> {
  const rng = createRng(seed);
  return { level: 'random', choose: (view) => view.legal[rng.int(view.legal.length)]! };
}

function checkGame<R, S, A, V extends { readonly legal: readonly A[] }, X>(game: GameDefinition<R, S, A, V, X>): void {
  for (const preset of game.presets) {
    const rules = game.resolveRules(preset.name);
    if (!rules.ok) throw new Error(rules.error.message);
    for (const table of game.tables(rules.value)) {
      const seed = `${game.id}:${preset.name}:${table.players}:${table.partnerships}`;
      const start = game.newGame({ rules: preset.name, ...table });
      if (!start.ok) throw new Error(start.error.message);
      const bots = Array.from({ length: table.players }, (_, s) => randomBot<V, A>(`${seed}:${s}`));
      const decisions: number[] = [];
      const end = playBots(game, start.value, { bots, seed, maxHands: 2, onDecision: (seat) => decisions.push(seat) });
      // Each decision was the seat on turn, and the game stopped after two hands or at its end.
      expect(decisions.length).toBeGreaterThan(0);
      expect(game.phase(end)).not.toBe('play');
      expect(game.handOutcome(end)).not.toBeNull();
      // The first hand was dealt from the seed's first deck, by the seed's first dealer.
      const first = dealSeeded(game, start.value, seed, 0);
      expect(first.ok).toBe(true);
      const run = new GameRun(game, start.value, { seed });
      const d = run.next()!;
      expect(first.ok && game.view(first.value, d.seat)).toEqual(d.view);
      // The record of the game replays to the same summary.
      const back = game.record.replay(JSON.parse(JSON.stringify(game.record.make(end))));
      expect(back.ok && game.record.summarize(back.value)).toEqual(game.record.summarize(end));
    }
  }
}

describe('the shared game loop', () => {
  it('plays Escoba on every preset and table', () => checkGame(escobaGame));
  it('plays Brisca and the Alcalde games on every preset and table', () => checkGame(briscaGame));

  it('draws each hand from its own seeded generator', () => {
    const start = escobaGame.newGame({ players: 2 });
    if (!start.ok) throw new Error(start.error.message);
    expect(escobaGame.randomDeck(start.value, deckRng('s', 3))).toEqual(escobaGame.randomDeck(start.value, createRng('s:deck:3')));
    expect(escobaGame.randomDeck(start.value, deckRng('s', 3))).not.toEqual(escobaGame.randomDeck(start.value, deckRng('s', 4)));
  });
});
