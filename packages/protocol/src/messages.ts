import type { BotLevel } from '@escoba/cards';
import type { ErrorCode } from './errors.js';
import type { GameView } from './table-game.js';
import type { LIMITS, ProtocolVersion } from './limits.js';

/** Every game's bot levels (`@escoba/cards`): what a table's `bots` and the server's substitutes may name. */
export { BOT_LEVELS, type BotLevel } from '@escoba/cards';

/**
 * A play given by card ids: the card played, the cards it takes and whether it claims a renuncio. The wire keeps
 * it for escoba/1 clients; a game's plugin says whether its tables read it (`table.fromCardIds` in `@escoba/games`).
 */
export interface CardIdPlay {
  readonly card: number;
  readonly take?: readonly number[];
  readonly renuncio?: boolean;
}

/**
 * A play as the client sends it: its game's notation (Escoba `7o`, `7o:3c+5e`, `!7o:3c+5e`; Brisca and Alcalde `3o`,
 * `12b+4o`, `~7e`), or the card-id form at the tables of a game that reads it (Escoba's).
 */
export type PlayInput = string | CardIdPlay;

/** Identifies a request; echoed in the `ack` or `error` that answers it. */
export type Ref = string | number;

// ---------------------------------------------------------------------------------------------------------
// Tables

/** What the host asks for when creating a table. */
export interface TableConfig {
  /**
   * The game, by one of the names its plugin answers to (`@escoba/games`: `escoba`, `brisca`, or `alcalde`, shorthand
   * for `brisca` with an Alcalde preset). Absent: the catalog's first game, Escoba, as escoba/1 clients expect.
   */
  readonly gameId?: string;
  /** Seats; the game's rules say which tables they allow (Escoba 2, 3, 4, 6; Brisca 2, 3, 4; Alcalde 3). */
  readonly players: 2 | 3 | 4 | 6;
  /** 2 against 2 with 4 players; required (and the default) with 6 at Escoba. Default: the only table of that size, else false. */
  readonly partnerships?: boolean;
  /**
   * A preset name or a rules object of the table's game, as in records (`{"preset": "classic", "target": 15}`,
   * `{"preset": "brisca", "wins": 2}`). Default: `classic`, `brisca` or `alcalde`.
   */
  readonly rules?: unknown;
  /** Escoba: points to win; overrides the rules' target. */
  readonly target?: number;
  /** Games without an end of their own (Alcalde): how many hands the table plays (the game's default: Alcalde 3). */
  readonly hands?: number;
  /** Seconds per turn, or null/absent for no timer (the default). */
  readonly turnSeconds?: number | null;
  /** Seats played by the server's bots. */
  readonly bots?: readonly { readonly seat: number; readonly level: BotLevel }[];
  /** Listed in the lobby, where anyone may take a free seat without the invitation (default false: unlisted, joined by link or code). */
  readonly public?: boolean;
  /** rated22: the games of this table change the players' ratings (default false: casual). Only for settings with a rating format; only accounts (and computer players) sit. */
  readonly rated?: boolean;
  /** rated22: at a rated table, the ratings (displayed scale, 1500 a newcomer) a player needs to sit; either bound may be absent. */
  readonly ratingRange?: RatingRange;
}

/** The table's settings as the server resolved them (`resolveTableConfig` of `@escoba/games`); `gameId` tells which game's rules they hold. */
export interface TableSettings {
  /** The game's id in `@escoba/games` (an Alcalde table is `brisca` with an Alcalde preset in `rules`). */
  readonly gameId: string;
  readonly players: number;
  readonly partnerships: boolean;
  /** The rules as the game's `resolveRules` resolved them: the game's data, which only the game reads. */
  readonly rules: unknown;
  readonly turnSeconds: number | null;
  /** The bot level for each bot seat, null for a human seat. */
  readonly bots: readonly (BotLevel | null)[];
  /** How many hands the table plays, for games without an end of their own (Alcalde); null when the rules end the game. */
  readonly hands: number | null;
  /** Listed in the lobby (`LobbyEntry`); logs written before public tables read as false. */
  readonly public: boolean;
  /** rated22: a rated table (`TableConfig.rated`); logs written before rated tables read as false. */
  readonly rated: boolean;
  /** rated22: the host's rating range at a rated table; absent when the host set none. */
  readonly ratingRange?: RatingRange;
}

export type TableStatus = 'lobby' | 'playing' | 'finished';

