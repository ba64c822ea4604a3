/**
 * The games the app plays, as its URLs and home screen name them. Brisca and the two Alcalde games share one
 * engine (`@escoba/brisca`) and one folder (`games/brisca/`), but are chosen separately: the rules differ enough
 * (three players, an Alcalde, no match end) that people look for them by name.
 */
export const WEB_GAMES = ['escoba', 'brisca', 'alcalde'] as const;
export type WebGameId = (typeof WEB_GAMES)[number];

export const isWebGame = (x: unknown): x is WebGameId => typeof x === 'string' && (WEB_GAMES as readonly string[]).includes(x);

/**
 * Where each game's unfinished game against the computer is saved, so the home screen can offer to continue it
 * before the game's code is loaded (Escoba's key is the one it always had).
 */
export const SAVED_GAME_KEYS: Readonly<Record<WebGameId, string>> = {
  escoba: 'escoba.game.v1',
  brisca: 'escoba.game.brisca.v1',
  alcalde: 'escoba.game.alcalde.v1',
};
