import type { ShuffleVerdict } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';

/**
 * The check of one hand's shuffle: "shuffle verified" when the revealed deck and salt hash to the commitment
 * published at the deal (and the deck deals this seat what it got), a warning that cannot be missed when not.
 */
export function ShuffleBadge({ verdict, hand }: { verdict: ShuffleVerdict | undefined; hand: number }) {
  const i18n = useI18n();
  if (!verdict) return <p className="shuffle checking">{i18n.t('online.shuffleChecking')}</p>;
  if (verdict.ok) {
    return (
      <p className="shuffle verified" data-testid="shuffle-verified" title={i18n.t('online.shuffleVerifiedHelp', { n: hand + 1 })}>
        <span aria-hidden="true">✔</span> {i18n.t('online.shuffleVerified')} <span className="sr-only">{i18n.t('online.shuffleVerifiedHelp', { n: hand + 1 })}</span>
      </p>
    );
  }
  return (
    <p className="shuffle failed" role="alert" data-testid="shuffle-failed">
      <span aria-hidden="true">⚠</span> {i18n.t('online.shuffleFailed', { n: hand + 1, reason: verdict.reason ?? '' })}
    </p>
  );
}
