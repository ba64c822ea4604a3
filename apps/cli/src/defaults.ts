/**
 * The defaults the commands use and their help texts name: one place for each, importing nothing, so that the
 * message catalogue can read them too.
 */
export const DEFAULT_SEED = 1;
export const DEFAULT_GAMES = 100;
export const DEFAULT_BOT_TIMEOUT_SECONDS = 10;
/** `escoba watch`'s pause between plays on a terminal, in milliseconds. */
export const TTY_DELAY_MS = 600;
/** `escoba analyze`: a loss above this many points is a mistake (Escoba). */
export const DEFAULT_THRESHOLD = 0.25;
/** The same for Brisca records, in card points. */
export const BRISCA_DEFAULT_THRESHOLD = 2;
/** `escoba play`: the level of the computer seats. */
export const DEFAULT_LEVEL = 'medium';
/** `escoba bot`: its level. */
export const DEFAULT_BOT_LEVEL = 'expert';
/** The bot protocol's version, sent in every request. */
export const BOT_FORMAT = 'escoba-bot/1';
