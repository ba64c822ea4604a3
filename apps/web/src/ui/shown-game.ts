import { createContext, useContext, useEffect } from 'react';
import type { WebGameId } from '../games/catalog.js';

/**
 * How a screen that learns its game late (an online table, once the server described it) tells the shell which game
 * is shown, so the header and the tab's title name it. Offline screens need not: their URL names the game.
 */
export const ShownGameContext = createContext<(game: WebGameId | null) => void>(() => undefined);

/** Names `game` in the header and the title while the calling screen is shown. */
export function useShownGame(game: WebGameId | null): void {
  const show = useContext(ShownGameContext);
  useEffect(() => {
    show(game);
    return () => show(null);
  }, [show, game]);
}
