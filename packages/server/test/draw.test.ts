import { cardValue, parseCard, unwrap } from '@escoba/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { RawClient, testServer } from './helpers.js';
import { playAgainstBot } from './games.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

type Msg = Record<string, unknown>;
interface Drawn {
  type: 'drawn';
  game: number;
  rounds: { seats: number[]; cards: string[] }[];
  dealer: number;
}

/** The draw's own rule, checked from its published rounds: everyone draws, the tied highest draw again, the highest deals. */
function checkDraw(draw: Drawn, players: number) {
  expect(draw.rounds[0]!.seats).toEqual(Array.from({ length: players }, (_, i) => i));
  const cards = draw.rounds.flatMap((r) => r.cards);
  expect(new Set(cards).size).toBe(cards.length);
  draw.rounds.forEach((round, i) => {
    const values = round.cards.map((c) => cardValue(unwrap(parseCard(c))));
    const best = Math.max(...values);
    const highest = round.seats.filter((_, j) => values[j] === best);
    if (i < draw.rounds.length - 1) expect(draw.rounds[i + 1]!.seats).toEqual(highest);
    else expect(highest).toEqual([draw.dealer]);
  });
}

describe('the draw for the first dealer', () => {
  it('every game starts with a public draw, logged before the first deal, whose highest card deals', async () => {
    const server = await testServer({ botDelayMs: 0 });
    servers.push(server);
    const dealers = new Set<number>();
    // Until every seat has dealt once (a broken draw that favours a seat never gets there; a fair one misses a seat
    // over 60 tables with a chance of 4 × (3/4)^60, about 1 in 8 million).
    for (let t = 0; t < 60 && dealers.size < 4; t++) {
      const host = await RawClient.open(server);
      host.send({ type: 'create', config: { players: 4, target: 1, bots: [1, 2, 3].map((seat) => ({ seat, level: 'random' })) }, name: 'Ana' });
      const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      const drawn = await host.next((m) => m.type === 'event' && (m['event'] as Msg)['type'] === 'drawn');
      const dealt = await host.next((m) => m.type === 'event' && (m['event'] as Msg)['type'] === 'dealt');
      expect(dealt['v']).toBe((drawn['v'] as number) + 1);
      expect(drawn['view']).toBeUndefined();
      const draw = drawn['event'] as Drawn;
      checkDraw(draw, 4);
      expect((dealt['event'] as Msg)['dealer']).toBe(draw.dealer);
      dealers.add(draw.dealer);
      const log = await server.store.read(code);
      expect(log.map((e) => e.event.type).slice(2, 5)).toEqual(['started', 'drawn', 'dealt']);
      await host.close();
    }
    expect(dealers.size).toBe(4);
  });

  it('a rematch draws again', async () => {
    const server = await testServer({ botDelayMs: 0 });
    servers.push(server);
    const { code, host } = await playAgainstBot(server, 1);
    expect((await host.request({ type: 'rematch' })).type).toBe('ack');
    const types = (await server.store.read(code)).map((e) => e.event.type);
    expect(types.filter((t) => t === 'drawn')).toHaveLength(2);
    // The new game starts with a draw, then its deal (the bot, without delay, may have played already).
    const rematch = types.lastIndexOf('started');
    expect(types.slice(rematch, rematch + 3)).toEqual(['started', 'drawn', 'dealt']);
    await host.close();
  });
});
