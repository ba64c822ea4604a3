import { sidesOf } from '@escoba/cards';
import { Arena, Bracket, Swiss, TournamentError, type ArenaStanding, type DuelEvent, type DuelStanding, type Entrant, type GameResult } from '@escoba/tournament';
import type { PairedTable, StoredTournamentEvent, TournamentEvent, TournamentSetup } from './tournament-events.js';

/** A knock-out game drawn this many times in a row goes to its first side (as `escoba tournament` does). */
export const KNOCKOUT_REPLAYS = 9;

export interface EntrantRecord {
  readonly account: string;
  readonly name: string;
  readonly rating: number;
  withdrawn: boolean;
}

export interface PairingRecord {
  readonly table: PairedTable;
  readonly at: number;
  results: readonly GameResult[] | null;
}

export type Standing = (ArenaStanding | DuelStanding) & { readonly byes?: number; readonly tieBreaks?: Readonly<Record<string, number>>; readonly onFire?: boolean };

/**
 * A tournament as its log says: the setup, the entrants, every pairing and result, and the pairing state itself,
 * `@escoba/tournament`'s `Arena`, `Swiss` or `Bracket`, built by replaying the log's events in order (the classes
 * are deterministic, so the same log gives the same pairings). The owner decides the next events with
 * {@link pairArena} / {@link nextRound} on this state, writes them, and only then creates their tables.
 */
export class TournamentRecord {
  setup!: TournamentSetup;
  /** The last event applied. */
  seq = 0;
  createdAt = 0;
  readonly entrants = new Map<string, EntrantRecord>();
  readonly pairings = new Map<number, PairingRecord>();
  /** The table codes of the pairings. */
  private readonly tableCodes = new Set<string>();
  status: 'upcoming' | 'running' | 'finished' = 'upcoming';
  startedAt: number | null = null;
  finishedAt: number | null = null;
  /** Swiss rounds as started (at most what the entrants allow), else null. */
  rounds: number | null = null;
  arena: Arena | null = null;
  duel: DuelEvent | null = null;
  /** The round being played (duel formats) and who sits it out. */
  round: number | null = null;
  byes: readonly string[] = [];
  /** Duel ids with no result yet (duel formats). */
  readonly pendingDuels = new Set<number>();
  /** Knock-out duels drawn and to be played again: duel id → how many times drawn. */
  readonly drawnDuels = new Map<number, number>();
  /** The duel format said the event is over (`next()` gave null). */
  duelOver = false;
  private readonly arenaTables = new Map<number, number>();

  constructor(readonly id: string) {}

  static async replay(id: string, events: readonly StoredTournamentEvent[]): Promise<TournamentRecord> {
    const record = new TournamentRecord(id);
    for (const e of events) await record.apply(e);
    return record;
  }

  get nextPairing(): number {
    return this.pairings.size + 1;
  }

  /** Whether one of the tournament's pairings has its table at `code`. */
  usesCode(code: string): boolean {
    return this.tableCodes.has(code);
  }

  private addPairing(p: PairingRecord): void {
    this.pairings.set(p.table.pairing, p);
    this.tableCodes.add(p.table.code);
  }

  /**
   * A pairing's table moved to `code` (its first code held outside the tournament). The held code stays among the
   * tournament's codes, so no later pairing of it derives that one either.
   */
  private moved(pairing: number, code: string): void {
    const p = this.pairings.get(pairing);
    if (!p) return;
    this.pairings.set(pairing, { ...p, table: { ...p.table, code } });
    this.tableCodes.add(code);
  }

  /** Pairings whose table has no result yet. */
  running(): PairingRecord[] {
    return [...this.pairings.values()].filter((p) => p.results === null);
  }

  /** Entrants who have not withdrawn, in the order they joined. */
  active(): EntrantRecord[] {
    return [...this.entrants.values()].filter((e) => !e.withdrawn);
  }

  private entrantList(): Entrant[] {
    return this.active().map((e) => ({ id: e.account, rating: e.rating }));
  }

  async apply({ seq, event }: StoredTournamentEvent): Promise<void> {
    if (seq !== this.seq + 1) throw new Error(`tournament ${this.id}: event ${seq} after ${this.seq}`);
    await this.applyEvent(event);
    this.seq = seq;
  }

