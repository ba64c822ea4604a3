import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botsWelcome, compatible, pairQueue, type Waiting } from '../../src/quickplay/pairing.js';
import { DEFAULT_RANGE, rangeAt, widensInMs } from '../../src/quickplay/range.js';
import { MemoryQueueStore } from '../../src/quickplay/memory-queue-store.js';
import type { QueuedEntry } from '../../src/quickplay/queue-store.js';
import { seatOrder } from '../../src/quickplay/seating.js';
import { sidesOf } from '@escoba/cards';

const T0 = 1_000_000;
const w = (id: string, rating: number, joinedAt = T0, player = id): Waiting => ({ id, player, name: `Player ${id}`, rating, joinedAt });
const ids = (groups: Waiting[][]) => groups.map((g) => g.map((x) => x.id).sort());

describe('the range schedule', () => {
  it('is ±100 at once and widens by 50 every 2 s up to ±1000', () => {
    expect(rangeAt(DEFAULT_RANGE, 0)).toBe(100);
    expect(rangeAt(DEFAULT_RANGE, 1999)).toBe(100);
    expect(rangeAt(DEFAULT_RANGE, 2000)).toBe(150);
    expect(rangeAt(DEFAULT_RANGE, 10_500)).toBe(350);
    expect(rangeAt(DEFAULT_RANGE, 36_000)).toBe(1000);
    expect(rangeAt(DEFAULT_RANGE, 3_600_000)).toBe(1000);
    expect(widensInMs(DEFAULT_RANGE, 500)).toBe(1500);
    expect(widensInMs(DEFAULT_RANGE, 36_000)).toBeNull();
  });
});

