import { unwrap, type Card } from '@escoba/cards';
import { gameDefinition, type AnyGameDefinition } from '@escoba/games';
import type { TableSettings, TableStatus } from '@escoba/protocol';
import { currentSettings, isGameEvent, isHidden, type LogEntry, type LogEvent } from './log-events.js';

export interface SeatState {
  readonly name: string | null;
  /** sha256 of the seat's token; null for free and bot seats. */
  readonly tokenHash: string | null;
  /** A bot plays for this absent human player. */
  readonly substitute: boolean;
  /** The account the seat's player was logged in to when seated; null for guests, bots and free seats. */
  readonly account: string | null;
  /** botacct22: that account is a bot account (a program). */
  readonly botAccount: boolean;
}

/** The secrets of the hand in play, kept until the hand's reveal. */
export interface HandSecret {
  readonly game: number;
  readonly hand: number;
  readonly dealer: number;
  readonly deck: readonly Card[];
  readonly salt: string;
  readonly commitment: string;
}

/**
 * Everything known about a table, derived from its log alone by {@link evolve}: the table's lifecycle (seats, host,
 * status, timers, the hand's secret) and, in `game`, the state of its game, which only the table's game definition
 * ({@link definitionOf}) reads or changes.
 */
export interface TableState {
  readonly code: string;
  readonly settings: TableSettings;
  readonly host: number;
  /** The secret of the table's link, and when the table was created: after a while only the link lets people join. */
  readonly invite: string | null;
  readonly createdAt: number;
  readonly status: TableStatus;
  readonly games: number;
  readonly seats: readonly SeatState[];
  /** The current or last game's state, owned by the table's game definition; null in the lobby. */
  readonly game: unknown;
  /** Hands dealt in the current game. */
  readonly hands: number;
  /** Hands won per seat in the current game (a seat wins a hand with its side): the score of tables that stop after `settings.hands`. */
  readonly handWins: readonly number[];
  readonly secret: HandSecret | null;
  readonly deadline: number | null;
  /** Log version of the last entry (1, 2, 3, … in the store, private actions included). Never shown to clients. */
  readonly v: number;
  /**
   * Public version of the last entry: how many entries every follower gets (all but private actions). Every
   * version a client sees or sends is a public one.
   */
  readonly pv: number;
  /** Public version of the last game event: a play based on an older version is stale. */
  readonly gameV: number;
  /** Log versions of the private entries, in order: what maps a client's public version back to the log. */
  readonly hidden: readonly number[];
}

/** The log version of the entry that has public version `pv` (the last entry every follower got at `pv`). */
export function logVersionOf(state: Pick<TableState, 'hidden'>, pv: number): number {
  let v = pv;
  for (const h of state.hidden) {
    if (h > v) break;
    v++;
  }
  return v;
}

/** The definition of the table's game: the only code that reads or changes {@link TableState.game}. */
export const definitionOf = (state: { readonly settings: TableSettings }): AnyGameDefinition => gameDefinition(state.settings.gameId);

const FREE: SeatState = { name: null, tokenHash: null, substitute: false, account: null, botAccount: false };

const replaceSeat = (seats: readonly SeatState[], seat: number, value: SeatState): SeatState[] => seats.map((s, i) => (i === seat ? value : s));

/** Hands won per seat after a finished hand: every seat of the winning side gains one. */
function countHandWin(state: TableState, game: unknown): readonly number[] {
  const outcome = definitionOf(state).handOutcome(game);
  if (!outcome || outcome.winner === null) return state.handWins;
  const winners = outcome.sides[outcome.winner]!;
  return state.handWins.map((w, seat) => (winners.includes(seat) ? w + 1 : w));
}

/** The table's versions after one more entry; everything else as it was. */
function advance(state: TableState, entry: LogEntry, code: string): TableState {
  if (entry.v !== state.v + 1) throw new Error(`table ${code}: version ${entry.v} follows ${state.v}`);
  const hidden = isHidden(entry.event);
  const pv = hidden ? state.pv : state.pv + 1;
  return { ...state, v: entry.v, pv, gameV: isGameEvent(entry.event) ? pv : state.gameV, hidden: hidden ? [...state.hidden, entry.v] : state.hidden };
}

