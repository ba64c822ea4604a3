import type { Parsed } from './command.js';
import { viewFromRequest } from './bot-protocol.js';
import { briscaViewFromRequest } from './brisca/protocol.js';

/**
 * The CLI's own part of each game in the bot protocol (docs/bot-protocol.md): how a request line of that game becomes
 * the seat's view, by the game's id (the request's `game` field). The bots and the answer's notation come from the
 * game's plugin (`@escoba/games`).
 */
export const REQUEST_READERS: Readonly<Record<string, (line: string) => Parsed<unknown>>> = {
  escoba: viewFromRequest,
  brisca: (line) => briscaViewFromRequest(JSON.parse(line) as Record<string, unknown>),
};
