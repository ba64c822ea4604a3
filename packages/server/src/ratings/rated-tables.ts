import { sidesOf } from '@escoba/cards';
import type { RatingMessage } from '@escoba/protocol';
import { displayRating, initialRating, type Rating } from '@escoba/ratings';
import type { Logger } from 'pino';
import type { CommandError } from '../game/decide.js';
import type { LogEntry } from '../game/log-events.js';
import { evolve, type TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';
import { forfeitsOf, ranksWithForfeits } from './forfeits.js';
import { ratedGameOf, type SeatHolder } from './rated-game.js';
import { ratedFormatOf } from './rated-settings.js';
import { ratingsAfter, ratingsBefore } from './rating-message.js';
import type { GameKey, RatingStore } from './rating-store.js';

export interface RatedTablesOptions {
  readonly ratings: RatingStore;
  /** The game log: a finished game's seats, result and forfeits are read from it. */
  readonly log: GameStore;
  readonly logger: Logger;
  /** When a result is applied (its history rows' time). */
  readonly now: () => number;
  /**
   * Test seam (`ESCOBA_TEST_DIE_BEFORE_RATING=1`, `start-rated-tables.ts`): the process kills itself (SIGKILL) once a
   * rated game's end is in the log and before its result is applied, so a test can check the next process applies it.
   */
  readonly dieBeforeApplying?: boolean;
}

/** Tables remembered at most (their last rating message, for people who start following them). */
const REMEMBERED = 5000;

const keyText = (key: GameKey) => `${key.table}#${key.game}`;

/** Who sat at each seat (null: free): an account, or a computer level. */
function holdersOf(state: TableState): (SeatHolder | null)[] {
  return state.seats.map((seat, i) => {
    const level = state.settings.bots[i];
    if (level !== null && level !== undefined) return { level };
    return seat.account !== null ? { account: seat.account } : null;
  });
}

/**
 * Rated tables (issue 22): the ratings and chances players see before a game, and the result applied at the end,
 * exactly once. Every process that holds a rated table in memory watches it (`observe`, after every change): it tells
 * its followers the seats' ratings and the sides' chances when the seats or the game change, marks a game as begun
 * (`markPending`) and, when the game is `finished`, applies its result (`applyResult`, idempotent per (table, game):
 * of several processes, one applies and the others read the same changes). A process that died between the end of a
 * game and its result leaves the game marked: `sweep` (at start and every minute, on every process) applies it.
 */
export class RatedTables {
  /** Sends a rating message to this process's followers of a table (the socket hub sets it). */
  deliver: (code: string, message: RatingMessage) => void = () => undefined;
  private readonly seen = new Map<string, string>();
  private readonly latest = new Map<string, RatingMessage>();
  private readonly settling = new Set<string>();

  constructor(private readonly o: RatedTablesOptions) {}

  /** A table changed (its state after the change): what its players see of ratings, and its result at the end. */
  observe(state: TableState): void {
    if (!state.settings.rated) return;
    const signature = `${state.status}|${state.games}|${state.seats.map((s) => s.account ?? (s.name === null ? '-' : '?')).join(',')}`;
    if (this.seen.get(state.code) === signature) return;
    this.remember(this.seen, state.code, signature);
    const game = state.games - 1;
    if (state.status === 'finished') return void this.settle({ table: state.code, game });
    if (state.status === 'playing') void this.o.ratings.markPending({ table: state.code, game }, this.o.now()).catch((err: unknown) => this.o.logger.error({ code: state.code, err }, 'could not mark a rated game as begun; its result is still applied at its end'));
    void this.announce(state, signature);
  }

  /** Someone started following a table: they get its last rating message (computed now if there is none yet). */
  followed(state: TableState | undefined, send: (message: RatingMessage) => void): void {
    if (!state?.settings.rated) return;
    const latest = this.latest.get(state.code);
    if (latest) return send(latest);
    this.seen.delete(state.code);
    this.observe(state);
  }

  /** Why `account` may not sit at the rated table `state` (its host's rating range), or null. */
  async admit(state: TableState | undefined, account: string | undefined): Promise<CommandError | null> {
    const range = state?.settings.rated ? state.settings.ratingRange : undefined;
    if (!state || range === undefined || account === undefined) return null;
    const format = ratedFormatOf(state.settings);
    if (format === null) return null;
    const rating = displayRating((await this.o.ratings.ratingsOf(account)).get(format.format.id)?.rating ?? initialRating());
    if ((range.min === undefined || rating >= range.min) && (range.max === undefined || rating <= range.max)) return null;
    const bounds = range.min !== undefined && range.max !== undefined ? `from ${range.min} to ${range.max}` : range.min !== undefined ? `of ${range.min} or more` : `up to ${range.max}`;
    return { code: 'RatingOutOfRange', message: `this table takes ratings ${bounds} in ${format.format.name}; yours is ${rating}` };
  }

  /**
   * Applies every game marked as begun whose result is not applied and whose end is in the log (a process died in
   * between); forgets marks of tables gone from the log. Only the logs of games that may have ended are read
   * (`pendingEnded`): the rated games in play, however many, cost the sweep one query. `inPlayHere`: the game is in play in this process's memory
   * (skipped: its end comes through `observe`). Returns how many games it settled.
   */
  async sweep(inPlayHere: (key: GameKey) => boolean): Promise<number> {
    let applied = 0;
    for (const key of await this.o.ratings.pendingEnded()) {
      if (inPlayHere(key)) continue;
      const entries = await this.o.log.read(key.table);
      if (entries.length === 0) {
        await this.o.ratings.dropPending(key);
        continue;
      }
      if (entries.some((e) => e.event.type === 'finished' && e.event.game === key.game) && (await this.apply(key, entries))) applied++;
    }
    return applied;
  }

  private async announce(state: TableState, signature: string): Promise<void> {
    try {
      const format = ratedFormatOf(state.settings);
      if (format === null) return;
      const holders = holdersOf(state);
      const ratings = new Map<string, Rating>();
      for (const h of holders) {
        if (h === null || !('account' in h)) continue;
        const r = (await this.o.ratings.ratingsOf(h.account)).get(format.format.id);
        if (r) ratings.set(h.account, r.rating);
      }
      // A later change was announced meanwhile: this one is out of date.
      if (this.seen.get(state.code) !== signature) return;
      this.send(ratingsBefore(state.code, format, state.settings, holders, ratings));
    } catch (err) {
      this.o.logger.error({ code: state.code, err }, 'could not read the ratings of a rated table');
    }
  }

  private async settle(key: GameKey): Promise<void> {
    if (this.settling.has(keyText(key))) return;
    this.settling.add(keyText(key));
    try {
      await this.apply(key, await this.o.log.read(key.table));
    } catch (err) {
      // The mark stays: the next sweep tries again.
      this.o.logger.error({ code: key.table, game: key.game, err }, 'could not apply a rated game\'s result; the next sweep tries again');
    } finally {
      this.settling.delete(keyText(key));
    }
  }

  /** Applies the result of game `key.game` from the table's log (idempotent); false when the log holds no such finished rated game. */
  private async apply(key: GameKey, entries: readonly LogEntry[]): Promise<boolean> {
    let state: TableState | null = null;
    let finished: Extract<LogEntry['event'], { type: 'finished' }> | null = null;
    for (const entry of entries) {
      state = evolve(state, entry, key.table);
      if (entry.event.type === 'finished' && entry.event.game === key.game) {
        finished = entry.event;
        break;
      }
    }
    if (state === null || finished === null || !state.settings.rated) return false;
    const format = ratedFormatOf(state.settings);
    if (format === null) throw new Error(`table ${key.table} is rated but its settings have no rating format`);
    const holders = holdersOf(state).map((h, seat) => {
      if (h === null) throw new Error(`table ${key.table}: seat ${seat} of a rated game has no account`);
      return h;
    });
    const game = ratedGameOf(format, state.settings, holders, finished, this.o.now());
    const forfeits = forfeitsOf(entries, key.game);
    const ranks = ranksWithForfeits(game.ranks, sidesOf(state.settings.players, state.settings.partnerships).sides, forfeits);
    if (this.o.dieBeforeApplying) process.kill(process.pid, 'SIGKILL');
    const result = await this.o.ratings.applyResult(key, { ...game, ranks });
    if (result.applied) this.o.logger.info({ code: key.table, game: key.game, format: format.format.id, forfeits }, 'rated game applied');
    this.send(ratingsAfter(key.table, format, holders, key.game, result.changes, forfeits));
    return true;
  }

  private send(message: RatingMessage): void {
    this.remember(this.latest, message.code, message);
    this.deliver(message.code, message);
  }

  private remember<T>(map: Map<string, T>, code: string, value: T): void {
    map.delete(code);
    map.set(code, value);
    if (map.size > REMEMBERED) map.delete(map.keys().next().value!);
  }
}
