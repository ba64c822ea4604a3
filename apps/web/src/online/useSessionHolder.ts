import { useMemo, useRef, useState } from 'react';
import { OnlineSession } from './session.js';
import { socketUrl } from './links.js';
import type { SessionHolder } from './TableScreen.js';

/** Holds the app's one online session, so it outlives route changes (creating a table, then opening its screen). */
export function useSessionHolder(): SessionHolder {
  const [session, setSession] = useState<OnlineSession | null>(null);
  const current = useRef<OnlineSession | null>(null);
  return useMemo(
    () => ({
      session,
      open: () => {
        current.current?.close();
        const next = new OnlineSession(socketUrl(location));
        current.current = next;
        setSession(next);
        return next;
      },
      close: (which?: OnlineSession) => {
        if (which && which !== current.current) return which.close();
        current.current?.close();
        current.current = null;
        setSession(null);
      },
    }),
    [session],
  );
}
