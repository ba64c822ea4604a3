// The chaos test's leak check, checked: a resync whose catch-up events hold a hand's reveal and the next deal is
// clean, and a message that shows a hidden card, or a deck outside a reveal, is caught.
import { afterAll, describe, expect, it } from 'vitest';
import { publicEvent, rebuild, viewOf, type EscobaServer, type LogEntry } from '@escoba/server';
import { playAgainstBot } from '../games.js';
import { testServer } from '../helpers.js';
import { TableTruth } from './leak-check.js';

const servers: EscobaServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** The log of a 2-player game against a bot, played to 15 points with first legal plays: several hands. */
async function playedLog(): Promise<{ code: string; log: LogEntry[] }> {
  const server = await testServer({ botDelayMs: 0 });
  servers.push(server);
  const { code, host } = await playAgainstBot(server, 15);
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
