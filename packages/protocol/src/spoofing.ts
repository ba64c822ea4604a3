/**
 * Characters that make text display differently from what it holds: direction marks, embeddings, overrides and
 * isolates (a "Bea‮ylno" that shows as "Beaonly"), and invisible characters (zero-width space, word joiner,
 * soft hyphen, fillers, tag characters). The zero-width joiner and non-joiner stay allowed in chat, where emoji
 * sequences and some scripts need them; names refuse every format character.
 */
// The combining invisibles (U+034F, U+17B4, U+17B5) stand outside the class: a class must not hold combining marks.
export const SPOOFING = /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]|\u034F|\u17B4|\u17B5/u;
