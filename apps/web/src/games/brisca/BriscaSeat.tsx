import type { ReactNode } from 'react';
import type { Card } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { SeatName } from '../../ui/SeatName.js';
import { CardBack } from '../../cards/CardFace.js';
import { CardImage } from '../../ui/CardButton.js';
import { cardLabel } from './labels.js';

export interface BriscaSeatInfo {
  readonly seat: number;
  readonly handCount: number;
  /** Cards of this hand the person may see: a partner's whole hand (Alcalde), the trump card picked up. */
  readonly known: readonly Card[];
  readonly trumpSuit: number | null;
  readonly isDealer: boolean;
  readonly isAlcalde: boolean;
  /** Leads the current trick (mano). */
  readonly leads: boolean;
  readonly onTurn: boolean;
  readonly thinking: boolean;
  readonly partner: boolean;
  readonly level?: string;
  readonly extra?: ReactNode;
}

/** The tags by a seat's name: the Alcalde, a partner, the dealer, who leads, who is on turn. */
export function SeatTags({ info, name }: { info: Omit<BriscaSeatInfo, 'handCount' | 'known' | 'trumpSuit' | 'seat'>; name: string }) {
  const i18n = useI18n();
  return (
    <>
      {info.isAlcalde && <span className="tag alcalde-tag">♛ {i18n.t('brisca.alcalde')}</span>}
      {info.partner && <span className="tag partner-tag">{i18n.t('partner')}</span>}
      {info.isDealer && !info.isAlcalde && <span className="tag dealer-tag">◆ {i18n.t('dealer')}</span>}
      {info.leads && <span className="tag lead-tag">{i18n.t('brisca.leads')}</span>}
      {info.onTurn && <span className="tag turn-tag">▶ {info.thinking ? i18n.t('thinking', { name }) : i18n.t('onTurn')}</span>}
    </>
  );
}

/**
 * Another seat at a Brisca table: name, level and tags, the cards in hand (backs, and face up the ones this seat
 * may see), and its pile of won tricks.
 */
export function BriscaSeat({ info, className = '', pile }: { info: BriscaSeatInfo; className?: string; pile: ReactNode }) {
  const name = useSeatNames().name(info.seat);
  return (
    <section className={`seat brisca-seat ${info.onTurn ? 'on-turn' : ''} ${info.partner ? 'partner' : ''} ${info.isAlcalde ? 'is-alcalde' : ''} ${className}`} aria-label={name} data-testid={`seat-${info.seat}`}>
      <header>
        <strong className="seat-name" title={name}>
          <SeatName seat={info.seat} />
        </strong>
        {info.level && <span className="level">{info.level}</span>}
        {info.extra}
        <SeatTags info={info} name={name} />
      </header>
      <SpectatorHand info={info} />
      {pile}
    </section>
  );
}

/** A hand as a seat that does not hold it sees it: backs, and face up the cards it may see. */
export function SpectatorHand({ info }: { info: Pick<BriscaSeatInfo, 'seat' | 'handCount' | 'known' | 'trumpSuit'> }) {
  const i18n = useI18n();
  const backs = Math.max(0, info.handCount - info.known.length);
  const handLabel = info.known.length > 0 ? `${i18n.t('cardsInHand', { n: info.handCount })}: ${i18n.cards(info.known)}` : i18n.t('cardsInHand', { n: info.handCount });
  return (
    <div className="backs brisca-backs" aria-label={handLabel} role="img" data-testid={`hand-of-${info.seat}`}>
      {info.known.map((c) => (
        <CardImage key={c} card={c} label={cardLabel(i18n, c, info.trumpSuit)} className="mini known" />
      ))}
      {Array.from({ length: backs }, (_, i) => (
        <span className="card back" key={i}>
          <CardBack />
        </span>
      ))}
    </div>
  );
}
