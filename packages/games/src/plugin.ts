import type { BotConfig, BotLevel, GameAnalyst, GameBot, GameDefinition, Result } from '@escoba/cards';
import type { CardIdPlay, PublicScore, TableConfig, TableSettings } from '@escoba/protocol';
import type { LevelRatings, RatingFormat } from '@escoba/ratings';
import type { GameProfile } from './profile.js';

/** A game's computer players: the levels it offers, a bot of a level, and (when the game has one) its analyst. */
export interface GameBots<View, Action, Estimate> {
  /** The levels of this game's bots, weakest first (today every game offers all of `BOT_LEVELS`). */
  readonly levels: readonly BotLevel[];
  /** A bot of `level` (an unknown level throws, naming the levels); its only input is a seat's view. */
  create(level: BotLevel, config?: BotConfig): GameBot<View, Action>;
  /** The expert's estimate of every legal action (hints, reviews), for games that have one. */
  analyst?(config?: BotConfig): GameAnalyst<View, Estimate>;
  /**
   * The private action (Brisca's seña) a bot of `level` makes at once, before any thinking, or null: what its
   * `choose` would return first. A server asks this on the spot so that a seña costs no search time. Absent: the
   * game has no private actions.
   */
  privateAction?(level: BotLevel, view: View): Action | null;
}

/** A table config's fields that say how long its game lasts. */
export type TableLengthField = 'target' | 'hands';

/** One name a table config's `gameId` may give a game, and the rules a table of that name plays when its config names none. */
export interface TableName {
  readonly name: string;
  /** The preset of a config that names no rules. */
  readonly defaultRules: string;
}

/**
 * What an online table of a game may be (`resolveTableConfig` of `table-config.ts` reads it): the names a table
 * config gives the game by, how a config's rules become the game's rules input, how long a table plays, and how
 * messages name it. Errors are sentences that start with the config field they are about (`rules: …`, `hands: …`).
 */
export interface GameTable<Rules, Action> {
  /** The names a config's `gameId` gives this game by: its id first, then shorthands (Brisca's `alcalde`, Brisca with an Alcalde preset). */
  readonly names: readonly TableName[];
  /**
   * The input for the definition's `resolveRules` of a table called `name`: `rules` (the config's, else the name's
   * default) with what the config says beside them folded in (Escoba's `target`), or what the config may not say.
   */
  rulesInput(rules: unknown, config: TableConfig, name: string): Result<unknown, string>;
  /** How many hands a table of `rules` plays (null: until the rules end the game), or what the config may not say. */
  length(rules: Rules, config: TableConfig, name: string): Result<number | null, string>;
  /** How messages name a table of these rules (`Escoba`; a Brisca table by its preset, `alcalde`). */
  label(rules: Rules): string;
  /**
   * loose23: the length fields of a table config a tournament's host may set for a table of these rules (Escoba's
   * `target`); the others a tournament does not use (the Alcalde games play one hand, as their rules count a game:
   * no `hands`). The server refuses them in a tournament's table; the web's form does not draw them.
   */
  tournamentFields(rules: Rules): readonly TableLengthField[];
  /**
   * A play given by card ids (the protocol's object form, which escoba/1 clients send) as this game's action. Absent:
   * the game's plays are notation only, and an object is refused.
   */
  fromCardIds?(play: CardIdPlay): Action;
}

/** One rating pool of a game: the format, a table its computer levels are measured at, and their measured ratings. */
export interface GameRatingFormat {
  readonly format: RatingFormat;
  /** The table `npm run rate:levels` plays the levels at to measure them (docs/ratings.md). */
  readonly measuredAt: TableConfig;
  /** The levels' ratings in this format as last measured (their data file in the game's folder), held fixed in rated games. */
  readonly levels: LevelRatings;
}

/**
 * How a game's tables are rated (`@escoba/ratings`): its rating formats, and which one a table's settings belong to.
 * A finished game's ranks per side are `ranksOf(scores, winner)` of its `finished` event, whose scores are per side
 * (per seat for a table without partnerships).
 */
export interface GameRating {
  readonly formats: readonly GameRatingFormat[];
  /** The id of the format a table of `settings` is rated in, or null when its games cannot be rated. */
  formatOf(settings: TableSettings): string | null;
}

/**
 * Everything generic code needs of one game: its rules (`definition`, a `GameDefinition` of `@escoba/cards`), its
 * online tables (`table`), its bots and its rating formats. A server, the web's bot worker and the CLI's `escoba bot` hold a plugin and
 * never name a game.
 */
export interface GamePlugin<Rules, State, Action, View, Summary, Estimate> {
  readonly definition: GameDefinition<Rules, State, Action, View, Summary>;
  readonly table: GameTable<Rules, Action>;
  readonly bots: GameBots<View, Action, Estimate>;
  readonly rating: GameRating;
  /** What a player's profile counts of this game's finished games (`profile.ts`). */
  readonly profile: GameProfile<State>;
  /**
   * review22: the match's score as the game counts it (`score.ts`), read from a spectator's view (`definition.view(state,
   * null)`), so it can hold nothing a seat may not see: the lobby's games in play show it.
   */
  publicScore(view: View): PublicScore;
}

/** A game's definition with its types erased: for code that treats every game alike (the server's tables, shuffle checks). */
export type AnyGameDefinition = GameDefinition<unknown, unknown, unknown, unknown>;

/**
 * A plugin whose types are forgotten: what code that learns the game at run time (from a table, a request line or
 * a worker message) holds. It must give the plugin's methods only what the same plugin made, e.g. the views of
 * its own `definition`.
 */
export type AnyGamePlugin = GamePlugin<unknown, unknown, unknown, unknown, unknown, unknown>;

/** What resolving a table config needs of a game: its definition and its table part, without its bots. */
export type TableGame = Pick<AnyGamePlugin, 'definition' | 'table'>;

/** A lazily loaded plugin: the game's id (so a catalog needs no list of ids) and how to import the rest. */
export interface PluginLoader {
  readonly id: string;
  load(): Promise<AnyGamePlugin>;
}

/** `plugin` as an {@link AnyGamePlugin} (a definition's functions take its own states only, so this is a cast). */
export function anyPlugin<Rules, State, Action, View, Summary, Estimate>(plugin: GamePlugin<Rules, State, Action, View, Summary, Estimate>): AnyGamePlugin {
  return plugin as unknown as AnyGamePlugin;
}

/** A game's definition and table part as a {@link TableGame} (the same cast as {@link anyPlugin}). */
export function tableGame<Rules, State, Action, View, Summary>(definition: GameDefinition<Rules, State, Action, View, Summary>, table: GameTable<Rules, Action>): TableGame {
  return { definition, table } as unknown as TableGame;
}
