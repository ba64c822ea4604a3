import { describe, expect, it } from 'vitest';
import type { BriscaView } from '@escoba/brisca';
import type { GameView, TableConfig } from '@escoba/protocol';
import { evolve, type EscobaServer, type TableState } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { cardsIn, EVERY_TABLE, handsOf, hiddenFrom } from './games.js';
import { testServer, until } from './helpers.js';
import { size } from '../../../test/size.js';
import { liveGameOf, matchScoreOf } from '../src/online/live-game.js';

/** A seña in notation (`!as`): only in a private message to its side. */
const SENA_IN_NOTATION = /"!(as|tres|rey|caballo|sota|sintriunfo)"/;

async function playTables(server: EscobaServer, tables: readonly TableConfig[], seed: number) {
  const all: { code: string; config: TableConfig; players: AutoPlayer[] }[] = [];
  const random = seeded(seed);
  await Promise.all(
    tables.map(async (config, t) => {
      const host = new AutoPlayer(server, 0, seeded(seed * 1000 + t));
      await host.send({ type: 'create', config, name: 'host' });
      await until(() => host.code !== '');
      const players = [host];
      for (let seat = 1; seat < config.players; seat++) {
        const p = new AutoPlayer(server, seat, seeded(random() * 1e9));
        await p.send({ type: 'join', code: host.code, seat, name: `p${seat}` });
        await p.waitFor('sync');
        players.push(p);
      }
      const spectator = new AutoPlayer(server, null, random);
      await spectator.send({ type: 'spectate', code: host.code });
      await spectator.waitFor('sync');
      players.push(spectator);
      await host.send({ type: 'start' });
      all.push({ code: host.code, config, players });
    }),
  );
  await until(() => all.length === tables.length && all.every((t) => t.players.every((p) => p.finished)), 200_000, 'every game to finish');
  return all;
}