  /**
   * Applies events the owner is deciding on, before they are written (results, so that the same decision pairs the
   * players they free). Like {@link pairArena}: the caller writes them with the decision, or rebuilds the record from
   * the log if it cannot.
   */
  async take(events: readonly TournamentEvent[]): Promise<void> {
    for (const e of events) await this.applyEvent(e);
  }

  private async applyEvent(e: TournamentEvent): Promise<void> {
    switch (e.type) {
      case 'created':
        this.setup = e.setup;
        this.createdAt = e.at;
        return;
      case 'joined':
        this.entrants.set(e.account, { account: e.account, name: e.name, rating: e.rating, withdrawn: false });
        this.arena?.join({ id: e.account, rating: e.rating });
        return;
      case 'withdrew': {
        const entrant = this.entrants.get(e.account);
        if (!entrant) return;
        // Before the start a withdrawal is a removal; after it the entrant stays in the standings.
        if (this.status === 'upcoming') this.entrants.delete(e.account);
        else entrant.withdrawn = true;
        this.arena?.withdraw(e.account);
        if (this.duel) {
          await this.duel.withdraw(e.account);
          this.dropForfeited();
        }
        return;
      }
      case 'started':
        return this.start(e.at);
      case 'paired':
        return this.paired(e);
      case 'result':
        return this.result(e.pairing, e.results, e.absent === true);
      case 'moved':
        return this.moved(e.pairing, e.code);
      case 'finished':
        this.status = 'finished';
        this.finishedAt = e.at;
        return;
    }
  }

  private async start(at: number): Promise<void> {
    this.status = 'running';
    this.startedAt = at;
    const entrants = this.entrantList();
    const { format, settings } = this.setup;
    if (entrants.length < 2) return;
    if (format === 'arena') {
      const sides = settings.partnerships ? 2 : settings.players;
      this.arena = new Arena(entrants, { table: { seats: settings.players as 2 | 3 | 4, sides }, endsAt: this.setup.endsAt!, computers: this.setup.computers });
    } else if (format === 'swiss') {
      const most = entrants.length % 2 === 0 ? entrants.length - 1 : entrants.length;
      this.rounds = Math.min(this.setup.rounds!, most);
      this.duel = new Swiss(entrants, { rounds: this.rounds });
    } else {
      this.duel = await Bracket.create(format, entrants);
    }
  }

  /** Seats from an arena table's sides: side s's i-th entrant sits at the i-th seat of side s; the seats left are computers' (null). */
  private seatsOf(sides: readonly (readonly string[])[]): (string | null)[] {
    const { settings } = this.setup;
    const layout = sidesOf(settings.players, settings.partnerships).sides;
    const seats = new Array<string | null>(settings.players).fill(null);
    sides.forEach((side, s) => side.forEach((id, i) => (seats[layout[s]![i]!] = id)));
    return seats;
  }

  /**
   * The arena's tables at `now` (its `pair`), as pairings numbered from {@link nextPairing}, with codes from `codeOf`.
   * Changes the state: the caller writes the `paired` event, or rebuilds the record from the log if it cannot.
   */
  pairArena(now: number, codeOf: (pairing: number) => string): PairedTable[] {
    if (!this.arena) return [];
    let pairing = this.nextPairing;
    const made = this.arena.pair(now).map((t) => {
      const n = pairing++;
      this.arenaTables.set(t.id, n);
      return { pairing: n, round: null, gameId: t.id, seats: this.seatsOf(t.sides), code: codeOf(n) };
    });
    for (const t of made) this.addPairing({ table: t, at: now, results: null });
    return made;
  }