export interface SeatInfo {
  readonly seat: number;
  /** The player's name; the bot level's name for bot seats; null while the seat is free. */
  readonly name: string | null;
  readonly bot: BotLevel | null;
  /** A human player who is not connected and whose seat a bot is playing. */
  readonly substitute: boolean;
  /** The seat's player is logged in to an account (its name is the account's); absent for guests and bots (accounts22). */
  readonly account?: true;
  /** botacct22: the account is a bot account (a program, labelled BOT on every screen); only with `account`. */
  readonly botAccount?: true;
}

export interface TableInfo {
  readonly code: string;
  readonly settings: TableSettings;
  readonly host: number;
  readonly status: TableStatus;
  /** Games started at this table (rematches included); 0 in the lobby. */
  readonly games: number;
  readonly seats: readonly SeatInfo[];
  /** When the seat on turn must have played (ms since the epoch), with a turn timer; else null. */
  readonly deadline: number | null;
  /** The commitment of the hand being played, so a client joining mid-hand can still check its reveal. */
  readonly commitment: { readonly game: number; readonly hand: number; readonly commitment: string } | null;
}

// ---------------------------------------------------------------------------------------------------------
// Versioned events: the table's log as every client sees it. Nothing in them is hidden from anyone, and nothing
// in them depends on a private action (Brisca's seña): those reach only the seats that may see them, as `private`
// messages, and take no version (versions count the events every follower gets).

export type PlayedBy = 'player' | 'bot' | 'substitute' | 'timeout';

export type PublicEvent =
  | { readonly type: 'created'; readonly settings: TableSettings; readonly host: number }
  /** `account`: the player is logged in to an account (absent for guests; escoba/1 clients ignore it). */
  /** `botAccount` (botacct22): the account is a bot account, a program (only with `account`). */
  | { readonly type: 'seated'; readonly seat: number; readonly name: string; readonly account?: true; readonly botAccount?: true }
  /** A seat was given up in the lobby; `kicked` when the host removed the player. */
  | { readonly type: 'left'; readonly seat: number; readonly kicked?: true }
  | { readonly type: 'started'; readonly game: number }
  /**
   * The draw for the first dealer of a game (before its first `dealt`): each seat drew a card from a shuffled pack,
   * seats tied for the highest drew again; `dealer` drew the highest.
   */
  | { readonly type: 'drawn'; readonly game: number; readonly rounds: readonly DrawRoundInfo[]; readonly dealer: number }
  | {
      readonly type: 'dealt';
      readonly game: number;
      readonly hand: number;
      readonly dealer: number;
      /** sha256 of the deck order and a salt, hex; see {@link commitmentText}. */
      readonly commitment: string;
      readonly deadline: number | null;
    }
  | { readonly type: 'played'; readonly seat: number; readonly play: string; readonly by: PlayedBy; readonly deadline: number | null }
  | {
      readonly type: 'revealed';
      readonly game: number;
      readonly hand: number;
      readonly dealer: number;
      /** The hand's deck order in card notation, index 0 dealt first. */
      readonly deck: readonly string[];
      readonly salt: string;
      readonly commitment: string;
    }
  /**
   * The game is over: `winner` (a side, or null) and `scores` per side from the game's match outcome (Escoba: game
   * points; Brisca: hands won, and a null `winner` for a drawn game: a one-hand game, `wins` 1, that ended level).
   * A table that stops after `settings.hands` (Alcalde): hands won per seat, and the seat that won most (null for
   * a tie).
   */
  | { readonly type: 'finished'; readonly game: number; readonly winner: number | null; readonly scores: readonly number[] }
  /**
   * A chat line. `blocked` (safety22): the receiver's account has blocked the sender's; the server withholds the
   * line's text (`text` is empty) and keeps the event so the versions stay whole, and the client shows nothing.
   */
  | { readonly type: 'chat'; readonly seat: number; readonly name: string; readonly text: string; readonly at: number; readonly blocked?: true }
  | { readonly type: 'substitute'; readonly seat: number; readonly active: boolean };

/** One round of the draw for the first dealer: the seats that drew, in order, and their cards in notation. */
export interface DrawRoundInfo {
  readonly seats: readonly number[];
  readonly cards: readonly string[];
}

/**
 * An action only some seats may know of (Brisca's seña, rule option `senas`), sent to those seats alone (the side of
 * the seat that made it) in a `private` message: `play` is the action in notation (`!as`). The turn does not pass
 * and the deadline does not move. Their views list it too (`BriscaView.senas`), so a resynchronised client has it.
 */
