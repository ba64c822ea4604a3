// The PostgreSQL tournament store against a real PostgreSQL: the tournament stores' contract, and two writers (two
// pools, as two processes) racing for the same event number, of which exactly one is written, whether the events
// go in one statement (results, pairings) or in a transaction with the tournament's row (its start).
import { describe, expect, it } from 'vitest';
import { PostgresTournamentStore } from '../../src/tournaments/postgres-tournament-store.js';
import type { TournamentEvent } from '../../src/tournaments/tournament-events.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { createdEvent, joined, result, tournamentStoreContract } from '../tournament-store-contract.js';

if (!usePostgres()) describe.skip('PostgreSQL tournament store: not installed', () => it('skipped', () => undefined));
else {
  const fresh = async () => PostgresTournamentStore.open(await currentServices().createDatabase());

  describe('postgres tournament store', () => {
    tournamentStoreContract(fresh);

    it('two writers racing for the same event number: exactly one is written, the other told conflict', async () => {
      const url = await currentServices().createDatabase();
      const [a, b] = await Promise.all([PostgresTournamentStore.open(url), PostgresTournamentStore.open(url)]);
      expect(await a.append('race', 1, [createdEvent(), joined('a'), joined('b')])).toBe('ok');
      let seq = 4;
      for (let i = 0; i < 20; i++) {
        // Even rounds race two one-statement appends; odd ones a row-changing event (the transaction) against one.
        const one: TournamentEvent[] = i % 2 === 1 ? [{ type: 'started', at: i }] : [result(i)];
        const answers = await Promise.all([a.append('race', seq, one), b.append('race', seq, [result(100 + i), result(200 + i)])]);
        expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
        expect(answers.filter((x) => x === 'conflict')).toHaveLength(1);
        seq = (await a.read('race')).length + 1;
      }
      const events = await b.read('race');
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      await Promise.all([a.close(), b.close()]);
    });
  });
}
