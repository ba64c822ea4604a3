import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { localGameOf } from '../../table/local-match.js';
import type { LocalGame } from '../../table/local-source.js';
import { briscaEventsBetween } from './adapter.js';
import { briscaMatch, type BriscaMatch } from './match.js';

/** Brisca and the Alcalde games against the computer on the shared driver. */
export const briscaLocal: LocalGame<BriscaMatch, BriscaView, BriscaAction> = localGameOf(briscaMatch, {
  events: briscaEventsBetween,
  // A complete trick stays in the middle for two more pauses, so everyone sees who took it before the next lead.
  pauseAfter: (events) => (events.some((e) => e.kind === 'trick') ? 2 : 0),
});
