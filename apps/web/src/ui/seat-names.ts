import { createContext, useContext } from 'react';
import { offlineNames, type SeatNames } from '../table/names.js';
import { useI18n } from '../i18n/I18n.js';

/** The names of the seats of the game on screen; without a provider, a game against the computer. */
export const SeatNamesContext = createContext<SeatNames | null>(null);

export function useSeatNames(): SeatNames {
  const i18n = useI18n();
  return useContext(SeatNamesContext) ?? offlineNames(i18n);
}
