import type { BriscaView } from '@escoba/brisca';
import type { SoundCues } from '../../sound/cues.js';
import type { SoundKind } from '../../sound/kinds.js';

/** Brisca's and Alcalde's sounds: every card played (the Alcalde's two are one sound), each trick won, the hand's end. */
export const briscaSounds: SoundCues<BriscaView> = (events) => {
  const kinds = new Set<SoundKind>();
  for (const e of events) {
    if (e.kind === 'play') kinds.add('cardPlayed');
    else if (e.kind === 'trick') kinds.add('trickWon');
    else if (e.kind === 'handEnd') kinds.add('handEnd');
  }
  return [...kinds];
};
