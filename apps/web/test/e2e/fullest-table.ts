// The fullest Escoba tables a hand against the computer reaches, found by a seeded search (no browser): the states
// the table-fit test resumes to measure the table at its most crowded, whatever the deal of the day.
import { createRng, legalPlays, type Card, type GameState } from '@escoba/engine';
import { escobaMatch, type Match } from '../../src/games/escoba/match.js';
import { SAVED_GAME_KEYS } from '../../src/games/catalog.js';
import { memoryStore } from '../memory-store.js';

export interface FullestTable {
  /** The number of the search's seed that dealt this hand (`fit-AIM-PLAYERS-N`). */
  readonly seed: number;
  /** The saved game (as localStorage holds it, under `key`): the person's turn at this table. */
  readonly key: string;
  readonly record: string;
  /** Cards on the table. */
  readonly tableCards: number;
  /** The person's card with the most sets to take, and how many it has. */
  readonly card: Card;
  readonly takes: number;
  /** Escobas won by the other seats, and how many of those seats won one. */
  readonly escobas: number;
  readonly seatsWithEscobas: number;
}

const HUMAN = 0;

/** How crowded the person's turn is: the cards on the table first, then the sets one card can take, then the others' escobas. */
function crowding(state: GameState): { tableCards: number; card: Card; takes: number; escobas: number; seatsWithEscobas: number } {
  const hand = state.hand!;
  const takes = new Map<Card, number>();
  for (const play of legalPlays(state)) if (play.take.length > 0) takes.set(play.card, (takes.get(play.card) ?? 0) + 1);
  let card = hand.hands[HUMAN]![0]!;
  for (const c of hand.hands[HUMAN]!) if ((takes.get(c) ?? 0) > (takes.get(card) ?? 0)) card = c;
  const escobas = hand.escobas.reduce((sum, n, seat) => sum + (seat === HUMAN ? 0 : n), 0);
  const seatsWithEscobas = hand.escobas.filter((n, seat) => seat !== HUMAN && n > 0).length;
  return { tableCards: hand.table.length, card, takes: takes.get(card) ?? 0, escobas, seatsWithEscobas };
}

/**
 * What the search looks for: the most cards on the table (then the most sets to take), or escobas won by as many of
 * the other seats as can be (every seat's pile then says how many), then the most of them.
 */
export type Crowding = 'table' | 'escobas';

const SCORES: Record<Crowding, (c: ReturnType<typeof crowding>) => number> = {
  table: (c) => c.tableCards * 10_000 + c.takes * 100 + c.escobas,
  escobas: (c) => c.seatsWithEscobas * 10_000 + c.escobas * 100 + c.tableCards,
};

/**
 * Plays the first hand of `players` dealt by each of `seeds` (the bots' seats and the person's alike, at random; for
 * a full table laying a card rather than taking whenever it may, most of the time) and keeps the person's turn that
 * is the most crowded by `aim`: deterministic (the seeds and the choices come from `createRng`). The table-fit test
 * names the seed a search of 0 to 199 found, so that it plays one hand instead of two hundred.
 */
export function fullestEscobaTable(players: number, partnerships: boolean, aim: Crowding, seeds: readonly number[]): FullestTable {
  const score = SCORES[aim];
  const layRate = aim === 'table' ? 0.9 : 0.2;
  let best: { seed: number; match: Match; crowd: ReturnType<typeof crowding> } | null = null;
  for (const i of seeds) {
    const seed = `fit-${aim}-${players}${partnerships ? 'p' : ''}-${i}`;
    const created = escobaMatch.create({ rules: 'classic', players, partnerships, levels: [null, ...Array<'easy'>(players - 1).fill('easy')], seed });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.value;
    const rng = createRng(seed);
    while (match.state.phase === 'play') {
      const state = match.state;
      if (state.hand!.turn === HUMAN) {
        const crowd = crowding(state);
        if (best === null || score(crowd) > score(best.crowd)) best = { seed: i, match, crowd };
      }
      const plays = legalPlays(state);
      const lays = plays.filter((p) => p.take.length === 0);
      const pool = lays.length > 0 && rng.float() < layRate ? lays : plays;
      const next = escobaMatch.play(match, pool[rng.int(pool.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      match = next.value;
    }
  }
  const kv = memoryStore();
  escobaMatch.saved(SAVED_GAME_KEYS.escoba).save(kv, best!.match);
  return { seed: best!.seed, key: SAVED_GAME_KEYS.escoba, record: kv.getItem(SAVED_GAME_KEYS.escoba)!, ...best!.crowd };
}
