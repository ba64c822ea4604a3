import type { Seating } from '@escoba/protocol';
import { CODE_PATTERN } from '@escoba/protocol';
import type { KeyValueStore } from '../settings.js';

/** Seats taken online, by table code (the token is what takes a seat back after a reload), and the name last used. */
export const ONLINE_KEY = 'escoba.online.v1';

interface Saved {
  readonly name: string;
  /** Oldest first (a list, not an object: an all-digit code would reorder an object's keys). */
  readonly seatings: readonly Seating[];
}

/** Seatings older than the most recent few are forgotten. */
const KEPT = 10;

const isSeating = (x: unknown): x is Seating => {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return typeof s['code'] === 'string' && CODE_PATTERN.test(s['code']) && (s['seat'] === null || Number.isInteger(s['seat'])) && (s['token'] === null || typeof s['token'] === 'string');
};

function read(store: KeyValueStore): Saved {
  try {
    const parsed: unknown = JSON.parse(store.getItem(ONLINE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return { name: '', seatings: [] };
    const p = parsed as Record<string, unknown>;
    const seatings = Array.isArray(p['seatings']) ? p['seatings'].filter(isSeating) : [];
    return { name: typeof p['name'] === 'string' ? p['name'] : '', seatings };
  } catch {
    return { name: '', seatings: [] };
  }
}

const write = (store: KeyValueStore, saved: Saved) => store.setItem(ONLINE_KEY, JSON.stringify(saved));

export const savedName = (store: KeyValueStore): string => read(store).name;
export const saveName = (store: KeyValueStore, name: string): void => write(store, { ...read(store), name });

export const forgetName = (store: KeyValueStore): void => write(store, { ...read(store), name: '' });

/** Every seating kept, oldest first. */
export const savedSeatings = (store: KeyValueStore): readonly Seating[] => read(store).seatings;

export const findSeating = (store: KeyValueStore, code: string): Seating | null => read(store).seatings.find((s) => s.code === code.toUpperCase()) ?? null;

/** The table this browser joined (or watched) most recently, for the home screen's way back to it. */
export const latestSeating = (store: KeyValueStore): Seating | null => read(store).seatings.at(-1) ?? null;

export function rememberSeating(store: KeyValueStore, seating: Seating): void {
  const saved = read(store);
  const others = saved.seatings.filter((s) => s.code !== seating.code);
  write(store, { ...saved, seatings: [...others.slice(-(KEPT - 1)), seating] });
}

export function forgetSeating(store: KeyValueStore, code: string): void {
  const saved = read(store);
  write(store, { ...saved, seatings: saved.seatings.filter((s) => s.code !== code.toUpperCase()) });
}
