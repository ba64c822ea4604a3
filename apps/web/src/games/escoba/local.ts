import type { Play, SeatView } from '@escoba/engine';
import { localGameOf } from '../../table/local-match.js';
import type { LocalGame } from '../../table/local-source.js';
import { eventsBetween } from './adapter.js';
import { escobaMatch, type Match } from './match.js';

/** Escoba against the computer on the shared driver: the generic match for the moves, `adapter.ts` for the events. */
export const escobaLocal: LocalGame<Match, SeatView, Play> = localGameOf(escobaMatch, { events: eventsBetween });
