import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { useAccount } from './AccountContext.js';
import { AccountForm } from './AccountForm.js';
import { Field } from './Field.js';
import { failureSentence } from './failure-words.js';

/** Log in: a name and a password; a wrong pair is one sentence that never says which was wrong. */
export function LoginPage({ onDone }: { onDone: () => void }) {
  const i18n = useI18n();
  const account = useAccount();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const outcome = await account.login(name.trim(), password);
    setBusy(false);
    if (outcome.ok) return onDone();
    setError(failureSentence(i18n, outcome.failure, 'login'));
    setPassword('');
    passwordRef.current?.focus();
  };

  return (
    <main className="new-game account-page" data-testid="login-page">
      <h1>{i18n.t('account.loginTitle')}</h1>
      <AccountForm
        id="login"
        fields={
          <>
            <Field ref={nameRef} id="login-name" label={i18n.t('account.name')} type="text" value={name} onChange={setName} autoComplete="username" maxLength={LIMITS.maxNameChars} />
            <Field ref={passwordRef} id="login-password" label={i18n.t('account.password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" />
          </>
        }
        failure={error}
        busy={busy}
        submitLabel={i18n.t('account.loginSubmit')}
        onSubmit={() => void submit()}
        other={{ question: i18n.t('account.noAccount'), label: i18n.t('account.toSignup'), href: '#/signup' }}
      />
    </main>
  );
}
