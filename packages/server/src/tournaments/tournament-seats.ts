import type { TournamentSeat } from '@escoba/protocol';
import type { GameService } from '../tables/service.js';
import { seatToken } from './seat-tokens.js';
import type { TournamentLog } from './tournament-log.js';
import type { TournamentRecord } from './tournament-record.js';
import type { TournamentStore } from './tournament-store.js';

/**
 * loose23: an entrant's own seats at their tournaments' games in play, read from the tournaments' logs by any
 * process, each with its token derived again from the store's seat key (`seat-tokens.ts`). A seat is given only once
 * its table seats the entrant with that token (the owner may still be making it: its `paired` notice follows).
 */
export class TournamentSeats {
  constructor(
    private readonly store: TournamentStore,
    private readonly log: TournamentLog,
    private readonly service: GameService,
  ) {}

  /** `account`'s seat at the tournament's game in play, or null. */
  async inTournament(id: string, account: string): Promise<TournamentSeat | null> {
    const record = await this.log.current(id);
    return record === null ? null : this.inRecord(record, account);
  }

  /** Every seat of `account` at a running tournament's game in play. */
  async of(account: string): Promise<TournamentSeat[]> {
    const rows = (await this.store.list(Number.MAX_SAFE_INTEGER)).filter((row) => row.status === 'running');
    const seats = await Promise.all(rows.map((row) => this.inTournament(row.id, account)));
    return seats.filter((s) => s !== null);
  }

  private async inRecord(r: TournamentRecord, account: string): Promise<TournamentSeat | null> {
    if (r.status !== 'running') return null;
    const p = r.running().filter((q) => q.table.seats.includes(account)).at(-1);
    if (!p) return null;
    const { code, pairing } = p.table;
    const seat = p.table.seats.indexOf(account);
    const token = seatToken(await this.store.seatKey(), code, seat, account);
    if (!(await this.service.authenticate(code, seat, token))) return null;
    return { tournament: r.id, name: r.setup.name, pairing, code, seat, token };
  }
}

/** Whether the seat's game has a result in the record (or its pairing is gone): the seat is no longer to be played. */
export function seatEnded(r: TournamentRecord, seat: TournamentSeat): boolean {
  const pairing = r.pairings.get(seat.pairing);
  return pairing === undefined || pairing.results !== null;
}
