import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { useAccount } from './AccountContext.js';
import { failureSentence } from './failure-words.js';
import './account.css';

/**
 * The header's account part: "Sign in" for a guest; for an account its name, a button opening a small menu (its
 * page, log out). Nothing without an account server. The menu is a disclosure: Tab moves through it, Escape
 * closes it and gives focus back to the button.
 */
export function AccountMenu({ onLoggedOut }: { onLoggedOut: () => void }) {
  const i18n = useI18n();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  if (account.state.status !== 'ready') return null;
  const me = account.state.account;
  if (me === null) {
    return (
      <a className="account-sign-in" href="#/login" data-testid="sign-in">
        {i18n.t('account.signIn')}
      </a>
    );
  }

  const logout = async () => {
    setError(null);
    const outcome = await account.logout();
    if (!outcome.ok) return setError(failureSentence(i18n, outcome.failure, 'session'));
    setOpen(false);
    onLoggedOut();
  };

  return (
    <div className="account-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls="account-menu-list"
        aria-label={i18n.t('account.menu', { name: me.name })}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu"
      >
        <span className="account-menu-name" data-testid="account-menu-name">
          {me.name}
        </span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul id="account-menu-list" className="account-menu-list" hidden={!open}>
        <li>
          <a href="#/account" onClick={() => setOpen(false)} data-testid="menu-account">
            {i18n.t('account.page')}
          </a>
        </li>
        <li>
          <a href={`#/players/${encodeURIComponent(me.name)}`} onClick={() => setOpen(false)} data-testid="menu-profile">
            {i18n.t('account.profile')}
          </a>
        </li>
        <li>
          <a href="#/leaderboard" onClick={() => setOpen(false)} data-testid="menu-leaderboard">
            {i18n.t('leaderboard.title')}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void logout()} data-testid="menu-logout">
            {i18n.t('account.logout')}
          </button>
        </li>
        {error && (
          <li role="alert" className="error">
            {error}
          </li>
        )}
      </ul>
    </div>
  );
}