describe('no message to a seat ever contains another seat’s hand, the undealt deck or anything of the other side’s señas', () => {
  it('checks every message of many complete games of every game and table size against the log', async () => {
    const server = await testServer();
    // Full (the soak lane): Escoba's tables as before (40 games), and three of every Brisca and Alcalde table (18
    // games). Small (postgres/leak.test.ts in the services lane, whose subject is the same checks through PostgreSQL
    // and Redis): every table once, the 2-player Escoba table and the señas table twice (14 games).
    const ESCOBA: Record<string, number> = { 'Escoba, 2': 24, 'Escoba, 3': 4, 'Escoba, 4 alone': 2, 'Escoba, 2 against 2': 8, 'Escoba, 3 against 3': 2 };
    const SMALL: Record<string, number> = { 'Escoba, 2': 2, 'Brisca, 2 against 2 with señas': 2 };
    const count = (label: string) => size(ESCOBA[label] ?? 3, SMALL[label] ?? 1);
    const configs = EVERY_TABLE.flatMap(({ label, config }) => Array.from({ length: count(label) }, () => config));
    const tables = await playTables(server, configs, 7);
    const checked = new Map<string, number>();
    const hands = new Map<string, number>();
    const senaEvents = new Map<string, number>();
    const partnerSenas = new Map<string, number>();
    const matchScores = new Map<string, number>();
    for (const { code, config, players } of tables) {
      // The truth at every public version (the ones clients see: a seña takes none), rebuilt from the server's own
      // log (which holds the decks).
      const states: TableState[] = [];
      let state: TableState | null = null;
      const log = await server.store.read(code);
      for (const entry of log) states[(state = evolve(state, entry, code)).pv] = state;
      const { gameId } = state!.settings;
      const label = EVERY_TABLE.find((t) => t.config === config)!.label;
      // review22: the lobby's entry of this game at every public version in play (as if its table were public): its
      // match score holds no card, names every seat once, and agrees with the server's own count of the match.
      for (const truth of states) {
        if (truth?.status !== 'playing') continue;
        const live = liveGameOf({ ...truth, settings: { ...truth.settings, public: true } })!;
        expect(cardsIn(gameId, live), `${label} ${code} v${truth.pv}`).toEqual([]);
        expect(Object.keys(live.match!).sort()).toEqual(['counts', 'scores', 'sides', 'target']);
        expect(live.match!.sides.flat().sort((a, b) => a - b)).toEqual(truth.seats.map((_, seat) => seat));
        if (truth.settings.hands !== null) expect(live.match!.scores, `${label} ${code} v${truth.pv}`).toEqual(truth.handWins);
        matchScores.set(label, (matchScores.get(label) ?? 0) + 1);
      }
      const finished = log.map((e) => e.event).find((e) => e.type === 'finished');
      const final = matchScoreOf(state!);
      if (finished?.type === 'finished' && final.counts !== 'cardPoints') expect(final.scores, `${label} ${code}: the match's score at its end`).toEqual(finished.scores);
      hands.set(label, (hands.get(label) ?? 0) + state!.hands);
      for (const p of players) {
        for (const text of p.texts) {
          const m = JSON.parse(text) as { type: string; v?: number; event?: { type: string }; view?: GameView | null };
          if (/"(salt|deck)"/.test(text)) expect(m.event?.type).toBe('revealed');
          expect(text).not.toMatch(/tokenHash/);
          if (m.type !== 'event' && m.type !== 'sync' && m.type !== 'private') continue;
          // Señas: only their side hears of them (a private message); a view lists its own side's only (partners sit opposite).
          if (m.type === 'private') {
            const sena = m.event as unknown as { seat: number };
            expect(p.seat !== null && sena.seat % 2 === p.seat % 2, `${label} ${code}: seat ${sena.seat}'s seña told to seat ${p.seat}`).toBe(true);
            senaEvents.set(label, (senaEvents.get(label) ?? 0) + 1);
          } else expect(text, `${label} seat ${p.seat}`).not.toMatch(SENA_IN_NOTATION);
          for (const made of (m.view as BriscaView | null | undefined)?.senas ?? []) {
            expect(p.seat !== null && made.seat % 2 === p.seat % 2, `${label} ${code} v${m.v}: seat ${made.seat}'s seña shown to seat ${p.seat}`).toBe(true);
            if (made.seat !== p.seat) partnerSenas.set(label, (partnerSenas.get(label) ?? 0) + 1);
          }
          const truth = states[m.v!]!;
          const hidden = hiddenFrom(truth, p.seat);
          const leaked = cardsIn(gameId, m).filter((c) => hidden.has(c));
          expect(leaked, `${label} ${code} v${m.v} to seat ${p.seat}: ${text.slice(0, 300)}`).toEqual([]);
          if (m.view) {
            const own = p.seat === null ? [] : (handsOf(truth)[p.seat] ?? []);
            expect([...m.view.hand].sort((a, b) => a - b), `${label} ${code} v${m.v} seat ${p.seat}`).toEqual([...own].sort((a, b) => a - b));
          }
          checked.set(label, (checked.get(label) ?? 0) + 1);
        }
        expect(p.errors, `${label} seat ${p.seat}`).toEqual([]);
        p.close();
      }
    }
    // Every game played through, with messages enough to say so (the small run's bounds are its games' share).
    for (const { label } of EVERY_TABLE) {
      expect(hands.get(label), label).toBeGreaterThanOrEqual(size(3, 1));
      expect(checked.get(label), label).toBeGreaterThan(size(300, 100));
    }
    // At the señas table partners received señas in private messages and their views, and nobody else heard of them.
    expect(senaEvents.get('Brisca, 2 against 2 with señas')).toBeGreaterThan(size(10, 5));
    expect(partnerSenas.get('Brisca, 2 against 2 with señas')).toBeGreaterThan(size(10, 5));
    expect(senaEvents.get('Brisca, 2 against 2') ?? 0).toBe(0);
    expect(hands.get('Escoba, 2')).toBeGreaterThan(size(100, 6));
    for (const { label } of EVERY_TABLE) expect(matchScores.get(label), label).toBeGreaterThan(size(20, 5));
    expect([...checked.values()].reduce((a, b) => a + b)).toBeGreaterThan(size(20_000, 4_000));
    await server.close();
  });
});
