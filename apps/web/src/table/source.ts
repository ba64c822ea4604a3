import type { Card } from '@escoba/cards';

/** A seat number, as every game of the pack counts them. */
export type SeatNo = number;

/**
 * What happened at the table, in the words every game of the Spanish pack shares: each game's adapter
 * (`games/<id>/adapter.ts`) turns its engine's public events
 * into these; a game uses the kinds it has.
 */
export type TableEvent =
  /** The draw for the first dealer. */
  | { readonly kind: 'draw'; readonly dealer: SeatNo }
  | { readonly kind: 'deal'; readonly hand: number; readonly dealer: SeatNo }
  /**
   * A card played (to the table or to a trick), with what it took at once (Escoba) and, for a seat that plays
   * several cards in one turn (the Alcalde's two), the cards after it in order (`also`).
   */
  | { readonly kind: 'play'; readonly seat: SeatNo; readonly card: Card; readonly took: readonly Card[]; readonly claim: boolean; readonly also?: readonly Card[] }
  /** A take that cleared the table (Escoba's escoba; `atDeal` for the dealer's at the deal, with their count). */
  | { readonly kind: 'sweep'; readonly seat: SeatNo; readonly count: number; readonly atDeal: boolean; readonly cards: readonly Card[] }
  /** A face-up card under the stock taken for one from the hand (Brisca's trump card, exchanged). */
  | { readonly kind: 'exchange'; readonly seat: SeatNo; readonly gave: Card; readonly took: Card }
  /** A trick (baza) complete: its cards in the order played, who played each, the seat that won it and its points. */
  | { readonly kind: 'trick'; readonly seats: readonly SeatNo[]; readonly cards: readonly Card[]; readonly winner: SeatNo; readonly points: number }
  | { readonly kind: 'handEnd'; readonly hand: number }
  /**
   * A partner signal (Brisca's seña, by its code) this seat may see. Against the computer a seña is a step of its
   * own with no event (the view says it); online it is the step of the server's private message, with this event;
   * a reset lists the hand's señas among its events, so a rebuilt log keeps them.
   */
  | { readonly kind: 'sena'; readonly seat: SeatNo; readonly sena: string };

/** One change of the table: the events of one action and the view after them. */
export interface TableStep<View> {
  /** Increases by one per step of a source. */
  readonly seq: number;
  readonly view: View;
  readonly events: readonly TableEvent[];
  /** Shown at once with nothing played back (the first view, an undo, a resynchronisation); its events are the hand's so far. */
  readonly reset: boolean;
}

export interface TableSnapshot<View> {
  /** The latest steps, oldest first (a playback that falls further behind starts again from the last). */
  readonly steps: readonly TableStep<View>[];
  /** Who is on turn in the latest view, or null between hands. */
  readonly turn: SeatNo | null;
  /** A computer player choosing, or null. */
  readonly thinking: SeatNo | null;
  readonly canUndo: boolean;
  readonly error: string | null;
}

/**
 * Where a table's changes come from: the engine and the bots in this browser, or the server. Replaced as a
 * whole on every change (for `useSyncExternalStore`).
 */
export interface TableSource<View, Action> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TableSnapshot<View>;
  act(action: Action): void;
  undo(): void;
  /**
   * The playback shows step `seq` and has nothing left to show (null: no screen is showing the table). A
   * local source starts the computer's pause for its next play from here, so every play is seen.
   */
  settled(seq: number | null): void;
}

export const latestStep = <View>(snapshot: TableSnapshot<View>): TableStep<View> => snapshot.steps[snapshot.steps.length - 1]!;

/** How many steps a snapshot keeps. */
export const STEPS_KEPT = 16;
