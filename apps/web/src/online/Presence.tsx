import type { SeatInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';

/**
 * Whether a seat's player is connected: a filled or hollow dot plus the word, so it never relies on colour.
 * Bot seats have no presence; a substitute bot playing for an absent player is said too. `hideConnection`: only
 * say what the seat is (the lobby API does not tell who is connected).
 */
export function PresenceMark({ seat, connected, hideConnection = false }: { seat: SeatInfo; connected: boolean; hideConnection?: boolean }) {
  const i18n = useI18n();
  // The level inside a phrase ("computer, easy"), not as a title ("Easy").
  if (seat.bot) return <span className="tag bot-tag">{i18n.t('online.bot', { level: i18n.t(`level.${seat.bot}` as MessageKey).toLocaleLowerCase(i18n.lang) })}</span>;
  if (seat.name === null) return <span className="tag free-tag">{i18n.t('online.freeSeat')}</span>;
  if (hideConnection) return null;
  return (
    <>
      <span className={`presence ${connected ? 'on' : 'off'}`} data-testid={`presence-${seat.seat}`} data-connected={connected}>
        <span aria-hidden="true">{connected ? '●' : '○'}</span> {i18n.t(connected ? 'online.connected' : 'online.away')}
      </span>
      {seat.substitute && <span className="tag">{i18n.t('online.substitute')}</span>}
    </>
  );
}
