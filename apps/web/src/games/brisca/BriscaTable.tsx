import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sameAction, type BriscaAction, type BriscaView, type Card } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { CardButton } from '../../ui/CardButton.js';
import { PileDialog } from '../../ui/PileDialog.js';
import { PlayLog } from '../../ui/PlayLog.js';
import { SEAT_PLACES } from '../../ui/seat-places.js';
import type { Announcement, MoveInFlight } from '../../table/usePlayback.js';
import { BriscaSeat, SeatTags, SpectatorHand } from './BriscaSeat.js';
import { TrickArea } from './TrickArea.js';
import { BriscaScoreboard } from './BriscaScoreboard.js';
import { LastTrickDialog } from './LastTrickDialog.js';
import { cardLabel } from './labels.js';
import { lastTrick } from './adapter.js';
import { countSide } from './points.js';
import { PartnerSenas, SenaBar } from './Senas.js';
import { tableMarks } from './table-marks.js';
import '../../ui/table-fit.css';
import './brisca.css';

export interface BriscaTableProps {
  /** What the person's seat sees. */
  readonly view: BriscaView;
  /** The person may act now: their turn and no play being shown. */
  readonly canAct: boolean;
  readonly moving: MoveInFlight | null;
  /** The other cards of the play in flight (the Alcalde's second card). */
  readonly movingAlso: readonly Card[];
  /** Seat whose computer player is choosing, or null. */
  readonly thinking: number | null;
  /** The playback's sentences: the hand's (the play log) and the latest said (the live region). */
  readonly log: readonly string[];
  readonly announcements: readonly Announcement[];
  /** The expert's suggestion, marked on the card(s). */
  readonly hint: BriscaAction | null;
  /** Replaces the turn's message (errors). */
  readonly status: string | null;
  /** Under the message: the draw for the first dealer, the hint. */
  readonly notes?: ReactNode;
  /** Show each side's card points while the hand is played. */
  readonly showPoints: boolean;
  readonly seatDetails: (seat: number) => { readonly level?: string; readonly extra?: ReactNode };
  readonly onAct: (action: BriscaAction) => void;
  /** Buttons under the person's hand. */
  readonly toolbar: ReactNode;
  /** Overlays (the end-of-hand panel). */
  readonly children?: ReactNode;
}

const tricksWonBy = (view: BriscaView, seat: number) => view.events.filter((e) => e.type === 'trick' && e.winner === seat).length;

/**
 * A Brisca or Alcalde hand being played, drawn from the person's `BriscaView`: the match score, the other seats
 * around the table, the stock with the trump card, the trick, the person's hand and what they may do (play a
 * card, the Alcalde's two cards in order, exchange the trump card when the engine allows it).
 */
