import type { ServerMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { Clock, ClockTimer } from '../tables/clock.js';
import { stamp } from './pairing-timings.js';
import type { TournamentNotice, TournamentNotices } from './tournament-notices.js';
import type { TournamentSeatWatch } from './tournament-seat-watch.js';
import type { TournamentSeats } from './tournament-seats.js';
import type { Tournaments } from './tournaments.js';

/** How often a watched tournament's state is sent at most, and the list. */
export const STATE_EVERY_MS = 1000;
export const LIST_EVERY_MS = 5000;

interface Watcher {
  readonly id: string;
  /** The connection's account (null: a guest), which `paired` messages are for. */
  readonly account: string | null;
  readonly send: Send;
}

/**
 * Sends a message's text to one connection: a state or a list goes to every watcher, so its text is made once (as
 * the lobby's are), not once per connection (that was a third of a 256-player arena's server time).
 */
export type Send = (text: string) => void;

const text = (message: ServerMessage) => JSON.stringify(message);

/** Sends at most once per `everyMs` of `clock`: the first change at once, later ones together at the end of the interval. */
export class Paced {
  private last = Number.NEGATIVE_INFINITY;
  private timer: ClockTimer | null = null;
  constructor(
    private readonly clock: Clock,
    private readonly everyMs: number,
    private readonly run: () => void,
  ) {}
  poke(): void {
    if (this.timer !== null) return;
    const wait = this.last + this.everyMs - this.clock.now();
    if (wait <= 0) return this.fire();
    this.timer = this.clock.setTimeout(() => this.fire(), wait);
  }
  private fire(): void {
    this.timer = null;
    this.last = this.clock.now();
    this.run();
  }
  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
  }
}

/**
 * This process's connections that watch a tournament or the list, told of every change any process makes
 * (`TournamentNotices`), paced per tournament; and the `paired` messages, to the paired account's watching
 * connections.
 */
export class TournamentWatch {
  private readonly watchers = new Map<object, Watcher>();
  private readonly listWatchers = new Map<object, Send>();
  private readonly paced = new Map<string, Paced>();
  private readonly list: Paced;
  private readonly tracing: boolean;

  constructor(
    private readonly tournaments: Tournaments,
    notices: TournamentNotices,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** loose23: each entrant's own seat, sent after the first state; and the watches of them. */
    private readonly seats: TournamentSeats,
    readonly seatWatch: TournamentSeatWatch,
  ) {
    this.tracing = logger.isLevelEnabled('debug');
    notices.onNotice((n) => this.notice(n));
    this.list = new Paced(clock, LIST_EVERY_MS, () => void this.sendList());
  }

  /**
   * Starts watching `id` (replacing the connection's other watch); false: no such tournament. A logged-in
   * connection then gets its account's seat at the tournament's game in play (`tournamentSeats`, empty without one).
   */
  async watch(conn: object, id: string, account: string | null, send: Send): Promise<boolean> {
    const state = await this.tournaments.state(id);
    if (state === null) return false;
    this.watchers.set(conn, { id, account, send });
    send(text({ type: 'tournament', tournament: state, now: this.clock.now() }));
    if (account !== null) {
      const seat = await this.seats.inTournament(id, account);
      send(text({ type: 'tournamentSeats', seats: seat === null ? [] : [seat] }));
    }
    return true;
  }

  unwatch(conn: object): void {
    this.watchers.delete(conn);
  }

  async watchList(conn: object, send: Send): Promise<void> {
    this.listWatchers.set(conn, send);
    send(text({ type: 'tournaments', tournaments: await this.tournaments.list(), now: this.clock.now() }));
  }

  unwatchList(conn: object): void {
    this.listWatchers.delete(conn);
  }

  disconnected(conn: object): void {
    this.watchers.delete(conn);
    this.listWatchers.delete(conn);
    this.seatWatch.unwatch(conn);
  }

  private notice(n: TournamentNotice): void {
    if (n.kind === 'paired') {
      let told = false;
      for (const w of this.watchers.values()) {
        if (w.id !== n.id || w.account !== n.account) continue;
        w.send(text({ type: 'paired', tournament: n.id, pairing: n.pairing, code: n.code, seat: n.seat, token: n.token }));
        told = true;
      }
      // `bench/tournament.mjs --trace` puts this beside the owner's stamps of the pairing (`pairing-timings.ts`).
      if (told && this.tracing) this.logger.debug({ tournament: n.id, code: n.code, account: n.account, toldAt: stamp() }, 'paired told');
      return;
    }
    if (this.listWatchers.size > 0) this.list.poke();
    if (![...this.watchers.values()].some((w) => w.id === n.id)) return;
    let paced = this.paced.get(n.id);
    if (!paced) {
      paced = new Paced(this.clock, STATE_EVERY_MS, () => void this.sendState(n.id));
      this.paced.set(n.id, paced);
    }
    paced.poke();
  }

  private async sendState(id: string): Promise<void> {
    try {
      const state = await this.tournaments.state(id);
      if (state === null) return;
      const message = text({ type: 'tournament', tournament: state, now: this.clock.now() });
      for (const w of this.watchers.values()) if (w.id === id) w.send(message);
      if (state.status === 'finished') this.paced.delete(id);
    } catch (err) {
      this.logger.error({ err, tournament: id }, 'a tournament\u2019s state could not be sent to its watchers');
    }
  }

  private async sendList(): Promise<void> {
    try {
      const message = text({ type: 'tournaments', tournaments: await this.tournaments.list(), now: this.clock.now() });
      for (const send of this.listWatchers.values()) send(message);
    } catch (err) {
      this.logger.error({ err }, 'the tournaments\u2019 list could not be sent to its watchers');
    }
  }

  close(): void {
    this.seatWatch.close();
    this.list.stop();
    for (const p of this.paced.values()) p.stop();
  }
}
