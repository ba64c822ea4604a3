import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { seatView, type Play, type Seat } from '@escoba/engine';
import { actorOf, canUndo, HUMAN, nextHand, playMove, undo, type Match } from '../game/match.js';
import type { BotClient } from '../worker/bot-client.js';
import { timings } from './prefs.js';
import type { AnimationSpeed } from '../settings.js';

/** A play being shown before the engine applies it. */
export interface MoveInFlight {
  readonly seat: Seat;
  readonly play: Play;
  readonly id: number;
}

export interface GameDriver {
  readonly match: Match;
  readonly moving: MoveInFlight | null;
  /** Seat whose bot is choosing, or null. */
  readonly thinking: Seat | null;
  /** Set for a moment after an escoba, for the banner. */
  readonly escobaBy: Seat | null;
  readonly error: string | null;
  play(play: Play): void;
  nextHand(): void;
  undo(): void;
  readonly canUndo: boolean;
}

/**
 * Runs a game against the computer: asks the worker for each bot's play, shows every play for a moment
 * (the animation) before the engine applies it, and reports every new state through `onChange`.
 */
export function useGameDriver(initial: Match, bots: BotClient, animation: AnimationSpeed, onChange: (match: Match) => void): GameDriver {
  const [match, setMatch] = useState(initial);
  const [moving, setMoving] = useState<MoveInFlight | null>(null);
  const [escobaBy, setEscobaBy] = useState<Seat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(match);
  const moveId = useRef(0);
  const speedRef = useRef(timings(animation));
  useLayoutEffect(() => {
    speedRef.current = timings(animation);
  }, [animation]);

  const commit = useCallback(
    (next: Match) => {
      latest.current = next;
      setMatch(next);
      onChange(next);
    },
    [onChange],
  );

  const apply = useCallback(
    (seat: Seat, play: Play) => {
      const result = playMove(latest.current, play);
      setMoving(null);
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      const last = result.value.state.hand?.history.event;
      const escoba = last?.type === 'play' && last.escoba ? seat : null;
      // The escoba can also be followed by the hand's end event: look one step back too.
      const before = result.value.state.hand?.history.prev?.event;
      const escobaSeat = escoba ?? (last?.type === 'end' && before?.type === 'play' && before.escoba ? seat : null);
      if (escobaSeat !== null && speedRef.current.banner > 0) {
        setEscobaBy(escobaSeat);
        setTimeout(() => setEscobaBy(null), speedRef.current.banner);
      }
      commit(result.value);
    },
    [commit],
  );

  /** Shows the play, then applies it. */
  const startMove = useCallback(
    (seat: Seat, play: Play) => {
      const ms = speedRef.current.move;
      if (ms === 0) return apply(seat, play);
      const id = ++moveId.current;
      setMoving({ seat, play, id });
      setTimeout(() => {
        if (moveId.current === id) apply(seat, play);
      }, ms);
    },
    [apply],
  );

  // The computer's turns.
  useEffect(() => {
    if (moving) return;
    const actor = actorOf(match);
    if (actor.kind !== 'bot') return;
    let cancelled = false;
    const started = performance.now();
    bots
      .choose(actor.level, `${match.setup.seed}:${actor.seat}`, seatView(match.state, actor.seat))
      .then(({ play }) => {
        if (cancelled) return;
        const wait = Math.max(0, speedRef.current.think - (performance.now() - started));
        setTimeout(() => {
          if (!cancelled) startMove(actor.seat, play);
        }, wait);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [match, moving, bots, startMove]);

  const actor = actorOf(match);
  return {
    match,
    moving,
    thinking: actor.kind === 'bot' && !moving ? actor.seat : null,
    escobaBy,
    error,
    play: (play) => {
      if (moving || actorOf(latest.current).kind !== 'human') return;
      startMove(HUMAN, play);
    },
    nextHand: () => {
      if (latest.current.state.phase === 'deal') commit(nextHand(latest.current));
    },
    undo: () => {
      if (moving || !canUndo(latest.current)) return;
      moveId.current++;
      commit(undo(latest.current));
    },
    canUndo: !moving && canUndo(match) && actor.kind !== 'bot',
  };
}