export type PrivateEvent = { readonly type: 'sena'; readonly seat: number; readonly play: string; readonly by: PlayedBy };

export interface VersionedEvent {
  readonly v: number;
  readonly event: PublicEvent;
}

// ---------------------------------------------------------------------------------------------------------
// Client → server

export type ClientMessage =
  /** The protocol version the client speaks; a client that never sends it speaks `escoba/1`. Answered by `ack`. */
  | { readonly type: 'hello'; readonly protocol: ProtocolVersion; readonly ref?: Ref }
  | { readonly type: 'create'; readonly config: TableConfig; readonly name: string; readonly seat?: number; readonly ref?: Ref }
  /** `invite`: the secret from the host's link; needed once the table is older than the time its code alone works (30 minutes). */
  | { readonly type: 'join'; readonly code: string; readonly seat: number; readonly name: string; readonly invite?: string; readonly ref?: Ref }
  | { readonly type: 'spectate'; readonly code: string; readonly since?: number; readonly ref?: Ref }
  | { readonly type: 'resume'; readonly code: string; readonly seat: number; readonly token: string; readonly since?: number; readonly ref?: Ref }
  | { readonly type: 'leave'; readonly ref?: Ref }
  | { readonly type: 'start'; readonly ref?: Ref }
  /** The host removes the player of `seat` in the lobby. */
  | { readonly type: 'kick'; readonly seat: number; readonly ref?: Ref }
  | { readonly type: 'play'; readonly play: PlayInput; readonly v: number; readonly ref?: Ref }
  | { readonly type: 'chat'; readonly text: string; readonly ref?: Ref }
  | { readonly type: 'rematch'; readonly ref?: Ref }
  | { readonly type: 'ping'; readonly ref?: Ref }
  /** lobby22: start (`watch: true`) or stop watching the lobby of public tables; answered by `ack`, then `lobby` messages. */
  | { readonly type: 'lobby'; readonly watch: boolean; readonly ref?: Ref }
  | QuickPlayRequest
  | ChallengeRequest
  | TournamentRequest
  | TournamentSeatsRequest;

export type ClientMessageType = ClientMessage['type'];

// ---------------------------------------------------------------------------------------------------------
// Server → client

export type ServerMessage =
  | { readonly type: 'welcome'; readonly protocol: string; readonly limits: typeof LIMITS }
  /** You hold `seat`; keep `token` to resume it (it is shown only here). The host also gets the table's `invite`, the secret of the link to share. */
  | { readonly type: 'joined'; readonly code: string; readonly seat: number; readonly token: string; readonly host: boolean; readonly invite?: string; readonly ref?: Ref }
  /**
   * The table as of version `v`. `events` are the events after the client's `since` when the server could
   * send them (then `full` is false); otherwise `full` is true and `view` alone is the truth.
   */
  | {
      readonly type: 'sync';
      readonly v: number;
      readonly seat: number | null;
      readonly table: TableInfo;
      /** The view of this connection's seat (null: a spectator's) in the table's game; null in the lobby. */
      readonly view: GameView | null;
      readonly events: readonly VersionedEvent[];
      readonly full: boolean;
      /** The table's invitation, sent to the host's seat only. */
      readonly invite?: string;
    }
  /** One new event; `view` (the receiver's view after it) comes with game events, `table` when seats or status changed. */
  | { readonly type: 'event'; readonly v: number; readonly event: PublicEvent; readonly view?: GameView; readonly table?: TableInfo }
  /**
   * A private action this seat may know of (a partner's or its own seña), with the view after it. It takes no
   * version: `v` is the table's version it came after, the same as the last event's, and the next event is `v + 1`.
   */
  | { readonly type: 'private'; readonly v: number; readonly event: PrivateEvent; readonly view: GameView }
  /** Who is connected (not versioned: presence is not part of the game). */
  | { readonly type: 'presence'; readonly connected: readonly boolean[]; readonly spectators: number }
  | { readonly type: 'ack'; readonly ref: Ref; readonly v: number }
  | { readonly type: 'error'; readonly code: ErrorCode; readonly message: string; readonly detail?: string; readonly ref?: Ref }
  | { readonly type: 'pong'; readonly ref?: Ref }
  | LobbyMessage
  | QuickPlayMessage
  | RatingMessage
  | ChallengeMessage
  | TournamentServerMessage
  | TournamentSeatsMessage;

