import { useEffect, useMemo, useState } from 'react';
import { handPlays, replayRecord, samePlay, seatView, stockCount, type GameState, type Play, type ReplayStep } from '@escoba/engine';
import type { PlayEstimate } from '@escoba/bots';
import { useI18n } from '../../../i18n/I18n.js';
import type { MessageKey } from '../../../i18n/strings.js';
import { describePlay, narrateEvent, playKey } from '../narrate.js';
import { seatName, sideName } from '../../../table/names.js';
import { escobaBots } from '../bots.js';
import type { ReviewProps } from '../../types.js';
import { CardImage } from '../../../ui/CardButton.js';
import { HandBreakdown, scoreSheetOf } from '../HandBreakdown.js';
import { LineChart } from '../../../ui/LineChart.js';
import { StepControls } from '../../../review/StepControls.js';

/** Review budget per estimate: a whole game is about 40 plays a hand. */
const REVIEW_BUDGET_MS = 120;

interface Decision {
  /** Index of the step this play leads to. */
  readonly step: number;
  readonly before: GameState;
  readonly played: Play;
}

interface Analysis {
  readonly forced: boolean;
  /** Best margin first. */
  readonly estimates: readonly PlayEstimate[];
}

/** Every state of a record, with the decision that led to each play. */
export function replaySteps(record: unknown): { steps: ReplayStep[]; decisions: Decision[] } | { error: string } {
  const steps: ReplayStep[] = [];
  const replay = replayRecord(record, (step) => steps.push(step));
  if (!replay.ok) return { error: replay.error.message };
  const decisions: Decision[] = [];
  steps.forEach((s, i) => {
    if (s.play >= 0) decisions.push({ step: i, before: steps[i - 1]!.state, played: handPlays(s.state.hand!)[s.play]! });
  });
  return { steps, decisions };
}

/** Escoba's review of a record: every play step by step, with the analyst's estimates of each decision. */
export function EscobaReview({ record, worker, onClose, fromGame = false }: ReviewProps) {
  const i18n = useI18n();
  const bots = useMemo(() => escobaBots(worker), [worker]);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const replay = useMemo(() => replaySteps(record), [record]);
  const [index, setIndex] = useState(0);
  const [analysis, setAnalysis] = useState<ReadonlyMap<number, Analysis>>(new Map());
  const [analysing, setAnalysing] = useState(false);

  const decisions = useMemo(() => ('error' in replay ? [] : replay.decisions), [replay]);
  useEffect(() => {
    if (!analysing) return;
    let cancelled = false;
    (async () => {
      for (const d of decisions) {
        if (cancelled) return;
        const seat = d.before.hand!.turn;
        const view = seatView(d.before, seat);
        let result: Analysis;
        if (view.legal.length <= 1) result = { forced: true, estimates: [] };
        else {
          const { estimates } = await bots.estimate('review', view, REVIEW_BUDGET_MS);
          result = { forced: false, estimates: [...estimates].sort((a, b) => b.margin - a.margin) };
        }
        if (cancelled) return;
        setAnalysis((m) => new Map(m).set(d.step, result));
      }
      if (!cancelled) setAnalysing(false);
    })().catch(() => setAnalysing(false));
    return () => {
      cancelled = true;
    };
  }, [analysing, decisions, bots]);

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
  const lastEvent = hand.history.event.type === 'end' ? hand.history.prev!.event : hand.history.event;
  const stepNarration = narrateEvent(i18n, lastEvent, step.hand + 1);
  const handPlayCount = (() => {
    let n = 0;
    for (const s of steps) if (s.hand === step.hand && s.play >= 0) n++;
    return n;
  })();

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
      const seat = d.before.hand!.turn;
      if (a && !a.forced && d.before.setup.sideOf[seat] === side) current = a.estimates.find((e) => samePlay(e.play, d.played))?.points ?? current;
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
        {step.play < 0 ? i18n.t('dealStep', { hand: step.hand + 1 }) : i18n.t('stepOf', { hand: step.hand + 1, play: step.play + 1, plays: handPlayCount })}
        {/* A redeal is not narrated: then no dash is left hanging. */}
        {stepNarration !== null && ` — ${stepNarration}`}
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
              {sideName(i18n, sides, side)}: <strong>{state.scores[side]}</strong>
            </p>
          ))}
        </section>
        <section className="review-seats">
          {hand.hands.map((cards, seat) => (
            <div key={seat} className={`review-seat ${state.phase === 'play' && hand.turn === seat ? 'on-turn' : ''}`}>
              <strong>{seatName(i18n, seat)}</strong> <span className="muted">{i18n.t('taken', { n: hand.piles[seat]!.length })}</span>
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
        <h2>{i18n.t('analysis')}</h2>
        {!analysing && analysis.size < decisions.length && (
          <button type="button" className="primary" onClick={() => setAnalysing(true)} data-testid="analyse">
            {i18n.t('analyse')}
          </button>
        )}
        <p aria-live="polite">{analysing ? i18n.t('analysing', { done: analysis.size, total: decisions.length }) : analysis.size > 0 && analysis.size === decisions.length ? i18n.t('analysisDone') : ''}</p>
        {decision && stepAnalysis && (
          <div data-testid="play-analysis">
            {stepAnalysis.forced ? (
              <p>{i18n.t('forced')}</p>
            ) : (
              <ol className="estimates">
                {stepAnalysis.estimates.map((e, k) => {
                  const isPlayed = samePlay(e.play, decision.played);
                  const loss = stepAnalysis.estimates[0]!.margin - e.margin;
                  return (
                    <li key={playKey(e.play)} className={isPlayed ? 'played' : ''}>
                      <span>{describePlay(i18n, e.play)}</span> <span className="num">{i18n.fixed(e.points, 2)}</span>
                      {k === 0 && <span className="tag"> ★ {i18n.t('best')}</span>}
                      {isPlayed && <span className="tag"> ● {i18n.t('played')}</span>}
                      {isPlayed && loss > 0.005 && <span className="loss"> — {i18n.t('loss', { n: i18n.fixed(loss, 2) })}</span>}
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        )}
        {analysis.size > 0 && (
          <LineChart
            title={i18n.t('expectedChart')}
            series={series.map((values, side) => ({ name: sideName(i18n, sides, side), values }))}
            xLabels={false}
            markers={false}
          />
        )}
      </section>

      {hand.result && <HandBreakdown sheet={scoreSheetOf(state)} handIndex={state.results.length - 1} />}
      {decision && <p className="sr-only">{describePlay(i18n, decision.played)}</p>}
      <button type="button" onClick={onClose} data-testid="review-close">
        {fromGame ? i18n.t('backToGame') : i18n.t('home')}
      </button>
    </main>
  );
}
