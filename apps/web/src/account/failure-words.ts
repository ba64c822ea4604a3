import type { I18n } from '../i18n/translator.js';
import type { AccountFailure, AccountField } from './api.js';
import { PASSWORD_CHARS } from './rules.js';

/**
 * A failed request in the person's language, from its status and field alone: the server's body is an English
 * sentence, never shown. `wrongPassword` on the password form means the current password.
 */
export function failureSentence(i18n: I18n, failure: AccountFailure, form: 'login' | 'signup' | 'password' | 'session'): string {
  switch (failure.kind) {
    case 'wrongPassword':
      return form === 'password' ? i18n.t('account.error.wrongCurrent') : i18n.t('account.error.wrong');
    case 'tooMany':
      return failure.retryAfter === null ? i18n.t('account.error.tooManyLater') : i18n.t('account.error.tooMany', { seconds: failure.retryAfter });
    case 'signedOut':
      return i18n.t('account.error.signedOut');
    case 'refused':
      return i18n.t('account.error.refused');
    case 'unreachable':
      return i18n.t('account.error.unreachable');
    case 'server':
      return i18n.t('account.error.server', { status: failure.status });
    case 'field':
      return fieldSentence(i18n, failure.field);
  }
}

/** The server refused a field: a name it will not give (taken, or too like another), or a password's length. */
function fieldSentence(i18n: I18n, field: AccountField): string {
  if (field === 'name') return i18n.t('account.error.nameRefused');
  if (field === 'current') return i18n.t('account.error.wrongCurrent');
  return i18n.t('account.error.passwordLength', PASSWORD_CHARS);
}

/** Which input a failure belongs to, so the page marks that one (`aria-invalid`) and puts focus on it. */
export const failedField = (failure: AccountFailure, form: 'login' | 'signup' | 'password'): AccountField | null => {
  if (failure.kind === 'field') return failure.field;
  if (failure.kind === 'wrongPassword') return form === 'password' ? 'current' : 'password';
  return null;
};
