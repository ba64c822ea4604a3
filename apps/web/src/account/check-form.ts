import { nameProblem } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';
import { nameHint } from '../online/name-hint.js';
import { passwordLengthOk, PASSWORD_CHARS } from './rules.js';

/** What the page finds wrong before sending, by field; the server checks again (and what only it can: a name taken). */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

export function checkSignup(i18n: I18n, form: { name: string; password: string; again: string }): FormErrors<'name' | 'password' | 'again'> {
  const errors: FormErrors<'name' | 'password' | 'again'> = {};
  if (nameProblem(form.name.trim()) !== null) errors.name = nameHint(i18n, form.name) ?? undefined;
  if (!passwordLengthOk(form.password)) errors.password = i18n.t('account.error.passwordLength', PASSWORD_CHARS);
  else if (form.again !== form.password) errors.again = i18n.t('account.error.passwordsDiffer');
  return errors;
}

export function checkPasswordChange(i18n: I18n, form: { current: string; next: string; again: string }): FormErrors<'current' | 'next' | 'again'> {
  const errors: FormErrors<'current' | 'next' | 'again'> = {};
  if (form.current === '') errors.current = i18n.t('account.error.wrongCurrent');
  if (!passwordLengthOk(form.next)) errors.next = i18n.t('account.error.passwordLength', PASSWORD_CHARS);
  else if (form.again !== form.next) errors.again = i18n.t('account.error.passwordsDiffer');
  return errors;
}

/** The first field with an error, in the form's order, to put focus on. */
export const firstError = <Field extends string>(order: readonly Field[], errors: FormErrors<Field>): Field | null => order.find((f) => errors[f] !== undefined) ?? null;
