import { describe, expect, it } from 'vitest';
import { freePairingCode, pairingCode } from '../src/tournaments/tournament-codes.js';
import { setupOf } from '../src/tournaments/tournament-config.js';
import type { StoredTournamentEvent, TournamentEvent } from '../src/tournaments/tournament-events.js';
import { nextDecision } from '../src/tournaments/tournament-next.js';
import { TournamentRecord } from '../src/tournaments/tournament-record.js';

// A pairing's table code is derived from (tournament, pairing); with 31⁶ codes a long arena's pairings meet one of
// their own earlier codes (a 256-player, 5-minute arena on one process has some 13,000 pairings), and the table of
// such a pairing could never be made. These tests hold a real collision and a record that meets one.
const START = 1_000_000;

describe("a tournament pairing's table code", () => {
  it('is the first derived code that no earlier pairing has (a real collision: pairings 1,635 and 11,619)', () => {
    const id = 'ARENA23456';
    expect(pairingCode(id, 11_619)).toBe(pairingCode(id, 1_635));
    const taken = new Set(Array.from({ length: 11_618 }, (_, i) => pairingCode(id, i + 1)));
    const code = freePairingCode(id, 11_619, (c) => taken.has(c));
    expect(code).not.toBe(pairingCode(id, 1_635));
    expect(code).toBe(pairingCode(id, 11_619, 1));
    expect(taken.has(code)).toBe(false);
    // Codes nobody holds are the ones before this change (logs keep theirs anyway).
    expect(freePairingCode(id, 7, () => false)).toBe(pairingCode(id, 7));
  });

  it("is never one of the tournament's own: the owner's next pairing skips a code an earlier pairing holds", async () => {
    const checked = setupOf({ name: 'Arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: START, format: 'arena', minutes: 5, rated: false, computers: false }, { account: 'acc_ana', name: 'Ana' }, START - 60_000, 0);
    if (!checked.ok) throw new Error(checked.error);
    const players = ['a', 'b', 'c', 'd', 'e', 'f'];
    const events: TournamentEvent[] = [
      { type: 'created', at: START - 60_000, setup: checked.setup },
      ...players.map((x, i): TournamentEvent => ({ type: 'joined', at: START - 1000, account: `acc_${x}`, name: x.toUpperCase(), rating: 1400 + 40 * i })),
      { type: 'started', at: START },
    ];
    // The first three pairings, as the log holds them; pairing 1's table sits at the code pairing 4 derives first.
    const probe = await TournamentRecord.replay('t1', events.map((event, i): StoredTournamentEvent => ({ seq: i + 1, event })));
    const first = probe.pairArena(START, (n) => (n === 1 ? pairingCode('t1', 4) : `T0000${n}`));
    events.push({ type: 'paired', at: START, tables: first });
    const r = await TournamentRecord.replay('t1', events.map((event, i): StoredTournamentEvent => ({ seq: i + 1, event })));
    expect(r.usesCode(pairingCode('t1', 4))).toBe(true);

    // Pairing 1's game ends; its two players are paired again as pairing 4.
    await r.take([{ type: 'result', at: START + 30_000, pairing: 1, results: ['win', 'loss'] }]);
    const next = await nextDecision(r, START + 30_000);
    const paired = next!.events.find((e) => e.type === 'paired') as Extract<TournamentEvent, { type: 'paired' }>;
    expect(paired.tables.map((t) => t.pairing)).toEqual([4]);
    expect(paired.tables[0]!.code).toBe(pairingCode('t1', 4, 1));
  });

  it('moved (its code held outside the tournament) is where a process replaying the log finds it, and no later pairing derives the held code', async () => {
    const checked = setupOf({ name: 'Arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: START, format: 'arena', minutes: 5, rated: false, computers: false }, { account: 'acc_ana', name: 'Ana' }, START - 60_000, 0);
    if (!checked.ok) throw new Error(checked.error);
    const events: TournamentEvent[] = [
      { type: 'created', at: START - 60_000, setup: checked.setup },
      ...['a', 'b'].map((x): TournamentEvent => ({ type: 'joined', at: START - 1000, account: `acc_${x}`, name: x, rating: 1500 })),
      { type: 'started', at: START },
    ];
    const probe = await TournamentRecord.replay('t2', events.map((event, i): StoredTournamentEvent => ({ seq: i + 1, event })));
    // Pairing 1 at the code pairing 2 derives first; it is held elsewhere, so the pairing moves to its next code.
    const held = pairingCode('t2', 2);
    events.push({ type: 'paired', at: START, tables: probe.pairArena(START, () => held) });
    events.push({ type: 'moved', at: START + 10, pairing: 1, code: pairingCode('t2', 1, 1) });
    const r = await TournamentRecord.replay('t2', events.map((event, i): StoredTournamentEvent => ({ seq: i + 1, event })));
    expect(r.pairings.get(1)!.table.code).toBe(pairingCode('t2', 1, 1));
    expect(r.running().map((p) => p.table.code)).toEqual([pairingCode('t2', 1, 1)]);
    expect(r.usesCode(held)).toBe(true);
    await r.take([{ type: 'result', at: START + 30_000, pairing: 1, results: ['win', 'loss'] }]);
    const next = await nextDecision(r, START + 30_000);
    const paired = next!.events.find((e) => e.type === 'paired') as Extract<TournamentEvent, { type: 'paired' }>;
    expect(paired.tables.map((t) => [t.pairing, t.code])).toEqual([[2, pairingCode('t2', 2, 1)]]);
  });
});
