/**
 * Characters that make text display differently from what it holds: direction marks, embeddings, overrides and
 * isolates (a "Bea‮ylno" that shows as "Beaonly"), and invisible characters (zero-width space, word joiner,
 * soft hyphen, fillers, tag characters). The zero-width joiner and non-joiner stay allowed in chat, where emoji
 * sequences and some scripts need them; names refuse every format character.
 */
// The combining invisibles (U+034F, U+17B4, U+17B5) stand outside the class: a class must not hold combining marks.
export const SPOOFING = /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]|\u034F|\u17B4|\u17B5/u;

/** Words the app shows in place of names or next to them, in English and Spanish, and the bot levels. */
const RESERVED = new Set([
  'you', 'tu', 'yo', 'me', 'server', 'servidor', 'system', 'sistema', 'admin',
  'administrador', 'moderator', 'moderador', 'bot', 'spectator', 'espectador', 'nobody', 'nadie',
  'random', 'easy', 'medium', 'hard', 'expert', 'aleatorio', 'facil', 'medio', 'dificil', 'experto',
]);

/** Letters and digits only, lower case, accents removed: "  Tú ", "T-U", "ｙｏｕ" all read "tu"/"you". */
const skeleton = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a player name would read as one of the app's own words, or as a seat label ("Seat 2", "Asiento 2"). */
export function isReservedName(name: string): boolean {
  const k = skeleton(name);
  return RESERVED.has(k) || /^(seat|asiento|player|jugador|jugadora)\d*$/.test(k);
}
