import type { PublicEvent } from '@escoba/protocol';

/**
 * Whose chat a connection does not get: the lines of the accounts its own account blocked (safety22,
 * `safety/chat-blocks.ts`). Such a line still reaches it, as an event without its text marked `blocked`, so the
 * table's versions have no gap.
 */
export interface ChatFilter {
  /** The account of a connection's handshake session, its blocks loaded and kept while it is retained; null for a guest. */
  retain(sessionToken: string | null): Promise<string | null>;
  release(viewer: string): void;
  /** Whether `viewer` blocked `sender`. */
  hides(viewer: string, sender: string): boolean;
}

type ChatEvent = Extract<PublicEvent, { type: 'chat' }>;

/** A chat line as a blocker gets it: who and when, not what. */
export const withheld = (e: ChatEvent): ChatEvent => ({ type: 'chat', seat: e.seat, name: e.name, text: '', at: e.at, blocked: true });
