import { BracketsManager, type Database } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { bySeed, checkEntrants, TournamentError, type Entrant } from './entrant.js';
import { duelStandings, resultFor, type Duel, type DuelEvent, type DuelResult, type DuelRound, type DuelStanding, type PlayedDuel } from './duel.js';

/** The bracket formats, both made by `brackets-manager`: single elimination, and a round-robin in one group. */
export type BracketFormat = 'knockout' | 'roundrobin';

type Match = Database['match'][number];

const STAGE = 0;

/**
 * A knock-out or a round-robin whose bracket (who meets whom, byes, who goes through) is `brackets-manager`'s, kept
 * in its in-memory storage; this class seeds it by rating, hands out the games that are ready and scores them.
 *
 * Knock-out: seeded 1 v N (`inner_outer`), byes to the top seeds when the number is not a power of two; a game needs
 * a winner (the caller plays a drawn game again); a withdrawn entrant forfeits their next game. Ranked by the round
 * an entrant went out in (the winner first, the losing finalist second, the losing semi-finalists third, …).
 * Round-robin: everyone meets everyone once, round by round (with an odd number one entrant sits each round out,
 * scoring nothing); a withdrawn entrant's remaining games are not played, their played results count; standings as
 * Swiss's ({@link duelStandings}: points, Buchholz, Sonneborn-Berger).
 */
export class Bracket implements DuelEvent {
  readonly drawsAllowed: boolean;
  private readonly played: PlayedDuel[] = [];
  private readonly pending = new Map<number, Duel>();
  private readonly withdrawn = new Set<string>();
  /** Round-robin games dropped because an entrant withdrew. */
  private readonly dropped = new Set<number>();
  /** The round each knock-out entrant went out in. */
  private readonly outIn = new Map<string, number>();
  private batch = 0;

  private constructor(
    readonly format: BracketFormat,
    private readonly entrants: readonly Entrant[],
    private readonly manager: BracketsManager,
    /** brackets-manager's participant ids to ours. */
    private readonly ids: ReadonlyMap<number, string>,
  ) {
    this.drawsAllowed = format === 'roundrobin';
  }

  /** A new bracket of `entrants`, seeded by rating (highest first). */
  static async create(format: BracketFormat, entrants: readonly Entrant[]): Promise<Bracket> {
    checkEntrants(entrants);
    if (entrants.length < 2) throw new TournamentError(`a ${format} needs at least 2 entrants, not ${entrants.length}`);
    const seeded = [...entrants].sort(bySeed);
    const manager = new BracketsManager(new InMemoryDatabase());
    const size = 2 ** Math.ceil(Math.log2(seeded.length));
    await manager.create.stage({
      tournamentId: 0,
      name: format,
      type: format === 'knockout' ? 'single_elimination' : 'round_robin',
      seeding: format === 'knockout' ? [...seeded.map((e) => e.id), ...Array<null>(size - seeded.length).fill(null)] : seeded.map((e) => e.id),
      settings: format === 'knockout' ? { size, seedOrdering: ['inner_outer'], balanceByes: false } : { groupCount: 1 },
    });
    const data = await manager.get.stageData(STAGE);
    return new Bracket(format, seeded, manager, new Map(data.participant.map((p) => [p.id as number, p.name])));
  }

  private idOf(slot: Match['opponent1']): string | null {
    return slot?.id === null || slot?.id === undefined ? null : this.ids.get(slot.id as number)!;
  }

  private isOpen(m: Match): boolean {
    return this.idOf(m.opponent1) !== null && this.idOf(m.opponent2) !== null && !m.opponent1!.result && !m.opponent2!.result && !m.opponent1!.forfeit && !m.opponent2!.forfeit;
  }