export type ServerMessageType = ServerMessage['type'];

// ---------------------------------------------------------------------------------------------------------
// lobby22: the lobby of public tables. Nothing in it is hidden from anyone: no card, no seat token, no invitation.

/** A seat of a public table as the lobby shows it. */
export interface LobbySeat {
  /** The player's name; the bot level's name for bot seats; null while the seat is free. */
  readonly name: string | null;
  readonly bot: BotLevel | null;
}

/**
 * A public table as the lobby lists it: waiting for players (`lobby`: free seats to take) or playing (`playing`: a
 * game to watch). A finished table is not listed. Its settings say the game, the table, the rules and the timer
 * (and whatever a table's settings gain, such as a rated game, with them).
 */
export interface LobbyEntry {
  readonly code: string;
  /** The table's public version when the entry was made: of two entries for one table, the higher is the newer. */
  readonly v: number;
  readonly settings: TableSettings;
  readonly status: 'lobby' | 'playing';
  readonly seats: readonly LobbySeat[];
}

/**
 * The lobby to a client that watches it (`{type: 'lobby', watch: true}`): first everything (`full`: `tables` is the
 * whole list), then at most one message per interval (1 s) with what changed since the last: `tables` added or
 * changed (replace by `code`), `removed` codes. `online`: the people connected to the server (every process).
 */
export interface LobbyMessage {
  readonly type: 'lobby';
  readonly full: boolean;
  readonly tables: readonly LobbyEntry[];
  readonly removed: readonly string[];
  readonly online: number;
}

// ---------------------------------------------------------------------------------------------------------
// safety22: the account and BOT markers of the lobby's seats (the table's `SeatInfo` has `account` already).

export interface LobbySeat {
  /** The seat's player is logged in to an account (absent for guests and the server's bots). */
  readonly account?: true;
  /** That account is a bot account, a program (only with `account`). */
  readonly botAccount?: true;
}

// ---------------------------------------------------------------------------------------------------------
// quickplay22: quick play. A player asks for a game and a table (the names and sizes a table config takes, so the
// games' plugins say which exist) and is seated with people of similar rating; see docs/protocol.md, "Quick play".

/** The table a quick-play queue fills: a game's table name (`gameId` of a `TableConfig`), its size, partnerships, rated or casual. */
export interface QuickPlayTable {
  readonly gameId: string;
  readonly players: TableConfig['players'];
  /** Default: as a `TableConfig` (the only table of that size, else false). */
  readonly partnerships?: boolean;
  /** Rated queues are for accounts only; guests play casual. */
  readonly rated: boolean;
}

export type QuickPlayRequest =
  /**
   * Enter the queue of `table` under `name` (an account plays under its own name). `computers`: after a wait, offer
   * computer players for the empty seats. Answered by `ack`, then `quickplay` messages.
   */
  | { readonly type: 'quickplay'; readonly action: 'join'; readonly table: QuickPlayTable; readonly name: string; readonly computers: boolean; readonly ref?: Ref }
  /** Leave the queue; refused (`WrongPhase`) when the player was already taken to a table (its `seated` follows). */
  | { readonly type: 'quickplay'; readonly action: 'leave'; readonly ref?: Ref }
  /** Accept the offer of computer players (`level`: default medium): seated at once with bots in the empty seats. */
  | { readonly type: 'quickplay'; readonly action: 'accept'; readonly level?: BotLevel; readonly ref?: Ref };

export type QuickPlayMessage =
  /**
   * In the queue: the player's `rating` in the table's format (1500 for a guest), the gap `range` accepted now
   * (± points), how long the player has waited, and when (ms from now) the range widens next (null: at its widest).
   */
  | { readonly type: 'quickplay'; readonly state: 'waiting'; readonly table: QuickPlayTable; readonly rating: number; readonly range: number; readonly waitedMs: number; readonly widensInMs: number | null }
  /** The wait is long: computer players are offered for the `empty` seats (answer `accept`, or keep waiting). */
  | { readonly type: 'quickplay'; readonly state: 'offer'; readonly empty: number; readonly waitedMs: number }
  /** Seated: as a join's `joined` (keep `token` to resume the seat); the connection now follows the table. */
  | { readonly type: 'quickplay'; readonly state: 'seated'; readonly code: string; readonly seat: number; readonly token: string; readonly waitedMs: number };

// ---------------------------------------------------------------------------------------------------------
// rated22: rated tables. Nothing in these is hidden from anyone: ratings are public, as on the leaderboards.

