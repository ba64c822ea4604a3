import { useMemo, useState, type ReactNode } from 'react';
import { handEvents, sameAction, seatView, stockCount, type BriscaState, type Card, type CardAction, type HandEvent, type Seat } from '@escoba/brisca';
import { useI18n } from '../../../i18n/I18n.js';
import type { I18n } from '../../../i18n/translator.js';
import type { MessageKey } from '../../../i18n/strings.js';
import { offlineNames, sideName, type SeatNames } from '../../../table/names.js';
import { useSeatNames } from '../../../ui/seat-names.js';
import { Named, NAME_SLOT, SeatName, SideName } from '../../../ui/SeatName.js';
import { CardImage } from '../../../ui/CardButton.js';
import { LineChart } from '../../../ui/LineChart.js';
import type { BriscaBotClient } from '../bots.js';
import { senaMeaning } from '../senas-text.js';
import { briscaWord } from '../review21-words.js';
import { analyse, CLEAR_MISTAKE_POINTS, FORCED, handSeries, replaySteps, type Analysis, type Decision, type ReviewStep } from './replay.js';
import './brisca-review.css';
import { StepControls } from '../../../review/StepControls.js';
import { EstimateList } from '../../../review/EstimateList.js';
import { MistakeList } from '../../../review/MistakeList.js';
import { AnalysisProgress, useDecisionAnalysis } from '../../../review/decision-analysis.js';
import { rankOptions } from '../../../review/ranking.js';

/** Search budget per estimate: a hand is 40 card actions at most. */
const REVIEW_BUDGET_MS = 120;

export interface BriscaReviewProps {
  readonly record: unknown;
  /** Brisca's bots on the page's worker: the expert's search gives the estimates. */
  readonly bots: BriscaBotClient;
  /** Opened from a game, so closing goes back to it. */
  readonly fromGame: boolean;
  readonly onClose: () => void;
}

const describeAction = (i18n: I18n, action: CardAction): string =>
  action.type === 'exchange' ? i18n.t('briscaReview.exchangeOption', { card: i18n.card(action.card) }) : i18n.cards(action.cards);

/** The sentence of a step: the deal, or the action that led to it (and the trick it completed). */
function narrate(i18n: I18n, step: ReviewStep, names: SeatNames): string {
  const hand = step.state.hand!;
  if (step.action === null || step.seat === null) return dealSentence(i18n, hand.dealer, hand.firstTrump, names);
  const name = names.name(step.seat);
  const a = step.action;
  if (a.type === 'sena') return i18n.t('briscaReview.sena', { name, meaning: senaMeaning(i18n, a.sena) });
  const events = handEvents(hand);
  if (a.type === 'exchange') {
    const exchange = [...events].reverse().find((e) => e.type === 'exchange');
    const took = exchange?.type === 'exchange' ? exchange.took : a.card;
    return i18n.t('briscaReview.exchange', { name, card: i18n.card(a.card), trump: i18n.card(took) });
  }
  const played = i18n.t('briscaReview.play', { name, cards: i18n.cards(a.cards) });
  const trick = trickCompletedBy(events);
  return trick ? `${played} ${i18n.t('briscaReview.trick', { name: names.name(trick.winner), n: trick.points })}` : played;
}

/**
 * "Ana deals; the trump card is …" / "You deal; …": "You" is the person's own seat (`names.me`): seat 0 in the review
 * of a game against the computer, the viewer's seat in an online game's, none when the viewer did not play it.
 */
export function dealSentence(i18n: I18n, dealer: Seat, trump: Card, names: SeatNames = offlineNames(i18n)): string {
  if (dealer === names.me) return briscaWord(i18n, 'briscaReview.dealYou', { card: i18n.card(trump) });
  return i18n.t('briscaReview.deal', { name: names.name(dealer), card: i18n.card(trump) });
}

/** The trick the hand's last play completed, if it did. */
function trickCompletedBy(events: readonly HandEvent[]): Extract<HandEvent, { type: 'trick' }> | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'trick') return e;
    if (e.type === 'play') return null;
  }
  return null;
}

/** "Hand 1: the deal" or "Hand 1, play 5 of 41": where a step is in its hand. */
function stepLabel(i18n: I18n, steps: readonly ReviewStep[], index: number): string {
  const step = steps[index]!;
  if (step.play < 0) return i18n.t('dealStep', { hand: step.hand + 1 });
  const plays = steps.filter((s) => s.hand === step.hand && s.play >= 0).length;
  return i18n.t('stepOf', { hand: step.hand + 1, play: step.play + 1, plays });
}

