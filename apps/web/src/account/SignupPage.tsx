import { useEffect, useState } from 'react';
import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { useAccount } from './AccountContext.js';
import { AccountForm } from './AccountForm.js';
import { Field } from './Field.js';
import { failedField, failureSentence } from './failure-words.js';
import { checkSignup, firstError, type FormErrors } from './check-form.js';
import { PASSWORD_CHARS } from './rules.js';

type SignupField = 'name' | 'password' | 'again';
const ORDER: readonly SignupField[] = ['name', 'password', 'again'];

/** Sign up: a name (today's name rules, said before sending), a password typed twice; the seats this browser holds go with it. */
export function SignupPage({ onDone }: { onDone: () => void }) {
  const i18n = useI18n();
  const account = useAccount();
  const [form, setForm] = useState({ name: '', password: '', again: '' });
  const [errors, setErrors] = useState<FormErrors<SignupField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = (field: SignupField) => document.getElementById(`signup-${field}`)?.focus();
  useEffect(() => focus('name'), []);
  const set = (field: SignupField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const showErrors = (found: FormErrors<SignupField>) => {
    setErrors(found);
    const first = firstError(ORDER, found);
    if (first !== null) focus(first);
  };

  const submit = async () => {
    setFailure(null);
    const found = checkSignup(i18n, form);
    showErrors(found);
    if (firstError(ORDER, found) !== null) return;
    setBusy(true);
    const outcome = await account.signup(form.name.trim(), form.password);
    setBusy(false);
    if (outcome.ok) return onDone();
    const sentence = failureSentence(i18n, outcome.failure, 'signup');
    const field = failedField(outcome.failure, 'signup');
    if (field === 'name' || field === 'password') showErrors({ [field]: sentence });
    else setFailure(sentence);
  };

  return (
    <main className="new-game account-page" data-testid="signup-page">
      <h1>{i18n.t('account.signupTitle')}</h1>
      <p>{i18n.t('account.intro')}</p>
      <AccountForm
        id="signup"
        fields={
          <>
            <Field id="signup-name" label={i18n.t('account.name')} type="text" value={form.name} onChange={set('name')} autoComplete="username" maxLength={LIMITS.maxNameChars} help={i18n.t('account.nameHelp')} error={errors.name} />
            <Field id="signup-password" label={i18n.t('account.password')} type="password" value={form.password} onChange={set('password')} autoComplete="new-password" help={i18n.t('account.passwordHelp', PASSWORD_CHARS)} error={errors.password} />
            <Field id="signup-again" label={i18n.t('account.passwordAgain')} type="password" value={form.again} onChange={set('again')} autoComplete="new-password" error={errors.again} />
          </>
        }
        failure={failure}
        busy={busy}
        submitLabel={i18n.t('account.signupSubmit')}
        onSubmit={() => void submit()}
        other={{ question: i18n.t('account.haveAccount'), label: i18n.t('account.toLogin'), href: '#/login' }}
      />
    </main>
  );
}
