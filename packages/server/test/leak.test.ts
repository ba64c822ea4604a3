import { describe, expect, it } from 'vitest';
import { parseCard, parsePlay, type Card } from '@escoba/engine';
import { evolve, type EscobaServer, type TableState } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { testServer, until } from './helpers.js';

/** Keys under which the protocol puts cards (numbers, arrays of numbers, or notation strings). */
const CARD_KEYS = new Set(['hand', 'table', 'take', 'card', 'cards', 'leftover', 'legal', 'piles', 'prime', 'sets', 'deck', 'play']);

/** Every card a message mentions anywhere under a card key (`hand` is also a hand's index in events: cards only in arrays). */
function cardsIn(value: unknown, key: string | null, out: Card[], inArray = false): Card[] {
  if (Array.isArray(value)) for (const x of value) cardsIn(x, key, out, true);
  else if (value !== null && typeof value === 'object') {
    // `results` are the finished hands: their cards were all revealed, and the same ids are dealt again later.
    for (const [k, x] of Object.entries(value)) if (k !== 'results') cardsIn(x, k, out);
  }
  else if (key !== null && CARD_KEYS.has(key) && (key !== 'hand' || inArray)) {
    if (typeof value === 'number') out.push(value);
    else if (typeof value === 'string') {
      const play = parsePlay(value);
      if (play.ok) out.push(play.value.card, ...play.value.take);
      else {
        const card = parseCard(value);
        if (card.ok) out.push(card.value);
      }
    }
  }
  return out;
}

/** The cards hidden from `seat` (null: a spectator) in a state: the other hands and the undealt deck. */
function hiddenFrom(state: TableState, seat: number | null): Set<Card> {
  const h = state.game?.hand;
  if (!h || h.result) return new Set();
  const hidden = new Set<Card>(h.deck.slice(h.dealt));
  h.hands.forEach((cards, s) => {
    if (s !== seat) for (const c of cards) hidden.add(c);
  });
  return hidden;
}

async function playTables(server: EscobaServer, tables: { players: 2 | 3 | 4 | 6; partnerships?: boolean }[], seed: number) {
  const all: { code: string; players: AutoPlayer[] }[] = [];
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
      all.push({ code: host.code, players });
    }),
  );
  await until(() => all.length === tables.length && all.every((t) => t.players.every((p) => p.finished)), 100_000, 'every game to finish');
  return all;
}

describe('no message to a seat ever contains another seat’s hand or the undealt deck', () => {
  it('checks every message of many complete games (2, 3, 4 and 6 players) against the log', async () => {
    const server = await testServer();
    const configs = [
      ...Array.from({ length: 24 }, () => ({ players: 2 as const })),
      ...Array.from({ length: 4 }, () => ({ players: 3 as const })),
      ...Array.from({ length: 8 }, () => ({ players: 4 as const, partnerships: true })),
      ...Array.from({ length: 2 }, () => ({ players: 4 as const, partnerships: false })),
      ...Array.from({ length: 2 }, () => ({ players: 6 as const })),
    ];
    const tables = await playTables(server, configs, 7);
    let checked = 0;
    let hands = 0;
    for (const { code, players } of tables) {
      // The truth at every version, rebuilt from the server's own log (which holds the decks).
      const states: TableState[] = [];
      let state: TableState | null = null;
      for (const entry of await server.store.read(code)) states[entry.v] = state = evolve(state, entry, code);
      hands += state!.game!.results.length;
      for (const p of players) {
        for (const text of p.texts) {
          const m = JSON.parse(text) as { type: string; v?: number; event?: { type: string }; view?: { hand: Card[] } | null };
          if (/"(salt|deck)"/.test(text)) expect(m.event?.type).toBe('revealed');
          expect(text).not.toMatch(/tokenHash/);
          if (m.type !== 'event' && m.type !== 'sync') continue;
          const truth = states[m.v!]!;
          const hidden = hiddenFrom(truth, p.seat);
          const leaked = cardsIn(m, null, []).filter((c) => hidden.has(c));
          expect(leaked, `${code} v${m.v} to seat ${p.seat}: ${text.slice(0, 200)}`).toEqual([]);
          if (m.view) {
            const own = p.seat === null ? [] : truth.game!.hand!.hands[p.seat]!;
            expect([...m.view.hand].sort((a, b) => a - b)).toEqual([...own].sort((a, b) => a - b));
          }
          checked++;
        }
        p.close();
      }
    }
    expect(hands).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(10_000);
    await server.close();
  });
});
