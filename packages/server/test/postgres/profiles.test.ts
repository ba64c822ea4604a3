// The PostgreSQL profile store against a real PostgreSQL (the lane's): the profile-store contract (with the game log
// in the same database), and two connections writing the same games at once: each game written by exactly one.
import { describe, expect, it } from 'vitest';
import { PostgresProfileStore, PostgresStore } from '@escoba/server';
import { profileStoreContract, twoPlayerGame } from '../profile-store-contract.js';
import { currentServices, usePostgres } from '../services/backend.js';

if (!usePostgres()) describe.skip('PostgreSQL profile store: not installed', () => it('skipped', () => undefined));
else {
  describe('postgres profile store', () => {
    profileStoreContract(async () => {
      const url = await currentServices().createDatabase();
      return { log: await PostgresStore.open(url), profiles: await PostgresProfileStore.open(url) };
    });

    it('two stores writing the same 40 games at once: each written once, the sums those of one write each', async () => {
      const url = await currentServices().createDatabase();
      const [a, b] = [await PostgresProfileStore.open(url), await PostgresProfileStore.open(url)];
      const games = Array.from({ length: 40 }, (_, g) => twoPlayerGame('RACE22', g, ['acc_a', 'acc_b'], g % 3 === 0 ? null : ((g % 2) as 0 | 1), 1000 + g));
      const [wroteA, wroteB] = await Promise.all([Promise.all(games.map((g) => a.recordGame(g))), Promise.all(games.map((g) => b.recordGame(g)))]);
      wroteA.forEach((w, g) => expect(w !== wroteB[g], `game ${g}`).toBe(true));
      const totals = (await a.totals('acc_a')).get('escoba')!;
      expect(totals.games).toBe(40);
      expect(totals.counts).toEqual({ hands: 120, escobas: 40, points: 280 });
      expect(totals.wins + totals.draws + totals.losses).toBe(40);
      expect((await b.history('acc_b', 0, 50)).total).toBe(40);
      await a.close();
      await b.close();
    });
  });
}
