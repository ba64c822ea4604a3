import { createContext, type ReactNode } from 'react';

/**
 * What the screen around a table adds to the end-of-game dialog (`HandOverDialog`), e.g. an online rated table's
 * rating change (rated22, `online/OnlineGame.tsx`); null: nothing. The games' dialogs need not know of it.
 */
export const HandOverExtra = createContext<ReactNode>(null);
