// What the rated sweep reads (`RatingStore.pendingEnded`), against a game log and a rating store side by side in one
// database: games still in play are left out (the sweep reads none of their logs); games whose table is no longer in
// play, whose table is gone, or that a later marked game of their table follows, are listed; applied games are not.
import { expect, it } from 'vitest';
import type { GameStore, RatingStore } from '@escoba/server';
import { soloGame } from './rating-store-contract.js';

type Entries = Parameters<GameStore['append']>[1];
type Status = Parameters<GameStore['append']>[2];

/** A log of `versions` entries (the sweep's query looks at a table's status only, not at its events). */
const entries = (from: number, versions: number): Entries => Array.from({ length: versions }, (_, i) => ({ v: from + i, event: { type: 'started', game: i } })) as Entries;

export function ratedSweepContract(open: () => Promise<{ log: GameStore; ratings: RatingStore }>): void {
  it('lists the marked games that may have ended, and none still in play', async () => {
    const { log, ratings } = await open();
    try {
      const table = async (code: string, status: Status, games: number[]) => {
        await log.append(code, entries(1, 3), status);
        for (const game of games) await ratings.markPending({ table: code, game }, 1000 + games.length * 10 + game);
      };
      await table('PLAYIN', 'playing', [0]);
      await table('ENDED0', 'finished', [0]);
      await table('REMTCH', 'playing', [0, 1]);
      await table('LOBBY0', 'lobby', [0]);
      await table('APPLID', 'finished', [0]);
      await ratings.applyResult({ table: 'APPLID', game: 0 }, soloGame(['ana', 'bea']));
      await ratings.markPending({ table: 'GONE00', game: 0 }, 1);

      const listed = (await ratings.pendingEnded()).map((k) => `${k.table}#${k.game}`);
      expect(listed.sort()).toEqual(['ENDED0#0', 'GONE00#0', 'LOBBY0#0', 'REMTCH#0']);

      // The game in play ends: it is listed from then on.
      await log.append('PLAYIN', entries(4, 1), 'finished');
      expect((await ratings.pendingEnded()).map((k) => `${k.table}#${k.game}`)).toContain('PLAYIN#0');
    } finally {
      await ratings.close();
      await log.close();
    }
  });
}
