import type { AnyGamePlugin } from '@escoba/games';
import type { Logger } from 'pino';
import type { LogEntry } from '../game/log-events.js';
import { evolve, type TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';
import { finishedGameOf } from './finished-game.js';
import type { FinishedGame, ProfileStore } from './profile-store.js';

/** Finished tables read back per batch when catching up. */
const BATCH = 100;

export interface ProfileRecorderOptions {
  readonly profiles: ProfileStore;
  readonly log: GameStore;
  readonly plugin: (gameId: string) => AnyGamePlugin | undefined;
  readonly logger: Logger;
  readonly now: () => number;
}

/**
 * Writes each finished game to the profiles: when a table's `finished` entry is saved (`finished`), and at start for
 * finished tables whose log was not read to its end (`catchUp`: a process that died between a game's end and its
 * summary). The store writes a game once (its key), so both paths, and several processes, may meet on one game.
 */
export class ProfileRecorder {
  constructor(private readonly o: ProfileRecorderOptions) {}

  /** The table right after its `finished` entry was saved. Never throws: a failure is logged, and the next start catches up. */
  finished(state: TableState, entry: LogEntry): void {
    void this.write(state, entry, this.o.now()).catch((err: unknown) => this.o.logger.error({ code: state.code, err }, 'a finished game could not be written to the profiles; the next start reads it again'));
  }

  private async write(state: TableState, entry: LogEntry, at: number): Promise<void> {
    if (entry.event.type !== 'finished') return;
    const plugin = this.o.plugin(state.settings.gameId);
    if (!plugin) throw new Error(`no plugin for the game ${state.settings.gameId}`);
    const game = finishedGameOf(plugin, state, entry.event, entry.v, at);
    if (game.seats.some((s) => s.account !== null)) await this.o.profiles.recordGame(game);
    else await this.o.profiles.markRead(state.code, entry.v);
  }

  /**
   * Reads every finished table not read to its end and writes its games (their time: now, the time of their end
   * being unknown). Returns how many tables were read; a table that fails is logged and left for the next start.
   */
  async catchUp(): Promise<number> {
    let read = 0;
    const failed = new Set<string>();
    for (;;) {
      const codes = (await this.o.profiles.unread(BATCH + failed.size)).filter((code) => !failed.has(code));
      if (codes.length === 0) return read;
      for (const code of codes) {
        try {
          await this.readTable(code);
          read++;
        } catch (err) {
          failed.add(code);
          this.o.logger.error({ code, err }, 'a finished table could not be read for the profiles');
        }
      }
    }
  }

  /**
   * story22: a guest's seat claimed by an account (`Accounts.claim`): every game finished at the table while a guest
   * held the seat is added to the account's history and sums (not to its ratings). Returns how many were added.
   */
  async claimed(account: string, code: string, seat: number): Promise<number> {
    let state: TableState | null = null;
    let games: FinishedGame[] = [];
    const at = this.o.now();
    for (const entry of await this.o.log.read(code)) {
      state = evolve(state, entry, code);
      // The claim proved the seat's current token: games of an earlier guest at the seat are not the claimant's.
      if (entry.event.type === 'seated' && entry.event.seat === seat) games = [];
      if (entry.event.type !== 'finished') continue;
      const held = state.seats[seat];
      if (held === undefined || held.account !== null || state.settings.bots[seat] !== null) continue;
      const plugin = this.o.plugin(state.settings.gameId);
      if (!plugin) throw new Error(`no plugin for the game ${state.settings.gameId}`);
      // The game's time is unknown in the log: the time it was claimed, as `catchUp` does.
      games.push(finishedGameOf(plugin, state, entry.event, entry.v, at));
    }
    let added = 0;
    for (const game of games) if (await this.o.profiles.claimGame(game, account, seat)) added++;
    return added;
  }

  private async readTable(code: string): Promise<void> {
    const at = this.o.now();
    let state: TableState | null = null;
    let last = 0;
    for (const entry of await this.o.log.read(code)) {
      state = evolve(state, entry, code);
      last = entry.v;
      if (entry.event.type === 'finished') await this.write(state, entry, at);
    }
    if (last === 0) throw new Error('its log is empty');
    await this.o.profiles.markRead(code, last);
  }
}
