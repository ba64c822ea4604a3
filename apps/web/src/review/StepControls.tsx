import { useI18n } from '../i18n/I18n.js';

/** First / previous / next / last and a slider over a review's steps, for every game's review. */
export function StepControls({ index, count, onChange }: { index: number; count: number; onChange: (index: number) => void }) {
  const i18n = useI18n();
  const last = count - 1;
  return (
    <div className="step-controls" role="group" aria-label={i18n.t('stepLabel')}>
      <button type="button" onClick={() => onChange(0)} disabled={index === 0}>
        « {i18n.t('first')}
      </button>
      <button type="button" onClick={() => onChange(index - 1)} disabled={index === 0} data-testid="review-prev">
        ◀ {i18n.t('previous')}
      </button>
      <button type="button" onClick={() => onChange(index + 1)} disabled={index === last} data-testid="review-next">
        {i18n.t('next')} ▶
      </button>
      <button type="button" onClick={() => onChange(last)} disabled={index === last} data-testid="review-last">
        {i18n.t('last')} »
      </button>
      <input type="range" min={0} max={last} value={index} onChange={(e) => onChange(Number(e.target.value))} aria-label={i18n.t('stepLabel')} />
    </div>
  );
}
