import { LIMITS } from './limits.js';
import { SPOOFING } from './spoofing.js';
import { displayLength, hasVisibleLetterOrDigit, showsSomething, utf8Bytes } from './text.js';

/**
 * The rules of the text people type: player names and chat lines. They need no Unicode data beyond the runtime's,
 * so clients check them as the person types; the look-alike rules (`isReservedName`, `namesLookAlike`) need the
 * confusables table and are the server's.
 */

/** What is wrong with a name or chat line, whatever it is. */
export type TextProblem = 'empty' | 'tooLarge' | 'tooLong' | 'control' | 'invisible';
/** What is wrong with a name: as any text, or it holds a format character, or nothing in it is a visible letter or digit. */
export type NameProblem = TextProblem | 'format' | 'noLetter';
/** What is wrong with a chat line: as any text, or nothing in it shows. */
export type ChatProblem = TextProblem | 'nothingShown';

function textProblem(text: string, maxChars: number, maxBytes: number): TextProblem | null {
  if (text.length === 0) return 'empty';
  if (utf8Bytes(text) > maxBytes) return 'tooLarge';
  if (displayLength(text, maxChars) > maxChars) return 'tooLong';
  // Control characters (newlines included) would let a name or chat line fake other lines in a client.
  if (/\p{Cc}/u.test(text)) return 'control';
  // Direction overrides and invisible characters would let a line show other text than it holds.
  if (SPOOFING.test(text)) return 'invisible';
  return null;
}

/** What is wrong with a player name (trimmed), or null. Every format character is refused, the zero-width joiner too. */
export function nameProblem(name: string): NameProblem | null {
  const problem = textProblem(name, LIMITS.maxNameChars, LIMITS.maxNameBytes);
  if (problem) return problem;
  if (/\p{Cf}/u.test(name)) return 'format';
  if (!hasVisibleLetterOrDigit(name)) return 'noLetter';
  return null;
}

/** What is wrong with a chat line (trimmed), or null. The zero-width joiner and non-joiner are allowed (emoji sequences, some scripts). */
export function chatProblem(text: string): ChatProblem | null {
  return textProblem(text, LIMITS.maxChatChars, LIMITS.maxChatBytes) ?? (showsSomething(text) ? null : 'nothingShown');
}

/** The server's message for a problem with a name or chat line (English, for logs and other clients). */
export function textProblemMessage(what: 'name' | 'chat text', problem: NameProblem | ChatProblem): string {
  const [maxChars, maxBytes] = what === 'name' ? [LIMITS.maxNameChars, LIMITS.maxNameBytes] : [LIMITS.maxChatChars, LIMITS.maxChatBytes];
  switch (problem) {
    case 'empty':
      return `${what} is empty`;
    case 'tooLarge':
      return `${what} is larger than ${maxBytes} bytes of UTF-8 (too many accents, marks or joined characters)`;
    case 'tooLong':
      return `${what} is longer than ${maxChars} characters (a ligature counts as the letters it shows)`;
    case 'control':
      return `${what} contains control characters`;
    case 'invisible':
      return `${what} contains invisible or text-direction characters`;
    case 'format':
      return `${what} contains invisible formatting characters`;
    case 'noLetter':
      return `${what} has no visible letter or digit`;
    case 'nothingShown':
      return `${what} shows nothing: it holds only invisible characters, spaces or marks`;
  }
}
