import { useMemo, useState } from 'react';
import { handPlays, replayRecord, samePlay, seatView, stockCount, type GameState, type Play, type ReplayStep, type Seat } from '@escoba/engine';
import type { PlayEstimate } from '@escoba/bots';
import { useI18n } from '../../../i18n/I18n.js';
import type { MessageKey } from '../../../i18n/strings.js';
import { describePlay, narrateEvent, playKey } from '../narrate.js';
import { sideName, type SeatNames } from '../../../table/names.js';
import { useSeatNames } from '../../../ui/seat-names.js';
import { Named, NAME_SLOT, SeatName, SideName } from '../../../ui/SeatName.js';
import { escobaBots } from '../bots.js';
import type { ReviewProps } from '../../types.js';
import { CardImage } from '../../../ui/CardButton.js';
import { HandBreakdown, scoreSheetOf } from '../HandBreakdown.js';
import { LineChart } from '../../../ui/LineChart.js';
import { StepControls } from '../../../review/StepControls.js';
import { EstimateList } from '../../../review/EstimateList.js';
import { MistakeList } from '../../../review/MistakeList.js';
import { AnalysisProgress, useDecisionAnalysis } from '../../../review/decision-analysis.js';
import { rankOptions } from '../../../review/ranking.js';
import type { I18n } from '../../../i18n/translator.js';

/** Review budget per estimate: a whole game is about 40 plays a hand. */
const REVIEW_BUDGET_MS = 120;

export interface Decision {
  /** Index of the step this play leads to. */
  readonly step: number;
  readonly before: GameState;
  /** Who played. */
  readonly seat: Seat;
  readonly played: Play;
}

export interface Analysis {
  readonly forced: boolean;
  readonly estimates: readonly PlayEstimate[];
  /** Expected margin the play made gave away against the best (0 when it was the best, or forced). */
  readonly loss: number;
}

/**
 * A play that gives away at least this much expected margin (hand points of the mover's side minus the other
 * side's) against the expert's best is a clear mistake: about a quarter of the point a "7 de oros" is worth, twice
 * the `escoba analyze` default, so that the list holds the plays worth looking at.
 */
export const CLEAR_MISTAKE_MARGIN = 0.5;

/** Decimals the review shows estimates with (Escoba's hand points are few: hundredths tell plays apart). */
const DECIMALS = 2;

const FORCED: Analysis = { forced: true, estimates: [], loss: 0 };

/** The analysis of a decision from the analyst's estimates (one per legal play): ranked by margin, as the bots choose. */
export function analyseEscoba(played: Play, estimates: readonly PlayEstimate[]): Analysis {
  const ranking = rankOptions(estimates, (e) => e.margin, (e) => samePlay(e.play, played), DECIMALS);
  return { forced: false, estimates, loss: ranking.loss };
}

const playsOfHand = (steps: readonly ReplayStep[], hand: number): number => steps.filter((s) => s.hand === hand && s.play >= 0).length;

/** "+3.07", "−0.40": a margin with its sign. */
const signed = (i18n: I18n, n: number): string => (n > 0 ? `+${i18n.fixed(n, DECIMALS)}` : i18n.fixed(n, DECIMALS));

/** One decision's legal plays, best first by the expected margin each shows; each also shows its side's expected points. */
export function EscobaEstimates({ analysis, decision, side }: { analysis: Analysis; decision: Decision; side: string }) {
  const i18n = useI18n();
  const ranking = rankOptions(analysis.estimates, (e) => e.margin, (e) => samePlay(e.play, decision.played), DECIMALS);
  return (
    <EstimateList
      rankedBy={<Named text={i18n.t('review.rankedByMargin', { name: NAME_SLOT, side })} name={<SeatName seat={decision.seat} />} />}
      ranking={ranking}
      keyOf={(e) => playKey(e.play)}
      describe={(e) => describePlay(i18n, e.play)}
      value={(e, shown) => (
        <>
          <strong>{i18n.t('review.margin', { n: signed(i18n, shown) })}</strong> · {i18n.t('review.ownPoints', { n: i18n.fixed(e.points, DECIMALS) })}
        </>
      )}
      lossText={ranking.loss > 0 ? i18n.t('review.marginLoss', { n: i18n.fixed(ranking.loss, DECIMALS) }) : null}
      mistake={analysis.loss >= CLEAR_MISTAKE_MARGIN}
    />
  );
}

