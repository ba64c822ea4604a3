/**
 * Each game's public score (`publicScore` of its plugin, review22): seeded games of random bots, the score read from
 * a spectator's view at every decision and at the end, checked against the match's own count kept another way (the
 * state's scores, the hands' results, the tricks' points), and the same from every seat's view — it reads nothing
 * that only one seat may see.
 */
import { describe, expect, it } from 'vitest';
import { briscaGame, type BriscaState, type BriscaView } from '@escoba/brisca';
import { createRng, GameRun, unwrap, type GameDefinition, type GameSetup } from '@escoba/cards';
import { escobaGame, type GameState, type SeatView } from '@escoba/engine';
import type { PublicScore } from '@escoba/protocol';
import { briscaPlugin } from '../src/brisca/brisca-plugin.js';
import { escobaPlugin } from '../src/escoba/escoba-plugin.js';

/** Plays a seeded game of random choices, calling `check` with the state before every decision and at the end. */
function playChecking<R, S, A, V extends { readonly legal: readonly A[] }>(game: GameDefinition<R, S, A, V>, setup: GameSetup, seed: string, check: (state: S) => void, maxHands?: number): S {
  const rng = createRng(`${seed}:choices`);
  const run = new GameRun(game, unwrap(game.newGame(setup)), { seed, ...(maxHands === undefined ? {} : { maxHands }) });
  for (let d = run.next(); d !== null; d = run.next()) {
    check(run.state);
    unwrap(run.apply(d.view.legal[rng.int(d.view.legal.length)]!));
  }
  check(run.state);
  return run.state;
}

/** The score every seat and a spectator see: the same (it holds nothing private), and the spectator's is returned. */
function publicScoreOf<S, V>(game: GameDefinition<unknown, S, unknown, V>, score: (view: V) => PublicScore, state: S): PublicScore {
  const spectator = score(game.view(state, null));
  for (let seat = 0; seat < game.players(state); seat++) expect(score(game.view(state, seat))).toEqual(spectator);
  return spectator;
}

const escobaScore = (state: GameState) => publicScoreOf(escobaGame as GameDefinition<unknown, GameState, unknown, SeatView>, escobaPlugin.publicScore, state);
const briscaScore = (state: BriscaState) => publicScoreOf(briscaGame as GameDefinition<unknown, BriscaState, unknown, BriscaView>, briscaPlugin.publicScore, state);

describe('Escoba public score', () => {
  it('is each side game points to the rules target, alone and in partnerships', () => {
    for (const [players, partnerships, rules] of [[2, false, 'classic'], [3, false, { preset: 'classic', target: 15 }], [4, true, 'escova']] as const) {
      let checks = 0;
      const end = playChecking(escobaGame, { rules, players, partnerships }, `score:escoba:${players}`, (state) => {
        const score = escobaScore(state);
        expect(score).toEqual({ sides: state.setup.sides, scores: state.scores, counts: 'points', target: state.rules.target });
        checks++;
      });
      const summary = escobaGame.record.summarize(end);
      expect(escobaScore(end).scores).toEqual(summary.scores);
      expect(escobaScore(end).target).toBe(typeof rules === 'string' ? (rules === 'escova' ? 31 : 21) : 15);
      expect(Math.max(...summary.scores)).toBeGreaterThanOrEqual(escobaScore(end).target!);
      expect(checks).toBeGreaterThan(30);
    }
  });
});

/** Card points each side of the current hand took so far, from the hand's trick events (every trick's points to its winner's side). */
function trickPoints(state: BriscaState): number[] {
  const view = briscaGame.view(state, null);
  const points = view.sides.map(() => 0);
  for (const e of view.events) if (e.type === 'trick') points[view.sides.findIndex((s) => s.includes(e.winner))]! += e.points;
  return points;
}

describe('Brisca and Alcalde public score', () => {
  it('Brisca over one hand: the card points each side has taken, of 120', () => {
    for (const [players, partnerships] of [[2, false], [3, false], [4, true]] as const) {
      const end = playChecking(briscaGame, { rules: 'brisca', players, partnerships }, `score:brisca1:${players}`, (state) => {
        if (state.hand === null) return;
        const score = briscaScore(state);
        expect(score).toMatchObject({ sides: state.table.sides, counts: 'cardPoints', target: 120 });
        expect(score.scores).toEqual(trickPoints(state));
      });
      expect(briscaScore(end).scores).toEqual(end.results[0]!.points);
    }
  });

  it('Brisca over several hands: hands won per side, to the hands that win the match', () => {
    for (const [players, partnerships] of [[2, false], [4, true]] as const) {
      const end = playChecking(briscaGame, { rules: { preset: 'brisca', wins: 3 }, players, partnerships }, `score:brisca3:${players}`, (state) => {
        const won = state.table.sides.map((_, side) => state.results.filter((r) => r.winner === side).length);
        expect(briscaScore(state)).toEqual({ sides: state.table.sides, scores: won, counts: 'hands', target: 3 });
      });
      const summary = briscaGame.record.summarize(end);
      if (!('wins' in summary)) throw new Error('a Brisca summary has the hands won per side');
      expect(briscaScore(end).scores).toEqual(summary.wins);
      expect(Math.max(...briscaScore(end).scores)).toBe(3);
    }
  });

  it('Alcalde games: hands won per player (as the Alcalde, or as a partner when he lost), with no target', () => {
    for (const rules of ['alcalde', 'alcalde-variation']) {
      let hands = 0;
      playChecking(
        briscaGame,
        { rules, players: 3 },
        `score:${rules}`,
        (state) => {
          // As the server counts a table's hands won: every seat of a hand's winning side wins it.
          const won = [0, 0, 0];
          for (const r of state.results) if (r.winner !== null) for (const seat of r.sides[r.winner]!) won[seat]!++;
          expect(briscaScore(state)).toEqual({ sides: [[0], [1], [2]], scores: won, counts: 'hands', target: null });
          hands = state.results.length;
        },
        4,
      );
      expect(hands).toBe(4);
    }
  });
});
