/**
 * Each game's profile counters (`src/<id>/profile.ts`) on fixed games: seeded games of random bots played to the end
 * through the shared loop, written as records and read back (what the server does with a finished table), each
 * counter checked against another account of the same game (the summary's per-side figures, the Alcalde's tally).
 */
import { describe, expect, it } from 'vitest';
import { briscaGame, type BriscaState } from '@escoba/brisca';
import { createRng, playBots, unwrap, type GameBot, type GameDefinition } from '@escoba/cards';
import { escobaGame, type GameState } from '@escoba/engine';
import { briscaProfile } from '../src/brisca/profile.js';
import { escobaProfile } from '../src/escoba/profile.js';

function randomBot<V extends { readonly legal: readonly A[] }, A>(seed: string): GameBot<V, A> {
  const rng = createRng(seed);
  return { level: 'random', choose: (view) => view.legal[rng.int(view.legal.length)]! };
}

/** A finished game of random bots from `seed`, through its record (JSON and back), as the server stores it. */
function finishedGame<R, S, A, V extends { readonly legal: readonly A[] }, X>(game: GameDefinition<R, S, A, V, X>, setup: { rules: string; players: number; partnerships?: boolean }, seed: string, maxHands?: number): S {
  const start = unwrap(game.newGame(setup));
  const bots = Array.from({ length: setup.players }, (_, s) => randomBot<V, A>(`${seed}:${s}`));
  const end = playBots(game, start, { bots, seed, ...(maxHands === undefined ? {} : { maxHands }) });
  return unwrap(game.record.replay(JSON.parse(JSON.stringify(game.record.make(end)))));
}

describe('Escoba profile counters', () => {
  it('counts hands, each seat its own escobas, and its side points, alone and in partnerships', () => {
    for (const [players, partnerships] of [[2, false], [3, false], [4, true]] as const) {
      const state = finishedGame(escobaGame, { rules: 'classic', players, partnerships }, `profile:escoba:${players}`) as GameState;
      expect(escobaGame.phase(state)).toBe('over');
      const counts = escobaProfile.countsOf(state);
      const summary = escobaGame.record.summarize(state);
      expect(counts).toHaveLength(players);
      for (const [seat, c] of counts.entries()) {
        const side = summary.sides.findIndex((s) => s.includes(seat));
        // hands: every hand played to the end.
        expect(c.hands).toBe(summary.hands.length);
        // points: the side's game points over the hands, which add up to its final score.
        expect(c.points).toBe(summary.scores[side]);
      }
      // escobas: each seat's own; a side's seats together made the side's escobas of the summary.
      summary.sides.forEach((seats, side) => {
        const made = summary.hands.reduce((n, h) => n + (h.escobas?.[side] ?? 0), 0);
        expect(seats.reduce((n, seat) => n + counts[seat]!.escobas!, 0)).toBe(made);
      });
      expect(escobaProfile.statsOf(partnerships ? 'escoba-partners' : 'escoba').map((s) => s.id)).toEqual(['escobasPerHand', 'pointsPerHand']);
    }
  });
});

describe('Brisca and Alcalde profile counters', () => {
  it('Brisca: hands, and the card points of the seat side (120 a hand in all)', () => {
    for (const [players, partnerships] of [[2, false], [4, true]] as const) {
      const state = finishedGame(briscaGame, { rules: 'brisca', players, partnerships }, `profile:brisca:${players}`) as BriscaState;
      const counts = briscaProfile.countsOf(state);
      const hands = state.results.length;
      expect(hands).toBeGreaterThan(0);
      for (const c of counts) {
        expect(c.hands).toBe(hands);
        expect(c.alcaldeHands).toBe(0);
        expect(c.handsAgainst).toBe(0);
      }
      // Partners share their side's points; the sides' points make 120 a hand.
      const sides = state.results[0]!.sides;
      expect(sides.reduce((n, seats) => n + counts[seats[0]!]!.cardPoints!, 0)).toBe(120 * hands);
      for (const seats of sides) expect(new Set(seats.map((seat) => counts[seat]!.cardPoints)).size).toBe(1);
    }
    expect(briscaProfile.statsOf('brisca').map((s) => s.id)).toEqual(['cardPointsPerHand']);
  });

  it('Alcalde: hands as the Alcalde and kept, hands against him and won: the engine tally of each seat', () => {
    for (const preset of briscaGame.presets.map((p) => p.name).filter((name) => name !== 'brisca')) {
      const state = finishedGame(briscaGame, { rules: preset, players: 3 }, `profile:${preset}`, 6) as BriscaState;
      const counts = briscaProfile.countsOf(state);
      const tally = state.tally!;
      expect(state.results.length).toBe(6);
      counts.forEach((c, seat) => {
        expect(c.alcaldeHands).toBe(tally.alcaldeHands[seat]);
        expect(c.alcaldeKept).toBe(tally.alcaldeWins[seat]);
        expect(c.wonAgainst).toBe(tally.partnerWins[seat]);
        // Every hand a seat plays, it plays as the Alcalde or against him.
        expect(c.alcaldeHands! + c.handsAgainst!).toBe(6);
      });
      expect(counts.reduce((n, c) => n + c.alcaldeHands!, 0)).toBe(6);
    }
    expect(briscaProfile.statsOf('alcalde').map((s) => s.id)).toEqual(['keptAsAlcalde', 'wonAgainstAlcalde']);
  });
});
