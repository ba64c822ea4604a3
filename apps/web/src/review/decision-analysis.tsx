import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';

/** A decision of a replayed game: the step its play leads to. */
export interface StepDecision {
  readonly step: number;
}

export interface DecisionAnalysis<A> {
  /** Each analysed decision's result, by the step its play leads to. */
  readonly analyses: ReadonlyMap<number, A>;
  readonly analysing: boolean;
  /** Why the analysis stopped, when the analyst failed. */
  readonly failure: string | null;
  readonly start: () => void;
}

/**
 * Analyses a review's decisions one after another on demand (the page's bot worker answers one estimate at a time),
 * publishing each result as it comes so the page fills in while the rest is worked out; stops when the review
 * closes or its decisions change.
 */
export function useDecisionAnalysis<D extends StepDecision, A>(decisions: readonly D[], analyseOne: (decision: D) => Promise<A>): DecisionAnalysis<A> {
  const [analyses, setAnalyses] = useState<ReadonlyMap<number, A>>(new Map());
  const [analysing, setAnalysing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const analyseLatest = useRef(analyseOne);
  useEffect(() => {
    analyseLatest.current = analyseOne;
  });

  useEffect(() => {
    if (!analysing) return;
    let cancelled = false;
    (async () => {
      for (const d of decisions) {
        if (cancelled) return;
        const result = await analyseLatest.current(d);
        if (cancelled) return;
        setAnalyses((m) => new Map(m).set(d.step, result));
      }
      if (!cancelled) setAnalysing(false);
    })().catch((e: unknown) => {
      setFailure(e instanceof Error ? e.message : String(e));
      setAnalysing(false);
    });
    return () => {
      cancelled = true;
    };
  }, [analysing, decisions]);

  return { analyses, analysing, failure, start: () => setAnalysing(true) };
}

/** The analysis section's head: the button that starts it, its progress, and why it stopped if it failed. */
export function AnalysisProgress({ analysis, total }: { readonly analysis: DecisionAnalysis<unknown>; readonly total: number }) {
  const i18n = useI18n();
  const { analyses, analysing, failure, start } = analysis;
  return (
    <>
      <h2>{i18n.t('analysis')}</h2>
      {!analysing && analyses.size < total && (
        <button type="button" className="primary" onClick={start} data-testid="analyse">
          {i18n.t('analyse')}
        </button>
      )}
      <p aria-live="polite" data-testid="analysis-progress">
        {analysing ? i18n.t('analysing', { done: analyses.size, total }) : analyses.size > 0 && analyses.size === total ? i18n.t('analysisDone') : ''}
      </p>
      {failure !== null && (
        <p className="error" role="alert">
          {i18n.t('analysisFailed', { error: failure })}
        </p>
      )}
    </>
  );
}
