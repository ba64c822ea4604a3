import type { ReactNode } from 'react';
import { identityOf, profileHref } from '../safety/identity.js';

/** A seat's name, linked to the player's profile (`#/players/NAME`) for an account or a bot account; plain for a guest or a computer level. */
export function PlayerName({ seat, children }: { readonly seat: { readonly name: string | null; readonly bot?: unknown; readonly account?: true; readonly botAccount?: true }; readonly children: ReactNode }) {
  const identity = identityOf(seat);
  if ((identity !== 'account' && identity !== 'bot') || seat.name === null) return <>{children}</>;
  return (
    <a className="player-link" href={profileHref(seat.name)}>
      {children}
    </a>
  );
}
