import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardValue, legalPlays, seatView, stockCount, type Card, type Play, type Seat } from '@escoba/engine';
import { useI18n } from '../i18n/I18n.js';
import { actorOf, HUMAN, matchRecord, type Match } from '../game/match.js';
import { cardsInSets, choicesFor, renuncioClaims, toggleTableCard, type CardChoices } from '../game/choices.js';
import { describePlay, playKey } from '../game/narrate.js';
import { seatName, sideName } from '../game/names.js';
import type { BotClient } from '../worker/bot-client.js';
import type { AnimationSpeed } from '../settings.js';
import { CardButton } from './CardButton.js';
import { SeatPanel } from './SeatPanel.js';
import { PileDialog } from './PileDialog.js';
import { HandBreakdown } from './HandBreakdown.js';
import { useAnnouncer } from './useAnnouncer.js';
import { useGameDriver } from './useGameDriver.js';
import { downloadRecord } from './download.js';

export interface GameScreenProps {
  readonly initial: Match;
  readonly bots: BotClient;
  readonly animation: AnimationSpeed;
  readonly onChange: (match: Match) => void;
  readonly onRematch: () => void;
  readonly onReview: (record: unknown) => void;
  readonly onLeave: () => void;
}

/** The reason a choice is not allowed, in the person's language, from the engine's error code. */
function reasonText(i18n: ReturnType<typeof useI18n>, choices: CardChoices): string | null {
  const p = choices.layProblem;
  if (!p) return null;
  if (p.code === 'MustTake') return i18n.t('reason.MustTake', { card: i18n.card(choices.card) });
  if (p.code === 'MustCapture') return i18n.t('reason.MustCapture', { card: i18n.card(choices.card) });
  return i18n.t('reason.other', { message: p.message });
}

