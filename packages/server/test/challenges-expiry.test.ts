// A challenge's expiry on the server's clock (a test clock moved by hand, in process): unanswered for
// ESCOBA_CHALLENGE_SECONDS it ends for both players with reason `expired`, and can no longer be accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { challenge, challengeOf, People } from './challenges/people.js';
import { fakeClock, type FakeClock } from './fake-clock.js';
import { testServer } from './helpers.js';

describe('challenge expiry', () => {
  let server: EscobaServer;
  let clock: FakeClock;
  let people: People;
  beforeAll(async () => {
    clock = fakeClock();
    server = await testServer({ clock: clock.clock, challengeSeconds: 30 });
    people = new People(server.port, null, 45);
  });
  afterAll(async () => {
    await people?.closeAll();
    await server?.close();
  });

  it('ends an unanswered challenge for both at its expiry, and not before', async () => {
    const [ana, beto] = [await people.person('Ana'), await people.person('Beto')];
    const { id, incoming } = await challenge(ana.ws, beto.ws, beto.name, { gameId: 'escoba', players: 2 });
    expect((incoming['challenge'] as { expiresAt: number }).expiresAt).toBe(clock.now() + 30_000);
    await clock.advance(29_000);
    // A round trip: anything the server sent before the pong has arrived.
    ana.ws.send({ type: 'ping', ref: 'flush' });
    await ana.ws.next((m) => m.type === 'pong');
    expect(ana.ws.received.some((m) => m.type === 'challenge' && m['state'] === 'ended')).toBe(false);
    await clock.advance(1_000);
    for (const c of [ana.ws, beto.ws]) expect(await challengeOf(c, 'ended')).toMatchObject({ id, reason: 'expired', message: 'the challenge expired unanswered' });
    expect(await beto.ws.request({ type: 'challenge', action: 'accept', id })).toMatchObject({ type: 'error', code: 'WrongPhase' });
  });
});
