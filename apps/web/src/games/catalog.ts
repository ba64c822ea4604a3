import { escoba } from './escoba/entry.js';
import { alcalde, brisca } from './brisca/entry.js';
import type { WebGameEntry } from './types.js';

/**
 * The games the app plays, one line per game folder (each folder's `entry.ts`: its id, names, saved-game key and
 * the loader of its code), in the order the pickers show them. Everything else about the games is derived from
 * this list. The first is the game the app played before it had others: old links (`#/new`) and "New game" before
 * any choice open it.
 */
export const GAME_ENTRIES = [escoba, brisca, alcalde] as const;

export type WebGameId = (typeof GAME_ENTRIES)[number]['id'];

export const WEB_GAMES: readonly WebGameId[] = GAME_ENTRIES.map((entry) => entry.id);

export const DEFAULT_GAME: WebGameId = GAME_ENTRIES[0].id;

export const isWebGame = (x: unknown): x is WebGameId => typeof x === 'string' && (WEB_GAMES as readonly string[]).includes(x);

export const entryOf = (id: WebGameId): WebGameEntry => GAME_ENTRIES.find((entry) => entry.id === id)!;

/** The game whose code draws an online table of `gameId` (the server's game id): the first entry that plays it. */
export const entryForTable = (gameId: string): WebGameEntry | undefined => GAME_ENTRIES.find((entry) => entry.gameId === gameId);

/** The entry that names an online table (its server game and resolved rules) on the header and the tab's title. */
export const entryOfTable = (settings: { readonly gameId: string; readonly rules: unknown }): WebGameEntry | undefined =>
  GAME_ENTRIES.find((entry) => entry.gameId === settings.gameId && (entry.isTableOf?.(settings.rules) ?? true));

/**
 * Where each game's unfinished game against the computer is saved, so the home screen can offer to continue it
 * before the game's code is loaded.
 */
export const SAVED_GAME_KEYS = Object.fromEntries(GAME_ENTRIES.map((entry) => [entry.id, entry.savedGameKey])) as Readonly<Record<WebGameId, string>>;
