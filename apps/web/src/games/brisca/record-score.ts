import { handOutcome, matchOutcome, replayRecord } from '@escoba/brisca';
import type { MessageKey } from '../../i18n/strings.js';
import type { I18n } from '../../i18n/translator.js';

/** The points of a Brisca or Alcalde record: hands won when it has several hands and the match is decided, else the last hand's card points. */
export interface BriscaRecordScore {
  /** The record's preset (`brisca`, `alcalde`, `alcalde-variation`). */
  readonly preset: string;
  readonly kind: 'cardPoints' | 'handsWon';
  readonly scores: readonly number[];
}

/** The score of a Brisca or Alcalde record, or null when it cannot be replayed. */
export function briscaRecordScore(record: unknown): BriscaRecordScore | null {
  const replay = replayRecord(record);
  if (!replay.ok) return null;
  const rules = (record as { rules?: unknown }).rules;
  const named = typeof rules === 'object' && rules !== null ? (rules as { preset?: unknown }).preset : rules;
  const preset = typeof named === 'string' ? named : 'brisca';
  const hands = (record as { hands?: unknown }).hands;
  const match = matchOutcome(replay.value);
  if (Array.isArray(hands) && hands.length > 1 && match !== null) return { preset, kind: 'handsWon', scores: match.points };
  const hand = handOutcome(replay.value);
  return hand === null ? null : { preset, kind: 'cardPoints', scores: hand.points };
}

/** What the record picker says of a Brisca or Alcalde record: its game and points ("Alcalde · card points 70–50"). */
export function briscaRecordScoreWords(i18n: I18n, record: unknown): string | null {
  const score = briscaRecordScore(record);
  if (score === null) return null;
  const game = i18n.t(`briscaReview.game.${score.preset}` as MessageKey);
  return `${game} · ${i18n.t(score.kind === 'handsWon' ? 'record.handsWon' : 'record.cardPoints', { scores: score.scores.map((s) => i18n.num(s)).join('–') })}`;
}
