import { useEffect, useState } from 'react';
import type { BlockedPlayer } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { memberSinceDate } from '../../account/member-since.js';
import { safetyFailureKey } from './failure.js';
import { profileHref } from './identity.js';
import { SafetyClient } from './safety-client.js';
import './safety.css';

/** The account page's list of blocked players, each with Unblock. */
export function BlockedList() {
  const i18n = useI18n();
  const [client] = useState(() => new SafetyClient());
  const [blocks, setBlocks] = useState<readonly BlockedPlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void client.blocks().then((list) => live && setBlocks(list ?? []));
    return () => {
      live = false;
    };
  }, [client]);

  const unblock = async (b: BlockedPlayer) => {
    setError(null);
    const outcome = await client.unblock(b.account);
    if (outcome.ok) setBlocks((now) => (now ?? []).filter((x) => x.account !== b.account));
    else setError(i18n.t(safetyFailureKey(outcome.failure)));
  };

  return (
    <section className="account-form blocked-list" aria-labelledby="blocked-heading" data-testid="blocked-list">
      <h2 id="blocked-heading">{i18n.t('safety.blockedTitle')}</h2>
      {blocks !== null && blocks.length === 0 && <p className="muted">{i18n.t('safety.noBlocked')}</p>}
      {blocks !== null && blocks.length > 0 && (
        <ul>
          {blocks.map((b) => (
            <li key={b.account} data-testid="blocked-player">
              <a href={profileHref(b.name)}>{b.name}</a>
              <span className="muted">{i18n.t('safety.blockedSince', { date: memberSinceDate(i18n.lang, b.since) })}</span>
              <button type="button" onClick={() => void unblock(b)} data-testid={`unblock-account-${b.name}`}>
                {i18n.t('safety.unblock', { name: b.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
