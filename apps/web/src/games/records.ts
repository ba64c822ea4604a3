import type { GameDefinition } from '@escoba/cards';
import { gameForRecordFormat, type RegisteredGame } from '@escoba/games';
import { formatOf } from '../review/record-file.js';
import { isWebGame, type WebGameId } from './catalog.js';

// Loaded (its own chunk, with the registry of games) only when a record is reviewed or a file's records are listed.

/** The game a record belongs to, by its `format` (`brisca-record/1` is Brisca's and both Alcalde games'), or null. */
export function gameOfRecord(record: unknown): RegisteredGame | null {
  const format = formatOf(record);
  return format === null ? null : (gameForRecordFormat(format) ?? null);
}

/** The app's game that reviews a record (the game its format belongs to), or null when no game of the app reads it. */
export function webGameOfRecord(record: unknown): WebGameId | null {
  const id = gameOfRecord(record)?.id;
  return isWebGame(id) ? id : null;
}

/** What the record picker shows of a record: the game it plays, and its points (card points of one hand, else hands won). */
export interface RecordScore {
  /** The game's preset (`brisca`, `alcalde`, …) when the record names one, else the game's id. */
  readonly preset: string;
  readonly kind: 'cardPoints' | 'handsWon';
  readonly scores: readonly number[];
}

/** The score a picker shows for a record of another game, or null when its game cannot replay it. */
export function recordScore(record: unknown): RecordScore | null {
  const game = gameOfRecord(record);
  // Every registered game is a GameDefinition; its own codec checks its own records.
  return game === null ? null : scoreOf(game as unknown as GameDefinition<unknown, unknown, unknown, unknown>, record);
}

function scoreOf<State>(game: GameDefinition<unknown, State, unknown, unknown>, record: unknown): RecordScore | null {
  const replay = game.record.replay(record);
  if (!replay.ok) return null;
  const rules = (record as { rules?: unknown }).rules;
  const named = typeof rules === 'object' && rules !== null ? (rules as { preset?: unknown }).preset : rules;
  const preset = typeof named === 'string' ? named : game.id;
  const hands = (record as { hands?: unknown }).hands;
  const match = game.matchOutcome(replay.value);
  if (Array.isArray(hands) && hands.length > 1 && match !== null) return { preset, kind: 'handsWon', scores: match.points };
  const hand = game.handOutcome(replay.value);
  return hand === null ? null : { preset, kind: 'cardPoints', scores: hand.points };
}
