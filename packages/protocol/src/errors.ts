/**
 * Every error the server sends, with what it means. An error never changes anything on the server: the
 * command it answers was refused as a whole.
 */
export const ERROR_CODES = {
  Malformed: 'the message is not JSON, or does not match the schema of its type (the message names the field)',
  TooLarge: 'the message is larger than limits.maxMessageBytes',
  UnknownType: 'the message type is not one the server knows',
  RateLimited: 'too many messages, or too many tables, chat lines or table lookups from one address: slow down; a connection that keeps flooding is closed (close code 1008)',
  NoTable: 'no table has this code (or, for a `tournament` watch, no tournament has this id)',
  NotAtTable: 'this command needs a table: create, join, spectate or resume first',
  AlreadyAtTable: 'this connection already follows a table; open another connection for another table',
  BadConfig: 'the table settings are not valid (game, players, partnerships, rules, target, hands, bots, timer)',
  BadSeat: 'there is no such seat, or it is a bot seat',
  SeatTaken: 'another player already holds this seat',
  BadName: 'the player name is refused: empty, too long, without a visible letter or digit, with invisible or text-direction characters, a word the table uses for itself (You, Tú, Seat 2…) or a look-alike of one, or it looks the same as the name of a player already at the table, or a guest asks for a name that looks like an account\'s; the message says which',
  Unauthorized: 'the seat token is wrong or dead (the seat changed hands), or the command needs a seat (or the host) and this connection has none',
  WrongPhase: 'the command does not fit the table now (start before every seat is filled, play before the start, join after it, rematch before the end)',
  NotYourTurn: 'another seat is on turn',
  Stale: 'the game moved on since the version the command was based on; resynchronise and try again',
  IllegalPlay: "the play breaks a rule, or is not its game's notation; `detail` holds the engine's code (Escoba: MustTake, WrongSum, NotInHand, ...; Brisca: NotInHand, WrongCount, NoExchange, ...; BadPlay: not a play)",
  UpgradeRequired: 'the table plays a game this client’s protocol version does not know: a client that has not said hello with escoba/2 (an escoba/1 client) can only create and follow Escoba tables',
  // rated22
  AccountRequired: 'the table is rated: only players logged in to an account may sit at it (computer players sit at their level\'s rating)',
  RatingOutOfRange: 'the table is rated with a rating range, and your rating in its format is outside it',
  Internal: 'the server failed, or cannot save games right now (a full disk): the command was not applied; try again',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (x: unknown): x is ErrorCode => typeof x === 'string' && Object.hasOwn(ERROR_CODES, x);

/**
 * Errors the client itself raises (never sent by the server), with what they mean. `ProtocolError.code` is one of
 * these or an `ErrorCode`.
 */
export const CLIENT_ERROR_CODES = {
  Refused: 'the server closed the connection as refused (close code 1008): a page of a site it does not accept, or a connection that flooded it; `detail` holds the server’s reason. The client does not reconnect by itself: `reconnect()` tries again',
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERROR_CODES;