/** The ratings (displayed scale) a player needs to sit at a rated table: `min` ≤ rating ≤ `max`, either bound optional. */
export interface RatingRange {
  readonly min?: number;
  readonly max?: number;
}

/** A seat's rating at a rated table (displayed scale): an account's, or a computer level's held fixed (`fixed`). */
export interface SeatRating {
  readonly rating: number;
  /** ± this much (60 × sigma). */
  readonly deviation: number;
  /** Still provisional (sigma above the threshold): marked, and kept off the leaderboards. */
  readonly provisional: boolean;
  /** A computer level: its measured rating, which its games never change. */
  readonly fixed?: true;
}

/** One seat's rating change from a finished rated game: "1512 → 1530 (+18)". */
export interface RatingChangeInfo {
  readonly before: number;
  readonly after: number;
  /** `after − before` on the displayed scale (rounded ratings: the difference of the two numbers shown). */
  readonly delta: number;
  /** Provisional after the game. */
  readonly provisional: boolean;
}

/**
 * A rated table's ratings, sent by the server to everyone following it (after the `sync`, whenever a seat is taken
 * or given up, when a game starts, and when a finished game's result is applied): each seat's rating (null while
 * the seat is free), each side's chance to win (`expected`, with `draw`; null until every seat is taken), and after
 * a game (`game`, its number at the table) each account's change (`changes`, null for computer seats) and the seats
 * that left it for good and lost it (`forfeits`). Not versioned, like `presence`: the latest one is the truth.
 */
export interface RatingMessage {
  readonly type: 'rating';
  readonly code: string;
  /** The table's rating format (`escoba`, `brisca-pairs`, …) and its name. */
  readonly format: string;
  readonly formatName: string;
  readonly seats: readonly (SeatRating | null)[];
  readonly expected: { readonly win: readonly number[]; readonly draw: number } | null;
  readonly result: { readonly game: number; readonly changes: readonly (RatingChangeInfo | null)[]; readonly forfeits: readonly number[] } | null;
}

// ---------------------------------------------------------------------------------------------------------
// challenge22: challenges. An account challenges another account (a person or a bot account) to a table; see
// docs/protocol.md, "Challenges". Nothing in them is hidden from either player.

/** One side of a challenge: the account's name, and whether it is a bot account. */
export interface ChallengePlayer {
  readonly name: string;
  readonly bot: boolean;
}

/** A challenge as both players see it. */
export interface ChallengeInfo {
  readonly id: string;
  readonly from: ChallengePlayer;
  readonly to: ChallengePlayer;
  /**
   * The table: game, size, partnerships, rules, target, timer, rated or casual (a create's config). The challenger
   * sits at seat 0, the challenged player at the first seat of the other side; any other seat is a computer player
   * (the config's `bots` level for that seat, medium otherwise).
   */
  readonly config: TableConfig;
  /** The game the table plays (its id, as a table's `settings.gameId`: an Alcalde table is a `brisca` game). */
  readonly game: string;
  /** When it expires unanswered (ms since the epoch, the server's clock). */
  readonly expiresAt: number;
}

/** Why a challenge ended (`accepted`: on another connection of the account, which got `seated`). */
export type ChallengeEnd = 'declined' | 'cancelled' | 'expired' | 'failed' | 'accepted';

export type ChallengeRequest =
  /** Receive this account's challenges on this connection: answered by `ack`, then `list`, then each change. */
  | { readonly type: 'challenge'; readonly action: 'listen'; readonly ref?: Ref }
  /** Challenge the account named `to` to a table of `config`; this connection listens too. Answered by `ack`, then `sent`. */
  | { readonly type: 'challenge'; readonly action: 'send'; readonly to: string; readonly config: TableConfig; readonly ref?: Ref }
  /** The challenged player accepts (both are seated: `seated`), declines; the challenger cancels. */
  | { readonly type: 'challenge'; readonly action: 'accept' | 'decline' | 'cancel'; readonly id: string; readonly ref?: Ref };

