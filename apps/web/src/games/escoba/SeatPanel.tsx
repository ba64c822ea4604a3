import type { Seat } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import type { ReactNode } from 'react';
import { useSeatNames } from '../../ui/seat-names.js';
import { SeatName } from '../../ui/SeatName.js';
import { CardBack } from '../../cards/CardFace.js';

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

/**
 * A seat's won pile as a face-down pile with its count, and its escobas; opens the pile's cards. On a phone and in
 * the narrow seats of six players the count sits on the pile, the words go (the button's name keeps them) and the
 * escobas are short ("Esc. 1"), so the seat never gets wider or taller with what it won (ui/table-fit.css).
 */
export function PileButton({ label, count, escobas, onOpen }: { label: string; count: number; escobas: number; onOpen: () => void }) {
  const i18n = useI18n();
  return (
    <button type="button" className="pile-button" onClick={onOpen} aria-label={`${label}: ${count}`}>
      <span className={`pile ${count === 0 ? 'empty' : ''}`} aria-hidden="true">
        {count > 0 && <CardBack />}
        <span className="pile-count">{count}</span>
      </span>
      <span className="pile-words">{i18n.t('taken', { n: count })}</span>
      {escobas > 0 && (
        <span className="escobas" title={i18n.t('escobasCount', { n: escobas })}>
          <span className="escobas-words">{i18n.t('escobasCount', { n: escobas })}</span>
          <span className="escobas-short" aria-hidden="true">
            {i18n.t('escobasShort', { n: escobas })}
          </span>
        </span>
      )}
    </button>
  );
}

/**
 * Another seat: name, level, partner, dealer and turn markers, its hand as card backs with the count, its won
 * pile, and (children) its last play. On a phone the markers keep their symbols and say their words to screen
 * readers only.
 */
export function SeatPanel({ info, onOpenPile, children, className = '' }: { info: SeatInfo; onOpenPile: () => void; children?: ReactNode; className?: string }) {
  const i18n = useI18n();
  const name = useSeatNames().name(info.seat);
  const classes = ['seat', info.onTurn ? 'on-turn' : '', info.partner ? 'partner' : '', className];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-label={name} data-testid={`seat-${info.seat}`}>
      <header>
        <strong className="seat-name" title={name}>
          <SeatName seat={info.seat} />
        </strong>
        {info.level && <span className="level">{info.level}</span>}
        {info.extra}
        {info.partner && <span className="tag partner-tag">{i18n.t('partner')}</span>}
        {info.isDealer && (
          <span className="tag dealer-tag" title={i18n.t('dealer')}>
            ◆<span className="tag-word"> {i18n.t('dealer')}</span>
          </span>
        )}
        {info.onTurn && (
          <span className="tag turn-tag">
            ▶<span className="tag-word"> {info.thinking ? i18n.t('thinking', { name }) : i18n.t('onTurn')}</span>
          </span>
        )}
      </header>
      <div className="seat-cards">
        <div className="backs" aria-label={i18n.t('cardsInHand', { n: info.handCount })} role="img">
          {Array.from({ length: info.handCount }, (_, i) => (
            <span className="card back" key={i}>
              <CardBack />
            </span>
          ))}
          {info.handCount > 0 && <span className="count">{info.handCount}</span>}
        </div>
        <PileButton label={i18n.t('openPile', { name })} count={info.pileCount} escobas={info.escobas} onOpen={onOpenPile} />
      </div>
      {children}
    </section>
  );
}
