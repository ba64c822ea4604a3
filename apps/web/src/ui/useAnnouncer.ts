import { useEffect, useRef, useState } from 'react';
import type { SeatView } from '@escoba/engine';
import type { I18n } from '../i18n/translator.js';
import { narrateEvent } from '../game/narrate.js';
import type { SeatNames } from '../game/names.js';

/** How many recent announcements the live region keeps (new lines are what screen readers read). */
const KEPT = 6;

/**
 * The lines of the ARIA live region: every public event of the hand not yet announced, in words, newest
 * last. Going back (undo) or a new hand resets what has been said.
 */
export interface Announcement {
  readonly id: number;
  readonly text: string;
}

export function useAnnouncer(view: SeatView, i18n: I18n, names: SeatNames): readonly Announcement[] {
  const [text, setText] = useState<readonly Announcement[]>([]);
  const nextId = useRef(0);
  const said = useRef<{ hand: number; events: number }>({ hand: -1, events: 0 });
  useEffect(() => {
    const handIndex = view.handIndex;
    if (handIndex < 0) return;
    const events = view.events;
    const from = said.current.hand === handIndex && said.current.events <= events.length ? said.current.events : 0;
    said.current = { hand: handIndex, events: events.length };
    const lines = events
      .slice(from)
      .map((e) => narrateEvent(i18n, e, handIndex + 1, names))
      .filter((line): line is string => line !== null);
    if (lines.length === 0) return;
    const added = lines.map((line) => ({ id: nextId.current++, text: line }));
    setText((old) => [...old, ...added].slice(-KEPT));
  }, [view, i18n, names]);
  return text;
}