export type ChallengeMessage =
  /** The account's open challenges when the connection starts listening. */
  | { readonly type: 'challenge'; readonly state: 'list'; readonly incoming: readonly ChallengeInfo[]; readonly outgoing: readonly ChallengeInfo[] }
  /** A challenge to this account arrived. */
  | { readonly type: 'challenge'; readonly state: 'incoming'; readonly challenge: ChallengeInfo }
  /** This account's challenge was sent (to every connection of the challenger that listens). */
  | { readonly type: 'challenge'; readonly state: 'sent'; readonly challenge: ChallengeInfo }
  /** The challenge ended without a table; `message` says why in words. */
  | { readonly type: 'challenge'; readonly state: 'ended'; readonly id: string; readonly reason: ChallengeEnd; readonly message: string }
  /**
   * Accepted: this player's seat at the new table, whose game has started (keep `token`: resume the seat with it).
   * Sent to the connection that sent the challenge and to the one that accepted it; the accounts' other listening
   * connections get `ended` with reason `accepted`.
   */
  | { readonly type: 'challenge'; readonly state: 'seated'; readonly id: string; readonly code: string; readonly seat: number; readonly token: string };
// tsrv23: tournaments hosted on the server (docs/protocol.md, "Tournaments"; formats: docs/tournaments.md). Created,
// joined and withdrawn from over HTTP (`/api/tournaments`); watched over the WebSocket. Nothing in them is hidden
// from anyone: names, ratings, results and table codes, never a card, a view, a seat token (but the paired
// player's own, in `paired`) or an invitation.

export type TournamentFormat = 'arena' | 'swiss' | 'knockout' | 'roundrobin';

/** `upcoming`: before its start (entrants join and withdraw); `running`; `finished`: final standings kept. */
export type TournamentStatus = 'upcoming' | 'running' | 'finished';

/** What a host sends to create a tournament (`POST /api/tournaments`, as JSON). */
export interface TournamentCreate {
  /** 1 to 60 characters, the rules of a player's name's characters. */
  readonly name: string;
  /**
   * The tables' game, size, partnerships and rules, as a table's `create` takes them (`gameId`, `players`,
   * `partnerships`, `rules`, `target`, `hands`, `turnSeconds`); `bots`, `public`, `rated` and `ratingRange` are the
   * tournament's to set and are refused here. Checked by the same resolution as a table's create.
   */
  readonly table: TableConfig;
  /** When it starts, ms since the epoch; at least a minute ahead of the server's time, at most 30 days. */
  readonly startsAt: number;
  readonly format: TournamentFormat;
  /** Arena only: how long it runs, 1 to 600 minutes. */
  readonly minutes?: number;
  /** Swiss only: how many rounds, at least 1 (and at most what the entrants allow without meeting twice). */
  readonly rounds?: number;
  /** The games change the players' ratings (only for a table with a rating format). */
  readonly rated: boolean;
  /** Who may join: their rating (displayed scale) in the table's format, either bound optional. */
  readonly ratingRange?: RatingRange;
  /** Whether computer players may fill seats no entrant fills: an arena seats the last free entrants with computers (tour23, docs/tournaments.md). */
  readonly computers: boolean;
}

/** A tournament as lists show it (`GET /api/tournaments`, the `tournaments` message). */
export interface TournamentSummary {
  /** 10 letters and digits: the tournament's address (`#/tournaments/ID` in the web app). */
  readonly id: string;
  readonly name: string;
  /** The host's account name. */
  readonly host: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  /** The tables' settings as resolved (game, players, partnerships, rules, timer; `rated`, `ratingRange`). */
  readonly table: TableSettings;
  readonly startsAt: number;
  /** Arena: `startsAt` + its minutes; other formats: null (they end after their last round). */
  readonly endsAt: number | null;
  /** Swiss: its rounds; knock-out and round-robin: the rounds of the bracket once started, else null; arena: null. */
  readonly rounds: number | null;
  readonly rated: boolean;
  readonly ratingRange?: RatingRange;
  readonly computers: boolean;
  /** Entrants who have not withdrawn. */
  readonly entrantCount: number;
  /** When it finished (ms since the epoch), else null. */
  readonly finishedAt: number | null;
}

/** An entrant as the tournament page lists them. */
export interface TournamentEntrantInfo {
  /** The account's name. */
  readonly name: string;
  /** Their rating (displayed scale) in the table's rating format when they joined (1500 for a newcomer or a format without ratings). */
  readonly rating: number;
  readonly withdrawn: boolean;
  /** The code of the table they are playing now, else null. */
  readonly playing: string | null;
}

