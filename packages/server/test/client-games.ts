import type { BriscaView } from '@escoba/brisca';
import type { SeatView } from '@escoba/engine';
import { gameDefinition, tableGameNames, TABLE_GAMES } from '@escoba/games';
import { createMessageParser, viewOfGame, type ClientOptions, type GameView, type TableSettings } from '@escoba/protocol';

// What tests of the protocol's client need of the games, which the protocol itself does not know.

/** Every game's definition from the registry, for `createClient`'s `definitionOf`. */
export const definitionOf: ClientOptions['definitionOf'] = (gameId) => Promise.resolve(gameDefinition(gameId));

type Table = { readonly settings: TableSettings } | null;

/** The view as an Escoba view when the table plays Escoba, else null. */
export const escobaView = (table: Table, view: GameView | null | undefined): SeatView | null => viewOfGame<SeatView>('escoba', table, view);
/** The view as a Brisca view when the table plays Brisca (or Alcalde), else null. */
export const briscaView = (table: Table, view: GameView | null | undefined): BriscaView | null => viewOfGame<BriscaView>('brisca', table, view);

/** The server's parser of client messages: the protocol's schemas with the names of every game. */
export const parseClientMessage = createMessageParser(tableGameNames(TABLE_GAMES));
