/** What a seat's player is, as the marks show it: a bot account (BOT), a person with an account, a guest; null: nobody, or the server's computer player. */
export type Identity = 'bot' | 'account' | 'guest' | null;

/**
 * The identity of a public seat (`SeatInfo` of a table, `LobbySeat` of the lobby). A bot account's seat says
 * `botAccount: true`; the server's own computer players say `bot` with their level, and are shown by their level
 * instead.
 */
export function identityOf(seat: { readonly name: string | null; readonly bot?: unknown; readonly account?: true; readonly botAccount?: true }): Identity {
  if (seat.botAccount === true) return 'bot';
  if (seat.name === null || (typeof seat.bot === 'string' && seat.bot !== '')) return null;
  return seat.account === true ? 'account' : 'guest';
}

/** The profile page of an account's name (`#/players/NAME`). */
export const profileHref = (name: string): string => `#/players/${encodeURIComponent(name)}`;