/**
 * What a step says: the play (or deal) that led to it, and after the last play of a deal, the new deal it made
 * (the board shows the new hands, so the step says where they came from).
 */
export function stepNarration(i18n: I18n, hand: NonNullable<GameState['hand']>, handNumber: number, names?: SeatNames): string | null {
  let node = hand.history;
  if (node.event.type === 'end') node = node.prev!;
  const redeal = node.event.type === 'redeal' ? node.event : null;
  if (redeal) node = node.prev!;
  const said = narrateEvent(i18n, node.event, handNumber, names);
  if (!redeal) return said;
  const dealt = i18n.t('review.newDeal', { n: redeal.stock });
  return said === null ? dealt : `${said} ${dealt}`;
}

/** Every state of a record, with the decision that led to each play. */
export function replaySteps(record: unknown): { steps: ReplayStep[]; decisions: Decision[] } | { error: string } {
  const steps: ReplayStep[] = [];
  const replay = replayRecord(record, (step) => steps.push(step));
  if (!replay.ok) return { error: replay.error.message };
  const decisions: Decision[] = [];
  steps.forEach((s, i) => {
    if (s.play < 0) return;
    const before = steps[i - 1]!.state;
    decisions.push({ step: i, before, seat: before.hand!.turn, played: handPlays(s.state.hand!)[s.play]! });
  });
  return { steps, decisions };
}

