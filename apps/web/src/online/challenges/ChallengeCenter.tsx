import { useEffect, useState, type ReactNode } from 'react';
import type { ChallengeInfo, Seating } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { profileHref } from '../safety/identity.js';
import { NAME_SLOT, Named } from '../../ui/SeatName.js';
import { useChallengeWords } from './useChallengeWords.js';
import { useChallenges } from './useChallenges.js';
import './challenges.css';

/** "NAME challenges you: TABLE" (or the challenger's "Waiting for NAME…"), the table with every rule in one line. */
function ChallengeText({ challenge, incoming, name }: { readonly challenge: ChallengeInfo; readonly incoming: boolean; readonly name: ReactNode }) {
  const i18n = useI18n();
  const table = useChallengeWords(challenge.config);
  return (
    <span data-testid="challenge-table">
      <Named text={i18n.t(incoming ? 'challenge.incoming' : 'challenge.outgoing', { name: NAME_SLOT, table })} name={name} />
    </span>
  );
}

/**
 * The page's open challenges, on every screen while an account is logged in: those to the account (accept, decline)
 * and from it (cancel), each with the time left, and why one ended. An accepted challenge opens its table
 * (`onSeated`, as quick play's seat does).
 */
export function ChallengeCenter({ onSeated }: { readonly onSeated: (seating: Seating) => void }) {
  const i18n = useI18n();
  const { state: account } = useAccount();
  const { client, state } = useChallenges();
  const loggedIn = account.status === 'ready' && account.account !== null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (loggedIn) client.open();
    else client.close();
  }, [client, loggedIn]);
  useEffect(() => {
    if (state.seated === null) return;
    const seating = state.seated;
    client.forgetSeat();
    onSeated(seating);
  }, [client, state.seated, onSeated]);
  const open = state.incoming.length + state.outgoing.length;
  useEffect(() => {
    if (open === 0) return;
    // The clock read now, not when the panel was first drawn: the time left is right from its first second.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [open]);

  if (!loggedIn || (open === 0 && state.ended.length === 0 && state.error === null)) return null;
  const left = (c: ChallengeInfo) => i18n.t('challenge.left', { seconds: Math.max(0, Math.ceil((c.expiresAt - now) / 1000)) });
  const name = (p: ChallengeInfo['from']) => (
    <a href={profileHref(p.name)} className="player-link">
      {p.name}
      {p.bot && <span className="tag bot-account-tag"> {i18n.t('safety.bot')}</span>}
    </a>
  );
  return (
    <aside className="challenge-center" aria-label={i18n.t('challenge.panel')} aria-live="polite" data-testid="challenge-center">
      {state.incoming.map((c) => (
        <div key={c.id} className="challenge-item" data-testid="challenge-incoming">
          <p>
            <ChallengeText challenge={c} incoming name={name(c.from)} />{' '}
            <span className="muted">{left(c)}</span>
          </p>
          <div className="challenge-buttons">
            <button type="button" className="primary" onClick={() => client.answer('accept', c.id)} data-testid="challenge-accept">
              {i18n.t('challenge.accept')}
            </button>
            <button type="button" onClick={() => client.answer('decline', c.id)} data-testid="challenge-decline">
              {i18n.t('challenge.decline')}
            </button>
          </div>
        </div>
      ))}
      {state.outgoing.map((c) => (
        <div key={c.id} className="challenge-item" data-testid="challenge-outgoing">
          <p>
            <ChallengeText challenge={c} incoming={false} name={name(c.to)} />{' '}
            <span className="muted">{left(c)}</span>
          </p>
          <div className="challenge-buttons">
            <button type="button" onClick={() => client.answer('cancel', c.id)} data-testid="challenge-cancel">
              {i18n.t('challenge.cancel')}
            </button>
          </div>
        </div>
      ))}
      {state.ended.map((e) => (
        <div key={e.id} className="challenge-item challenge-ended" role="status" data-testid="challenge-ended" data-reason={e.reason}>
          <p>{e.reason === 'failed' ? i18n.t('challenge.failed', { message: e.message }) : i18n.t(`challenge.${e.reason}` as MessageKey)}</p>
          <button type="button" onClick={() => client.dismiss(e.id)}>
            {i18n.t('challenge.dismiss')}
          </button>
        </div>
      ))}
      {state.error !== null && (
        <div className="challenge-item challenge-ended" role="alert" data-testid="challenge-error">
          <p>{i18n.t('challenge.refused', { message: state.error })}</p>
          <button type="button" onClick={() => client.dismissError()}>
            {i18n.t('challenge.dismiss')}
          </button>
        </div>
      )}
    </aside>
  );
}
