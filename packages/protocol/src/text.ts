/**
 * How a piece of text from a client is measured: its size in UTF-8 bytes, its length as a person sees it
 * (graphemes), whether it is well-formed Unicode, and whether anything in it shows at all.
 */

/** A lone surrogate (an unpaired half of a UTF-16 pair, like `"\ud800"` in JSON): not Unicode text. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string is well-formed UTF-16 (what `String.prototype.isWellFormed` tells, in every runtime). */
export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

const utf8 = new TextEncoder();

/** Size in bytes of UTF-8, which is how the text travels and is stored. */
export const utf8Bytes = (text: string): number => utf8.encode(text).length;

// Firefox before 125 has no Intl.Segmenter: there the length is counted in code points, which is never less.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
const segments = (text: string): Iterable<{ segment: string }> => (segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment })));

/**
 * Arabic phrase ligatures that have no decomposition, each drawn as a whole phrase several letters wide: the
 * honorifics U+FD40–U+FD4F and U+FDCF, and U+FDFD–U+FDFF (U+FDFD, the bismillah, is as wide as 20 letters).
 * Ligatures that do decompose (U+FDFA, "ﬃ") are measured by their decomposition.
 */
const PHRASE_LIGATURE = /[\uFD40-\uFD4F\uFDCF\uFDFD-\uFDFF]/u;
/** How many characters a phrase ligature counts as. */
export const PHRASE_LIGATURE_LENGTH = 20;

/**
 * Length as a person sees it: user-perceived characters (grapheme clusters, so "é" written as e + accent, a flag or
 * an emoji family is one) of the text's compatibility form (NFKC), in which a ligature counts as the letters it
 * stands for ("ﷺ" as its 18 letters and spaces); a phrase ligature without a decomposition counts as
 * `PHRASE_LIGATURE_LENGTH`. Stops counting past `atMost`.
 */
export function displayLength(text: string, atMost = Infinity): number {
  let n = 0;
  for (const { segment } of segments(text.normalize('NFKC'))) {
    n += PHRASE_LIGATURE.test(segment) ? PHRASE_LIGATURE_LENGTH : 1;
    if (n > atMost) break;
  }
  return n;
}

/**
 * What shows nothing on its own: default-ignorable code points (zero-width characters and joiners, direction marks,
 * Hangul fillers U+115F/U+1160/U+3164/U+FFA0, variation selectors, tag characters), format characters, combining
 * marks (which only decorate the character before them), spaces and separators, control characters, and two
 * blanks Unicode classes as symbols: the braille pattern blank (U+2800) and the object replacement character
 * (U+FFFC).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}\p{Z}\p{Cc}\u2800\uFFFC]/gu;

/** The text without what shows nothing on its own. */
export const visiblePart = (text: string): string => text.replace(INVISIBLE, '');

/** Whether anything in the text shows. */
export const showsSomething = (text: string): boolean => visiblePart(text).length > 0;

/** Whether a visible letter or digit, of any script, is in the text. */
export const hasVisibleLetterOrDigit = (text: string): boolean => /[\p{L}\p{N}]/u.test(visiblePart(text));