/** Escoba's review of a record: every play step by step, with the analyst's estimates of each decision. */
export function EscobaReview({ record, worker, onClose, fromGame = false }: ReviewProps) {
  const i18n = useI18n();
  const names = useSeatNames();
  const bots = useMemo(() => escobaBots(worker), [worker]);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const replay = useMemo(() => replaySteps(record), [record]);
  const [index, setIndex] = useState(0);
  const decisions = useMemo(() => ('error' in replay ? [] : replay.decisions), [replay]);
  const analysed = useDecisionAnalysis(decisions, async (d): Promise<Analysis> => {
    const view = seatView(d.before, d.seat);
    return view.legal.length <= 1 ? FORCED : analyseEscoba(d.played, (await bots.estimate('review', view, REVIEW_BUDGET_MS)).estimates);
  });
  const analysis = analysed.analyses;

  if ('error' in replay) {
    return (
      <main className="review">
        <p className="error" role="alert">
          {i18n.t('badRecord', { error: replay.error })}
        </p>
        <button type="button" onClick={onClose}>
          {i18n.t('home')}
        </button>
      </main>
    );
  }
  const { steps } = replay;
  const step = steps[index]!;
  const state = step.state;
  const hand = state.hand!;
  const sides = state.setup.sides;
  const decision = decisions.find((d) => d.step === index);
  const stepAnalysis = analysis.get(index);
  const narration = stepNarration(i18n, hand, step.hand + 1, names);

  // Expected hand points of each side after each analysed play, carried forward within a hand.
  const series = sides.map((_, side) => {
    let current: number | null = null;
    let handOf = -1;
    return decisions.map((d) => {
      const handIndex = steps[d.step]!.hand;
      if (handIndex !== handOf) {
        current = null;
        handOf = handIndex;
      }
      const a = analysis.get(d.step);
      if (a && !a.forced && d.before.setup.sideOf[d.seat] === side) current = a.estimates.find((e) => samePlay(e.play, d.played))?.points ?? current;
      return current;
    });
  });

  return (
    <main className="review" data-testid="review">
      <h1>{i18n.t('reviewTitle')}</h1>
      <p>
        {i18n.t('reviewOf', { table: t(`table.${state.setup.players}${state.setup.partnerships ? 'p' : ''}`), rules: t(`preset.${state.rules.preset}`) })}
      </p>
      <StepControls index={index} count={steps.length} onChange={setIndex} />
      <p className="step-title" data-testid="review-step">
        {step.play < 0 ? i18n.t('dealStep', { hand: step.hand + 1 }) : i18n.t('stepOf', { hand: step.hand + 1, play: step.play + 1, plays: playsOfHand(steps, step.hand) })}
        {narration !== null && ` — ${narration}`}
      </p>

      <div className="review-board">
        <section className="review-table" aria-label={i18n.t('tableLabel')}>
          <h2>
            {i18n.t('tableLabel')} <small>{i18n.t('stock', { n: stockCount(state) })}</small>
          </h2>
          <div className="card-row small">
            {hand.table.length === 0 && <span className="muted">{i18n.t('tableEmpty')}</span>}
            {hand.table.map((c) => (
              <CardImage key={c} card={c} label={i18n.card(c)} />
            ))}
          </div>
          {sides.map((seats, side) => (
            <p key={side} className="review-score">
              <SideName sides={sides} side={side} />: <strong>{state.scores[side]}</strong>
            </p>
          ))}
        </section>
        <section className="review-seats">
          {hand.hands.map((cards, seat) => (
            <div key={seat} className={`review-seat ${state.phase === 'play' && hand.turn === seat ? 'on-turn' : ''}`}>
              <strong>
                <SeatName seat={seat} />
              </strong>{' '}
              <span className="muted">{i18n.t('taken', { n: hand.piles[seat]!.length })}</span>
              <div className="card-row mini-row">
                {cards.map((c) => (
                  <CardImage key={c} card={c} label={i18n.card(c)} className="mini" />
                ))}
              </div>
            </div>
          ))}
        </section>
      </div>

      <section className="analysis" aria-label={i18n.t('analysis')}>
        <AnalysisProgress analysis={analysed} total={decisions.length} />
        {decision && stepAnalysis && (
          <div data-testid="play-analysis">
            {stepAnalysis.forced ? (
              <p>
                <Named text={i18n.t('review.onlyPlay', { name: NAME_SLOT, play: describePlay(i18n, decision.played) })} name={<SeatName seat={decision.seat} />} />
              </p>
            ) : (
              <EscobaEstimates analysis={stepAnalysis} decision={decision} side={sideName(i18n, sides, state.setup.sideOf[decision.seat]!, names)} />
            )}
          </div>
        )}
        <MistakeList
          mistakes={decisions.flatMap((d) => {
            const a = analysis.get(d.step);
            if (!a || a.forced || a.loss < CLEAR_MISTAKE_MARGIN) return [];
            const label = i18n.t('stepOf', { hand: steps[d.step]!.hand + 1, play: steps[d.step]!.play + 1, plays: playsOfHand(steps, steps[d.step]!.hand) });
            return [{ step: d.step, text: `${label}: ${names.name(d.seat)}, ${describePlay(i18n, d.played)} (${i18n.t('review.marginLoss', { n: i18n.fixed(a.loss, 2) })})` }];
          })}
          help={i18n.t('review.mistakesHelp', { n: i18n.fixed(CLEAR_MISTAKE_MARGIN, 2) })}
          onPick={setIndex}
        />
        {analysis.size > 0 && (
          <LineChart
            title={i18n.t('expectedChart')}
            series={series.map((values, side) => ({ name: sideName(i18n, sides, side, names), values }))}
            xLabels={false}
            markers={false}
          />
        )}
      </section>

      {hand.result && <HandBreakdown sheet={scoreSheetOf(state)} handIndex={state.results.length - 1} />}
      <button type="button" onClick={onClose} data-testid="review-close">
        {fromGame ? i18n.t('backToGame') : i18n.t('home')}
      </button>
    </main>
  );
}
