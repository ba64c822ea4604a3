import { useEffect, useRef } from 'react';
import { playSound } from './player.js';

/**
 * Chimes when the turn comes to the person as the table is played (`live`: the latest step is no reset), never
 * for a turn that was already theirs when the table appeared, nor one a reconnection shows.
 */
export function useTurnChime(myTurn: boolean, live: boolean): void {
  const was = useRef(myTurn);
  useEffect(() => {
    if (myTurn && !was.current && live) playSound('yourTurn');
    was.current = myTurn;
  }, [myTurn, live]);
}
