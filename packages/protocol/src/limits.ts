/** Name of this protocol version, sent in `welcome` and by clients in `hello`; a breaking change gets a new number. */
export const PROTOCOL = 'escoba/2';

/**
 * Every version the server speaks. A client that sends no `hello` speaks `escoba/1`: it knows only Escoba tables,
 * and the server refuses it any other (`UpgradeRequired`). `escoba/2` added the game of a table (`gameId`).
 */
export const PROTOCOLS = ['escoba/1', 'escoba/2'] as const;
export type ProtocolVersion = (typeof PROTOCOLS)[number];

/** Limits every server enforces; they are also sent in `welcome` so clients can check before sending. */
export const LIMITS = {
  /** Largest accepted message, in bytes of UTF-8 text. */
  maxMessageBytes: 4096,
  /** Longest chat line, in characters as a person counts them (graphemes of the NFKC form; see `displayLength`). */
  maxChatChars: 200,
  /** Largest chat line, in bytes of UTF-8 (so no character can pile up marks or joiners without end). */
  maxChatBytes: 800,
  /** Longest player name, in characters as a person counts them (graphemes of the NFKC form; see `displayLength`). */
  maxNameChars: 24,
  /** Largest player name, in bytes of UTF-8. */
  maxNameBytes: 96,
  /** Longest turn timer, in seconds. */
  maxTurnSeconds: 600,
  minTurnSeconds: 5,
  /** Highest target (points to win) of an online Escoba table, so no table keeps bots busy for hours. */
  maxTarget: 100,
  /** The most hands a Brisca table plays to win (`wins`), and the most hands of an Alcalde table (`hands`), for the same reason. */
  maxHands: 50,
} as const;

/** Table codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
