// ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS (web21b): how long an arena's minute lasts. A minute by default; tests (the
// web app's tournament e2e) shorten it so that an arena of the least length is played out in seconds.
import { describe, expect, it } from 'vitest';
import { readConfig } from '@escoba/server';
import { setupOf } from '../src/tournaments/tournament-config.js';

const HOST = { account: 'a1', name: 'Ana' };
const NOW = 1_800_000_000_000;
const START = NOW + 120_000;
const arena = (minutes: number) => ({ name: 'Arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: START, format: 'arena', minutes, rated: false, computers: false });

describe("an arena's minute", () => {
  it('is 60 s unless the setting says otherwise, from 1 to 60 s', () => {
    expect(readConfig({}).tournamentArenaMinuteSeconds).toBe(60);
    expect(readConfig({ ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS: '15' }).tournamentArenaMinuteSeconds).toBe(15);
    for (const bad of ['0', '61', '1.5', 'soon']) {
      expect(() => readConfig({ ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS: bad })).toThrow(`ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS must be a whole number from 1 to 60, got "${bad}"`);
    }
  });

  it("sets when an arena ends: its minutes of that length after its start; other formats have no end", () => {
    const byDefault = setupOf(arena(3), HOST, NOW, 0);
    const short = setupOf(arena(3), HOST, NOW, 0, 15_000);
    if (!byDefault.ok || !short.ok) throw new Error('refused');
    expect(byDefault.setup.endsAt).toBe(START + 3 * 60_000);
    expect(short.setup.endsAt).toBe(START + 3 * 15_000);
    const swiss = setupOf({ ...arena(1), format: 'swiss', minutes: undefined, rounds: 2 }, HOST, NOW, 0, 15_000);
    if (!swiss.ok) throw new Error(swiss.error);
    expect(swiss.setup.endsAt).toBeNull();
  });
});
