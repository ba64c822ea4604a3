import { cardValue, parseCard, unwrap } from '@escoba/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { RawClient, testServer } from './helpers.js';
import { escobaOf } from './games.js';

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
    for (let t = 0; t < 12; t++) {
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
    // Over 12 tables every seat should have dealt at least once by the draw (chance of missing one: below 2%).
    expect(dealers.size).toBeGreaterThanOrEqual(3);
  });

  it('a rematch draws again', async () => {
    const server = await testServer({ botDelayMs: 0 });
    servers.push(server);
    const created = await server.service.create({ players: 2, target: 1, bots: [{ seat: 1, level: 'random' }] }, 'Ana');
    if (!created.ok) throw new Error(created.error.message);
    const { code } = created;
    const host = await RawClient.open(server);
    expect((await host.request({ type: 'resume', code, seat: 0, token: created.token })).type).toBe('ack');
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    // Ana's seat plays by itself once she is away: a substitute; here she simply plays first legal plays.
    const { legalPlays } = await import('@escoba/engine');
    while (server.service.peek(code)!.status === 'playing') {
      const s = server.service.peek(code)!;
      const game = escobaOf(s)!;
      if (game.phase === 'play' && game.hand && !game.hand.result && game.hand.turn === 0) {
        const p = legalPlays(game)[0]!;
        await host.request({ type: 'play', play: { card: p.card, take: p.take }, v: s.v });
      } else await new Promise((r) => setTimeout(r, 5));
    }
    expect((await host.request({ type: 'rematch' })).type).toBe('ack');
    const types = (await server.store.read(code)).map((e) => e.event.type);
    expect(types.filter((t) => t === 'drawn')).toHaveLength(2);
    // The new game starts with a draw, then its deal (the bot, without delay, may have played already).
    const rematch = types.lastIndexOf('started');
    expect(types.slice(rematch, rematch + 3)).toEqual(['started', 'drawn', 'dealt']);
    await host.close();
  });
});
