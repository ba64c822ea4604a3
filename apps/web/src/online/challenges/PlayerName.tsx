import type { ReactNode } from 'react';
import { ProfileLink } from '../../ui/ProfileLink.js';
import { seatProfile } from '../names.js';

/**
 * A seat's name, linked to the player's profile (`#/players/NAME`) for an account or a bot account; plain for a guest
 * or a computer level. `newTab` at a table in play (the chat), so the game stays open.
 */
export function PlayerName({ seat, newTab = false, children }: { readonly seat: { readonly name: string | null; readonly bot?: unknown; readonly account?: true; readonly botAccount?: true }; readonly newTab?: boolean; readonly children: ReactNode }) {
  const href = seatProfile(seat);
  if (href === null || seat.name === null) return <>{children}</>;
  return (
    <ProfileLink href={href} name={seat.name} newTab={newTab}>
      {children}
    </ProfileLink>
  );
}
