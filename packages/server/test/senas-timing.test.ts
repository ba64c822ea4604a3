import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { GameService, InMemoryBus, MemoryStore, ThreadedBotRunner, type TableMessage } from '@escoba/server';
import { fakeClock } from './fake-clock.js';

// A bot seat that makes señas must not play its card later than one that does not (docs/protocol.md, "Señas"): the
// server's move for a seat is scheduled once per public position, `botDelayMs` after it, and a bot's señas are
// chosen on the spot and saved with its card in one append. The service runs on a clock the test moves forward, so
// the test reads the scheduled times exactly instead of measuring wall time.

const BOT_DELAY = 1000;

/** What the table published, with the fake clock's time. */
interface Published {
  readonly at: number;
  readonly m: TableMessage;
}

describe('the pace of a bot that makes señas', () => {
  it('every server move comes exactly botDelayMs after the last public event, with or without señas before its card', async () => {
    const clock = fakeClock();
    const bus = new InMemoryBus();
    const store = new MemoryStore();
    const service = new GameService({ store, bus, logger: pino({ level: 'silent' }), bots: new ThreadedBotRunner({ searchTimeMs: 10, worker: false }), graceMs: 0, botDelayMs: BOT_DELAY, substituteLevel: 'medium', idleEvictMs: 3_600_000, abandonMs: 3_600_000, clock: clock.clock });
    // 2 against 2 with señas: three medium bots and a human seat whose medium substitute plays (the person is away).
    const created = await service.create({ gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', senas: true, wins: 1 }, bots: [1, 2, 3].map((seat) => ({ seat, level: 'medium' as const })) }, 'Ana');
    if (!created.ok) throw new Error(created.error.message);
    const published: Published[] = [];
    bus.subscribe(created.code, (m) => published.push({ at: clock.now(), m }));
    service.setFollowers(created.code, 1);
    expect(await service.command(created.code, { type: 'start', seat: 0 })).toMatchObject({ ok: true });
    for (let i = 0; i < 200 && service.peek(created.code)?.status === 'playing'; i++) await clock.advance(BOT_DELAY / 4);
    expect(service.peek(created.code)?.status).toBe('finished');

    let withSenas = 0;
    let without = 0;
    for (const [i, { at, m }] of published.entries()) {
      if (m.event?.type !== 'played') continue;
      // The public event before this play, and the private ones (señas) between them.
      let j = i - 1;
      while (published[j]!.m.event === undefined) j--;
      const senas = published.slice(j + 1, i);
      expect(at - published[j]!.at, `play at public version ${m.publicV}`).toBe(BOT_DELAY);
      // Señas are told to their side at the very time of the card, in the same public version.
      for (const s of senas) expect([s.at, s.m.publicV, s.m.private?.event.seat]).toEqual([at, m.publicV - 1, m.event.seat]);
      if (senas.length > 0) withSenas++;
      else without++;
    }
    // Both kinds of move happened: the comparison is between them.
    expect(withSenas).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(10);
    // Every seña the log holds was made by the server right before its card, in the same append.
    const log = await store.read(created.code);
    const hidden = log.filter((e) => e.event.type === 'played' && e.event.hidden);
    expect(hidden.length).toBe(published.filter((p) => p.m.private).length);
    await service.close();
  });
});
