import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OnlineSession, OnlineSnapshot } from './session.js';

const subscribeOnline = (listener: () => void) => {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network connection. */
export const useNavigatorOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

/** The session's latest snapshot; re-renders on every change. */
export const useSnapshot = (session: OnlineSession): OnlineSnapshot => useSyncExternalStore(session.subscribe, session.getSnapshot);

/** Whole seconds until `deadline` (ms since the epoch), ticking; null without a deadline. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
