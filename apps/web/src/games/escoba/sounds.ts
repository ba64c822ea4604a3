import type { SeatView } from '@escoba/engine';
import type { SoundCues } from '../../sound/cues.js';
import type { SoundKind } from '../../sound/kinds.js';

/** Escoba's sounds: every card played; a take (the swish of cards gathered) or an escoba instead; the hand's end. */
export const escobaSounds: SoundCues<SeatView> = (events) => {
  const kinds = new Set<SoundKind>();
  for (const e of events) {
    if (e.kind === 'play') {
      kinds.add('cardPlayed');
      if (e.took.length > 0) kinds.add('capture');
    } else if (e.kind === 'sweep') kinds.add('sweep');
    else if (e.kind === 'handEnd') kinds.add('handEnd');
  }
  // The escoba's sound has the swish of the take in it.
  if (kinds.has('sweep')) kinds.delete('capture');
  return [...kinds];
};
