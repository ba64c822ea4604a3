import { LIMITS, nameProblem } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';

/**
 * Why a typed name cannot be sent yet, in the person's language, or null: the protocol's own name rules (length,
 * invisible characters, a visible letter or digit). Look-alikes of the app's words or of a seated player's name
 * need the server's confusables table: the server refuses them (`BadName`) and the form shows its error.
 */
export function nameHint(i18n: I18n, typed: string): string | null {
  switch (nameProblem(typed.trim())) {
    case null:
      return null;
    case 'empty':
      return i18n.t('online.needName');
    case 'tooLong':
    case 'tooLarge':
      return i18n.t('online.nameTooLong', { max: LIMITS.maxNameChars });
    case 'control':
    case 'invisible':
    case 'format':
      return i18n.t('online.nameHidden');
    case 'noLetter':
      return i18n.t('online.nameNoLetter');
  }
}
