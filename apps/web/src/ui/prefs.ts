import { createContext, useContext } from 'react';
import type { CardBadgeOf } from '../cards/CardFace.js';
import type { AnimationSpeed, DeckStyle } from '../settings.js';

/** How cards are drawn and moved: read by every card without passing props down the tree. */
export interface Prefs {
  readonly deckStyle: DeckStyle;
  /** The header's "show card values": each card's badge. */
  readonly showValues: boolean;
  /** What the badge says on this screen: the game's own count (Escoba's values, Brisca's points); none outside a game. */
  readonly badgeOf?: CardBadgeOf;
  readonly animation: AnimationSpeed;
}

export const PrefsContext = createContext<Prefs>({ deckStyle: 'spanish', showValues: true, animation: 'normal' });
export const usePrefs = (): Prefs => useContext(PrefsContext);

/** Milliseconds of the play animation and the computer's minimum "thinking" pause. */
export function timings(animation: AnimationSpeed): { readonly move: number; readonly think: number; readonly banner: number } {
  switch (animation) {
    case 'normal':
      return { move: 650, think: 450, banner: 1100 };
    case 'fast':
      return { move: 220, think: 120, banner: 600 };
    case 'off':
      return { move: 0, think: 0, banner: 0 };
  }
}
