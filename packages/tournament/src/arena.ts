import { addArenaResult, NO_ARENA_SCORE, type ArenaScore } from './arena-points.js';
import { bySeed, checkEntrants, TournamentError, type Entrant, type GameResult } from './entrant.js';

/** The tables an arena plays: `seats` players, in `sides` sides of equal size (2 v 2: 4 seats in 2 sides). */
export interface ArenaTableShape {
  readonly seats: 2 | 3 | 4;
  /** Sides per table: `seats` when each plays alone (the default), 2 for 2 v 2. */
  readonly sides?: number;
}

export interface ArenaOptions {
  readonly table: ArenaTableShape;
  /** When the arena ends, on the caller's clock (any unit): no table is formed at or after it. */
  readonly endsAt: number;
  /**
   * Computer players may fill empty seats (tour23): when, after the full tables are formed, some entrants are free
   * but too few for a table, they are seated at once with computers in the other seats. Computers are no entrants:
   * they score nothing and have no standing.
   */
  readonly computers?: boolean;
}

/** A table the arena formed: who sits on each side. */
export interface ArenaTable {
  readonly id: number;
  /** Entrants' ids per side; a side's seats after its entrants are computers' (see `computers`). */
  readonly sides: readonly (readonly string[])[];
  /** Computer seats per side, after the side's entrants: only in an arena whose options allow computers. */
  readonly computers?: readonly number[];
  /** When it was formed, on the caller's clock. */
  readonly startedAt: number;
}

/** One line of the arena's standings. */
export interface ArenaStanding {
  /** 1 first; entrants with the same points share a rank. */
  readonly rank: number;
  readonly id: string;
  readonly rating: number;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** On a streak: the next game counts double. */
  readonly onFire: boolean;
  readonly withdrawn: boolean;
}

interface Player {
  readonly entrant: Entrant;
  score: ArenaScore;
  results: GameResult[];
  table: number | null;
  withdrawn: boolean;
  /** Who shared the player's last table (not paired with them again while someone else is free). */
  lastMet: ReadonlySet<string>;
}

/**
 * An arena: for a fixed time, whoever finishes a game is paired again at once among the free players, nearest in
 * standing (points, then rating); points per result with lichess's streak (`arena-points.ts`). The caller owns the
 * clock and the games: it calls {@link pair} whenever players may have become free (at the start, after each
 * {@link report}, after a join) and reports each table's result. Deterministic: no clock, no randomness.
 */
export class Arena {
  private readonly players = new Map<string, Player>();
  private readonly tables = new Map<number, ArenaTable>();
  private nextTable = 0;
  private readonly seats: number;
  private readonly sideCount: number;

  constructor(
    entrants: readonly Entrant[],
    readonly options: ArenaOptions,
  ) {
    const { seats, sides = seats } = options.table;
    if (![2, 3, 4].includes(seats)) throw new TournamentError(`an arena table has 2, 3 or 4 seats, not ${seats}`);
    if (!Number.isInteger(sides) || sides < 2 || seats % sides !== 0) throw new TournamentError(`${seats} seats cannot be split into ${sides} equal sides`);
    this.seats = seats;
    this.sideCount = sides;
    checkEntrants(entrants);
    for (const e of entrants) this.add(e);
  }

  private add(entrant: Entrant): void {
    this.players.set(entrant.id, { entrant, score: NO_ARENA_SCORE, results: [], table: null, withdrawn: false, lastMet: new Set() });
  }

  private player(id: string): Player {
    const p = this.players.get(id);
    if (!p) throw new TournamentError(`no entrant "${id}" in this arena`);
    return p;
  }

  /** A late entrant: paired from the next {@link pair} on, while the arena runs. */
  join(entrant: Entrant): void {
    checkEntrants([...[...this.players.values()].map((p) => p.entrant), entrant]);
    this.add(entrant);
  }

  /** The entrant stops being paired; a game they are playing still counts when reported. */
  withdraw(id: string): void {
    this.player(id).withdrawn = true;
  }

  /** Entrants waiting for a table: not withdrawn, not playing. */
  free(): string[] {
    return this.order([...this.players.values()].filter((p) => !p.withdrawn && p.table === null)).map((p) => p.entrant.id);
  }

