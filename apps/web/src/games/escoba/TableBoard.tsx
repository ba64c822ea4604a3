import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cardValue, type Card, type Play, type Seat, type SeatView } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import { cardsInSets, choicesFor, cycleSet, renuncioClaims, toggleTableCard } from './choices.js';
import { describePlay, playKey } from './narrate.js';
import { CardButton } from '../../ui/CardButton.js';
import { choicePrompt, reasonText } from './choice-prompt.js';
import { PileButton, SeatPanel } from './SeatPanel.js';
import { CardBack } from '../../cards/CardFace.js';
import { PileDialog } from '../../ui/PileDialog.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { SideName } from '../../ui/SeatName.js';
import type { Announcement, Banner, MoveInFlight } from '../../table/usePlayback.js';
import { escobaTableEvents } from './adapter.js';
import { lastPlays } from '../../table/legible.js';
import { LastPlay } from './LastPlay.js';
import { SEAT_PLACES } from '../../ui/seat-places.js';
import { PlayLog } from '../../ui/PlayLog.js';
import { useTouchScreen } from '../../ui/pointer.js';
import '../../ui/table-fit.css';

export interface TableBoardProps {
  /** What the person's seat sees (a spectator's view has `seat` null and no hand). */
  readonly view: SeatView;
  /** The person may play now: their turn, no play being shown, and (online) connected. */
  readonly canAct: boolean;
  readonly moving: MoveInFlight | null;
  /** Seat whose computer player is choosing, or null. */
  readonly thinking: Seat | null;
  readonly banner: Banner | null;
  /** The playback's sentences: the hand's (the play log) and the latest said (the live region). */
  readonly log: readonly string[];
  readonly announcements: readonly Announcement[];
  readonly hintPlay: Play | null;
  /** Replaces the turn's message (errors, waiting for others). */
  readonly status: string | null;
  /** Under the message: hints, the shuffle badge. */
  readonly notes?: ReactNode;
  /** Per other seat: its level tag and extra marks (presence). */
  readonly seatDetails: (seat: Seat) => { readonly level?: string; readonly extra?: ReactNode };
  readonly onPlay: (play: Play) => void;
  /** Buttons under the person's hand. */
  readonly toolbar: ReactNode;
  /** Overlays (the end-of-hand panel). */
  readonly children?: ReactNode;
  /** Extra class on the page (online adds room for the chat). */
  readonly className?: string;
}


/** The table's card count and half of it, rounded up, for the CSS that sizes the table's cards. */
const tableCount = (n: number): CSSProperties => ({ '--table-n': Math.max(1, n), '--table-half': Math.max(1, Math.ceil(n / 2)) }) as CSSProperties;

const sameCards = (a: readonly Card[], b: readonly Card[]) => a.length === b.length && a.every((c) => b.includes(c));

/**
 * A hand being played, drawn from a `SeatView`: scores, the other seats, the table, the person's hand and the
 * choices for the selected card. Games against the computer and online games both render it.
 */
