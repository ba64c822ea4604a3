import type { ServerMessage, TournamentSeat } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../tables/clock.js';
import type { TournamentLog } from './tournament-log.js';
import type { TournamentNotice, TournamentNotices } from './tournament-notices.js';
import { seatEnded, type TournamentSeats } from './tournament-seats.js';
import { Paced, STATE_EVERY_MS, type Send } from './tournament-watch.js';

interface SeatWatcher {
  readonly account: string;
  readonly send: Send;
  /** The account's seats by tournament, as last sent. */
  readonly seats: Map<string, TournamentSeat>;
}

const text = (seats: Iterable<TournamentSeat>) => JSON.stringify({ type: 'tournamentSeats', seats: [...seats] } satisfies ServerMessage);

/**
 * loose23: this process's connections that watch their account's own tournament seats (`tournamentSeats`), wherever
 * the web app is. Their seats are read at the watch; a `paired` notice of any process adds the account's new seat; a
 * change of a tournament one of them plays in is looked at (at most once a second per tournament) for the results
 * that end their seats.
 */
export class TournamentSeatWatch {
  private readonly watchers = new Map<object, SeatWatcher>();
  private readonly paced = new Map<string, Paced>();

  constructor(
    private readonly seats: TournamentSeats,
    private readonly log: TournamentLog,
    notices: TournamentNotices,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    notices.onNotice((n) => this.notice(n));
  }

  async watch(conn: object, account: string, send: Send): Promise<void> {
    const found = await this.seats.of(account);
    const watcher = { account, send, seats: new Map(found.map((s) => [s.tournament, s])) };
    this.watchers.set(conn, watcher);
    send(text(watcher.seats.values()));
  }

  unwatch(conn: object): void {
    this.watchers.delete(conn);
  }

  private notice(n: TournamentNotice): void {
    if (n.kind === 'paired') {
      for (const w of this.watchers.values()) {
        if (w.account !== n.account) continue;
        w.seats.set(n.id, { tournament: n.id, name: n.name, pairing: n.pairing, code: n.code, seat: n.seat, token: n.token });
        w.send(text(w.seats.values()));
      }
      return;
    }
    if (![...this.watchers.values()].some((w) => w.seats.has(n.id))) return;
    let paced = this.paced.get(n.id);
    if (!paced) {
      paced = new Paced(this.clock, STATE_EVERY_MS, () => void this.lookAt(n.id));
      this.paced.set(n.id, paced);
    }
    paced.poke();
  }

  /** Drops the seats whose games in tournament `id` have a result, and tells their connections. */
  private async lookAt(id: string): Promise<void> {
    try {
      const r = await this.log.current(id);
      for (const w of this.watchers.values()) {
        const seat = w.seats.get(id);
        if (seat === undefined || (r !== null && !seatEnded(r, seat))) continue;
        w.seats.delete(id);
        w.send(text(w.seats.values()));
      }
      if (r === null || r.status === 'finished') this.paced.delete(id);
    } catch (err) {
      this.logger.error({ err, tournament: id }, 'the tournament seats of its players could not be looked at');
    }
  }

  close(): void {
    for (const p of this.paced.values()) p.stop();
  }
}
