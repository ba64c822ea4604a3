import { useSyncExternalStore } from 'react';
import type { KeyValueStore } from '../settings.js';

/** The header's sound controls, remembered. */
export interface SoundPrefs {
  readonly muted: boolean;
  /** 0–1. */
  readonly volume: number;
}

export const SOUND_PREFS_KEY = 'escoba.sound.v1';
export const DEFAULT_SOUND_PREFS: SoundPrefs = { muted: false, volume: 0.6 };

/** Reads the saved sound prefs, keeping each valid field (a volume is clamped to 0–1) and defaulting the rest. */
export function loadSoundPrefs(store: KeyValueStore): SoundPrefs {
  let saved: unknown;
  try {
    saved = JSON.parse(store.getItem(SOUND_PREFS_KEY) ?? 'null');
  } catch {
    return DEFAULT_SOUND_PREFS;
  }
  if (typeof saved !== 'object' || saved === null) return DEFAULT_SOUND_PREFS;
  const { muted, volume } = saved as Record<string, unknown>;
  return {
    muted: typeof muted === 'boolean' ? muted : DEFAULT_SOUND_PREFS.muted,
    volume: typeof volume === 'number' && Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_SOUND_PREFS.volume,
  };
}

export function saveSoundPrefs(store: KeyValueStore, prefs: SoundPrefs): void {
  store.setItem(SOUND_PREFS_KEY, JSON.stringify(prefs));
}

// The page's one copy, read by the sound bus outside React and by the header's controls.
let prefs: SoundPrefs | null = null;
const listeners = new Set<() => void>();

export const soundPrefs = (): SoundPrefs => (prefs ??= loadSoundPrefs(localStorage));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setSoundPrefs(next: SoundPrefs): void {
  prefs = next;
  saveSoundPrefs(localStorage, next);
  for (const l of listeners) l();
}

export const useSoundPrefs = (): SoundPrefs => useSyncExternalStore(subscribe, soundPrefs, soundPrefs);
