import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { makeI18n, type I18n } from './translator.js';
import type { Lang } from './strings.js';
import type { DeckStyle } from '../settings.js';

export { makeI18n, type I18n };

const I18nContext = createContext<I18n>(makeI18n('en'));

export function I18nProvider({ lang, deckStyle, children }: { lang: Lang; deckStyle: DeckStyle; children: ReactNode }) {
  const value = useMemo(() => makeI18n(lang, deckStyle), [lang, deckStyle]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