  /** The tables being played. */
  running(): ArenaTable[] {
    return [...this.tables.values()];
  }

  /** Free entrants by standing: points, then rating, then id. */
  private order(players: Player[]): Player[] {
    return players.sort((a, b) => b.score.points - a.score.points || bySeed(a.entrant, b.entrant));
  }

  /**
   * Forms every table it can at `now` from the free entrants, nearest in standing first, avoiding someone's last
   * table-mates while others are free. Afterwards fewer than a table's seats are free, or with computers allowed
   * none (the last free entrants are seated with computers). None at or after the end.
   */
  pair(now: number): ArenaTable[] {
    if (now >= this.options.endsAt) return [];
    const waiting = this.order([...this.players.values()].filter((p) => !p.withdrawn && p.table === null));
    const formed: ArenaTable[] = [];
    while (waiting.length >= this.seats) {
      const first = waiting.shift()!;
      const chosen = [first];
      for (let i = 0; i < waiting.length && chosen.length < this.seats; ) {
        if (chosen.some((c) => c.lastMet.has(waiting[i]!.entrant.id))) i++;
        else chosen.push(...waiting.splice(i, 1));
      }
      // Only table-mates of last time are left: they play again rather than wait.
      while (chosen.length < this.seats) chosen.push(waiting.shift()!);
      formed.push(this.open(chosen, now));
    }
    if (this.options.computers && waiting.length > 0) formed.push(this.open(waiting.splice(0), now));
    return formed;
  }

  /**
   * Seats `chosen` (in standing order) in sides: alone each, or for 2 v 2 the first and last against the middle two.
   * Fewer than a table's seats (computers allowed): computers take the seats left, so entrants face each other first.
   */
  private open(chosen: Player[], now: number): ArenaTable {
    const perSide = this.seats / this.sideCount;
    const sides: string[][] = Array.from({ length: this.sideCount }, () => []);
    // Snake order balances the sides: 0 1 1 0 for 2 v 2.
    chosen.forEach((p, i) => {
      const lap = Math.floor(i / this.sideCount);
      const k = i % this.sideCount;
      sides[lap % 2 === 0 ? k : this.sideCount - 1 - k]!.push(p.entrant.id);
    });
    if (sides.some((s) => s.length > perSide) || (chosen.length === this.seats && sides.some((s) => s.length !== perSide))) throw new Error('arena: uneven sides');
    const computers = sides.map((s) => perSide - s.length);
    const table: ArenaTable = { id: this.nextTable++, sides, startedAt: now, ...(chosen.length < this.seats ? { computers } : {}) };
    this.tables.set(table.id, table);
    for (const p of chosen) p.table = table.id;
    return table;
  }

  /**
   * The result of a table: each side's result (`resultsOfRanks` turns a game's ranks into them). Its players are
   * free again (unless withdrawn); call {@link pair} next. A table finished after the end still counts.
   */
  report(tableId: number, results: readonly GameResult[]): void {
    const table = this.tables.get(tableId);
    if (!table) throw new TournamentError(`no table ${tableId} is being played`);
    if (results.length !== table.sides.length) throw new TournamentError(`table ${tableId} has ${table.sides.length} sides, not ${results.length} results`);
    const everyone = table.sides.flat();
    table.sides.forEach((side, s) => {
      for (const id of side) {
        const p = this.player(id);
        p.score = addArenaResult(p.score, results[s]!);
        p.results.push(results[s]!);
        p.table = null;
        p.lastMet = new Set(everyone.filter((other) => other !== id));
      }
    });
    this.tables.delete(tableId);
  }

  /** Standings: points, then rating, then id; equal points share a rank. */
  standings(): ArenaStanding[] {
    const all = this.order([...this.players.values()]);
    return all.map((p) => {
      const count = (r: GameResult) => p.results.filter((x) => x === r).length;
      return {
        rank: 1 + all.filter((q) => q.score.points > p.score.points).length,
        id: p.entrant.id,
        rating: p.entrant.rating,
        points: p.score.points,
        games: p.results.length,
        wins: count('win'),
        draws: count('draw'),
        losses: count('loss'),
        onFire: p.score.onFire,
        withdrawn: p.withdrawn,
      };
    });
  }
}