/** The legal actions of one analysed decision, best first by the expected card points each shows. */
export function BriscaEstimates({ i18n, analysis, decision, side }: { i18n: I18n; analysis: Analysis; decision: Decision; side: ReactNode }) {
  const ranking = rankOptions(analysis.options, (o) => o.points, (o) => sameAction(o.action, decision.played), 1);
  return (
    <EstimateList
      rankedBy={<Named text={i18n.t('briscaReview.expectedFor', { side: NAME_SLOT })} name={side} />}
      ranking={ranking}
      keyOf={(o) => describeAction(i18n, o.action)}
      describe={(o) => describeAction(i18n, o.action)}
      value={(_, shown) => briscaWord(i18n, 'briscaReview.expectedPoints', { n: i18n.fixed(shown, 1) })}
      lossText={ranking.loss > 0 ? i18n.t('briscaReview.loss', { n: i18n.fixed(ranking.loss, 1) }) : null}
      mistake={analysis.mistake}
    />
  );
}

/** The end of a hand in the review: each side's card points, named by its players, and who won it. */
export function BriscaHandResult({ result, hand }: { readonly result: NonNullable<NonNullable<BriscaState['hand']>['result']>; readonly hand: number }) {
  const i18n = useI18n();
  return (
    <section className="brisca-review-result" data-testid="review-result" aria-label={i18n.t('briscaReview.handOver', { hand: hand + 1 })}>
      <h2>{i18n.t('briscaReview.handOver', { hand: hand + 1 })}</h2>
      <ul>
        {result.sides.map((_, side) => (
          <li key={side}>
            <SideName sides={result.sides} side={side} />: <strong>{result.points[side]}</strong> {i18n.t('briscaReview.cardPoints')}
            {result.winner === side && (
              <>
                {' '}
                <span className="tag">★ {i18n.t('briscaReview.wins')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {result.winner === null && <p>{i18n.t('briscaReview.draw')}</p>}
    </section>
  );
}

/** The finished trick to show while the next has no card yet. */
function lastTrick(state: BriscaState): Extract<HandEvent, { type: 'trick' }> | null {
  const hand = state.hand!;
  if (hand.trickCards.length > 0) return null;
  const events = handEvents(hand);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'trick') return e;
  }
  return null;
}

/**
 * The review of a Brisca or Alcalde record: every action step by step with every hand face up, the expert's
 * analysis of each card action (its search's estimate of every legal action from the mover's own view, in
 * expected card points of the mover's side), clear mistakes flagged, and a chart of each side's expected
 * points over the hand.
 */
export function BriscaReview({ record, bots, fromGame, onClose }: BriscaReviewProps) {
  const i18n = useI18n();
  const names = useSeatNames();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const replay = useMemo(() => replaySteps(record), [record]);
  const [index, setIndex] = useState(0);
  const decisions: readonly Decision[] = useMemo(() => ('error' in replay ? [] : replay.decisions), [replay]);
  const analysed = useDecisionAnalysis(decisions, async (d): Promise<Analysis> => {
    const view = seatView(d.before, d.seat);
    return view.legal.length <= 1 ? FORCED : analyse(d, (await bots.estimate('review', view, REVIEW_BUDGET_MS)).estimates);
  });
  const analyses = analysed.analyses;

  if ('error' in replay) {
    return (
      <main className="review" data-testid="review">
        <p className="error" role="alert" data-testid="review-error">
          {i18n.t('briscaReview.badRecord', { error: replay.error })}
        </p>
        <button type="button" onClick={onClose} data-testid="review-close">
          {fromGame ? i18n.t('backToGame') : i18n.t('home')}
        </button>
      </main>
    );
  }
  const { steps } = replay;
  const step = steps[index]!;
  const state = step.state;
  const hand = state.hand!;
  const sides = hand.sides;
  const decision = decisions.find((d) => d.step === index);
  const analysis = analyses.get(index);
  const trick = lastTrick(state);
  const mistakes = decisions.filter((d) => analyses.get(d.step)?.mistake);
  const series = handSeries(steps, decisions, analyses, step.hand);
  const game = t(`briscaReview.game.${state.rules.preset}`);
  const table = state.mode === 'brisca' ? t(`table.${state.table.players}${state.table.partnerships ? 'p' : ''}`) : i18n.t('table.3');

  return (
    <main className="review brisca-review" data-testid="review">
      <h1>
        {i18n.t('reviewTitle')}: {game}
      </h1>
      <p>
        {table}
        {state.rules.senas && ` · ${i18n.t('briscaReview.senasOn')}`}
      </p>
      <StepControls index={index} count={steps.length} onChange={setIndex} />
      <p className="step-title" data-testid="review-step" aria-live="polite">
        {stepLabel(i18n, steps, index)} — {narrate(i18n, step, names)}
      </p>

      <div className="review-board">
        <section className="review-table" aria-label={i18n.t('tableLabel')}>
          <h2>
            {i18n.t('tableLabel')} <small>{i18n.t('stock', { n: stockCount(hand) })}</small>
          </h2>
          <div className="brisca-review-trump" data-testid="review-trump">
            {hand.trumpCard !== null ? (
              <>
                <CardImage card={hand.trumpCard} label={i18n.t('briscaReview.trumpCard', { card: i18n.card(hand.trumpCard) })} className="mini" />
                <span>{i18n.t('briscaReview.trumpCard', { card: i18n.card(hand.trumpCard) })}</span>
              </>
            ) : (
              <span className="muted">{i18n.t('briscaReview.trumpDrawn', { card: i18n.card(hand.firstTrump) })}</span>
            )}
          </div>
          <div className="card-row small brisca-review-trick" data-testid="review-trick">
            {hand.trickCards.length === 0 && !trick && <span className="muted">{i18n.t('tableEmpty')}</span>}
            {(hand.trickCards.length > 0 ? hand.trickCards.map((c, i) => ({ c, seat: hand.trickSeats[i]! })) : (trick?.cards ?? []).map((c, i) => ({ c, seat: trick!.seats[i]! }))).map(({ c, seat }) => (
              <figure key={c}>
                <CardImage card={c} label={`${names.name(seat)}: ${i18n.card(c)}`} />
                <figcaption>
                  <SeatName seat={seat} />
                </figcaption>
              </figure>
            ))}
          </div>
          {hand.trickCards.length === 0 && trick && (
            <p className="muted">
              <Named text={i18n.t('briscaReview.trickTaken', { name: NAME_SLOT, n: trick.points })} name={<SeatName seat={trick.winner} />} />
            </p>
          )}
          {sides.map((seats, side) => (
            <p key={side} className="review-score">
              <SideName sides={sides} side={side} />: <strong>{seats.reduce((sum, s) => sum + hand.points[s]!, 0)}</strong> {i18n.t('briscaReview.cardPoints')}
            </p>
          ))}
        </section>
        <section className="review-seats">
          {hand.hands.map((cards, seat) => {
            const senas = hand.senas.filter((m) => m.seat === seat);
            return (
              <div key={seat} className={`review-seat ${!hand.result && hand.turn === seat ? 'on-turn' : ''}`} data-testid={`review-seat-${seat}`}>
                <strong>
                  <SeatName seat={seat} />
                </strong>
                {hand.alcalde === seat && <span className="tag">♛ {i18n.t('briscaReview.alcalde')}</span>} <span className="muted">{i18n.t('taken', { n: hand.won[seat]!.length })}</span>
                <div className="card-row mini-row">
                  {cards.map((c) => (
                    <CardImage key={c} card={c} label={i18n.card(c)} className="mini" />
                  ))}
                </div>
                {senas.length > 0 && (
                  <p className="brisca-review-senas" data-testid={`review-senas-${seat}`}>
                    {i18n.t('briscaReview.senasMade', { list: senas.map((m) => senaMeaning(i18n, m.sena)).join('; ') })}
                  </p>
                )}
              </div>
            );
          })}
        </section>
      </div>

      {hand.result && <BriscaHandResult result={hand.result} hand={step.hand} />}

      <section className="analysis" aria-label={i18n.t('analysis')}>
        <AnalysisProgress analysis={analysed} total={decisions.length} />
        {decision && analysis && (
          <div data-testid="play-analysis">
            {analysis.forced ? (
              <p>
                <Named text={i18n.t('review.onlyPlay', { name: NAME_SLOT, play: describeAction(i18n, decision.played) })} name={<SeatName seat={decision.seat} />} />
              </p>
            ) : (
              <BriscaEstimates i18n={i18n} analysis={analysis} decision={decision} side={<SideName sides={sides} side={hand.sideOf[decision.seat]!} />} />
            )}
          </div>
        )}
        <MistakeList
          mistakes={mistakes.map((d) => ({
            step: d.step,
            text: `${stepLabel(i18n, steps, d.step)}: ${names.name(d.seat)}, ${describeAction(i18n, d.played)} (${i18n.t('briscaReview.loss', { n: i18n.fixed(analyses.get(d.step)!.loss, 1) })})`,
          }))}
          help={briscaWord(i18n, 'briscaReview.mistakesHelp', { n: CLEAR_MISTAKE_POINTS })}
          onPick={setIndex}
        />
        {series.some((values) => values.some((v) => v !== null)) && (
          <LineChart
            title={i18n.t('briscaReview.chart', { hand: step.hand + 1 })}
            series={series.map((values, side) => ({ name: sideName(i18n, sides, side, names), values }))}
            xLabels={false}
            markers={false}
          />
        )}
      </section>

      <button type="button" onClick={onClose} data-testid="review-close">
        {fromGame ? i18n.t('backToGame') : i18n.t('home')}
      </button>
    </main>
  );
}
