import { trickWinnerIndex, type BriscaView, type Card } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { CardImage } from '../../ui/CardButton.js';
import { CardBack } from '../../cards/CardFace.js';
import type { MoveInFlight } from '../../table/usePlayback.js';
import { trickBeingTaken } from './adapter.js';
import { cardLabel } from './labels.js';
import { suitName } from './suit.js';
import { tableMarks } from './table-marks.js';

/** Where each seat sits, as the trick area places the cards each one plays ('bottom' is the person). */
export type PlaceOf = (seat: number) => string;

/**
 * The middle of a Brisca table: the stock face down with the trump card across its bottom and its count, and the
 * trick (baza) with each card in front of the seat that played it; a finished trick stays, marked with who takes
 * it, while its cards slide to the winner.
 */
export function TrickArea({ view, moving, movingAlso, placeOf, showPoints }: { view: BriscaView; moving: MoveInFlight | null; movingAlso: readonly Card[]; placeOf: PlaceOf; showPoints: boolean }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const taken = moving ? null : trickBeingTaken(view);
  const cards = taken ? taken.cards : view.trickCards;
  const seats = taken ? taken.seats : view.trickSeats;
  const byPlace = new Map<string, { seat: number; card: Card; first: boolean; arriving: boolean }[]>();
  const put = (seat: number, card: Card, first: boolean, arriving: boolean) => {
    const place = placeOf(seat);
    byPlace.set(place, [...(byPlace.get(place) ?? []), { seat, card, first, arriving }]);
  };
  cards.forEach((card, i) => put(seats[i]!, card, i === 0, false));
  if (moving) for (const card of [moving.card, ...movingAlso]) put(moving.seat, card, cards.length === 0 && card === moving.card, true);
  const leader = view.leader;
  const winnerPlace = taken ? placeOf(taken.winner) : null;
  // The card that takes a finished trick, marked apart from the card that led it.
  const winning = taken && view.trumpSuit !== null ? taken.cards[trickWinnerIndex(taken.cards, taken.cards.length, view.trumpSuit)] : undefined;
  const marks = tableMarks(i18n.lang);

  let note: string | null = null;
  if (taken) note = i18n.t(taken.winner === names.me ? 'brisca.trickToYou' : 'brisca.trickTo', { name: names.name(taken.winner) }) + (showPoints ? ` (+${taken.points})` : '');
  else if (cards.length === 0 && !moving && leader !== null) note = leader === names.me ? i18n.t('brisca.youLead') : i18n.t('brisca.nameLeads', { name: names.name(leader) });

  return (
    <section className="table-area brisca-table" aria-label={i18n.t('tableLabel')}>
      <StockPile view={view} />
      <div className={`trick ${taken ? `taken to-${winnerPlace}` : ''}`} data-testid="trick" data-winner={taken?.winner}>
        {[...byPlace].map(([place, played]) => (
          <div key={place} className={`trick-place at-${place}`}>
            {played.map(({ seat, card, first, arriving }) => {
              const wins = card === winning;
              const label = [`${names.name(seat)}: ${cardLabel(i18n, card, view.trumpSuit)}`, first ? i18n.t('brisca.led') : '', wins ? marks.wins : ''].filter(Boolean).join(', ');
              return (
                <span key={card} className={`trick-card ${arriving ? `arriving from-${place}` : ''}`} data-testid="trick-card" data-seat={seat} data-led={first || undefined} data-wins={wins || undefined}>
                  <CardImage card={card} label={label} className={[first ? 'led' : '', wins ? 'wins' : ''].join(' ')} />
                  {(first || wins) && (
                    <span className="card-marks" aria-hidden="true">
                      {first && (
                        <span className="card-mark led-mark" data-testid="led-mark">
                          ▸ {marks.led}
                        </span>
                      )}
                      {wins && (
                        <span className="card-mark wins-mark" data-testid="wins-mark">
                          ★ {marks.wins}
                        </span>
                      )}
                    </span>
                  )}
                </span>
              );
            })}
          </div>
        ))}
        {note && (
          <p className={`trick-note ${taken ? 'trick-winner' : 'muted'}`} data-testid={taken ? 'trick-winner' : 'trick-lead'}>
            {note}
          </p>
        )}
      </div>
    </section>
  );
}

/** The stock: face-down cards with the trump card face up across its bottom, the count, and the trump suit. */
function StockPile({ view }: { view: BriscaView }) {
  const i18n = useI18n();
  const suit = view.trumpSuit === null ? null : suitName(i18n, view.trumpSuit);
  const faceDown = view.stock - (view.trumpCard === null ? 0 : 1);
  return (
    <div className="brisca-stock" data-testid="stock" data-count={view.stock}>
      <div className="stock-cards">
        {view.trumpCard !== null && (
          <span className="trump-card" data-testid="trump-card" data-card={view.trumpCard}>
            <CardImage card={view.trumpCard} label={`${i18n.t('brisca.trumpCard')}: ${i18n.card(view.trumpCard)}`} />
          </span>
        )}
        {faceDown > 0 && (
          <span className="card back stock-back" aria-hidden="true">
            <CardBack />
          </span>
        )}
      </div>
      <p className="stock-count">{view.stock > 0 ? i18n.t('stock', { n: view.stock }) : i18n.t('brisca.stockEmpty')}</p>
      {suit !== null && (
        <p className="trump-suit" data-testid="trump-suit">
          {i18n.t('brisca.trumps', { suit })}
        </p>
      )}
    </div>
  );
}
