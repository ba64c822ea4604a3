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
