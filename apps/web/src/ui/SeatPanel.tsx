import type { Seat } from '@escoba/engine';
import { useI18n } from '../i18n/I18n.js';
import type { ReactNode } from 'react';
import { useSeatNames } from './seat-names.js';
import { CardBack } from '../cards/CardFace.js';

export interface SeatInfo {
  readonly seat: Seat;
  readonly handCount: number;
  readonly pileCount: number;
  readonly escobas: number;
  readonly isDealer: boolean;
  readonly onTurn: boolean;
  readonly thinking: boolean;
  readonly partner: boolean;
  readonly level?: string;
  /** More about the seat (online: presence, a bot playing for an absent player). */
  readonly extra?: ReactNode;
}

/** Another seat: name, level, partner, dealer and turn markers, card backs with the count, and its pile. */
export function SeatPanel({ info, onOpenPile, children, className = '' }: { info: SeatInfo; onOpenPile: () => void; children?: ReactNode; className?: string }) {
  const i18n = useI18n();
  const name = useSeatNames().name(info.seat);
  return (
    <section className={`seat ${info.onTurn ? 'on-turn' : ''} ${info.partner ? 'partner' : ''} ${className}`} aria-label={name} data-testid={`seat-${info.seat}`}>
      <header>
        <strong>{name}</strong>
        {info.level && <span className="level">{info.level}</span>}
        {info.extra}
        {info.partner && <span className="tag partner-tag">{i18n.t('partner')}</span>}
        {info.isDealer && <span className="tag dealer-tag">◆ {i18n.t('dealer')}</span>}
        {info.onTurn && <span className="tag turn-tag">▶ {info.thinking ? i18n.t('thinking', { name }) : i18n.t('onTurn')}</span>}
      </header>
      <div className="backs" aria-label={i18n.t('cardsInHand', { n: info.handCount })} role="img">
        {Array.from({ length: info.handCount }, (_, i) => (
          <span className="card back" key={i}>
            <CardBack />
          </span>
        ))}
        {info.handCount > 0 && <span className="count">{info.handCount}</span>}
      </div>
      <button type="button" className="pile-button" onClick={onOpenPile} aria-label={`${i18n.t('openPile', { name })}: ${info.pileCount}`}>
        {i18n.t('taken', { n: info.pileCount })}
        {info.escobas > 0 && <span className="escobas"> · {i18n.t('escobasCount', { n: info.escobas })}</span>}
      </button>
      {children}
    </section>
  );
}
