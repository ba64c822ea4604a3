import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';
import './profile-link.css';

/**
 * A player's name as a link to their profile (`href`: `#/players/NAME`). At a table in play (`newTab`) the profile
 * opens in a new tab, so the game stays where it is; its accessible name is the name shown, then that it opens a
 * profile in a new tab. Only the link's colour and underline are its own: it takes no more room than the name.
 */
export function ProfileLink({ href, name, newTab = false, testId, children }: { readonly href: string; readonly name: string; readonly newTab?: boolean; readonly testId?: string; readonly children?: ReactNode }) {
  const i18n = useI18n();
  return (
    <a
      className={newTab ? 'player-link table-player-link' : 'player-link'}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener', 'aria-label': i18n.t('names.profileNewTab', { name }) } : {})}
      data-testid={testId}
    >
      {children ?? name}
    </a>
  );
}
