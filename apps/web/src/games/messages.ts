import { APP_MESSAGES, LANGS, type Lang, type Words } from '../i18n/strings.js';
import { briscaWords } from './brisca/strings.js';
import { escobaWords } from './escoba/strings.js';
import { accountWords } from '../account/strings.js';
import { safetyWords } from '../online/safety/strings.js';
import { tournamentWords } from '../online/tournaments/strings.js';

/**
 * Every set of words the app has: the shell's (`i18n/strings.ts`) and, one line per game folder, each game's
 * (`games/<id>/strings.ts`), the account pages' (`account/strings.ts`), blocking and reporting (`online/safety/strings.ts`), and tournaments (`online/tournaments/strings.ts`). A key belongs to one set only (test/i18n.test.ts checks it).
 */
export const MESSAGE_SETS = [APP_MESSAGES, escobaWords, briscaWords, accountWords, safetyWords, tournamentWords] as const;

type KeyOf<Set> = Set extends Words<infer Key> ? Key : never;

/** Any key of the app's words, the shell's or a game's: `t('…')` is type-checked against it everywhere. */
export type MessageKey = KeyOf<(typeof MESSAGE_SETS)[number]>;

/** The app's every message by language: the sets above, merged. */
export const MESSAGES = Object.fromEntries(LANGS.map((lang) => [lang, Object.assign({}, ...MESSAGE_SETS.map((set) => set[lang]))])) as Readonly<
  Record<Lang, Readonly<Record<MessageKey, string>>>
>;