export function GameScreen({ initial, bots, animation, onChange, onRematch, onReview, onLeave }: GameScreenProps) {
  const i18n = useI18n();
  const driver = useGameDriver(initial, bots, animation, onChange);
  const { match, moving } = driver;
  const state = match.state;
  const hand = state.hand!;
  const actor = actorOf(match);
  const myTurn = actor.kind === 'human' && !moving;
  const legal = useMemo(() => (actor.kind === 'human' ? legalPlays(state) : []), [state, actor.kind]);
  const [selected, setSelected] = useState<Card | null>(null);
  const [chosenTable, setChosenTable] = useState<Card[]>([]);
  const [hint, setHint] = useState<{ state: typeof state; play: Play | null } | null>(null);
  const [pileSeat, setPileSeat] = useState<Seat | null>(null);
  const announcement = useAnnouncer(state, i18n);
  const handRef = useRef<HTMLDivElement>(null);

  // A new state clears the selection and the hint.
  const [seenState, setSeenState] = useState(state);
  if (seenState !== state) {
    setSeenState(state);
    setSelected(null);
    setChosenTable([]);
  }
  const hintPlay = hint && hint.state === state ? hint.play : null;

  // Keyboard players keep their place: when the turn comes back, focus goes to the hand.
  useEffect(() => {
    if (!myTurn) return;
    const active = document.activeElement;
    if (!active || active === document.body) handRef.current?.querySelector<HTMLButtonElement>('button.card')?.focus();
  }, [myTurn, state]);

  const choices = selected !== null && myTurn ? choicesFor(state, selected, legal) : null;
  const lit = choices ? cardsInSets(choices.takes) : new Set<Card>();
  const claims = myTurn ? renuncioClaims(legal) : [];

  const playNow = useCallback(
    (play: Play) => {
      setSelected(null);
      setChosenTable([]);
      driver.play(play);
    },
    [driver],
  );

  const onHandCard = (card: Card) => {
    if (!myTurn) return;
    if (selected === card) {
      // A second click plays the card when that is the only thing it can do.
      const c = choicesFor(state, card, legal);
      const only = [...c.takes, ...(c.lay ? [c.lay] : [])];
      if (only.length === 1) playNow(only[0]!);
      else setSelected(null);
      return;
    }
    setSelected(card);
    setChosenTable([]);
  };

  const onTableCard = (card: Card) => {
    if (!choices || !lit.has(card)) return;
    const next = toggleTableCard(choices.takes, chosenTable, card);
    if (next.play) playNow(next.play);
    else setChosenTable(next.selected);
  };

  const askHint = () => {
    const at = state;
    setHint({ state: at, play: null });
    bots
      .estimate(`${match.setup.seed}:hint`, seatView(at, HUMAN))
      .then(({ estimates }) => {
        const best = [...estimates].sort((a, b) => b.margin - a.margin)[0];
        setHint({ state: at, play: best ? best.play : null });
      })
      .catch(() => setHint(null));
  };

  const sides = state.setup.sides;
  const mySide = state.setup.sideOf[HUMAN]!;
  const others = Array.from({ length: state.setup.players - 1 }, (_, i) => state.setup.players - 1 - i);
  const movingPlay = moving?.play ?? null;
  const handOver = actor.kind === 'handOver' || actor.kind === 'gameOver';
  const finishedIndex = state.results.length - 1;
  const finalScore = [...state.scores].sort((a, b) => b - a).join('–');

  const handLabel = (card: Card): string => {
    const base = `${i18n.card(card)}, ${i18n.t('worth', { n: cardValue(card) })}`;
    if (!myTurn) return base;
    const c = choicesFor(state, card, legal);
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
  if (driver.error) message = driver.error;
  else if (driver.thinking !== null) message = i18n.t('thinking', { name: seatName(i18n, driver.thinking) });
  else if (!myTurn) message = '';
  else if (!choices) message = i18n.t('yourTurn');
  else if (choices.takes.length > 1) message = i18n.t('chooseSet', { card: i18n.card(choices.card) });
  else if (choices.takes.length === 1) message = i18n.t('oneSet', { card: i18n.card(choices.card), cards: i18n.cards(choices.takes[0]!.take) });
  else if (choices.lay) message = i18n.t('noTake', { card: i18n.card(choices.card) });
  else message = reasonText(i18n, choices) ?? '';

  const visibleHand = hand.hands[HUMAN]!.filter((c) => !(moving && moving.seat === HUMAN && movingPlay && !movingPlay.renuncio && movingPlay.card === c));

  return (
    <main className={`game players-${state.setup.players}`} data-testid="game">
      <section className="scoreboard" aria-label={i18n.t('score')}>
        {sides.map((_, side) => (
          <span key={side} className={`side-score ${side === mySide ? 'mine' : ''}`} data-testid={`score-${side}`}>
            {sideName(i18n, sides, side)} <strong>{state.scores[side]}</strong>
          </span>
        ))}
        <span className="target">{i18n.t('target', { n: state.rules.target })}</span>
      </section>

      <div className="opponents">
        {others.map((seat) => (
          <SeatPanel
            key={seat}
            info={{
              seat,
              handCount: hand.hands[seat]!.length - (moving && moving.seat === seat && !moving.play.renuncio ? 1 : 0),
              pileCount: hand.piles[seat]!.length,
              escobas: hand.escobas[seat]!,
              isDealer: hand.dealer === seat,
              onTurn: state.phase === 'play' && hand.turn === seat,
              thinking: driver.thinking === seat,
              partner: state.setup.sideOf[seat] === mySide,
              level: i18n.t(`level.${match.setup.levels[seat]!}`),
            }}
            onOpenPile={() => setPileSeat(seat)}
          />
        ))}
      </div>

      <section className="table-area" aria-label={i18n.t('tableLabel')}>
        <div className="stock" data-testid="stock">
          <span className="stock-count">{i18n.t('stock', { n: stockCount(state) })}</span>
        </div>
        <div className="table-cards card-row" data-testid="table">
          {hand.table.length === 0 && !movingPlay && <p className="muted">{i18n.t('tableEmpty')}</p>}
          {hand.table.map((card) => {
            const taking = movingPlay?.take.includes(card) ?? false;
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
          {movingPlay && !movingPlay.renuncio && (
            <CardButton key={`moving-${moving!.id}`} card={movingPlay.card} label={i18n.card(movingPlay.card)} className={`arriving from-${moving!.seat === HUMAN ? 'below' : 'above'}`} inert />
          )}
        </div>
        {driver.escobaBy !== null && (
          <div className="escoba-banner" role="status">
            {i18n.t('escoba')} <small>{seatName(i18n, driver.escobaBy)}</small>
          </div>
        )}
      </section>

      <section className="actions" aria-label={i18n.t('handLabel')}>
        <p className="message" data-testid="message">
          {message}
        </p>
        {hintPlay && <p className="hint-text">{i18n.t('hintText', { play: describePlay(i18n, hintPlay) })}</p>}
        {hint && hint.state === state && !hintPlay && <p className="hint-text">{i18n.t('hintWorking')}</p>}
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

      <section className="my-seat" aria-label={seatName(i18n, HUMAN)} data-testid="seat-0">
        <div className="my-info">
          <strong>{seatName(i18n, HUMAN)}</strong>
          {hand.dealer === HUMAN && <span className="tag dealer-tag">◆ {i18n.t('dealer')}</span>}
          {myTurn && <span className="tag turn-tag">▶ {i18n.t('onTurn')}</span>}
          <button type="button" className="pile-button" onClick={() => setPileSeat(HUMAN)} aria-label={`${i18n.t('openPile', { name: seatName(i18n, HUMAN) })}: ${hand.piles[HUMAN]!.length}`}>
            {i18n.t('taken', { n: hand.piles[HUMAN]!.length })}
            {hand.escobas[HUMAN]! > 0 && <span className="escobas"> · {i18n.t('escobasCount', { n: hand.escobas[HUMAN]! })}</span>}
          </button>
        </div>
        <div className="hand card-row" ref={handRef} role="group" aria-label={i18n.t('handLabel')} data-testid="hand">
          {visibleHand.map((card, i) => {
            const c = myTurn ? choicesFor(state, card, legal) : null;
            const hinted = hintPlay !== null && !hintPlay.renuncio && hintPlay.card === card;
            return (
              <CardButton
                key={card}
                card={card}
                label={handLabel(card)}
                className={[selected === card ? 'selected' : '', c && !c.playable ? 'unplayable' : '', c && c.takes.length > 0 ? 'can-take' : '', hinted ? 'hinted' : '', 'dealt'].join(' ')}
                pressed={myTurn ? selected === card : undefined}
                inert={!myTurn || (c !== null && !c.playable)}
                onClick={() => onHandCard(card)}
                testId="hand-card"
                style={{ animationDelay: `${i * 70}ms` }}
              />
            );
          })}
        </div>
        <div className="toolbar">
          <button type="button" onClick={askHint} disabled={!myTurn} data-testid="hint">
            ? {i18n.t('hint')}
          </button>
          <button type="button" onClick={driver.undo} disabled={!driver.canUndo} data-testid="undo">
            ↶ {i18n.t('undo')}
          </button>
          <button type="button" onClick={() => downloadRecord(matchRecord(match))} data-testid="download">
            ⬇ {i18n.t('download')}
          </button>
          <button type="button" onClick={onLeave}>
            {i18n.t('leave')}
          </button>
        </div>
      </section>

      <div className="sr-only" aria-live="polite" aria-relevant="additions" data-testid="live">
        {announcement.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>

      {handOver && finishedIndex >= 0 && (
        <div className="overlay">
          <section className="panel hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title" data-testid="hand-over">
            <h2 id="hand-over-title">{actor.kind === 'gameOver' ? i18n.t('gameOver') : i18n.t('handOver', { n: finishedIndex + 1 })}</h2>
            {actor.kind === 'gameOver' && state.winner !== null && (
              <p className="winner" data-testid="winner">
                {state.winReason === 'zeroCards' && `${i18n.t('zeroCards', { name: sideName(i18n, sides, 1 - state.winner) })} `}
                {state.winner === mySide
                  ? i18n.t('youWin', { score: finalScore })
                  : i18n.t('winner', { name: sideName(i18n, sides, state.winner), score: finalScore })}
              </p>
            )}
            <HandBreakdown state={state} handIndex={finishedIndex} />
            <div className="buttons">
              {actor.kind === 'handOver' ? (
                <button type="button" className="primary" autoFocus onClick={driver.nextHand} data-testid="next-hand">
                  {i18n.t('nextHand')}
                </button>
              ) : (
                <button type="button" className="primary" autoFocus onClick={onRematch} data-testid="rematch">
                  {i18n.t('rematch')}
                </button>
              )}
              <button type="button" onClick={() => onReview(matchRecord(match))}>
                {i18n.t('review')}
              </button>
              <button type="button" onClick={() => downloadRecord(matchRecord(match))}>
                ⬇ {i18n.t('download')}
              </button>
              {actor.kind === 'handOver' && driver.canUndo && (
                <button type="button" onClick={driver.undo}>
                  ↶ {i18n.t('undo')}
                </button>
              )}
            </div>
          </section>
        </div>
      )}

      {pileSeat !== null && (
        <PileDialog title={i18n.t('openPile', { name: seatName(i18n, pileSeat) })} cards={hand.piles[pileSeat]!} onClose={() => setPileSeat(null)} />
      )}
    </main>
  );
}

