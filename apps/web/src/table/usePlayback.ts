import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Card } from '@escoba/engine';
import { timings } from '../ui/prefs.js';
import type { AnimationSpeed } from '../settings.js';
import type { SeatNo, TableEvent, TableSnapshot, TableSource, TableStep } from './source.js';

/** A play being shown before its view appears. */
export interface MoveInFlight {
  readonly seat: SeatNo;
  readonly card: Card;
  readonly took: readonly Card[];
  readonly claim: boolean;
  readonly id: number;
}

/** The escoba banner: who, how many, and whether the deal gave them. */
export interface Banner {
  readonly seat: SeatNo;
  readonly count: number;
  readonly atDeal: boolean;
  readonly id: number;
}

export interface Playback<View> {
  /** The view on screen: the source's latest once every step before it has been shown. */
  readonly shown: View;
  readonly moving: MoveInFlight | null;
  readonly banner: Banner | null;
  /** Nothing is waiting to be shown: the person may act on `shown`. */
  readonly idle: boolean;
  readonly snapshot: TableSnapshot<View>;
}

/** Steps waiting beyond this many are shown at once, so a slow animation never leaves the table far behind. */
const MAX_WAITING = 2;

const playOf = (events: readonly TableEvent[]) => events.find((e): e is Extract<TableEvent, { kind: 'play' }> => e.kind === 'play' && !e.claim) ?? null;
const escobaOf = (events: readonly TableEvent[]) => events.find((e): e is Extract<TableEvent, { kind: 'escoba' }> => e.kind === 'escoba') ?? null;

/**
 * Plays a table source's steps back: each play moves its card for the animation's time (none when the
 * animation is off) before its view appears, and an escoba (one at the deal too) raises the banner.
 */
export function usePlayback<View>(source: TableSource<View, unknown>, animation: AnimationSpeed): Playback<View> {
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const latest = snapshot.steps[snapshot.steps.length - 1]!;
  const [shown, setShown] = useState<TableStep<View>>(latest);
  const [moving, setMoving] = useState<MoveInFlight | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  // A source's first step that is not a reset (a new game's deal) is played back like any other.
  const state = useRef({ done: latest.seq === 0 && !latest.reset ? -1 : latest.seq, busy: false, moveId: 0, waiting: [] as TableStep<View>[] });
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
      source.settled(null);
    };
  }, [source]);

  useEffect(() => {
    const s = state.current;
    const later = (ms: number, run: () => void) => {
      const t = setTimeout(() => {
        timers.current.delete(t);
        run();
      }, ms);
      timers.current.add(t);
    };
    const show = (step: TableStep<View>) => {
      setShown(step);
      const escoba = escobaOf(step.events);
      if (escoba && !step.reset && speed.current.banner > 0) {
        const id = ++s.moveId;
        setBanner({ seat: escoba.seat, count: escoba.count, atDeal: escoba.atDeal, id });
        later(speed.current.banner, () => setBanner((b) => (b?.id === id ? null : b)));
      }
    };
    const settle = () => {
      if (!s.busy && s.waiting.length === 0) source.settled(s.done);
    };

    const fresh = snapshot.steps.filter((step) => step.seq > s.done);
    if (fresh.length > 0) {
      if (fresh.some((step) => step.reset) || fresh[0]!.seq > s.done + 1) {
        // Undo or a jump: drop what was waiting and show the latest at once.
        for (const t of timers.current) clearTimeout(t);
        timers.current.clear();
        s.waiting = [];
        s.busy = false;
        setMoving(null);
        setBanner(null);
        const last = fresh[fresh.length - 1]!;
        s.done = last.seq;
        show(last);
      } else {
        s.waiting.push(...fresh);
        s.done = fresh[fresh.length - 1]!.seq;
      }
    }

    const pump = () => {
      while (!s.busy && s.waiting.length > 0) {
        const next = s.waiting.shift()!;
        const play = playOf(next.events);
        if (!play || speed.current.move === 0 || s.waiting.length >= MAX_WAITING) {
          show(next);
          continue;
        }
        s.busy = true;
        const id = ++s.moveId;
        setMoving({ seat: play.seat, card: play.card, took: play.took, claim: play.claim, id });
        later(speed.current.move, () => {
          s.busy = false;
          setMoving(null);
          show(next);
          pump();
          settle();
        });
      }
    };
    pump();
    settle();
  }, [snapshot, source]);

  const idle = moving === null && shown.seq === latest.seq;
  return { shown: shown.view, moving, banner, idle, snapshot };
}