  /**
   * The duel format's next round (its `next()`), or the replays of drawn knock-out games, as pairings; null when the
   * event is over. Changes the state like {@link pairArena}.
   */
  async nextRound(now: number, codeOf: (pairing: number) => string): Promise<{ tables: PairedTable[]; byes: string[]; replays: boolean } | null> {
    if (!this.duel) return null;
    let pairing = this.nextPairing;
    const add = (duel: { id: number; round: number; a: string; b: string }): PairedTable => {
      const t = { pairing: pairing++, round: duel.round, gameId: duel.id, seats: [duel.a, duel.b], code: '' };
      const table = { ...t, code: codeOf(t.pairing) };
      this.addPairing({ table, at: now, results: null });
      return table;
    };
    if (this.drawnDuels.size > 0) {
      const replays = [...this.drawnDuels.keys()].map((id) => {
        const last = [...this.pairings.values()].reverse().find((p) => p.table.gameId === id)!.table;
        return add({ id, round: last.round!, a: last.seats[0]!, b: last.seats[1]! });
      });
      this.drawnDuels.clear();
      return { tables: replays, byes: [], replays: true };
    }
    const round = await this.duel.next();
    if (round === null) {
      this.duelOver = true;
      return null;
    }
    this.round = round.round;
    this.byes = round.byes;
    for (const g of round.games) this.pendingDuels.add(g.id);
    return { tables: round.games.map(add), byes: [...round.byes], replays: false };
  }

  private async paired(e: Extract<TournamentEvent, { type: 'paired' }>): Promise<void> {
    const codes = new Map(e.tables.map((t) => [t.pairing, t.code]));
    const codeOf = (n: number) => codes.get(n) ?? '';
    let made: readonly PairedTable[];
    if (this.setup.format === 'arena') made = this.pairArena(e.at, codeOf);
    else made = (await this.nextRound(e.at, codeOf))?.tables ?? [];
    const same = made.length === e.tables.length && made.every((t, i) => t.pairing === e.tables[i]!.pairing && t.seats.join() === e.tables[i]!.seats.join());
    if (!same) throw new Error(`tournament ${this.id}: replaying pairing ${e.tables[0]?.pairing} gave other tables than the log's: the pairing code changed under a running tournament`);
  }

  private async result(pairing: number, results: readonly GameResult[], absent: boolean): Promise<void> {
    const p = this.pairings.get(pairing);
    if (!p || p.results !== null) return;
    p.results = results;
    if (this.arena) {
      const layout = sidesOf(this.setup.settings.players, this.setup.settings.partnerships).sides;
      return this.arena.report(p.table.gameId, layout.map((seats) => results[seats[0]!]!));
    }
    if (!this.duel || !this.pendingDuels.has(p.table.gameId)) return;
    // Both absent (tour23): a Swiss or round-robin scores it as a draw (a duel has no double loss), a knock-out
    // sends the first side (the higher seed) through at once rather than dealing it again.
    const duelResult = absent && results[0] === results[1] ? (this.duel.drawsAllowed ? 'draw' : 'a') : results[0] === 'win' ? 'a' : results[0] === 'loss' ? 'b' : 'draw';
    if (duelResult === 'draw' && !this.duel.drawsAllowed) {
      const drawn = [...this.pairings.values()].filter((q) => q.table.gameId === p.table.gameId && q.results?.[0] === 'draw').length;
      if (drawn <= KNOCKOUT_REPLAYS) {
        this.drawnDuels.set(p.table.gameId, drawn);
        return;
      }
    }
    this.pendingDuels.delete(p.table.gameId);
    try {
      await this.duel.report(p.table.gameId, duelResult === 'draw' && !this.duel.drawsAllowed ? 'a' : duelResult);
    } catch (err) {
      // A game a withdrawal already gave away (a forfeit) ends later: its result changes nothing.
      if (!(err instanceof TournamentError)) throw err;
    }
  }

  /** After a withdrawal the duel format settles the withdrawn entrant's pending game: those no longer wait for a result. */
  private dropForfeited(): void {
    const played = new Set(((this.duel as Swiss | Bracket).games() ?? []).map((g) => g.id));
    for (const id of [...this.pendingDuels]) if (played.has(id)) this.pendingDuels.delete(id);
    for (const id of [...this.drawnDuels.keys()]) if (played.has(id)) this.drawnDuels.delete(id);
  }

  /** The standings now (live while running, final once finished); empty before the start. */
  async standings(): Promise<Standing[]> {
    if (this.arena) return this.arena.standings();
    if (this.duel) return this.duel.standings();
    return [];
  }

  /**
   * Whether the duel format has something to pair now: the replays of drawn knock-out games (at once, while the
   * round's other games go on), or the next round once every game of this one has a result.
   */
  readyToPair(): boolean {
    return this.drawnDuels.size > 0 || this.pendingDuels.size === 0;
  }
}