export function BriscaTable({ view, canAct, moving, movingAlso, thinking, log, announcements, hint, status, notes, showPoints, seatDetails, onAct, toolbar, children }: BriscaTableProps) {
  const i18n = useI18n();
  const names = useSeatNames();
  const me = view.seat ?? 0;
  const n = view.players;
  const [pair, setPair] = useState<Card[]>([]);
  const [pileSeat, setPileSeat] = useState<number | null>(null);
  const [showLast, setShowLast] = useState(false);
  const handRef = useRef<HTMLDivElement>(null);

  // A new view clears the Alcalde's half-chosen pair.
  const [seenView, setSeenView] = useState(view);
  if (seenView !== view) {
    setSeenView(view);
    setPair([]);
  }

  // Keyboard players keep their place: when the turn comes back, focus goes to the hand.
  useEffect(() => {
    if (!canAct) return;
    const active = document.activeElement;
    if (!active || active === document.body) handRef.current?.querySelector<HTMLButtonElement>('button.card')?.focus();
  }, [canAct, view]);

  const legal = canAct ? view.legal : [];
  const plays = legal.filter((a): a is Extract<BriscaAction, { type: 'play' }> => a.type === 'play');
  const twoCards = plays.some((a) => a.cards.length === 2);
  const exchange = legal.find((a): a is Extract<BriscaAction, { type: 'exchange' }> => a.type === 'exchange') ?? null;
  const others = Array.from({ length: n - 1 }, (_, i) => (me - 1 - i + n) % n);
  const placeOf = (seat: number) => (seat === me ? 'bottom' : (SEAT_PLACES[others.length]?.[others.indexOf(seat)] ?? 'top'));
  const mySide = view.side;
  const partnerOf = (seat: number) => mySide !== null && seat !== me && view.sides[mySide]!.includes(seat);
  const hinted = (card: Card) => hint !== null && ((hint.type === 'play' && hint.cards.includes(card)) || (hint.type === 'exchange' && hint.card === card));
  const visibleHand = view.hand.filter((c) => !(moving && moving.seat === me && (moving.card === c || movingAlso.includes(c))));

  const onHandCard = (card: Card) => {
    if (!canAct) return;
    if (!twoCards) {
      const play = plays.find((a) => a.cards[0] === card);
      if (play) onAct(play);
      return;
    }
    setPair((p) => (p.includes(card) ? p.filter((c) => c !== card) : p.length < 2 ? [...p, card] : p));
  };

  const pairAction = pair.length === 2 ? (plays.find((a) => sameAction(a, { type: 'play', cards: pair })) ?? null) : null;
  const pairWords = pair.length === 2 ? i18n.t('brisca.playPair', { card: i18n.card(pair[0]!), second: i18n.card(pair[1]!) }) : '';
  const marks = tableMarks(i18n.lang);
  const isTrump = (card: Card) => view.trumpSuit !== null && ((card / 10) | 0) === view.trumpSuit;

  const handLabel = (card: Card): string => {
    const base = cardLabel(i18n, card, view.trumpSuit);
    if (!canAct) return base;
    if (!twoCards) return `${base}, ${i18n.t('playable')}`;
    const at = pair.indexOf(card);
    return at >= 0 ? `${base}, ${i18n.t(at === 0 ? 'brisca.firstCard' : 'brisca.secondCard')}` : `${base}, ${i18n.t('playable')}`;
  };

  let message: string;
  if (status) message = status;
  else if (thinking !== null) message = i18n.t('thinking', { name: names.name(thinking) });
  else if (!canAct) message = '';
  else if (!twoCards) message = i18n.t('brisca.yourTurn');
  else if (pair.length === 0) message = i18n.t('brisca.pickTwo');
  else if (pair.length === 1) message = i18n.t('brisca.pickSecond', { card: i18n.card(pair[0]!) });
  else message = i18n.t('brisca.pairReady');

  const pile = (seat: number) => {
    const won = view.won[seat]!;
    const tricks = tricksWonBy(view, seat);
    const points = showPoints ? countSide(view.won, [seat]).points : null;
    const label = `${seat === me ? i18n.t('openPileYou') : i18n.t('openPile', { name: names.name(seat) })}: ${i18n.t('brisca.tricksN', { n: tricks })}`;
    return (
      <button type="button" className="pile-button won-pile" onClick={() => setPileSeat(seat)} aria-label={label} data-testid={`pile-${seat}`} data-cards={won.length}>
        <span className={`pile-stack size-${Math.min(3, Math.ceil(won.length / 6))}`} aria-hidden="true" />
        {i18n.t('brisca.tricksN', { n: tricks })}
        {points !== null && <span className="running-points"> · {i18n.t('brisca.pointsN', { n: points })}</span>}
      </button>
    );
  };

  const seatInfo = (seat: number) => ({
    seat,
    handCount: view.handCounts[seat]! - (moving && moving.seat === seat ? 1 + movingAlso.length : 0),
    known: view.known[seat]!.filter((c) => !(moving && moving.seat === seat && (moving.card === c || movingAlso.includes(c)))),
    trumpSuit: view.trumpSuit,
    isDealer: view.dealer === seat,
    isAlcalde: view.alcalde === seat,
    leads: view.phase === 'play' && view.leader === seat && view.trickCards.length === 0,
    onTurn: view.phase === 'play' && view.turn === seat,
    thinking: thinking === seat,
    partner: partnerOf(seat),
  });

  const last = lastTrick(view);
  const myInfo = seatInfo(me);

  return (
    <main className={`game brisca-game players-${n} ${view.alcalde !== null ? 'alcalde-game' : ''}`} data-testid="game">
      <BriscaScoreboard view={view} showPoints={showPoints} />

      <div className={`ring ring-${others.length}`}>
        <div className="opponents">
          {others.map((seat, i) => (
            <BriscaSeat
              key={seat}
              className={`place-${SEAT_PLACES[others.length]?.[i] ?? 'top'}`}
              info={{ ...seatInfo(seat), ...seatDetails(seat) }}
              pile={
                <>
                  {pile(seat)}
                  <PartnerSenas view={view} seat={seat} />
                </>
              }
            />
          ))}
        </div>
        <TrickArea view={view} moving={moving} movingAlso={movingAlso} placeOf={placeOf} showPoints={showPoints} />
      </div>

      <section className="actions" aria-label={i18n.t('actionsLabel')}>
        {/* The Alcalde's turn keeps the room of its longest message, so picking his cards moves nothing (brisca.css). */}
        <p className="message" data-testid="message" data-reserve={canAct && twoCards && !status ? i18n.t('brisca.pickTwo') : undefined}>
          <span>{message}</span>
        </p>
        {notes}
        <div className="options">
          {exchange && (
            <button type="button" className="primary" onClick={() => onAct(exchange)} data-testid="exchange">
              {i18n.t('brisca.exchangeAction', { card: i18n.card(exchange.card), trump: view.trumpCard === null ? '—' : i18n.card(view.trumpCard) })}
            </button>
          )}
          {twoCards && pair.length === 2 && (
            <div className="pair-row">
              {/* On a phone the cards' names do not fit: the button says "Play 1, then 2" as the picked cards are numbered. */}
              <button type="button" className="primary" disabled={!pairAction} onClick={() => pairAction && onAct(pairAction)} aria-label={pairWords} data-testid="play-pair">
                <span className="pair-words">{pairWords}</span>
                <span className="pair-numbers" aria-hidden="true">
                  {i18n.t('brisca.playPair', { card: '1', second: '2' })}
                </span>
              </button>
              <button type="button" onClick={() => setPair([pair[1]!, pair[0]!])} data-testid="swap-pair">
                ⇄ {i18n.t('brisca.swap')}
              </button>
            </div>
          )}
        </div>
        <SenaBar view={view} canAct={canAct} onAct={onAct} />
      </section>

      <section className="my-seat" aria-label={names.name(me)} data-testid={`seat-${me}`}>
        <div className="my-info">
          <strong>{names.name(me)}</strong>
          <SeatTags info={{ ...myInfo, onTurn: canAct, thinking: false }} name={names.name(me)} />
          {last && (
            <button type="button" className="pile-button" onClick={() => setShowLast(true)} data-testid="last-trick">
              {i18n.t('brisca.lastTrick')}
            </button>
          )}
          {pile(me)}
        </div>
        <div className="hand card-row" ref={handRef} role="group" aria-label={i18n.t('handLabel')} data-testid="hand">
          {/* Someone watching sees this seat's hand as the others: backs, and what is face up. */}
          {view.seat === null && <SpectatorHand info={myInfo} />}
          {visibleHand.map((card, i) => {
            const at = pair.indexOf(card);
            return (
              <CardButton
                key={card}
                card={card}
                label={handLabel(card)}
                className={[at >= 0 ? `selected pair-${at + 1}` : '', hinted(card) ? 'hinted' : '', isTrump(card) ? 'trump' : '', 'dealt'].join(' ')}
                mark={isTrump(card) ? `★ ${marks.trump}` : undefined}
                pressed={canAct && twoCards ? at >= 0 : undefined}
                inert={!canAct}
                onClick={() => onHandCard(card)}
                testId="hand-card"
                style={{ animationDelay: `${i * 70}ms` }}
              />
            );
          })}
        </div>
        <div className="toolbar">{toolbar}</div>
      </section>

      <div className="sr-only" aria-live="polite" aria-relevant="additions" data-testid="live">
        {announcements.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>

      <PlayLog lines={log} />

      {children}

      {pileSeat !== null && <PileDialog title={pileSeat === me ? i18n.t('openPileYou') : i18n.t('openPile', { name: names.name(pileSeat) })} cards={view.won[pileSeat]!} onClose={() => setPileSeat(null)} />}
      {showLast && last && <LastTrickDialog trick={last} trumpSuit={view.trumpSuit} showPoints={showPoints} onClose={() => setShowLast(false)} />}
    </main>
  );
}
