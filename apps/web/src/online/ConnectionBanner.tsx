import { useI18n } from '../i18n/I18n.js';
import { refusal } from './errors.js';
import type { OnlineSession, OnlineSnapshot } from './session.js';

/**
 * While the socket is not open: "reconnecting" (or "cannot reach the server" before it ever opened), both of which
 * retry by themselves; or, when the server refused the connection, why, with a button to try again (nothing else
 * retries then). Nothing while connected.
 */
export function ConnectionBanner({ session, snapshot }: { session: OnlineSession; snapshot: OnlineSnapshot }) {
  const i18n = useI18n();
  if (snapshot.status === 'open') return null;
  if (snapshot.refused) {
    return (
      <p className="banner" role="alert" data-testid="refused">
        <span>{refusal(i18n, snapshot.refused)}</span>{' '}
        <button type="button" onClick={() => session.reconnect()} data-testid="refused-retry">
          {i18n.t('online.tryAgain')}
        </button>
      </p>
    );
  }
  return (
    <p className="banner" role="alert" data-testid="reconnecting">
      {snapshot.everOpen ? i18n.t('online.reconnecting') : i18n.t('online.unreachable', { host: location.host })}
    </p>
  );
}
