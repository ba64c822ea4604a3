import unhomoglyph from 'unhomoglyph';

/** Unicode's confusable mapping (UTS #39, `confusables.txt`), then compatibility decomposition without accents or other marks. */
const mapConfusables = (text: string): string => unhomoglyph(text).normalize('NFKD').replace(/\p{M}/gu, '');

/** What is left out of a skeleton: everything but letters and digits, and the letters that show nothing (Hangul fillers). */
const NOT_SHOWN_LETTER_OR_DIGIT = /[^\p{L}\p{N}]|\p{Default_Ignorable_Code_Point}/gu;

/**
 * One skeleton: the UTS #39 skeleton of the canonical decomposition (Cyrillic "о" and Greek "ο" read "o", "ｙ" reads
 * "y", a capital "I" reads "l"), without accents, in lower case, mapped again (the lower case of a mapped letter can
 * be a look-alike too: "m" reads "rn"), with "i" read as "l" (so "I", "i", "l" and "1" meet whatever their case),
 * and stripped to letters and digits.
 */
const skeleton = (text: string): string =>
  mapConfusables(mapConfusables(text.normalize('NFD')).toLowerCase())
    .toLowerCase()
    .replace(/i/g, 'l')
    .replace(NOT_SHOWN_LETTER_OR_DIGIT, '');

/**
 * The skeletons of a name: what it looks like, as keys. Two names that share a skeleton can pass for each other
 * ("Ana" and "Аna" with a Cyrillic А, "Alice" and "AIice" with a capital I, "Tú" and "tu", "Y.o.u" and "you"), so
 * names are compared by their skeletons: against the words the app uses for itself, and against the names already
 * at a table (`namesLookAlike`). A name has two: as written, and in lower case, because the confusables data is
 * case-sensitive (it reads Cyrillic "М" as "M" but "м" as "ʍ"), so "Дмитрий" and "ДМИТРИЙ" meet in lower case. Keys
 * are never shown ("medium" becomes "rnedlurn").
 */
export function nameSkeletons(name: string): readonly string[] {
  const keys = new Set([skeleton(name), skeleton(name.toLowerCase())]);
  return [...keys];
}

/** Whether two names can pass for each other: they share a skeleton. */
export function namesLookAlike(a: string, b: string): boolean {
  const keys = nameSkeletons(a);
  return nameSkeletons(b).some((k) => keys.includes(k));
}

/** Words the app shows in place of names or next to them, in the web app's languages (English, Spanish, Portuguese), and the bot levels. */
const RESERVED_WORDS = [
  // Who is who: "You" for one's own seat, the server, people with powers, watchers, nobody.
  'You', 'Me', 'Tú', 'Yo', 'Você', 'Eu', 'Server', 'Servidor', 'System', 'Sistema',
  'Admin', 'Administrator', 'Administrador', 'Moderator', 'Moderador', 'Bot', 'Spectator', 'Espectador',
  'Nobody', 'Nadie', 'Ninguém',
  // The bot levels.
  'Random', 'Easy', 'Medium', 'Hard', 'Expert', 'Al azar', 'Aleatorio', 'Aleatório', 'Fácil', 'Medio', 'Médio',
  'Difícil', 'Experto', 'Especialista',
];

/** Seat labels, read with any number after them ("Seat 2", "Asiento 3", "Lugar 4", "Jugador 1"). */
const SEAT_WORDS = ['Seat', 'Asiento', 'Lugar', 'Player', 'Jugador', 'Jugadora', 'Jogador', 'Jogadora'];

const RESERVED = new Set(RESERVED_WORDS.flatMap(nameSkeletons));

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]): string => [...new Set(words.flatMap(nameSkeletons))].map(escapeRegExp).join('|');
/** Digits as skeletons read them ("1" reads "l", "0" reads "o"). */
const DIGITS = alternatives(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
const SEAT_LABEL = new RegExp(`^(?:${alternatives(SEAT_WORDS)})(?:${DIGITS})*$`, 'u');

/**
 * Whether a player name would read as one of the app's own words or as a seat label, in any case, spacing,
 * punctuation or accents, or written with look-alike letters of another script ("Yоu" with a Cyrillic о).
 */
export function isReservedName(name: string): boolean {
  return nameSkeletons(name).some((k) => RESERVED.has(k) || SEAT_LABEL.test(k));
}
