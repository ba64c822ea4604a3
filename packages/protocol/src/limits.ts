/** Name of this protocol version, sent in `welcome`; a breaking change gets a new number. */
export const PROTOCOL = 'escoba/1';

/** Limits every server enforces; they are also sent in `welcome` so clients can check before sending. */
export const LIMITS = {
  /** Largest accepted message, in bytes of UTF-8 text. */
  maxMessageBytes: 4096,
  /** Longest chat message, in characters. */
  maxChatChars: 200,
  /** Longest player name, in characters. */
  maxNameChars: 24,
  /** Longest turn timer, in seconds. */
  maxTurnSeconds: 600,
  minTurnSeconds: 5,
  /** Highest target (points to win) of an online table, so no table keeps bots busy for hours. */
  maxTarget: 100,
} as const;

/** Table codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