describe('pairing', () => {
  it('pairs two players within ±100 at once, and not two 300 apart until their ranges have widened', async () => {
    expect(ids(await pairQueue([w('a', 1500), w('b', 1590)], 2, T0, DEFAULT_RANGE))).toEqual([['a', 'b']]);
    const far = [w('a', 1500), w('b', 1800)];
    expect(await pairQueue(far, 2, T0, DEFAULT_RANGE)).toEqual([]);
    // ±300 after 8 s: both have waited that long.
    expect(await pairQueue(far, 2, T0 + 7999, DEFAULT_RANGE)).toEqual([]);
    expect(ids(await pairQueue(far, 2, T0 + 8000, DEFAULT_RANGE))).toEqual([['a', 'b']]);
  });

  it('uses the narrower range: a newcomer 300 away from a long waiter waits until their own range reaches it', async () => {
    const old = w('old', 1500, T0 - 60_000);
    expect(await pairQueue([old, w('new', 1800, T0)], 2, T0, DEFAULT_RANGE)).toEqual([]);
    expect(ids(await pairQueue([old, w('new', 1800, T0)], 2, T0 + 8000, DEFAULT_RANGE))).toEqual([['new', 'old']]);
  });

  it('seats the longest waiter first with the closest rating', async () => {
    const groups = await pairQueue([w('b', 1550, T0 + 1), w('a', 1500, T0), w('c', 1510, T0 + 2), w('d', 1560, T0 + 3)], 2, T0 + 10, DEFAULT_RANGE);
    expect(ids(groups)).toEqual([['a', 'c'], ['b', 'd']]);
  });

  it('never seats two players one of whom blocked the other, whatever the order asked', async () => {
    const blocked = new Set(['a>b']);
    const mayMeet = (x: Waiting, y: Waiting) => !blocked.has(`${x.id}>${y.id}`);
    const groups = await pairQueue([w('a', 1500), w('b', 1500), w('c', 1520)], 2, T0, DEFAULT_RANGE, mayMeet);
    expect(ids(groups)).toEqual([['a', 'c']]);
    // Asynchronous predicates too.
    const later = await pairQueue([w('b', 1500), w('a', 1500)], 2, T0, DEFAULT_RANGE, (x, y) => Promise.resolve(mayMeet(x, y)));
    expect(later).toEqual([]);
  });

  it('fills a 2 v 2 table only with four players all within range of each other', async () => {
    const three = [w('a', 1500), w('b', 1520), w('c', 1540)];
    expect(await pairQueue(three, 4, T0, DEFAULT_RANGE)).toEqual([]);
    // d is within 100 of a but 160 from c: not at once.
    expect(await pairQueue([...three, w('d', 1400)], 4, T0, DEFAULT_RANGE)).toEqual([]);
    expect(ids(await pairQueue([...three, w('d', 1450)], 4, T0, DEFAULT_RANGE))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('fills a 3-player table (Alcalde) and leaves the fourth waiting', async () => {
    const groups = await pairQueue([w('a', 1500), w('b', 1500), w('c', 1500), w('d', 1500, T0 + 5)], 3, T0 + 10, DEFAULT_RANGE);
    expect(ids(groups)).toEqual([['a', 'b', 'c']]);
  });

  it('never puts one player (two entries of one account) or two look-alike names at one table', async () => {
    expect(await pairQueue([w('a', 1500, T0, 'p'), w('b', 1500, T0, 'p')], 2, T0, DEFAULT_RANGE)).toEqual([]);
    expect(await pairQueue([{ ...w('a', 1500), name: 'Ana' }, { ...w('b', 1500), name: 'ANA' }], 2, T0, DEFAULT_RANGE)).toEqual([]);
  });

  it('seats 2 v 2 sides as evenly as the ratings allow: the strongest with the weakest', () => {
    const bySeat = seatOrder([w('a', 1900), w('b', 1500), w('c', 1600), w('d', 1100)], 4, true);
    const { sides } = sidesOf(4, true);
    const sums = sides.map((side) => side.reduce((sum, seat) => sum + bySeat[seat]!.rating, 0));
    expect(sums).toEqual([3000, 3100]);
    expect(sides.map((side) => side.map((seat) => bySeat[seat]!.id).sort())).toEqual([['a', 'd'], ['b', 'c']]);
  });
});

describe('a leaver is never seated (the queue store)', () => {
  const entry = (id: string, player = id): QueuedEntry => ({ ...w(id, 1500, T0, player), queue: 'q', process: 'p', account: null });

  it('takes a whole group or none, and a taken player can no longer leave', async () => {
    const store = new MemoryQueueStore();
    const [a, b, c] = [entry('a'), entry('b'), entry('c')];
    for (const e of [a, b, c]) expect(await store.add(e)).toBe(true);
    expect(await store.remove(b)).toBe(true);
    expect(await store.take([a, b])).toBe(false);
    expect((await store.list('q')).map((e) => e.id).sort()).toEqual(['a', 'c']);
    expect(await store.take([a, c])).toBe(true);
    expect(await store.remove(a)).toBe(false);
    expect(await store.list('q')).toEqual([]);
  });

  it('holds one entry per player across queues', async () => {
    const store = new MemoryQueueStore();
    expect(await store.add(entry('a', 'acct'))).toBe(true);
    expect(await store.add({ ...entry('b', 'acct'), queue: 'other' })).toBe(false);
  });
});

describe('property: over random joins and leaves', () => {
  type Step = { kind: 'join'; rating: number; player: number } | { kind: 'leave'; pick: number } | { kind: 'tick'; ms: number };
  const step = fc.oneof(
    fc.record({ kind: fc.constant('join' as const), rating: fc.integer({ min: 1000, max: 2000 }), player: fc.integer({ min: 0, max: 11 }) }),
    fc.record({ kind: fc.constant('leave' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
  );

  it('nobody is seated twice, nobody who left is seated, and every table was compatible when it was made', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), fc.constantFrom(2, 3, 4), fc.boolean(), async (steps: Step[], size, withBlocks) => {
        const store = new MemoryQueueStore();
        const blocks = (a: Waiting, b: Waiting) => !withBlocks || (Number(a.player) + Number(b.player)) % 5 !== 0;
        let now = T0;
        let n = 0;
        const waiting: QueuedEntry[] = [];
        const left = new Set<string>();
        const seated = new Set<string>();
        for (const s of steps) {
          if (s.kind === 'join') {
            const e: QueuedEntry = { id: `e${n++}`, player: String(s.player), name: `P${n}`, rating: s.rating, joinedAt: now, queue: 'q', process: 'p', account: null };
            if (await store.add(e)) waiting.push(e);
          } else if (s.kind === 'leave') {
            if (waiting.length === 0) continue;
            const e = waiting.splice(s.pick % waiting.length, 1)[0]!;
            if (await store.remove(e)) left.add(e.id);
          } else {
            now += s.ms;
            for (const group of await pairQueue(await store.list('q'), size, now, DEFAULT_RANGE, blocks)) {
              if (!(await store.take(group))) continue;
              for (const a of group) {
                expect(seated.has(a.id)).toBe(false);
                expect(left.has(a.id)).toBe(false);
                seated.add(a.id);
                for (const b of group) if (a !== b) expect(compatible(a, b, now, DEFAULT_RANGE) && blocks(a, b)).toBe(true);
              }
              expect(new Set(group.map((g) => g.player)).size).toBe(size);
              for (const g of group) waiting.splice(waiting.indexOf(g), 1);
            }
            // Two-seat tables: after a round nobody waits beside someone they could have been seated with.
            if (size === 2) for (const a of waiting) for (const b of waiting) if (a !== b) expect(compatible(a, b, now, DEFAULT_RANGE) && blocks(a, b)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

// challenge22: bot accounts in quick play.
describe('bot accounts in the pairing', () => {
  type Flagged = Waiting & { readonly botAccount?: boolean; readonly computers?: boolean };
  const bot = (id: string): Flagged => ({ ...w(id, 1500), botAccount: true });
  const person = (id: string, computers: boolean, joinedAt = T0): Flagged => ({ ...w(id, 1500, joinedAt), ...(computers ? { computers: true } : {}) });

  it('lets a bot account meet only a person who allowed computers, never another bot account', () => {
    expect(botsWelcome(bot('b'), person('p', true))).toBe(true);
    expect(botsWelcome(person('p', true), bot('b'))).toBe(true);
    expect(botsWelcome(bot('b'), person('p', false))).toBe(false);
    expect(botsWelcome(person('p', false), bot('b'))).toBe(false);
    expect(botsWelcome(bot('b'), bot('c'))).toBe(false);
    expect(botsWelcome(person('p', false), person('q', false))).toBe(true);
  });

  it('passes over the person who did not allow computers for a later one who did', async () => {
    const waiting = [bot('bot'), person('wary', false, T0 + 1), person('open', true, T0 + 2)];
    const groups = await pairQueue(waiting, 2, T0 + 3, DEFAULT_RANGE, (a, b) => botsWelcome(a, b));
    expect(ids(groups)).toEqual([['bot', 'open']]);
  });
});
