import type { TableSettings } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { rangeText } from './rating-words.js';
import './rated.css';

/** A lobby entry's "Rated 1400–1700" or "Casual" (rated22). */
export function RatedMark({ settings }: { readonly settings: TableSettings }) {
  const i18n = useI18n();
  const range = rangeText(settings.ratingRange);
  return (
    <span className={settings.rated ? 'lobby-rated' : 'lobby-casual'} data-testid="lobby-rated">
      {settings.rated ? (range ? `${i18n.t('rated.badge')} ${range}` : i18n.t('rated.badge')) : i18n.t('rated.casual')}
    </span>
  );
}

/** Asks before leaving a game in play at a rated table, where leaving for good counts as a loss; true to leave. */
export function confirmLeavingRated(settings: TableSettings, status: string, ask: (text: string) => boolean, text: string): boolean {
  return !settings.rated || status !== 'playing' || ask(text);
}
