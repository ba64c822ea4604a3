import type { TableEvent } from '../table/source.js';
import type { SoundKind } from './kinds.js';

/**
 * Which sounds a live step of a table makes: each game brings its own (`games/<id>/sounds.ts`), from the
 * step's table events and the view after them.
 */
export type SoundCues<View> = (events: readonly TableEvent[], view: View) => readonly SoundKind[];