  async next(): Promise<DuelRound | null> {
    if (this.pending.size > 0) throw new TournamentError(`${this.pending.size} game(s) of the last round have no result yet`);
    const ready = this.format === 'knockout' ? await this.readyKnockout() : await this.readyRoundRobin();
    if (ready.length === 0) return null;
    this.batch++;
    const games = ready.map((m): Duel => ({ id: m.id as number, round: this.batch, a: this.idOf(m.opponent1)!, b: this.idOf(m.opponent2)! }));
    for (const g of games) this.pending.set(g.id, g);
    const busy = new Set(games.flatMap((g) => [g.a, g.b]));
    const byes = this.entrants.filter((e) => !busy.has(e.id) && !this.withdrawn.has(e.id) && !this.outIn.has(e.id)).map((e) => e.id);
    return { round: this.batch, games, byes: this.format === 'roundrobin' ? byes : [] };
  }

  /** The knock-out games whose two entrants are known, after a withdrawn entrant's game is forfeited. */
  private async readyKnockout(): Promise<Match[]> {
    for (;;) {
      const open = (await this.manager.get.stageData(STAGE)).match.filter((m) => this.isOpen(m));
      const forfeit = open.find((m) => this.withdrawn.has(this.idOf(m.opponent1)!) || this.withdrawn.has(this.idOf(m.opponent2)!));
      if (!forfeit) return open;
      const first = this.withdrawn.has(this.idOf(forfeit.opponent1)!);
      await this.manager.update.match({ id: forfeit.id, ...(first ? { opponent1: { forfeit: true } } : { opponent2: { forfeit: true } }) });
      this.outIn.set(this.idOf(first ? forfeit.opponent1 : forfeit.opponent2)!, forfeit.round_id as number);
    }
  }

  /** The round-robin's next round: the open games of its lowest unfinished round, less those of withdrawn entrants. */
  private async readyRoundRobin(): Promise<Match[]> {
    const open = (await this.manager.get.stageData(STAGE)).match.filter((m) => this.isOpen(m) && !this.dropped.has(m.id as number));
    for (const m of open) {
      if (this.withdrawn.has(this.idOf(m.opponent1)!) || this.withdrawn.has(this.idOf(m.opponent2)!)) this.dropped.add(m.id as number);
    }
    const playable = open.filter((m) => !this.dropped.has(m.id as number));
    const round = Math.min(...playable.map((m) => m.round_id as number));
    return playable.filter((m) => m.round_id === round);
  }

  async report(gameId: number, result: DuelResult): Promise<void> {
    const game = this.pending.get(gameId);
    if (!game) throw new TournamentError(`game ${gameId} is not waiting for a result`);
    if (result === 'draw' && !this.drawsAllowed) throw new TournamentError(`a knock-out game needs a winner: play game ${gameId} again`);
    const side = (r: 'win' | 'draw' | 'loss') => ({ result: r });
    await this.manager.update.match({
      id: gameId,
      opponent1: side(result === 'draw' ? 'draw' : result === 'a' ? 'win' : 'loss'),
      opponent2: side(result === 'draw' ? 'draw' : result === 'b' ? 'win' : 'loss'),
    });
    this.pending.delete(gameId);
    const played = { ...game, result };
    this.played.push(played);
    if (this.format === 'knockout') {
      const round = (await this.manager.storage.select('match', gameId))!.round_id as number;
      this.outIn.set(resultFor(played, game.a) === 'loss' ? game.a : game.b, round);
    }
  }

  async withdraw(id: string): Promise<void> {
    if (!this.entrants.some((e) => e.id === id)) throw new TournamentError(`no entrant "${id}" in this event`);
    this.withdrawn.add(id);
  }

  /** The games played so far, in the order their results came. */
  games(): readonly PlayedDuel[] {
    return this.played;
  }

  async standings(): Promise<DuelStanding[]> {
    const table = duelStandings(this.entrants, this.played, [], 0, this.withdrawn);
    if (this.format === 'roundrobin') return table;
    // Knock-out: still in first, then by the round an entrant went out in, later first; the points are the wins.
    const reach = (id: string) => this.outIn.get(id) ?? Infinity;
    const seed = new Map(this.entrants.map((e, i) => [e.id, i]));
    const lines = table.map((l) => ({ ...l, tieBreaks: {} })).sort((x, y) => reach(y.id) - reach(x.id) || seed.get(x.id)! - seed.get(y.id)!);
    return lines.map((l) => ({ ...l, rank: 1 + lines.filter((o) => reach(o.id) > reach(l.id)).length }));
  }
}
