import { useI18n } from '../../i18n/I18n.js';
import { identityOf, profileHref } from './identity.js';
import './safety.css';

/**
 * The small mark beside a seat's name: "account" (a link to the player's profile), "guest", or BOT for a bot
 * account. On a phone's crowded table the words of account and guest are read aloud but not shown (`tag-word`).
 * `compact` (the seats around a game in play, where room is short): the account's tick alone (its words in its
 * label), BOT, and no mark for a guest — a seat without the tick is a guest's.
 */
export function IdentityMark({ seat, compact = false }: { seat: { readonly seat?: number; readonly name: string | null; readonly bot?: unknown; readonly account?: true }; compact?: boolean }) {
  const i18n = useI18n();
  const identity = identityOf(seat);
  const name = seat.name ?? '';
  const testId = seat.seat === undefined ? undefined : `identity-${seat.seat}`;
  if (identity === null) return null;
  if (identity === 'bot')
    return (
      <a className="tag identity-tag bot-account-tag" href={profileHref(name)} title={i18n.t('safety.botTitle', { name })} data-testid={testId} data-identity="bot">
        {i18n.t('safety.bot')}
      </a>
    );
  if (identity === 'account' && compact)
    return (
      <a className="tag identity-tag account-tag" href={profileHref(name)} title={i18n.t('safety.accountTitle', { name })} aria-label={i18n.t('safety.accountTitle', { name })} data-testid={testId} data-identity="account">
        ✓
      </a>
    );
  if (identity === 'account')
    return (
      <a className="tag identity-tag account-tag" href={profileHref(name)} title={i18n.t('safety.accountTitle', { name })} data-testid={testId} data-identity="account">
        <span aria-hidden="true">✓</span>
        <span className="tag-word"> {i18n.t('safety.account')}</span>
      </a>
    );
  if (compact) return null;
  return (
    <span className="tag identity-tag guest-tag" title={i18n.t('safety.guestTitle', { name })} data-testid={testId} data-identity="guest">
      <span className="tag-word">{i18n.t('safety.guest')}</span>
    </span>
  );
}
