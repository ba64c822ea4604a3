import { useI18n } from '../i18n/I18n.js';
import { useAccount } from './AccountContext.js';
import { AccountPage } from './AccountPage.js';
import { LoginPage } from './LoginPage.js';
import { SignupPage } from './SignupPage.js';
import './account.css';

export const ACCOUNT_SCREENS = ['login', 'signup', 'account'] as const;
export type AccountScreenName = (typeof ACCOUNT_SCREENS)[number];

/**
 * The account's screens by URL (`#/login`, `#/signup`, `#/account`): with an account, the log-in and sign-up
 * URLs show the account's page, and without one the account's URL shows log in; without an account server, a
 * note that accounts need it.
 */
export function AccountScreen({ screen, onDone }: { screen: AccountScreenName; onDone: () => void }) {
  const i18n = useI18n();
  const { state } = useAccount();
  if (state.status !== 'ready') {
    return (
      <main className="new-game account-page" data-testid="account-unavailable">
        <h1>{screen === 'signup' ? i18n.t('account.signupTitle') : i18n.t('account.loginTitle')}</h1>
        <p className={state.status === 'loading' ? 'muted' : 'notice'} role="status">
          {state.status === 'loading' ? i18n.t('account.loading') : i18n.t('account.unavailable')}
        </p>
      </main>
    );
  }
  if (state.account !== null) return <AccountPage key={state.account.id} account={state.account} onLoggedOut={onDone} />;
  return screen === 'signup' ? <SignupPage onDone={onDone} /> : <LoginPage onDone={onDone} />;
}
