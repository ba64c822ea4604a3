import type { OnlineList, OnlinePerson } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { PlayerName } from '../challenges/PlayerName.js';
import { IdentityMark } from '../safety/IdentityMark.js';
import { profileHref } from '../safety/identity.js';
import './online-people.css';

export interface OnlinePeopleProps {
  readonly people: OnlineList;
  /** The viewer's account name (Challenge is offered to the others), or null for a guest. */
  readonly me: string | null;
  readonly onWatch: (code: string) => void;
}

/**
 * online22: who is online, as the server lists it (accounts by name, at most a hundred, the others and the guests
 * counted): each name linked to the profile, BOT for a bot account, what they are doing, their rating where they
 * play, Watch when their game may be watched, and Challenge (the profile's form) for a signed-in viewer.
 */
export function OnlinePeople({ people, me, onWatch }: OnlinePeopleProps) {
  const i18n = useI18n();
  return (
    <div className="online-people" data-testid="online-people">
      {people.listed.length === 0 ? (
        <p className="muted">{i18n.t('online.nobody')}</p>
      ) : (
        <ul className="online-list">
          {people.listed.map((p) => (
            <PersonRow key={p.name} person={p} me={me} onWatch={onWatch} />
          ))}
        </ul>
      )}
      {(people.more > 0 || people.guests > 0) && (
        <p className="muted online-counts" data-testid="online-counts">
          {[people.more > 0 ? i18n.t('online.more', { n: people.more }) : null, people.guests > 0 ? i18n.t('online.guests', { n: people.guests }) : null].filter((x) => x !== null).join(' · ')}
        </p>
      )}
    </div>
  );
}

function PersonRow({ person: p, me, onWatch }: { readonly person: OnlinePerson } & Pick<OnlinePeopleProps, 'me' | 'onWatch'>) {
  const i18n = useI18n();
  const seat = { name: p.name, bot: null, account: true as const, ...(p.bot ? { botAccount: true as const } : {}) };
  return (
    <li className="online-person" data-testid={`online-${p.name}`} data-doing={p.doing}>
      <span className="online-who">
        <PlayerName seat={seat}>{p.name}</PlayerName> {p.bot && <IdentityMark seat={seat} />}
      </span>
      <span className="online-doing muted">
        {i18n.t(`online.doing.${p.doing}`)}
        {p.rating && ` · ${i18n.t(p.rating.provisional ? 'online.provisional' : 'online.rating', { rating: p.rating.rating })}`}
      </span>
      <span className="online-actions">
        {p.watch !== undefined && (
          <button type="button" onClick={() => onWatch(p.watch!)} aria-label={i18n.t('online.watchName', { name: p.name })} data-testid={`online-watch-${p.name}`}>
            {i18n.t('lobby.watch')}
          </button>
        )}
        {me !== null && me !== p.name && (
          <a className="online-challenge" href={profileHref(p.name)} aria-label={i18n.t('online.challengeName', { name: p.name })}>
            {i18n.t('online.challenge')}
          </a>
        )}
      </span>
    </li>
  );
}
