import { namesLookAlike } from '@escoba/protocol';
import { rangeAt, type RangeSchedule } from './range.js';

/** A player waiting in one quick-play queue, as the pairing sees them. */
export interface Waiting {
  /** The queue entry's id. */
  readonly id: string;
  /** Who the player is (an account's id, or a guest's connection): one entry per player across every queue. */
  readonly player: string;
  readonly name: string;
  /** The player's displayed rating in the queue's format (1500 for a guest or a newcomer). */
  readonly rating: number;
  /** When the player entered the queue (ms since the epoch). */
  readonly joinedAt: number;
}

/**
 * Whether two players may be seated together (blocks: neither blocked the other). Asked of both orders' pairs once
 * per pairing; the default lets everyone meet.
 */
export type MayMeet<W extends Waiting = Waiting> = (a: W, b: W) => Promise<boolean> | boolean;

export const EVERYONE_MEETS: MayMeet = () => true;

/**
 * challenge22: a bot account (a program) is seated by quick play only with people who allowed computer players, never
 * with a person who did not, nor with another bot account (two programs playing each other belong in challenges).
 */
export function botsWelcome(a: { readonly botAccount?: boolean; readonly computers?: boolean }, b: { readonly botAccount?: boolean; readonly computers?: boolean }): boolean {
  if (a.botAccount === true) return b.botAccount !== true && b.computers === true;
  if (b.botAccount === true) return a.computers === true;
  return true;
}

/**
 * Whether `a` and `b` may sit at one table at `now`: two different players whose names cannot be confused (a table
 * refuses a look-alike name), whose rating gap is within the narrower of their two ranges.
 */
export function compatible(a: Waiting, b: Waiting, now: number, schedule: RangeSchedule): boolean {
  if (a.player === b.player || namesLookAlike(a.name, b.name)) return false;
  const range = Math.min(rangeAt(schedule, now - a.joinedAt), rangeAt(schedule, now - b.joinedAt));
  return Math.abs(a.rating - b.rating) <= range;
}

const byArrival = (a: Waiting, b: Waiting) => a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The tables of `size` that can be made now from one queue's waiting players: the longest-waiting player first, with
 * the closest-rated players each compatible with everyone already chosen (`compatible`, and `mayMeet` both ways).
 * A player is in at most one group; players left over keep waiting. Deterministic for the same input.
 */
export async function pairQueue<W extends Waiting>(waiting: readonly W[], size: number, now: number, schedule: RangeSchedule, mayMeet: MayMeet<W> = EVERYONE_MEETS): Promise<W[][]> {
  if (size < 2) throw new RangeError(`a quick-play table has at least 2 seats, not ${size}`);
  const order = [...waiting].sort(byArrival);
  const met = new Map<string, boolean>();
  const meets = async (a: W, b: W): Promise<boolean> => {
    const key = a.id < b.id ? `${a.id}\n${b.id}` : `${b.id}\n${a.id}`;
    let ok = met.get(key);
    if (ok === undefined) {
      ok = (await mayMeet(a, b)) && (await mayMeet(b, a));
      met.set(key, ok);
    }
    return ok;
  };
  const taken = new Set<string>();
  const groups: W[][] = [];
  for (const anchor of order) {
    if (taken.has(anchor.id)) continue;
    const candidates = order
      .filter((c) => c !== anchor && !taken.has(c.id) && compatible(anchor, c, now, schedule))
      .sort((x, y) => Math.abs(x.rating - anchor.rating) - Math.abs(y.rating - anchor.rating) || byArrival(x, y));
    const group = [anchor];
    for (const c of candidates) {
      if (group.length === size) break;
      if (!group.every((g) => g === anchor || compatible(g, c, now, schedule))) continue;
      let ok = true;
      for (const g of group) if (!(await meets(g, c))) ok = false;
      if (ok) group.push(c);
    }
    if (group.length < size) continue;
    for (const g of group) taken.add(g.id);
    groups.push(group);
  }
  return groups;
}
