import fc from 'fast-check';
import { expect, it } from 'vitest';
import { initialRating, PROVISIONAL_SIGMA, rateGame, type Rating, type RatingFormat } from '@escoba/ratings';
import type { RatedGame, RatingStore } from '@escoba/server';

export const SOLO: RatingFormat = { id: 'solo', name: 'Alone', tables: [2, 3, 4].map((sides) => ({ sides, perSide: 1 })) };
export const PAIRS: RatingFormat = { id: 'pairs', name: 'Pairs', tables: [{ sides: 2, perSide: 2 }] };

/** A game of `SOLO` between these accounts, ranked in the order given (the first wins). */
export const soloGame = (accounts: readonly string[], at = Date.UTC(2026, 10, 5)): RatedGame => ({ format: SOLO, sides: accounts.map((account) => [{ account }]), ranks: accounts.map((_, i) => i + 1), at });

/** Enough wins of `winner` over `loser` (and back) that both ratings are established. */
export async function establish(store: RatingStore, table: string, a: string, b: string, at?: number): Promise<void> {
  for (let g = 0; g < 40; g++) await store.applyResult({ table, game: g }, soloGame(g % 3 === 0 ? [b, a] : [a, b], at));
}

/** What every `RatingStore` must do; `make` gives a new, empty store (`propertyRuns` of the property: each makes a store). */
export function ratingStoreContract(make: () => Promise<RatingStore>, propertyRuns = 25): void {
  it('rates a game as the library does, and a held-fixed computer level takes part without being stored', async () => {
    const store = await make();
    const bot: Rating = { mu: 30, sigma: 1.5 };
    const game: RatedGame = { format: PAIRS, sides: [[{ account: 'ana' }, { fixed: bot }], [{ account: 'bea' }, { account: 'cai' }]], ranks: [2, 1], at: 1000 };
    const result = await store.applyResult({ table: 'T00001', game: 0 }, game);
    const expected = rateGame(PAIRS, [[{ rating: initialRating() }, { rating: bot, fixed: true }], [{ rating: initialRating() }, { rating: initialRating() }]], [2, 1]);
    expect(result.applied).toBe(true);
    expect(result.changes).toEqual([
      { account: 'ana', before: initialRating(), after: expected[0]![0], games: 1 },
      { account: 'bea', before: initialRating(), after: expected[1]![0], games: 1 },
      { account: 'cai', before: initialRating(), after: expected[1]![1], games: 1 },
    ]);
    expect(await store.ratingsOf('ana')).toEqual(new Map([['pairs', { rating: expected[0]![0], games: 1 }]]));
    // The next game starts from the stored rating.
    const next = await store.applyResult({ table: 'T00001', game: 1 }, { ...game, ranks: [1, 2], at: 2000 });
    expect(next.changes[0]!.before).toEqual(expected[0]![0]);
    expect(next.changes[0]!.games).toBe(2);
    expect((await store.history('ana', 'pairs')).map((h) => [h.key, h.at])).toEqual([
      [{ table: 'T00001', game: 0 }, 1000],
      [{ table: 'T00001', game: 1 }, 2000],
    ]);
    await store.close();
  });

  it('applies a game once: a second call changes nothing and returns the changes of the first', async () => {
    const store = await make();
    const first = await store.applyResult({ table: 'T00002', game: 3 }, soloGame(['ana', 'bea', 'cai']));
    const before = await Promise.all(['ana', 'bea', 'cai'].map((a) => store.ratingsOf(a)));
    // Replayed with another result (as a confused caller might): still the first one's changes.
    const again = await store.applyResult({ table: 'T00002', game: 3 }, soloGame(['cai', 'bea', 'ana']));
    expect(again).toEqual({ applied: false, changes: first.changes });
    expect(await Promise.all(['ana', 'bea', 'cai'].map((a) => store.ratingsOf(a)))).toEqual(before);
    expect(await store.history('ana', 'solo')).toHaveLength(1);
    // The same game number at another table is another game.
    expect((await store.applyResult({ table: 'T00003', game: 3 }, soloGame(['ana', 'bea']))).applied).toBe(true);
    await store.close();
  });

  it('refuses a game with an account seated twice and applies nothing of it', async () => {
    const store = await make();
    await expect(store.applyResult({ table: 'T00004', game: 0 }, soloGame(['ana', 'ana']))).rejects.toThrow(/account ana is seated twice/);
    expect((await store.applyResult({ table: 'T00004', game: 0 }, soloGame(['ana', 'bea']))).applied).toBe(true);
    await store.close();
  });

  it('lists established ratings only, best first, equal ratings in account order, in pages that neither repeat nor skip', async () => {
    const store = await make();
    await establish(store, 'T00005', 'ana', 'bea');
    // Two pairs of players with identical histories: equal ratings.
    await establish(store, 'T00006', 'dan', 'eva');
    await establish(store, 'T00007', 'cai', 'fay');
    // A newcomer with one game: provisional, not listed.
    await store.applyResult({ table: 'T00008', game: 0 }, soloGame(['gil', 'ana']));
    const board = await store.leaderboard({ format: 'solo', month: null, limit: 10, offset: 0 });
    expect(board.every((r) => r.rating.sigma <= PROVISIONAL_SIGMA)).toBe(true);
    expect(board.map((r) => r.account)).toEqual(['cai', 'dan', 'ana', 'bea', 'eva', 'fay']);
    expect(board.find((r) => r.account === 'ana')!.games).toBe(41);
    const paged = [0, 2, 4].map((offset) => store.leaderboard({ format: 'solo', month: null, limit: 2, offset }));
    expect((await Promise.all(paged)).flat().map((r) => r.account)).toEqual(board.map((r) => r.account));
    expect(await store.leaderboard({ format: 'pairs', month: null, limit: 10, offset: 0 })).toEqual([]);
    await store.close();
  });

  it('ranks a month by the rating after each player’s last game in it, counting that month’s games', async () => {
    const store = await make();
    const october = Date.UTC(2026, 9, 20);
    const november = Date.UTC(2026, 10, 2);
    await establish(store, 'T00009', 'ana', 'bea', october);
    await establish(store, 'T00010', 'bea', 'ana', november);
    const oct = await store.leaderboard({ format: 'solo', month: { from: Date.UTC(2026, 9, 1), to: Date.UTC(2026, 10, 1) }, limit: 10, offset: 0 });
    expect(oct.map((r) => [r.account, r.games])).toEqual([
      ['ana', 40],
      ['bea', 40],
    ]);
    const ana = await store.history('ana', 'solo');
    expect(oct[0]!.rating).toEqual(ana[39]!.after);
    const nov = await store.leaderboard({ format: 'solo', month: { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) }, limit: 10, offset: 0 });
    expect(nov.map((r) => r.account)).toEqual(['bea', 'ana']);
    expect(await store.leaderboard({ format: 'solo', month: { from: Date.UTC(2026, 11, 1), to: Date.UTC(2027, 0, 1) }, limit: 10, offset: 0 })).toEqual([]);
    await store.close();
  });

  it('property: applying games again, in any interleaving, changes nothing', async () => {
    const players = ['p0', 'p1', 'p2', 'p3', 'p4'];
    const game = fc.record({ seated: fc.shuffledSubarray(players, { minLength: 2, maxLength: 4 }), ranks: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(game, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }), async (games, repeats) => {
        const store = await make();
        const rated = games.map(({ seated, ranks }): RatedGame => ({ format: SOLO, sides: seated.map((account) => [{ account }]), ranks: ranks.slice(0, seated.length), at: 1 }));
        const firsts = [];
        for (const [g, game] of rated.entries()) {
          firsts.push(await store.applyResult({ table: 'PROP00', game: g }, game));
          // Some earlier games again, in between.
          for (const r of repeats.filter((x) => x % (g + 2) === 0)) {
            const k = r % (g + 1);
            const snapshot = await Promise.all(players.map((p) => store.ratingsOf(p)));
            expect(await store.applyResult({ table: 'PROP00', game: k }, rated[k]!)).toEqual({ applied: false, changes: firsts[k]!.changes });
            expect(await Promise.all(players.map((p) => store.ratingsOf(p)))).toEqual(snapshot);
          }
        }
        for (const p of players) {
          const stored = (await store.ratingsOf(p)).get('solo');
          const played = firsts.flatMap((f) => f.changes.filter((c) => c.account === p));
          expect(stored?.games ?? 0).toBe(played.length);
          for (const c of played) expect(Number.isFinite(c.after.mu) && Number.isFinite(c.after.sigma)).toBe(true);
        }
        await store.close();
      }),
      { numRuns: propertyRuns },
    );
  });
}
