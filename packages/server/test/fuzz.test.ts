import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@escoba/protocol';
import { parseClientMessage } from './client-games.js';
import { DEFAULT_HUB_OPTIONS, GameService, InMemoryBus, MemoryStore, rebuild, SocketHub, ThreadedBotRunner, type Transport } from '@escoba/server';

const SERVER_TYPES = new Set(['welcome', 'joined', 'sync', 'event', 'presence', 'ack', 'error', 'pong']);

function setup() {
  const store = new MemoryStore();
  const bus = new InMemoryBus();
  const logger = pino({ level: 'silent' });
  const service = new GameService({ store, bus, logger, bots: new ThreadedBotRunner({ searchTimeMs: 10, worker: false }), graceMs: 60_000, botDelayMs: 0, substituteLevel: 'random', idleEvictMs: 60_000 });
  const hub = new SocketHub(service, bus, logger, { ...DEFAULT_HUB_OPTIONS, rateCapacity: 1e9, ratePerSecond: 1e9, floodLimit: 1e9, maxBufferedBytes: 1e9, chatBurst: 1e9, tablesBurst: 1e9, lookupsBurst: 1e9 });
  const sent: string[] = [];
  const transport: Transport = { send: (t) => void sent.push(t), close: () => undefined, bufferedAmount: 0 };
  return { store, service, hub, sent, transport };
}

/** Messages that look like the protocol's, with plausible and implausible values mixed. */
const anyValue = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -2, max: 45 }), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: -1, max: 40 }), { maxLength: 4 }));
const messageLike = fc.record(
  {
    type: fc.constantFrom('create', 'join', 'spectate', 'resume', 'leave', 'start', 'play', 'chat', 'rematch', 'ping', 'nope', ''),
    config: fc.oneof(fc.record({ players: fc.constantFrom(2, 3, 4, 5, 6), partnerships: fc.boolean(), target: fc.integer({ min: -1, max: 30 }) }, { requiredKeys: ['players'] }), anyValue),
    name: anyValue,
    code: anyValue,
    seat: anyValue,
    token: anyValue,
    since: anyValue,
    v: anyValue,
    text: anyValue,
    ref: anyValue,
    play: fc.oneof(fc.constantFrom('1o', '7o:3c+5e', '!7o:3c+5e', '12b:3c', 'xx'), fc.record({ card: fc.integer({ min: -1, max: 40 }), take: fc.array(fc.integer({ min: 0, max: 39 }), { maxLength: 3 }) })),
    extra: anyValue,
  },
  { requiredKeys: ['type'] },
);

describe('fuzzing the message handler', () => {
  it('parseClientMessage never throws and answers every input with a message or a known error code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 3 }), messageLike.map((m) => JSON.stringify(m))), (text) => {
        const r = parseClientMessage(text);
        if (!r.ok) expect(Object.keys(ERROR_CODES)).toContain(r.error.code);
      }),
      { numRuns: 3000 },
    );
  });

  it('the hub survives any sequence of messages from connections with and without seats; the log always rebuilds the state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), fc.oneof(messageLike.map((m) => JSON.stringify(m)), fc.string({ maxLength: 50 }))), { minLength: 1, maxLength: 40 }), async (script) => {
        const { store, service, hub, sent, transport } = setup();
        // A table in play with a seated connection, so that in-table commands reach the game service.
        const created = await service.create({ players: 2, bots: [{ seat: 1, level: 'random' }] }, 'Ana');
        if (!created.ok) throw new Error(created.error.message);
        const seated = hub.connect(transport);
        await hub.receive(seated, JSON.stringify({ type: 'resume', code: created.code, seat: 0, token: created.token }));
        await service.command(created.code, { type: 'start', seat: 0 });
        const conns = [seated, hub.connect(transport), hub.connect(transport)];
        for (const [who, text] of script) {
          const withCode = text.replace(/"code":"[^"]*"/, `"code":"${created.code}"`);
          await hub.receive(conns[who]!, withCode);
        }
        await new Promise((r) => setTimeout(r, 0));
        for (const t of sent) {
          const m = JSON.parse(t) as { type: string; code?: string };
          expect(SERVER_TYPES).toContain(m.type);
          if (m.type === 'error') expect(Object.keys(ERROR_CODES)).toContain(m.code);
        }
        const state = service.peek(created.code)!;
        expect(rebuild(created.code, await store.read(created.code))).toEqual(state);
        for (const c of conns) hub.disconnect(c);
        await service.close();
      }),
      { numRuns: 150 },
    );
  });
});
