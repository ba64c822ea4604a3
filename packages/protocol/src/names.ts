import unhomoglyph from 'unhomoglyph';

/**
 * Characters that make text display differently from what it holds: direction marks, embeddings, overrides and
 * isolates (a "Bea‮ylno" that shows as "Beaonly"), and invisible characters (zero-width space, word joiner,
 * soft hyphen, fillers, tag characters). The zero-width joiner and non-joiner stay allowed in chat, where emoji
 * sequences and some scripts need them; names refuse every format character.
 */
// The combining invisibles (U+034F, U+17B4, U+17B5) stand outside the class: a class must not hold combining marks.
export const SPOOFING = /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]|\u034F|\u17B4|\u17B5/u;

const mapConfusables = (text: string): string => unhomoglyph(text).normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * Case-insensitive folding, in two rounds of Unicode's confusable mapping (UTS #39, `confusables.txt`: Cyrillic "о"
 * and Greek "ο" read "o", "ｙ" reads "y", capital "I" reads "l"), each after compatibility decomposition with accents
 * and other combining marks removed. The first round maps the upper case, so that both cases of a letter fold alike
 * (the data maps Cyrillic "М" to "M" but "м" to "ʍ") and a capital "I" still reads "l"; the second maps what the
 * lower case of that gives ("m" reads "rn").
 */
const fold = (text: string): string =>
  mapConfusables(mapConfusables(text.normalize('NFKD').toUpperCase()).toLowerCase()).toLowerCase();

/** What is left out of a skeleton: everything but letters and digits, and the letters that show nothing (Hangul fillers). */
const NOT_SHOWN_LETTER_OR_DIGIT = /[^\p{L}\p{N}]|\p{Default_Ignorable_Code_Point}/gu;

/**
 * The skeleton of a name: what it looks like, as a key. Two names with the same skeleton can pass for each other
 * ("Ana" and "Аna" with a Cyrillic А, "Tú" and "tu", "Y.o.u" and "you", "Sеat 1" and "seat l"), so the skeleton is
 * what names are compared by: against the words the app uses for itself, and against the names already at a table.
 * It is the UTS #39 skeleton made case- and accent-insensitive and stripped to letters and digits; it is a key,
 * never shown ("m" becomes "rn", "Alice" becomes "allce").
 */
export function nameSkeleton(name: string): string {
  return fold(name).replace(NOT_SHOWN_LETTER_OR_DIGIT, '');
}

/** Words the app shows in place of names or next to them, in the web app's languages (English, Spanish, Portuguese), and the bot levels. */
const RESERVED_WORDS = [
  // Who is who: "You" for one's own seat, the host, the server, people with powers, watchers, nobody.
  'You', 'Me', 'Tú', 'Yo', 'Você', 'Eu', 'Host', 'Anfitrión', 'Anfitrião', 'Server', 'Servidor', 'System', 'Sistema',
  'Admin', 'Administrator', 'Administrador', 'Moderator', 'Moderador', 'Bot', 'Spectator', 'Espectador',
  'Nobody', 'Nadie', 'Ninguém',
  // The bot levels.
  'Random', 'Easy', 'Medium', 'Hard', 'Expert', 'Al azar', 'Aleatorio', 'Aleatório', 'Fácil', 'Medio', 'Médio',
  'Difícil', 'Experto', 'Especialista',
];

/** Seat labels, read with any number after them ("Seat 2", "Asiento 3", "Lugar 4", "Jugador 1"). */
const SEAT_WORDS = ['Seat', 'Asiento', 'Lugar', 'Player', 'Jugador', 'Jugadora', 'Jogador', 'Jogadora'];

const RESERVED = new Set(RESERVED_WORDS.map(nameSkeleton));

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]): string => [...new Set(words.map(nameSkeleton))].map(escapeRegExp).join('|');
/** Digits as skeletons read them ("1" reads "l", "0" reads "o"). */
const DIGITS = alternatives(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
const SEAT_LABEL = new RegExp(`^(?:${alternatives(SEAT_WORDS)})(?:${DIGITS})*$`, 'u');

/**
 * Whether a player name would read as one of the app's own words or as a seat label, in any case, spacing,
 * punctuation or accents, or written with look-alike letters of another script ("Yоu" with a Cyrillic о).
 */
export function isReservedName(name: string): boolean {
  const k = nameSkeleton(name);
  return RESERVED.has(k) || SEAT_LABEL.test(k);
}
