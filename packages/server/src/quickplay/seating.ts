import { sidesOf } from '@escoba/cards';
import type { BotLevel, TableConfig } from '@escoba/protocol';
import type { GameService } from '../tables/service.js';
import type { QueuedEntry } from './queue-store.js';

/** Who takes a seat: the name it shows, the account (null: a guest), and whether that is a bot account. */
export interface SeatTaker {
  readonly name: string;
  readonly account: string | null;
  readonly botAccount?: boolean;
}

/** A player's seat and its token at a table quick play (or a challenge) made. */
export interface SeatedPlayer<E extends SeatTaker = QueuedEntry> {
  readonly entry: E;
  readonly seat: number;
  readonly token: string;
}

export type SeatingResult<E extends SeatTaker = QueuedEntry> = { readonly ok: true; readonly code: string; readonly seated: readonly SeatedPlayer<E>[] } | { readonly ok: false; readonly message: string };

/**
 * Which player sits where (index: seat) so the sides are as even as the ratings allow: the players from the strongest
 * down, dealt to the sides back and forth (1 2 2 1 …), each side's seats filled in order (`sidesOf`). Without
 * partnerships every side is one seat, and the order is the ratings'.
 */
export function seatOrder<T extends { readonly rating: number }>(group: readonly T[], players: number, partnerships: boolean): T[] {
  if (group.length !== players) throw new RangeError(`a table of ${players} seats ${players} players, not ${group.length}`);
  const { sides } = sidesOf(players, partnerships);
  const strongest = [...group].sort((a, b) => b.rating - a.rating);
  const filled = sides.map(() => 0);
  const bySeat: T[] = new Array<T>(players);
  strongest.forEach((player, i) => {
    const round = Math.floor(i / sides.length);
    const at = i % sides.length;
    const side = round % 2 === 0 ? at : sides.length - 1 - at;
    bySeat[sides[side]![filled[side]!++]!] = player;
  });
  return bySeat;
}

/**
 * Creates the table through the game service as a host's create and the others' joins would (each seat under the
 * player's name and account), with computer players in the seats `bySeat` leaves empty (the config's level for the
 * seat, else `botLevel`), and starts the
 * game. The first player seated is the table's host.
 */
export async function seatTable<E extends SeatTaker>(service: GameService, config: TableConfig, bySeat: readonly (E | null)[], botLevel: BotLevel): Promise<SeatingResult<E>> {
  const people = bySeat.flatMap((entry, seat) => (entry ? [{ entry, seat }] : []));
  const host = people[0];
  if (!host) return { ok: false, message: 'a table needs a person' };
  const bots = bySeat.flatMap((entry, seat) => (entry ? [] : [{ seat, level: config.bots?.find((b) => b.seat === seat)?.level ?? botLevel }]));
  const created = await service.create({ ...config, ...(bots.length > 0 ? { bots } : {}) }, host.entry.name, host.seat, host.entry.account ?? undefined, host.entry.botAccount);
  if (!created.ok) return { ok: false, message: created.error.message };
  const seated: SeatedPlayer<E>[] = [{ entry: host.entry, seat: host.seat, token: created.token }];
  for (const { entry, seat } of people.slice(1)) {
    const joined = await service.join(created.code, seat, entry.name, created.invite, entry.account ?? undefined, entry.botAccount);
    if (!joined.ok) return { ok: false, message: `${entry.name} could not sit: ${joined.error.message}` };
    seated.push({ entry, seat, token: joined.token });
  }
  const started = await service.command(created.code, { type: 'start', seat: host.seat });
  if (!started.ok) return { ok: false, message: `the game did not start: ${started.error.message}` };
  return { ok: true, code: created.code, seated };
}