/** One line of the standings; the fields after `losses` belong to some formats only. */
export interface TournamentStanding {
  /** 1 first; the same rank for equal points (and tie-breaks, in the duel formats). */
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  /** Arena: a win 2, a draw 1, doubled on a streak; duel formats: a win 1, a draw ½ (knock-out: games won). */
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly withdrawn: boolean;
  /** Arena: on a streak, the next game counts double. */
  readonly onFire?: boolean;
  /** Swiss and round-robin: rounds sat out (a Swiss bye scores 1). */
  readonly byes?: number;
  /** Swiss and round-robin: Buchholz, then Sonneborn-Berger. */
  readonly tieBreaks?: { readonly buchholz: number; readonly sonnebornBerger: number };
}

/** A game of the tournament: running (watch it with `spectate`) or finished, with each seat's result. */
export interface TournamentGameInfo {
  /** The table's code. */
  readonly code: string;
  /** The pairing's number in the tournament, from 1 in the order they were made. */
  readonly pairing: number;
  /** The round (Swiss, knock-out, round-robin), null in an arena. */
  readonly round: number | null;
  /** Each seat's player: an entrant's name, or a computer level's for a computer seat. */
  readonly seats: readonly string[];
  readonly status: 'playing' | 'finished';
  /** Each seat's result once finished (a computer seat's too), else null. */
  readonly results: readonly ('win' | 'draw' | 'loss')[] | null;
}

/** Everything a tournament page shows (`GET /api/tournaments/ID`, the `tournament` message). */
export interface TournamentState extends TournamentSummary {
  readonly entrants: readonly TournamentEntrantInfo[];
  /** Live while it runs (from the results so far), final once it has finished; empty before the start. */
  readonly standings: readonly TournamentStanding[];
  /** Every pairing's game, newest first (at most the 200 newest; `gamesTotal` counts them all). */
  readonly games: readonly TournamentGameInfo[];
  readonly gamesTotal: number;
  /** The round being played (duel formats), else null. */
  readonly round: number | null;
  /** Swiss, knock-out, round-robin: who sits the current round out. */
  readonly byes: readonly string[];
}

