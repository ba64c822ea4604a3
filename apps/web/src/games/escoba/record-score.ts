import { replayRecord } from '@escoba/engine';
import type { I18n } from '../../i18n/translator.js';

/** What the record picker says of an Escoba record: each side's final score ("final score 21–15"), or null when it cannot be replayed. */
export function escobaRecordScore(i18n: I18n, record: unknown): string | null {
  const replay = replayRecord(record);
  return replay.ok ? i18n.t('record.score', { scores: replay.value.scores.map((s) => i18n.num(s)).join('–') }) : null;
}