type Played = Extract<LogEvent, { type: 'played' }>;

const withPlayed = (state: TableState, next: TableState, e: Played, game: unknown): TableState => ({ ...next, game, handWins: countHandWin(state, game), deadline: e.deadline });

/**
 * The table after a `played` entry whose action the caller has applied to the game already (`game`): what a
 * decision uses, so that a play is parsed and applied once on its way to the log.
 */
export function evolvePlayed(state: TableState, entry: LogEntry & { readonly event: Played }, game: unknown): TableState {
  return withPlayed(state, advance(state, entry, state.code), entry.event, game);
}

/** The table after one more log entry. Entries come from the log, so they are trusted: an impossible one throws. */
export function evolve(state: TableState | null, entry: LogEntry, code: string): TableState {
  const e: LogEvent = entry.event;
  if (state === null) {
    if (e.type !== 'created') throw new Error(`table ${code}: the log starts with ${e.type}, not created`);
    const settings = currentSettings(e.settings);
    return {
      code,
      settings,
      host: e.host,
      invite: e.invite ?? null,
      createdAt: e.at,
      status: 'lobby',
      games: 0,
      seats: settings.bots.map(() => FREE),
      game: null,
      hands: 0,
      handWins: settings.bots.map(() => 0),
      secret: null,
      deadline: null,
      v: entry.v,
      pv: 1,
      gameV: 1,
      hidden: [],
    };
  }
  const next = advance(state, entry, code);
  switch (e.type) {
    case 'created':
      throw new Error(`table ${code}: created twice`);
    case 'seated':
      if (e.seat >= state.seats.length) throw new Error(`table ${code}: seat ${e.seat} does not exist`);
      return { ...next, seats: replaceSeat(state.seats, e.seat, { name: e.name, tokenHash: e.tokenHash, substitute: false, account: e.account ?? null, botAccount: e.botAccount === true }) };
    case 'left':
      return { ...next, seats: replaceSeat(state.seats, e.seat, FREE) };
    case 'started': {
      const { players, partnerships, rules } = state.settings;
      const game = unwrap(definitionOf(state).newGame({ players, partnerships, rules }));
      return { ...next, status: 'playing', games: e.game + 1, game, hands: 0, handWins: state.handWins.map(() => 0), secret: null, deadline: null };
    }
    case 'dealt': {
      const game = unwrap(definitionOf(state).deal(state.game, e.deck, e.dealer));
      const { deck, salt, commitment, dealer, hand } = e;
      return { ...next, game, hands: hand + 1, secret: { game: e.game, hand, dealer, deck, salt, commitment }, deadline: e.deadline };
    }
    case 'played': {
      const definition = definitionOf(state);
      return withPlayed(state, next, e, unwrap(definition.apply(state.game, unwrap(definition.parseAction(e.play)))));
    }
    case 'revealed':
      return { ...next, secret: null };
    case 'finished':
      return { ...next, status: 'finished', deadline: null };
    case 'chat':
    case 'drawn':
      return next;
    case 'substitute':
      return { ...next, seats: replaceSeat(state.seats, e.seat, { ...state.seats[e.seat]!, substitute: e.active }) };
  }
}

/** Rebuilds a table from its whole log: what recovery does after a restart. */
export function rebuild(code: string, entries: readonly LogEntry[]): TableState {
  let state: TableState | null = null;
  for (const entry of entries) state = evolve(state, entry, code);
  if (!state) throw new Error(`table ${code} has an empty log`);
  return state;
}

/** The seat on turn, or null when nobody is (lobby, between hands, game over). */
export function seatOnTurn(state: TableState): number | null {
  return state.status === 'playing' && state.game !== null ? definitionOf(state).turn(state.game) : null;
}

/** Whether the server plays for this seat: a bot seat, or a human seat a bot substitutes for. */
export const serverPlays = (state: TableState, seat: number): boolean => state.settings.bots[seat] !== null || state.seats[seat]!.substitute;