export function TableBoard({ view, canAct, moving, thinking, banner, log, announcements, hintPlay, status, notes, seatDetails, onPlay, toolbar, children, className = '' }: TableBoardProps) {
  const i18n = useI18n();
  const touch = useTouchScreen();
  const names = useSeatNames();
  const me = view.seat;
  const [selected, setSelected] = useState<Card | null>(null);
  const [chosenTable, setChosenTable] = useState<Card[]>([]);
  const [pileSeat, setPileSeat] = useState<Seat | null>(null);
  const handRef = useRef<HTMLDivElement>(null);

  // A new view clears the selection.
  const [seenView, setSeenView] = useState(view);
  if (seenView !== view) {
    setSeenView(view);
    setSelected(null);
    setChosenTable([]);
  }

  // Keyboard players keep their place: when the turn comes back, focus goes to the hand.
  useEffect(() => {
    if (!canAct) return;
    const active = document.activeElement;
    if (!active || active === document.body) handRef.current?.querySelector<HTMLButtonElement>('button.card')?.focus();
  }, [canAct, view]);

  const choices = selected !== null && canAct ? choicesFor(view, selected) : null;
  const lit = choices ? cardsInSets(choices.takes) : new Set<Card>();
  const claims = canAct ? renuncioClaims(view.legal) : [];
  const chosenSet = choices?.takes.find((p) => sameCards(p.take, chosenTable)) ?? null;

  const playNow = useCallback(
    (play: Play) => {
      setSelected(null);
      setChosenTable([]);
      onPlay(play);
    },
    [onPlay],
  );

  const onHandCard = (card: Card) => {
    if (!canAct) return;
    if (selected === card) {
      // A second click plays the card when that is the only thing it can do.
      const c = choicesFor(view, card);
      const only = [...c.takes, ...(c.lay ? [c.lay] : [])];
      if (only.length === 1) playNow(only[0]!);
      else setSelected(null);
      return;
    }
    setSelected(card);
    setChosenTable([]);
  };

  /** On the selected card: arrow keys light up each capture set in turn, Enter takes the lit set. */
  const onHandKey = (card: Card, e: KeyboardEvent<HTMLButtonElement>) => {
    if (!choices || selected !== card || choices.takes.length === 0) return;
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      e.preventDefault();
      setChosenTable([...(cycleSet(choices.takes, chosenTable, step)?.take ?? [])]);
    } else if (e.key === 'Enter' && chosenSet) {
      e.preventDefault();
      playNow(chosenSet);
    }
  };

  const onTableCard = (card: Card) => {
    if (!choices || !lit.has(card)) return;
    const next = toggleTableCard(choices.takes, chosenTable, card);
    if (next.play) playNow(next.play);
    else setChosenTable(next.selected);
  };

  const sides = view.sides;
  const mySide = view.side;
  const n = view.players;
  // The other seats in reverse playing order (the next player on the right, as at an anticlockwise table);
  // a spectator sees every seat.
  const others = me === null ? Array.from({ length: n }, (_, i) => n - 1 - i) : Array.from({ length: n - 1 }, (_, i) => (me - 1 - i + n) % n);
  const movingPlay = moving && !moving.claim ? moving : null;
  const lastPlay = useMemo(() => lastPlays(escobaTableEvents(view.events, view.handIndex)), [view]);

  const handLabel = (card: Card): string => {
    const base = `${i18n.card(card)}, ${i18n.t('worth', { n: cardValue(card) })}`;
    if (!canAct) return base;
    const c = choicesFor(view, card);
    if (!c.playable) return `${base}, ${i18n.t('notPlayable')}: ${reasonText(i18n, c) ?? ''}`;
    return `${base}, ${c.takes.length > 0 ? i18n.t('canTakeMark') : i18n.t('playable')}`;
  };

  const tableLabel = (card: Card): string => {
    let label = `${i18n.card(card)}, ${i18n.t('worth', { n: cardValue(card) })}`;
    if (chosenTable.includes(card)) label += `, ${i18n.t('selected')}`;
    else if (lit.has(card)) label += `, ${i18n.t('inASet')}`;
    return label;
  };

  let message: string;
  if (status) message = status;
  else if (thinking !== null) message = i18n.t('thinking', { name: names.name(thinking) });
  else if (!canAct) message = '';
  else if (!choices) message = i18n.t('yourTurn');
  else message = choicePrompt(i18n, choices, touch);

  const visibleHand = view.hand.filter((c) => !(movingPlay && movingPlay.seat === me && movingPlay.card === c));

  return (
    <main className={`game players-${n} ${me === null ? 'spectating' : ''} ${className}`} data-testid="game">
      <section className="scoreboard" aria-label={i18n.t('score')}>
        {sides.map((_, side) => (
          <span key={side} className={`side-score ${side === mySide ? 'mine' : ''}`} data-testid={`score-${side}`}>
            <SideName sides={sides} side={side} /> <strong>{view.scores[side]}</strong>
          </span>
        ))}
        <span className="target">{i18n.t('target', { n: view.rules.target })}</span>
      </section>

      <div className={`ring ring-${others.length}`}>
        <div className="opponents">
          {others.map((seat, i) => (
            <SeatPanel
              key={seat}
              className={`place-${SEAT_PLACES[others.length]?.[i] ?? 'top'}`}
              info={{
                seat,
                handCount: view.handCounts[seat]! - (movingPlay && movingPlay.seat === seat ? 1 : 0),
                pileCount: view.piles[seat]!.length,
                escobas: view.escobas[seat]!,
                isDealer: view.dealer === seat,
                onTurn: view.phase === 'play' && view.turn === seat,
                thinking: thinking === seat,
                partner: mySide !== null && view.sides[mySide]!.includes(seat),
                ...seatDetails(seat),
              }}
              onOpenPile={() => setPileSeat(seat)}
            >
              <LastPlay seat={seat} play={lastPlay.get(seat)} />
            </SeatPanel>
          ))}
        </div>

        <section className="table-area" aria-label={i18n.t('tableLabel')}>
          <div className={`stock ${view.stock === 0 ? 'empty' : ''}`} data-testid="stock">
            <span className="stock-pile" aria-hidden="true">
              {view.stock > 0 && <CardBack />}
            </span>
            <span className="stock-count">{i18n.t('stock', { n: view.stock })}</span>
          </div>
          {/* How many cards lie on the table: on wide screens they shrink to stay in one row, or two (ui/table-fit.css). */}
          <div className="table-cards card-row" data-testid="table" style={tableCount(view.table.length + (movingPlay ? 1 : 0))}>
            {view.table.length === 0 && !movingPlay && <p className="muted">{i18n.t('tableEmpty')}</p>}
            {view.table.map((card) => {
              const taking = movingPlay?.took.includes(card) ?? false;
              const hinted = hintPlay?.take.includes(card) ?? false;
              return (
                <CardButton
                  key={card}
                  card={card}
                  label={tableLabel(card)}
                  className={[lit.has(card) ? 'lit' : '', chosenTable.includes(card) ? 'chosen' : '', taking ? 'taking' : '', hinted ? 'hinted' : ''].join(' ')}
                  pressed={lit.has(card) ? chosenTable.includes(card) : undefined}
                  inert={!lit.has(card)}
                  onClick={() => onTableCard(card)}
                  testId="table-card"
                />
              );
            })}
            {movingPlay && (
              <CardButton key={`moving-${movingPlay.id}`} card={movingPlay.card} label={i18n.card(movingPlay.card)} className={`arriving from-${movingPlay.seat === me ? 'below' : 'above'}`} inert />
            )}
          </div>
          {banner !== null && (
            // The live region says it: the banner is for the eyes.
            <div className="escoba-banner" aria-hidden="true" data-testid="escoba-banner">
              {i18n.t('escoba')}
              {banner.count > 1 && ` ×${banner.count}`}{' '}
              <small>
                {names.name(banner.seat)}
                {banner.atDeal && ` · ${i18n.t('atTheDeal')}`}
              </small>
            </div>
          )}
        </section>
      </div>

      <section className="actions" aria-label={i18n.t('actionsLabel')}>
        <p className="message" data-testid="message">
          {message}
        </p>
        {notes}
        <div className="options">
          {claims.map((p) => (
            <button key={playKey(p)} type="button" className="primary" onClick={() => playNow(p)}>
              {describePlay(i18n, p)}
            </button>
          ))}
          {choices?.takes.map((p) => (
            <button
              key={playKey(p)}
              type="button"
              className="primary take-option"
              data-testid="take-option"
              onClick={() => playNow(p)}
              onMouseEnter={() => setChosenTable([...p.take])}
              onFocus={() => setChosenTable([...p.take])}
            >
              {i18n.t('takeCards', { cards: i18n.cards(p.take) })}
            </button>
          ))}
          {choices && (
            <button
              type="button"
              className="lay-option"
              data-testid="lay-option"
              aria-disabled={choices.lay ? undefined : true}
              aria-describedby={choices.lay ? undefined : 'lay-reason'}
              onClick={() => choices.lay && playNow(choices.lay)}
            >
              {i18n.t('layOnTable')}
            </button>
          )}
          {choices && !choices.lay && (
            <span id="lay-reason" className="reason" data-testid="lay-reason">
              ⚠ {reasonText(i18n, choices)}
            </span>
          )}
        </div>
      </section>

      {me === null ? (
        <section className="my-seat watching" data-testid="watching">
          <p className="muted">{i18n.t('online.watching')}</p>
          <div className="toolbar">{toolbar}</div>
        </section>
      ) : (
        <section className={`my-seat ${view.phase === 'play' && view.turn === me ? 'on-turn' : ''}`} aria-label={names.name(me)} data-testid={`seat-${me}`}>
          <div className="my-info">
            <strong>{names.name(me)}</strong>
            {view.dealer === me && <span className="tag dealer-tag">◆ {i18n.t('dealer')}</span>}
            {canAct && <span className="tag turn-tag">▶ {i18n.t('onTurn')}</span>}
            <PileButton label={i18n.t('openPileYou')} count={view.piles[me]!.length} escobas={view.escobas[me]!} onOpen={() => setPileSeat(me)} />
            <LastPlay seat={me} play={lastPlay.get(me)} />
          </div>
          <div className="hand card-row" ref={handRef} role="group" aria-label={i18n.t('handLabel')} data-testid="hand">
            {visibleHand.map((card, i) => {
              const c = canAct ? choicesFor(view, card) : null;
              const hinted = hintPlay !== null && !hintPlay.renuncio && hintPlay.card === card;
              return (
                <CardButton
                  key={card}
                  card={card}
                  label={handLabel(card)}
                  className={[selected === card ? 'selected' : '', c && !c.playable ? 'unplayable' : '', c && c.takes.length > 0 ? 'can-take' : '', hinted ? 'hinted' : '', 'dealt'].join(' ')}
                  pressed={canAct ? selected === card : undefined}
                  inert={!canAct || (c !== null && !c.playable)}
                  onClick={() => onHandCard(card)}
                  onKeyDown={(e) => onHandKey(card, e)}
                  testId="hand-card"
                  style={{ animationDelay: `${i * 70}ms` }}
                />
              );
            })}
          </div>
          <div className="toolbar">{toolbar}</div>
        </section>
      )}

      <div className="sr-only" role="log" aria-live="polite" aria-relevant="additions" aria-label={i18n.t('liveLabel')} data-testid="live">
        {announcements.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
        {/* The set the arrow keys lit, said in the same region (a new line for each set). */}
        {chosenSet && (
          <p key={playKey(chosenSet)} data-testid="chosen-set">
            {i18n.t('chosenSet', { cards: i18n.cards(chosenSet.take) })}
          </p>
        )}
      </div>

      <PlayLog lines={log} />

      {children}

      {pileSeat !== null && <PileDialog title={pileSeat === me ? i18n.t('openPileYou') : i18n.t('openPile', { name: names.name(pileSeat) })} cards={view.piles[pileSeat]!} onClose={() => setPileSeat(null)} />}
    </main>
  );
}
