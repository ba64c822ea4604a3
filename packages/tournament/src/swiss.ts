import { bySeed, checkEntrants, TournamentError, type Entrant } from './entrant.js';
import { duelStandings, type Duel, type DuelEvent, type DuelResult, type DuelRound, type DuelStanding, type PlayedDuel } from './duel.js';

export interface SwissOptions {
  readonly rounds: number;
  /** What a bye scores: 1 (a win, the default, as FIDE's pairing-allocated bye and lichess), ½ or 0. */
  readonly byePoints?: 0 | 0.5 | 1;
}

/** Most steps the pairing search takes before it gives up on a round (the event then ends). */
const SEARCH_STEPS = 200_000;

/**
 * A Swiss event for two-sided games: a fixed number of rounds; each round pairs entrants of equal (or nearest)
 * points, the top half of a score group against its bottom half, never two who met before; with an odd number the
 * lowest-placed entrant who has had no bye sits out and scores the bye (nobody sits out twice). A round that cannot
 * be paired that way ends the event early. Standings and tie-breaks: {@link duelStandings}.
 */
export class Swiss implements DuelEvent {
  readonly drawsAllowed = true;
  private readonly entrants: readonly Entrant[];
  private readonly played: PlayedDuel[] = [];
  private readonly pending = new Map<number, Duel>();
  private readonly byes: string[] = [];
  private readonly met = new Map<string, Set<string>>();
  /** Games each entrant played on the first side, to alternate sides. */
  private readonly firsts = new Map<string, number>();
  private readonly withdrawn = new Set<string>();
  private round = 0;
  private nextId = 0;
  private over = false;
  readonly byePoints: number;

  constructor(
    entrants: readonly Entrant[],
    readonly options: SwissOptions,
  ) {
    checkEntrants(entrants);
    if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new TournamentError(`a Swiss event needs a whole number of rounds, at least 1, not ${options.rounds}`);
    const most = entrants.length % 2 === 0 ? entrants.length - 1 : entrants.length;
    if (options.rounds > most) throw new TournamentError(`${entrants.length} entrants can play at most ${most} Swiss rounds without meeting twice, not ${options.rounds}`);
    this.entrants = [...entrants];
    this.byePoints = options.byePoints ?? 1;
    for (const e of entrants) {
      this.met.set(e.id, new Set());
      this.firsts.set(e.id, 0);
    }
  }

  /** Rounds paired so far. */
  get rounds(): number {
    return this.round;
  }

  private has(id: string): void {
    if (!this.met.has(id)) throw new TournamentError(`no entrant "${id}" in this event`);
  }

  async next(): Promise<DuelRound | null> {
    if (this.pending.size > 0) throw new TournamentError(`round ${this.round} still has ${this.pending.size} game(s) without a result`);
    if (this.over || this.round >= this.options.rounds) return null;
    const points = new Map((await this.standings()).map((s) => [s.id, s.points]));
    const active = this.entrants.filter((e) => !this.withdrawn.has(e.id)).sort((a, b) => points.get(b.id)! - points.get(a.id)! || bySeed(a, b));
    const paired = active.length < 2 ? null : this.pairRound(active, points);
    if (paired === null) {
      this.over = true;
      return null;
    }
    this.round++;
    const games = paired.pairs.map(([x, y]): Duel => {
      const [a, b] = this.firsts.get(y)! < this.firsts.get(x)! ? [y, x] : [x, y];
      this.firsts.set(a, this.firsts.get(a)! + 1);
      this.met.get(a)!.add(b);
      this.met.get(b)!.add(a);
      const game = { id: this.nextId++, round: this.round, a, b };
      this.pending.set(game.id, game);
      return game;
    });
    if (paired.bye !== null) this.byes.push(paired.bye);
    return { round: this.round, games, byes: paired.bye === null ? [] : [paired.bye] };
  }

  /** The pairs of a round among `active` (in standing order) and its bye, or null when no pairing avoids a repeat. */
  private pairRound(active: readonly Entrant[], points: ReadonlyMap<string, number>): { pairs: [string, string][]; bye: string | null } | null {
    const ids = active.map((e) => e.id);
    const budget = { steps: SEARCH_STEPS };
    if (ids.length % 2 === 0) {
      const pairs = this.match(ids, points, budget);
      return pairs && { pairs, bye: null };
    }
    // Nobody sits out twice: when every candidate left has had a bye, the round is not paired.
    const hadBye = new Set(this.byes);
    for (const bye of [...ids].reverse().filter((id) => !hadBye.has(id))) {
      const pairs = this.match(
        ids.filter((id) => id !== bye),
        points,
        budget,
      );
      if (pairs) return { pairs, bye };
    }
    return null;
  }

  /**
   * Pairs `ids` (in standing order) with no repeat, or null: the first entrant left takes, in order of preference,
   * the nearest score, then within their score group the entrant half the group below them (1 v 5, 2 v 6, … in a
   * group of 8), then backtracks.
   */
  private match(ids: readonly string[], points: ReadonlyMap<string, number>, budget: { steps: number }): [string, string][] | null {
    if (ids.length === 0) return [];
    if (--budget.steps < 0) return null;
    const [first, ...rest] = ids as [string, ...string[]];
    const mine = points.get(first)!;
    const group = rest.filter((id) => points.get(id) === mine).length + 1;
    const target = Math.floor(group / 2) - 1;
    const order = rest
      .map((id, i) => ({ id, i }))
      .filter(({ id }) => !this.met.get(first)!.has(id))
      .sort((x, y) => Math.abs(points.get(x.id)! - mine) - Math.abs(points.get(y.id)! - mine) || Math.abs(x.i - target) - Math.abs(y.i - target) || x.i - y.i);
    for (const { id } of order) {
      const others = this.match(
        rest.filter((r) => r !== id),
        points,
        budget,
      );
      if (others) return [[first, id], ...others];
      if (budget.steps < 0) return null;
    }
    return null;
  }

  async report(gameId: number, result: DuelResult): Promise<void> {
    const game = this.pending.get(gameId);
    if (!game) throw new TournamentError(`game ${gameId} is not waiting for a result`);
    this.pending.delete(gameId);
    this.played.push({ ...game, result });
  }

  /** Stops pairing `id`; an unplayed game of theirs in the current round is given to the opponent (a forfeit). */
  async withdraw(id: string): Promise<void> {
    this.has(id);
    this.withdrawn.add(id);
    for (const game of this.pending.values()) {
      if (game.a !== id && game.b !== id) continue;
      this.pending.delete(game.id);
      this.played.push({ ...game, result: game.a === id ? 'b' : 'a', forfeit: true });
    }
  }

  /** The games played so far (forfeits included), in the order their results came. */
  games(): readonly PlayedDuel[] {
    return this.played;
  }

  /** Who had a bye, one entry per bye. */
  byeList(): readonly string[] {
    return this.byes;
  }

  async standings(): Promise<DuelStanding[]> {
    return duelStandings(this.entrants, this.played, this.byes, this.byePoints, this.withdrawn);
  }
}
