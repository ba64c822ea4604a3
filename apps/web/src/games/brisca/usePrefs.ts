import { useSyncExternalStore } from 'react';
import { loadBriscaPrefs, saveBriscaPrefs, type BriscaPrefs } from './settings.js';

// Brisca's remembered choices, shared by its new-game forms and its table (the running points switch).
let prefs: BriscaPrefs | null = null;
const listeners = new Set<() => void>();

const current = (): BriscaPrefs => (prefs ??= loadBriscaPrefs(localStorage));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setBriscaPrefs(next: BriscaPrefs): void {
  prefs = next;
  saveBriscaPrefs(localStorage, next);
  for (const l of listeners) l();
}

export const useBriscaPrefs = (): BriscaPrefs => useSyncExternalStore(subscribe, current, current);
