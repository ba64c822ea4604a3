import type { ReactNode } from 'react';
import { cardValue } from '@escoba/engine';
import { PrefsContext, usePrefs } from '../../ui/prefs.js';

/** Escoba's screens show each card's value for sums of 15 on its badge (the shell's cards show none of their own). */
export function EscobaValues({ children }: { readonly children: ReactNode }) {
  const prefs = usePrefs();
  return <PrefsContext.Provider value={{ ...prefs, badgeOf: cardValue }}>{children}</PrefsContext.Provider>;
}
