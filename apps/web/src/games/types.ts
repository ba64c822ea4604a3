import type { ComponentType } from 'react';
import type { AnyLesson } from '../guide/lesson.js';
import type { MessageKey } from '../i18n/strings.js';
import type { I18n } from '../i18n/translator.js';
import type { OnlineParts } from '../online/game-parts.js';
import type { KeyValueStore, Settings } from '../settings.js';
import type { LocalBots, LocalGame, LocalMatch, LocalTableSource } from '../table/local-source.js';
import type { BotWorker } from '../worker/bot-client.js';
import type { GameRules } from '../rules/types.js';
import type { WebGameId } from './catalog.js';

/** What every game's setup has: the seed that decides its decks and first dealer. */
export interface SeededSetup {
  readonly seed: string;
}

/**
 * What the shell's store needs of a game to keep its current game against the computer: the driver's rules
 * (`LocalGame`), its bots on the page's worker, and its saved game (the game's record with the seed and the bot
 * levels, so a reload resumes it).
 */
export interface LocalGameKit<M extends LocalMatch, View, Action, Setup extends SeededSetup> {
  readonly id: WebGameId;
  readonly local: LocalGame<M, View, Action>;
  bots(worker: BotWorker): LocalBots<View, Action>;
  /** A new game with its first hand dealt, or why the setup is not a game. */
  create(setup: Setup): { readonly ok: true; readonly value: M } | { readonly ok: false; readonly error: { readonly message: string } };
  /** The setup of another game like `match` (a rematch), dealt from `seed`. */
  again(match: M, seed: string): Setup;
  /** Whether the match is over (nothing left to continue). */
  isOver(match: M): boolean;
  /** The saved unfinished game, or null (none, or unreadable: then it is dropped). */
  load(kv: KeyValueStore): M | null;
  /** Saves the game in progress (under its `SAVED_GAME_KEYS` key); a finished game is forgotten. */
  save(kv: KeyValueStore, match: M): void;
}

/** What a game's screen against the computer is given by the shell. */
export interface LocalScreenProps<M extends LocalMatch, View, Action> {
  readonly source: LocalTableSource<M, View, Action>;
  readonly worker: BotWorker;
  readonly onRematch: () => void;
  /** The new-game form of this game (it keeps the choices this table was dealt with). */
  readonly onNewGame: () => void;
  /** Opens the review of a record. */
  readonly onReview: (record: unknown) => void;
  readonly onLeave: () => void;
}

/** What a game's new-game form is given by the shell. */
export interface NewGameFormProps<Setup extends SeededSetup> {
  readonly settings: Settings;
  readonly onSettings: (settings: Settings) => void;
  /** Starts a game of this setup (the shell adds the seed). */
  readonly onStart: (setup: Omit<Setup, 'seed'>) => void;
}

/** What a game's review of one of its records is given by the shell. */
export interface ReviewProps {
  readonly record: unknown;
  /** The page's bot worker: the game's analyst runs there. */
  readonly worker: BotWorker;
  /** Opened from a game's end-of-hand panel, so closing goes back to that game. */
  readonly fromGame?: boolean;
  readonly onClose: () => void;
}

/** A game's kit, screen and form with its own types; `defineGame` turns it into what the shell holds. */
export interface GameParts<M extends LocalMatch, View, Action, Setup extends SeededSetup> {
  readonly kit: LocalGameKit<M, View, Action, Setup>;
  /** The table (layout, actions, end-of-hand panel) of a game against the computer. */
  readonly Screen: ComponentType<LocalScreenProps<M, View, Action>>;
  /** The new-game form's table, rules and levels. */
  readonly NewGameForm: ComponentType<NewGameFormProps<Setup>>;
  /** The review of one of the game's records (the record's format is the game's). */
  readonly Review: ComponentType<ReviewProps>;
  /** Its online play: its part of the "Create a table" form, its tables in words, its online table. */
  readonly online: OnlineParts;
  /**
   * What the record picker says of one of its records after the game's number and players ("final score 21–15",
   * "Alcalde · card points 70–50"), or null when the game cannot replay it.
   */
  recordScore(i18n: I18n, record: unknown): string | null;
}

/** A game as the shell holds it, whatever its types: the store made each source from the same game's kit. */
export type GameModule = GameParts<LocalMatch, unknown, unknown, SeededSetup>;

export const defineGame = <M extends LocalMatch, View, Action, Setup extends SeededSetup>(parts: GameParts<M, View, Action, Setup>): GameModule => parts as unknown as GameModule;

/**
 * What the catalog holds of a game before its code is loaded: small and free of any engine, so the first page
 * load carries none. Its `load()` brings the rest (`GameModule`), each game its own chunk.
 */
export interface WebGameEntry<Id extends string = string> {
  /** The game as URLs, saved choices and test ids name it (`#/brisca/new`). */
  readonly id: Id;
  /** The game a table of it plays, as the server names it (its plugin's id in `@escoba/games`). */
  readonly gameId: string;
  /** Its name and its one-line description on the game pickers. */
  readonly name: MessageKey;
  readonly help: MessageKey;
  /** Where its unfinished game against the computer is saved, so the home screen can offer it before loading it. */
  readonly savedGameKey: string;
  /** The card the home page shows on the game's tile. */
  readonly emblem: number;
  /**
   * Whether an online table of `gameId` with these (resolved) rules is this game, when several entries draw the same
   * server game (an Alcalde table is a Brisca table with an Alcalde preset); absent: every table of `gameId` is.
   */
  readonly isTableOf?: (rules: unknown) => boolean;
  /**
   * Its words on profiles and leaderboards (profiles22): each statistic its plugin's `profile` counts, by id, and each
   * rating format of its tables, by format id (`packages/games/src/<id>/profile.ts`, `rating.ts`).
   */
  readonly profile?: { readonly stats: Readonly<Record<string, MessageKey>>; readonly formats: Readonly<Record<string, MessageKey>> };
  load(): Promise<GameModule>;
  /** Its rules page (`games/<id>/rules/`), loaded when first opened: its own chunk. */
  rules(): Promise<GameRules>;
  /** Its guided first hand (`games/<id>/guide/`), its own chunk, loaded when "Learn to play" is chosen. */
  guide(): Promise<AnyLesson>;
}
