import type { GameView, ServerMessage } from '@escoba/protocol';
import type { TableMessage } from '../cluster/bus.js';
import { SharedText } from './frames.js';

/** What a follower holding `seat` (null: a spectator) gets of a table message: nothing, for another side's private action. */
export function messageFor(m: TableMessage, seat: number | null): ServerMessage | null {
  const view = m.view?.(seat);
  if (m.event) return { type: 'event', v: m.publicV, event: m.event, ...(view ? { view } : {}), ...(m.table ? { table: m.table } : {}) };
  if (!m.private || seat === null || !m.private.seats.includes(seat) || !view) return null;
  return { type: 'private', v: m.publicV, event: m.private.event, view };
}

/** A view's text, when there is a view. */
const textOfView = (view: GameView | null | undefined): string | null => (view ? JSON.stringify(view) : null);

/**
 * The text of a table message for each seat that follows it: exactly `JSON.stringify(messageFor(m, seat))`, each
 * seat's written once, and for an event the parts every seat shares (the event, the table's info) written once for
 * all of them, with only each seat's view written per seat (cpu20: a move's frames differ only in their views).
 */
export class MessageTexts {
  /** Each seat's text with its frame (null: nothing for that seat), made at its first need. */
  private readonly shared = new Map<number | null, SharedText | null>();
  /** An event's text before its view (`{"type":"event","v":…,"event":…`) and after it (`,"table":…}` or `}`). */
  private parts: { readonly head: string; readonly tail: string } | null = null;

  constructor(private readonly m: TableMessage) {}

  of(seat: number | null): string | null {
    return this.sharedBy(seat)?.text ?? null;
  }

  /** The text for `seat` with its frame, made once for every connection of that seat (or every spectator). */
  sharedBy(seat: number | null): SharedText | null {
    let message = this.shared.get(seat);
    if (message === undefined) {
      const text = this.write(seat);
      this.shared.set(seat, (message = text === null ? null : new SharedText(text)));
    }
    return message;
  }

  private write(seat: number | null): string | null {
    const m = this.m;
    if (!m.event) {
      const message = messageFor(m, seat);
      return message === null ? null : JSON.stringify(message);
    }
    const { head, tail } = (this.parts ??= { head: `{"type":"event","v":${JSON.stringify(m.publicV)},"event":${JSON.stringify(m.event)}`, tail: m.table ? `,"table":${JSON.stringify(m.table)}}` : '}' });
    const view = m.viewText ? m.viewText(seat) : textOfView(m.view?.(seat));
    return view !== null ? `${head},"view":${view}${tail}` : head + tail;
  }
}
