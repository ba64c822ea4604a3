import { messages } from '../messages/index.js';
import type { SessionWords } from '../messages/session-types.js';

/** A command of `escoba play` (both games). */
export type Command = keyof SessionWords;

const LANGS = ['en', 'es'] as const;
const COMMANDS = Object.keys(messages('en').session.words) as Command[];

/** The command a (lower-case) word names in any language: `help`, `ayuda` and `?` are all `help`; null for none. */
export function commandWord(word: string): Command | null {
  return COMMANDS.find((c) => LANGS.some((lang) => messages(lang).session.words[c].includes(word))) ?? null;
}
