import { Fragment, type ReactNode } from 'react';
import { sideNameParts } from '../table/names.js';
import { useI18n } from '../i18n/I18n.js';
import { ProfileLink } from './ProfileLink.js';
import { useSeatNames } from './seat-names.js';

/**
 * A seat's name at the table on screen (`useSeatNames`): online, an account's (or a bot account's) name is a link to
 * its profile, opened in a new tab so the game stays; "You", a guest and a computer player are plain text. Every
 * game's seats, scoreboards and end-of-hand panels draw names through this, so no game folder links names itself.
 */
export function SeatName({ seat }: { readonly seat: number }) {
  const names = useSeatNames();
  const name = names.name(seat);
  const href = names.profileOf?.(seat) ?? null;
  return href === null ? <>{name}</> : <ProfileLink href={href} name={name} newTab testId={`profile-link-${seat}`} />;
}

/** A side's name ("Ana y Luis"), each of its seats' names drawn by `SeatName`. */
export function SideName({ sides, side }: { readonly sides: readonly (readonly number[])[]; readonly side: number }) {
  const i18n = useI18n();
  const names = useSeatNames();
  return (
    <>
      {sideNameParts(i18n, sides, side, names).map((part, i) => ('seat' in part ? <SeatName key={i} seat={part.seat} /> : part.text))}
    </>
  );
}

/** Where a name goes in a sentence translated with `{ name: NAME_SLOT }`: `Named` puts the name's element there. */
export const NAME_SLOT = '\u0000';

/** A sentence with a name in it (translated with `NAME_SLOT` for the name), the name drawn as `name` (`SeatName`, `SideName`). */
export function Named({ text, name }: { readonly text: string; readonly name: ReactNode }) {
  const pieces = text.split(NAME_SLOT);
  return <>{pieces.flatMap((piece, i) => (i === 0 ? [piece] : [<Fragment key={i}>{name}</Fragment>, piece]))}</>;
}