/** A player's final standing in a finished tournament (`GET /api/players/NAME/tournaments`). */
export interface TournamentResultInfo {
  readonly tournament: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly gameId: string;
  readonly finishedAt: number;
  readonly rank: number;
  readonly entrants: number;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** A table a tournament made says so in its settings (set by the server, never by a client's `create`). */
export interface TableSettings {
  /** tsrv23: the tournament and the pairing's number this table plays; tour23: the tournament's name (tables since). */
  readonly tournament?: { readonly id: string; readonly pairing: number; readonly name?: string };
}

export type TournamentRequest =
  /** Watch one tournament (`watch: ID`; answered by `ack`, then `tournament` messages) or stop (`watch: null`). A connection watches one at a time. */
  | { readonly type: 'tournament'; readonly watch: string | null; readonly ref?: Ref }
  /** Watch the list of upcoming, running and recently finished tournaments (`tournaments` messages), or stop. */
  | { readonly type: 'tournaments'; readonly watch: boolean; readonly ref?: Ref };

export type TournamentServerMessage =
  /**
   * The whole state of the watched tournament: after the watch, then whenever it changes (at most one a second).
   * `now`: the server's time when sent, so the countdown to `startsAt` / `endsAt` does not trust the client's clock.
   */
  | { readonly type: 'tournament'; readonly tournament: TournamentState; readonly now: number }
  /** The list (upcoming and running first by start time, then those finished in the last day): after the watch, then on changes. */
  | { readonly type: 'tournaments'; readonly tournaments: readonly TournamentSummary[]; readonly now: number }
  /**
   * To the paired player's connections that watch the tournament (logged in to their account): your seat at table
   * `code`. Send `resume` with `code`, `seat`, `token` to play (the token is shown only here).
   */
  | { readonly type: 'paired'; readonly tournament: string; readonly code: string; readonly seat: number; readonly token: string; readonly pairing: number };

// loose23: an entrant's own seat at their tournament game in play, so that a signed-in entrant can always reach it:
// from the tournament page (its first state and its watch) and from anywhere in the app (the `tournamentSeats`
// watch), on whichever server process. Each entrant is given their own seat's token only, never another's.

/** Your seat at a tournament's table whose game has no result yet: `resume` it with `code`, `seat` and `token`. */
export interface TournamentSeat {
  /** The tournament's id and name. */
  readonly tournament: string;
  readonly name: string;
  readonly pairing: number;
  readonly code: string;
  readonly seat: number;
  readonly token: string;
}

/**
 * Watch your own tournament seats (`watch: true`, for a connection logged in to an account; a guest is refused with
 * `Unauthorized`): answered by `ack`, then `tournamentSeats` messages; `watch: false` stops.
 */
export type TournamentSeatsRequest = { readonly type: 'tournamentSeats'; readonly watch: boolean; readonly ref?: Ref };

/**
 * Every seat the connection's account has at a tournament's game in play (usually none or one): after a
 * `tournamentSeats` watch, then whenever one is added (a new pairing) or ends (its result). Also sent, with the
 * watched tournament's seat only (or none), after the first `tournament` message of a logged-in connection's watch.
 */
export type TournamentSeatsMessage = { readonly type: 'tournamentSeats'; readonly seats: readonly TournamentSeat[] };

// ---------------------------------------------------------------------------------------------------------
// online22: who is online and the games in play, on the lobby's watch (docs/protocol.md, "Who is online").
// Names, activities, ratings and scores only: no card, no seat token, no invitation, no account id.

/**
 * What a person online is doing: `playing` at a table, `tournament` (playing a tournament's game), `quickplay`
 * (waiting in a queue), `watching` a table, or `idle` (connected: the lobby, a profile, …).
 */
export type OnlineActivity = 'playing' | 'tournament' | 'quickplay' | 'watching' | 'idle';

/** An account connected to the server (a person, or a bot account's program) as the lobby lists it. */
export interface OnlinePerson {
  /** The account's name: its profile is `#/players/NAME`. */
  readonly name: string;
  /** A bot account (a program), labelled BOT. */
  readonly bot?: true;
  readonly doing: OnlineActivity;
  /** The table to watch (`/t/CODE/watch`), only when it is a game others may watch ({@link LiveGame}) or a public table. */
  readonly watch?: string;
  /** The account's rating (displayed scale) in the format of the table it plays at, once read; absent otherwise. */
  readonly rating?: { readonly format: string; readonly rating: number; readonly provisional: boolean };
}

/** Who is online: at most `LOBBY_PEOPLE_LISTED` accounts by name, the other accounts counted, guests counted and never named. */
export interface OnlineList {
  readonly listed: readonly OnlinePerson[];
  /** Accounts online that are not listed (beyond the cap). */
  readonly more: number;
  /** Guests online: client addresses connected without an account (several guests behind one address count once). */
  readonly guests: number;
}

/**
 * A game in play that others may watch: at a public table, a rated table (quick play, challenges) or a tournament's
 * table. `score`: hands won per seat in the current game (a seat wins a hand with its side), `hands`: hands dealt.
 */
export interface LiveGame extends LiveGameScore {
  readonly code: string;
  /** The table's public version when the entry was made. */
  readonly v: number;
  readonly settings: TableSettings;
  readonly seats: readonly LobbySeat[];
  readonly hands: number;
  readonly score: readonly number[];
}

/** At most `LOBBY_GAMES_LISTED` games, the others counted. */
export interface LiveGames {
  readonly listed: readonly LiveGame[];
  readonly more: number;
}

export interface LobbyMessage {
  /** online22: who is online, whole (bounded), in the first message and in each message where it changed. The viewer's blocked accounts are left out. */
  readonly people?: OnlineList;
  /** online22: the games in play, whole (bounded), in the first message and in each message where they changed. */
  readonly games?: LiveGames;
}

/** online22: how many people and games in play the lobby lists at most. */
export const LOBBY_PEOPLE_LISTED = 100;
export const LOBBY_GAMES_LISTED = 50;

// review22: a game in play's score in match points (the lobby's games in play).

/**
 * A table's score in its match, as its game counts it, from what every seat may see (a spectator's view: never a
 * hidden card): each side's score and the seats of each side, what the scores count, and the score that wins.
 * `points`: game points to `target` (Escoba); `hands`: hands won, to `target` hands (Brisca over several hands), or,
 * with `target` null, over the table's `settings.hands` hands (the Alcalde games: the most hands won); `cardPoints`:
 * card points taken in the one hand that decides the match, of `target` in play (Brisca over one hand).
 * Each game's plugin makes it (`publicScore` of `@escoba/games`).
 */
export interface PublicScore {
  readonly sides: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly counts: 'points' | 'hands' | 'cardPoints';
  readonly target: number | null;
}

/** review22: a {@link LiveGame} with its match score (`match`: absent from a server process that predates it). */
export interface LiveGameScore {
  readonly match?: PublicScore;
}
