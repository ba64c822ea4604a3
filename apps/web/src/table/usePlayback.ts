import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { timings } from '../ui/prefs.js';
import type { AnimationSpeed } from '../settings.js';
import { latestStep, type TableSnapshot, type TableSource } from './source.js';
import type { SoundCues } from '../sound/cues.js';
import { playSound } from '../sound/player.js';
import { TablePlayback, type Announcement, type Banner, type MoveInFlight, type Narrator } from './playback.js';

export type { Announcement, Banner, MoveInFlight, Narrator };

export interface Playback<View> {
  /** The view on screen: the source's latest once every step before it has been shown. */
  readonly shown: View;
  readonly moving: MoveInFlight | null;
  readonly banner: Banner | null;
  /** The hand's sentences so far (the play log) and the latest said (the live region): the same words. */
  readonly log: readonly string[];
  readonly announcements: readonly Announcement[];
  /** Nothing is waiting to be shown: the person may act on `shown`. */
  readonly idle: boolean;
  readonly snapshot: TableSnapshot<View>;
}

function playbackOf<View>(source: TableSource<View, unknown>, animation: AnimationSpeed, narrate: Narrator<View>): TablePlayback<View> {
  return new TablePlayback<View>(latestStep(source.getSnapshot()), {
    narrate,
    timings: timings(animation),
    later: (ms, run) => {
      const t = setTimeout(run, ms);
      return () => clearTimeout(t);
    },
    settled: (seq) => source.settled(seq),
  });
}

/**
 * The one hook that turns a table source's steps into what the screen shows and says (`TablePlayback`):
 * the view, the card in flight, the escoba banner, and the sentences of the live region and the play log.
 * `narrate` should keep its identity while the language and the names do (a new one retells the hand).
 * `sounds`, the game's, makes the sounds of the steps shown as they happen (a table without it is silent).
 */
export function usePlayback<View>(source: TableSource<View, unknown>, animation: AnimationSpeed, narrate: Narrator<View>, sounds?: SoundCues<View>): Playback<View> {
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  // One playback per source: another source (a new game) starts from its own latest step.
  const [current, setCurrent] = useState(() => ({ source, playback: playbackOf(source, animation, narrate) }));
  let playback = current.playback;
  if (current.source !== source) {
    playback = playbackOf(source, animation, narrate);
    setCurrent({ source, playback });
  }
  const frame = useSyncExternalStore(playback.subscribe, playback.getFrame, playback.getFrame);

  useLayoutEffect(() => {
    playback.setTimings(timings(animation));
    playback.setNarrator(narrate);
    playback.setLive(sounds ? (step) => sounds(step.events, step.view).forEach(playSound) : null);
  }, [playback, animation, narrate, sounds]);

  useEffect(() => {
    playback.receive(snapshot.steps);
  }, [playback, snapshot]);

  useEffect(
    () => () => {
      playback.stop();
      source.settled(null);
    },
    [playback, source],
  );

  const idle = frame.moving === null && frame.shown.seq === latestStep(snapshot).seq;
  return { shown: frame.shown.view, moving: frame.moving, banner: frame.banner, log: frame.log, announcements: frame.announcements, idle, snapshot };
}
