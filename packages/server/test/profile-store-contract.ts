import { expect, it } from 'vitest';
import type { FinishedGame, GameSeat, GameStore, ProfileStore } from '@escoba/server';

/** A finished 2-player game at table `table`: `winner` seat 0 or 1 (null: a draw), accounts or guests at the seats. */
export function twoPlayerGame(table: string, game: number, accounts: readonly (string | null)[], winner: 0 | 1 | null, at: number): FinishedGame {
  const seats: GameSeat[] = accounts.map((account, seat) => ({ name: account ?? `Guest ${seat}`, account, level: null, side: seat, result: winner === null ? 'draw' : winner === seat ? 'win' : 'loss' }));
  return { key: { table, game }, v: 10 + game, gameId: 'escoba', group: 'escoba', at, seats, counts: accounts.map((_, seat) => ({ hands: 3, escobas: seat + 1, points: 7 })), record: JSON.stringify({ format: 'escoba-record/1', table, game }), tournament: null };
}

/**
 * What every profile store does (`ProfileStore`): a game written once, the sums, the history newest first and paged,
 * head to head, records; with `log` (a game log in the same database) the finished tables left unread.
 */
export function profileStoreContract(make: () => Promise<{ profiles: ProfileStore; log?: GameStore }>): void {
  it('writes a game once: a second write changes nothing', async () => {
    const { profiles } = await make();
    const game = twoPlayerGame('ONCE22', 0, ['acc_a', 'acc_b'], 0, 1000);
    expect(await profiles.recordGame(game)).toBe(true);
    expect(await profiles.recordGame(game)).toBe(false);
    expect(await profiles.recordGame({ ...game, seats: game.seats.map((s) => ({ ...s, result: 'draw' as const })) })).toBe(false);
    expect(Object.fromEntries(await profiles.totals('acc_a'))).toEqual({ escoba: { games: 1, wins: 1, draws: 0, losses: 0, counts: { hands: 3, escobas: 1, points: 7 } } });
    expect(Object.fromEntries(await profiles.totals('acc_b'))).toEqual({ escoba: { games: 1, wins: 0, draws: 0, losses: 1, counts: { hands: 3, escobas: 2, points: 7 } } });
    expect((await profiles.history('acc_a', 0, 10)).total).toBe(1);
    await profiles.close();
  });

  it('sums per group, lists the history newest first in pages, counts head to head, keeps records', async () => {
    const { profiles } = await make();
    await profiles.recordGame(twoPlayerGame('HIST01', 0, ['acc_a', 'acc_b'], 0, 1000));
    await profiles.recordGame(twoPlayerGame('HIST01', 1, ['acc_a', 'acc_b'], 1, 2000));
    await profiles.recordGame(twoPlayerGame('HIST02', 0, ['acc_b', 'acc_a'], null, 3000));
    await profiles.recordGame(twoPlayerGame('HIST03', 0, ['acc_a', null], 0, 4000));
    await profiles.recordGame({ ...twoPlayerGame('HIST04', 0, ['acc_c', 'acc_a'], 0, 5000), group: 'brisca', gameId: 'brisca', counts: [{ hands: 1, cardPoints: 70 }, { hands: 1, cardPoints: 50 }], tournament: { id: 'K7PM2QXY3Z', name: 'Friday arena' } });
    const totals = await profiles.totals('acc_a');
    expect(totals.get('escoba')).toEqual({ games: 4, wins: 2, draws: 1, losses: 1, counts: { hands: 12, escobas: 1 + 1 + 2 + 1, points: 28 } });
    expect(totals.get('brisca')).toEqual({ games: 1, wins: 0, draws: 0, losses: 1, counts: { hands: 1, cardPoints: 50 } });
    const first = await profiles.history('acc_a', 0, 2);
    expect(first.total).toBe(5);
    expect(first.games.map((g) => [g.key.table, g.key.game, g.seat, g.group])).toEqual([
      ['HIST04', 0, 1, 'brisca'],
      ['HIST03', 0, 0, 'escoba'],
    ]);
    expect(first.games[1]!.seats.map((s) => [s.name, s.account, s.result])).toEqual([
      ['acc_a', 'acc_a', 'win'],
      ['Guest 1', null, 'loss'],
    ]);
    // tour23: a tournament's game names its tournament; the others none.
    expect(first.games.map((g) => g.tournament)).toEqual([{ id: 'K7PM2QXY3Z', name: 'Friday arena' }, null]);
    const rest = await profiles.history('acc_a', 2, 10);
    expect(rest.games.map((g) => `${g.key.table}/${g.key.game}@${g.at}`)).toEqual(['HIST02/0@3000', 'HIST01/1@2000', 'HIST01/0@1000']);
    expect(await profiles.headToHead('acc_a', 'acc_b')).toEqual({ games: 3, wins: 1, draws: 1, losses: 1 });
    expect(await profiles.headToHead('acc_b', 'acc_a')).toEqual({ games: 3, wins: 1, draws: 1, losses: 1 });
    expect(await profiles.headToHead('acc_a', 'acc_c')).toEqual({ games: 1, wins: 0, draws: 0, losses: 1 });
    expect(await profiles.headToHead('acc_a', 'acc_z')).toEqual({ games: 0, wins: 0, draws: 0, losses: 0 });
    expect(JSON.parse((await profiles.record({ table: 'HIST01', game: 1 }))!)).toEqual({ format: 'escoba-record/1', table: 'HIST01', game: 1 });
    expect(await profiles.record({ table: 'HIST01', game: 7 })).toBeNull();
    expect((await profiles.history('acc_nobody', 0, 10)).total).toBe(0);
    await profiles.close();
  });

  // story22: a guest's games claimed by the account that guest signed up as.
  it('adds a claimed guest game to the account once: its history, sums and head to head', async () => {
    const { profiles } = await make();
    const guests = twoPlayerGame('CLAIM1', 0, [null, null], 1, 1000);
    expect(await profiles.claimGame(guests, 'acc_g', 1)).toBe(true);
    expect(await profiles.claimGame(guests, 'acc_g', 1)).toBe(false);
    expect(Object.fromEntries(await profiles.totals('acc_g'))).toEqual({ escoba: { games: 1, wins: 1, draws: 0, losses: 0, counts: { hands: 3, escobas: 2, points: 7 } } });
    expect((await profiles.history('acc_g', 0, 10)).games.map((g) => [g.key.table, g.seat, g.seats[g.seat]!.result])).toEqual([['CLAIM1', 1, 'win']]);
    expect(await profiles.record({ table: 'CLAIM1', game: 0 })).not.toBeNull();
    // A game an account played against a guest, claimed by the guest's new account: both see it, and each other.
    const mixed = twoPlayerGame('CLAIM2', 0, ['acc_h', null], 0, 2000);
    await profiles.recordGame(mixed);
    expect(await profiles.claimGame(mixed, 'acc_g', 1)).toBe(true);
    expect((await profiles.totals('acc_h')).get('escoba')?.games).toBe(1);
    expect((await profiles.totals('acc_g')).get('escoba')).toMatchObject({ games: 2, wins: 1, losses: 1 });
    expect(await profiles.headToHead('acc_g', 'acc_h')).toEqual({ games: 1, wins: 0, draws: 0, losses: 1 });
    expect((await profiles.history('acc_g', 0, 10)).games.map((g) => g.key.table)).toEqual(['CLAIM2', 'CLAIM1']);
    await profiles.close();
  });

  it('refuses a game with an account at two seats', async () => {
    const { profiles } = await make();
    await expect(profiles.recordGame(twoPlayerGame('TWICE1', 0, ['acc_a', 'acc_a'], 0, 1))).rejects.toThrow(/seated twice/);
    await profiles.close();
  });

  it('lists the finished tables whose log was not read to its end', async () => {
    const { profiles, log } = await make();
    if (!log) return expect(await profiles.unread(10)).toEqual([]);
    const entry = (v: number) => ({ v, event: { type: 'chat', seat: 0, name: 'x', text: 'hola', at: v } }) as const;
    await log.append('UNRD01', [entry(1), entry(2)], 'finished');
    await log.append('UNRD02', [entry(1)], 'finished');
    await log.append('UNRD03', [entry(1)], 'playing');
    expect((await profiles.unread(10)).sort()).toEqual(['UNRD01', 'UNRD02']);
    await profiles.markRead('UNRD01', 2);
    await profiles.recordGame({ ...twoPlayerGame('UNRD02', 0, ['acc_a', 'acc_b'], 0, 1), v: 1 });
    expect(await profiles.unread(10)).toEqual([]);
    await log.append('UNRD01', [entry(3)], 'finished');
    expect(await profiles.unread(10)).toEqual(['UNRD01']);
    await profiles.markRead('UNRD01', 1);
    expect(await profiles.unread(10)).toEqual(['UNRD01']);
    await profiles.markRead('UNRD01', 3);
    expect(await profiles.unread(10)).toEqual([]);
    await profiles.close();
    await log.close();
  });
}
