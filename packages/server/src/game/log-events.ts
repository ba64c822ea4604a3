import type { Card } from '@escoba/cards';
import { defaultTableName, TABLE_GAMES } from '@escoba/games';
import type { PublicEvent, TableSettings } from '@escoba/protocol';

/** Settings as logs written before tables had a game (protocol escoba/1) hold them: an Escoba table, no hand count. */
export type LegacySettings = Omit<TableSettings, 'gameId' | 'hands' | 'public' | 'rated'>;

/** Settings as logs written before public tables hold them: no `public`; before rated tables (rated22): no `rated`. */
export type StoredSettings = (Omit<TableSettings, 'public' | 'rated'> & { readonly public?: boolean; readonly rated?: boolean }) | LegacySettings;

/**
 * A stored table's settings as they are now: logs from before `gameId` are tables of the default game (Escoba, the
 * only one then); logs from before public tables are private tables; logs from before rated tables are casual.
 */
export function currentSettings(stored: StoredSettings): TableSettings {
  const withGame = 'gameId' in stored ? stored : { ...stored, gameId: defaultTableName(TABLE_GAMES), hands: null };
  const withPublic = { ...withGame, public: ('public' in withGame && withGame.public) || false };
  return { ...withPublic, rated: ('rated' in withPublic && withPublic.rated) || false } as TableSettings;
}

/**
 * The table's event log as stored: the source of truth, replayed on recovery. Unlike the public events it holds
 * secrets (the deck order and salt of the hand in play, seat token hashes), so it never leaves the server as is;
 * {@link publicEvent} makes what clients see.
 */
export type LogEvent =
  /**
   * `invite`: the secret of the table's link (absent in logs written before invitations); `settings` without
   * `gameId` in logs written before tables had a game (read them with {@link currentSettings}).
   */
  | { readonly type: 'created'; readonly settings: StoredSettings; readonly host: number; readonly at: number; readonly invite?: string }
  /** `account`: the id of the account the player was logged in to (absent for guests); kept on the server. */
  /** `botAccount` (botacct22): that account is a bot account (only with `account`). */
  | { readonly type: 'seated'; readonly seat: number; readonly name: string; readonly tokenHash: string; readonly account?: string; readonly botAccount?: true }
  | { readonly type: 'left'; readonly seat: number; readonly kicked?: true }
  | { readonly type: 'started'; readonly game: number }
  /** The draw for the first dealer; public (the drawn pack is not the one dealt). */
  | { readonly type: 'drawn'; readonly game: number; readonly rounds: readonly { readonly seats: readonly number[]; readonly cards: readonly Card[] }[]; readonly dealer: number }
  | {
      readonly type: 'dealt';
      readonly game: number;
      readonly hand: number;
      readonly dealer: number;
      /** The deck order, top card first: 40 cards, or 39 for 3-player Brisca. */
      readonly deck: readonly Card[];
      readonly salt: string;
      readonly commitment: string;
      readonly deadline: number | null;
    }
  | {
      readonly type: 'revealed';
      readonly game: number;
      readonly hand: number;
      readonly dealer: number;
      readonly deck: readonly Card[];
      readonly salt: string;
      readonly commitment: string;
    }
  /**
   * `hidden`: an action only some seats may know of (Brisca's seña): sent to those seats alone as a `private`
   * message, nothing to anyone else, and it takes no public version (see {@link isHidden}); absent for every other play.
   */
  | (Extract<PublicEvent, { readonly type: 'played' }> & { readonly hidden?: true })
  // These hold no secret: stored exactly as they are sent.
  | Extract<PublicEvent, { readonly type: 'finished' | 'chat' | 'substitute' }>;

/** One entry of a table's log: version `v` (1, 2, 3, … per table) and its event. */
export interface LogEntry {
  readonly v: number;
  readonly event: LogEvent;
}

/**
 * A private action (Brisca's seña). Clients' versions count only the other entries, the ones every follower gets,
 * so that opponents and spectators cannot tell from a gap or a count whether, when or how often one was made.
 */
export const isHidden = (e: LogEvent): e is Extract<LogEvent, { type: 'played' }> & { readonly hidden: true } => e.type === 'played' && e.hidden === true;

/**
 * Events that change the game (not chat, seats or substitutes): a play based on an older version is stale. A
 * private action is not one: it changes no position anyone else acts on (the turn stays with the seat that made it).
 */
export const isGameEvent = (e: LogEvent): boolean => e.type === 'started' || e.type === 'dealt' || (e.type === 'played' && !isHidden(e)) || e.type === 'finished';
