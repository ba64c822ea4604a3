import { makeCard } from '@escoba/cards';
import type { GameView, PrivateEvent, PublicEvent, TableInfo } from '@escoba/protocol';
import { currentSettings, type LogEvent } from './log-events.js';
import { definitionOf, type TableState } from './table-state.js';

/**
 * What every client may see of a log event: the deck order and salt of a `dealt` event and the token hash of a
 * `seated` event are dropped. A `revealed` event is public: it is written only after its hand is over. A private
 * action (Brisca's seña, {@link isHidden}) has no public form at all: see {@link privateEvent}.
 */
export function publicEvent(e: LogEvent): PublicEvent {
  switch (e.type) {
    case 'created':
      return { type: 'created', settings: currentSettings(e.settings), host: e.host };
    case 'seated':
      return e.account === undefined ? { type: 'seated', seat: e.seat, name: e.name } : { type: 'seated', seat: e.seat, name: e.name, account: true, ...(e.botAccount ? { botAccount: true as const } : {}) };
    case 'drawn':
      return { type: 'drawn', game: e.game, rounds: e.rounds.map((r) => ({ seats: r.seats, cards: r.cards.map(makeCard) })), dealer: e.dealer };
    case 'left':
      return e.kicked ? { type: 'left', seat: e.seat, kicked: true } : { type: 'left', seat: e.seat };
    case 'dealt':
      return { type: 'dealt', game: e.game, hand: e.hand, dealer: e.dealer, commitment: e.commitment, deadline: e.deadline };
    case 'revealed':
      return { type: 'revealed', game: e.game, hand: e.hand, dealer: e.dealer, deck: e.deck.map(makeCard), salt: e.salt, commitment: e.commitment };
    case 'played':
      // A safety net: callers leave private actions out; one must never go out as a public play.
      if (e.hidden) throw new Error(`seat ${e.seat}'s private action has no public form`);
      return { type: 'played', seat: e.seat, play: e.play, by: e.by, deadline: e.deadline };
    default:
      return e;
  }
}

/** A private action as the seats that may know of it get it (`private` message); only the game knows which seats. */
export const privateEvent = (e: Extract<LogEvent, { type: 'played' }>): PrivateEvent => ({ type: 'sena', seat: e.seat, play: e.play, by: e.by });

/** The seats that may know of the private action `seat` made (the game's `privateTo`, from the state after it). */
export function privateAudience(state: TableState, seat: number): readonly number[] {
  const definition = definitionOf(state);
  if (!definition.privateTo) throw new Error(`table ${state.code}: ${definition.id} has private actions but does not say who may see them`);
  return definition.privateTo(state.game, seat);
}

/**
 * Whether a log event is stored exactly as everyone may see it (no deck order, salt, token hash, invitation or
 * seña): only such entries travel between server processes on Redis; the others are read from the log. (A hand's
 * revealed deck is public by then, but stays out too: Redis never carries a deck.)
 */
export const holdsNoSecret = (e: LogEvent): boolean =>
  (e.type === 'played' && !e.hidden) || e.type === 'finished' || e.type === 'chat' || e.type === 'substitute' || e.type === 'started' || e.type === 'left' || e.type === 'drawn';

/** Events after which clients get a new view, and events after which they get the table's new info. */
export const changesView = (e: LogEvent): boolean => e.type === 'dealt' || e.type === 'played' || e.type === 'finished';
export const changesTable = (e: LogEvent): boolean => e.type !== 'chat' && e.type !== 'played' && e.type !== 'revealed' && e.type !== 'drawn';

export function tableInfo(state: TableState): TableInfo {
  const { settings } = state;
  return {
    code: state.code,
    settings,
    host: state.host,
    status: state.status,
    games: state.games,
    seats: state.seats.map((s, seat) => ({ seat, name: settings.bots[seat] ?? s.name, bot: settings.bots[seat] ?? null, substitute: s.substitute, ...(s.account === null ? {} : { account: true as const }), ...(s.botAccount ? { botAccount: true as const } : {}) })),
    deadline: state.deadline,
    commitment: state.secret ? { game: state.secret.game, hand: state.secret.hand, commitment: state.secret.commitment } : null,
  };
}

/**
 * The seat's view (null: a spectator's) of the table's game, or null before the first game. The game definition's
 * `view` is the only source of cards: it decides what each seat sees (Alcalde partners' hands only when the rules
 * show them; a spectator only what is face up).
 */
export const viewOf = (state: TableState, seat: number | null): GameView | null => (state.game !== null ? (definitionOf(state).view(state.game, seat) as GameView) : null);

/** Exactly `JSON.stringify(viewOf(state, seat))`: the game's own text of the view when it writes one (cpu21), else the view's. */
export function viewTextOf(state: TableState, seat: number | null): string | null {
  if (state.game === null) return null;
  const definition = definitionOf(state);
  return definition.viewText ? definition.viewText(state.game, seat) : JSON.stringify(definition.view(state.game, seat));
}
