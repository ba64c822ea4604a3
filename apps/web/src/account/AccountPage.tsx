import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import type { Account } from './api.js';
import { useAccount } from './AccountContext.js';
import { Field } from './Field.js';
import { failedField, failureSentence } from './failure-words.js';
import { checkPasswordChange, firstError, type FormErrors } from './check-form.js';
import { memberSinceDate } from './member-since.js';
import { PASSWORD_CHARS } from './rules.js';
import { BlockedList } from '../online/safety/BlockedList.js';

type PasswordField = 'current' | 'next' | 'again';
const ORDER: readonly PasswordField[] = ['current', 'next', 'again'];

/** The account's page: its name and since when, a new password, logging out here or everywhere. */
export function AccountPage({ account: shown, onLoggedOut }: { account: Account; onLoggedOut: () => void }) {
  const i18n = useI18n();
  const account = useAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState({ current: '', next: '', again: '' });
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const focus = (field: PasswordField) => document.getElementById(`password-${field}`)?.focus();
  useEffect(() => heading.current?.focus(), []);
  const set = (field: PasswordField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const showErrors = (found: FormErrors<PasswordField>) => {
    setErrors(found);
    const first = firstError(ORDER, found);
    if (first !== null) focus(first);
  };

  const change = async () => {
    setFailure(null);
    setChanged(false);
    const found = checkPasswordChange(i18n, form);
    showErrors(found);
    if (firstError(ORDER, found) !== null) return;
    setBusy(true);
    const outcome = await account.changePassword(form.current, form.next);
    setBusy(false);
    if (outcome.ok) {
      setForm({ current: '', next: '', again: '' });
      setChanged(true);
      return;
    }
    const sentence = failureSentence(i18n, outcome.failure, 'password');
    const field = failedField(outcome.failure, 'password');
    if (field === 'current' || field === 'next') showErrors({ [field]: sentence });
    else if (field === 'password') showErrors({ next: sentence });
    else setFailure(sentence);
  };

  const end = async (everywhere: boolean) => {
    setFailure(null);
    setBusy(true);
    const outcome = await (everywhere ? account.logoutEverywhere() : account.logout());
    setBusy(false);
    if (outcome.ok) onLoggedOut();
    else setFailure(failureSentence(i18n, outcome.failure, 'session'));
  };

  return (
    <main className="new-game account-page" data-testid="account-page">
      <h1 ref={heading} tabIndex={-1}>
        {i18n.t('account.page')}
      </h1>
      <p className="account-name" data-testid="account-name">
        <strong>{shown.name}</strong>
      </p>
      <p data-testid="member-since">{i18n.t('account.memberSince', { date: memberSinceDate(i18n.lang, shown.createdAt) })}</p>

      <form
        className="account-form"
        noValidate
        aria-labelledby="change-password-heading"
        onSubmit={(e) => {
          e.preventDefault();
          void change();
        }}
      >
        <h2 id="change-password-heading">{i18n.t('account.changePassword')}</h2>
        {/* The name, for password managers: which account's password this is. */}
        <input type="text" name="username" autoComplete="username" value={shown.name} readOnly hidden />
        <Field id="password-current" label={i18n.t('account.currentPassword')} type="password" value={form.current} onChange={set('current')} autoComplete="current-password" error={errors.current} />
        <Field id="password-next" label={i18n.t('account.newPassword')} type="password" value={form.next} onChange={set('next')} autoComplete="new-password" help={i18n.t('account.passwordHelp', PASSWORD_CHARS)} error={errors.next} />
        <Field id="password-again" label={i18n.t('account.newPasswordAgain')} type="password" value={form.again} onChange={set('again')} autoComplete="new-password" error={errors.again} />
        <div role="status" data-testid="password-changed">
          {changed ? i18n.t('account.passwordChanged') : null}
        </div>
        <button type="submit" className="primary" disabled={busy} data-testid="password-submit">
          {i18n.t('account.changePassword')}
        </button>
      </form>

      <BlockedList />
      <section className="account-sessions" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="sr-only">
          {i18n.t('account.logout')}
        </h2>
        <div className="buttons">
          <button type="button" disabled={busy} onClick={() => void end(false)} data-testid="account-logout">
            {i18n.t('account.logout')}
          </button>
          <button type="button" disabled={busy} onClick={() => void end(true)} aria-describedby="logout-all-help" data-testid="account-logout-all">
            {i18n.t('account.logoutAll')}
          </button>
        </div>
        <p id="logout-all-help" className="help">
          {i18n.t('account.logoutAllHelp')}
        </p>
      </section>
      <div role="alert" className="error" data-testid="account-error">
        {failure}
      </div>
    </main>
  );
}
