import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Seat, SeatView } from '@escoba/engine';
import { timings } from '../ui/prefs.js';
import type { MoveInFlight } from '../ui/useGameDriver.js';
import type { AnimationSpeed } from '../settings.js';
import { playBetween } from './playback.js';

/** What the table shows of an online game while the server's views are played back one by one. */
export interface Playback {
  /** The view on screen: the server's latest once every play before it has been shown. */
  readonly shown: SeatView;
  readonly moving: MoveInFlight | null;
  readonly escobaBy: Seat | null;
}

/** Views waiting beyond this many are shown at once, so a slow animation never leaves the table far behind. */
const MAX_WAITING = 2;

/**
 * Plays the server's views back as games against the computer show their plays: each play moves its card
 * for the animation's time (the speed setting, none when it is off) before its view appears, and an escoba
 * raises the banner.
 */
export function usePlayback(target: SeatView, animation: AnimationSpeed): Playback {
  const [shown, setShown] = useState(target);
  const [moving, setMoving] = useState<MoveInFlight | null>(null);
  const [escobaBy, setEscobaBy] = useState<Seat | null>(null);
  const waiting = useRef<SeatView[]>([]);
  const last = useRef({ shown: target, queued: target, busy: false, moveId: 0 });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const speed = useRef(timings(animation));
  useLayoutEffect(() => {
    speed.current = timings(animation);
  }, [animation]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    const state = last.current;
    if (target === state.queued) return;
    state.queued = target;
    waiting.current.push(target);

    const later = (ms: number, run: () => void) => {
      const t = setTimeout(() => {
        timers.current.delete(t);
        run();
      }, ms);
      timers.current.add(t);
    };

    const show = (view: SeatView, escobaSeat: Seat | null) => {
      state.shown = view;
      setShown(view);
      if (escobaSeat !== null && speed.current.banner > 0) {
        setEscobaBy(escobaSeat);
        later(speed.current.banner, () => setEscobaBy(null));
      }
    };

    const pump = () => {
      while (!state.busy && waiting.current.length > 0) {
        const next = waiting.current.shift()!;
        const step = playBetween(state.shown, next);
        if (!step || speed.current.move === 0 || waiting.current.length >= MAX_WAITING) {
          show(next, step?.escoba ? step.seat : null);
          continue;
        }
        state.busy = true;
        const id = ++state.moveId;
        setMoving({ seat: step.seat, play: step.play, id });
        later(speed.current.move, () => {
          state.busy = false;
          setMoving(null);
          show(next, step.escoba ? step.seat : null);
          pump();
        });
      }
    };
    pump();
  }, [target]);

  return { shown, moving, escobaBy };
}
