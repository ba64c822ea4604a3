// The chaos test's leak check, checked: a resync whose catch-up events hold a hand's reveal and the next deal is
// clean, and a message that shows a hidden card, or a deck outside a reveal, is caught.
import { afterAll, describe, expect, it } from 'vitest';
import { publicEvent, rebuild, viewOf, type EscobaServer, type LogEntry } from '@escoba/server';
import { escobaOf } from '../games.js';
import { RawClient, testServer } from '../helpers.js';
import { TableTruth } from './leak-check.js';

const servers: EscobaServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** The log of a 2-player game against a bot, played to 15 points with first legal plays: several hands. */
async function playedLog(): Promise<{ code: string; log: LogEntry[] }> {
  const server = await testServer({ botDelayMs: 0 });
  servers.push(server);
  const created = await server.service.create({ players: 2, target: 15, bots: [{ seat: 1, level: 'random' }] }, 'Ana');
  if (!created.ok) throw new Error(created.error.message);
  const { code } = created;
  const host = await RawClient.open(server);
  expect((await host.request({ type: 'resume', code, seat: 0, token: created.token })).type).toBe('ack');
  expect((await host.request({ type: 'start' })).type).toBe('ack');
  const { legalPlays } = await import('@escoba/engine');
  while (server.service.peek(code)!.status === 'playing') {
    const s = server.service.peek(code)!;
    const game = escobaOf(s)!;
    if (game.phase === 'play' && game.hand && !game.hand.result && game.hand.turn === 0) {
      const p = legalPlays(game)[0]!;
      await host.request({ type: 'play', play: { card: p.card, take: p.take }, v: s.v });
    } else await new Promise((r) => setTimeout(r, 5));
  }
  await host.close();
  return { code, log: await server.store.read(code) };
}

describe("the chaos test's leak check", () => {
  it('passes a resync that catches up over a reveal and the next deal; catches a hidden card and a deck outside a reveal', async () => {
    const { code, log } = await playedLog();
    const r = log.findIndex((e, i) => e.event.type === 'revealed' && log[i + 1]?.event.type === 'dealt');
    expect(r).toBeGreaterThan(0);
    const [revealed, dealt] = [log[r]!, log[r + 1]!];
    const at = rebuild(code, log.slice(0, r + 2));
    const truth = new TableTruth(code, log);
    const sync = (view: unknown, events: unknown[]) => JSON.stringify({ type: 'sync', v: dealt.v, seat: 0, view, events, full: false });
    const caughtUp = [revealed, dealt].map((e) => ({ v: e.v, event: publicEvent(e.event) }));

    expect(truth.leaks(0, [sync(viewOf(at, 0), caughtUp)])).toEqual([]);
    // The other seat's view, with its new hand.
    expect(truth.leaks(0, [sync(viewOf(at, 1), caughtUp)]).join()).toMatch(/cards .+ in /);
    // The reveal's deck and salt at the deal's version (where the log has no reveal).
    expect(truth.leaks(0, [sync(viewOf(at, 0), [{ v: dealt.v, event: publicEvent(revealed.event) }])]).join()).toMatch(/a deck or salt outside a reveal/);
    // The stored deal, with its deck, as an event.
    expect(truth.leaks(0, [JSON.stringify({ type: 'event', v: dealt.v, event: dealt.event })]).join()).toMatch(/a deck or salt outside a reveal/);
  });
});
