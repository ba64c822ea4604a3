import { useSyncExternalStore } from 'react';

/**
 * Whether the page is used with a finger (a coarse pointer, as phones and tablets report): the one place that
 * decides between "tap" and "click" in what the app tells the player.
 */
const COARSE = '(pointer: coarse)';

const query = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(COARSE) : null);

const subscribe = (onChange: () => void): (() => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

export const isTouchScreen = (): boolean => query()?.matches ?? false;

/** {@link isTouchScreen}, following a change (a tablet's keyboard attached or detached). */
export const useTouchScreen = (): boolean => useSyncExternalStore(subscribe, isTouchScreen, () => false);
