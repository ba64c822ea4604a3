// Challenges on a real server process (SQLite) over real WebSocket clients: a challenge reaches the challenged
// account's listening connections live; accepted, both players are seated at one new table whose game starts; a
// declined or cancelled challenge ends for both; a blocked player cannot challenge the blocker; a challenger whose
// connection closes withdraws its challenges; bad challenges are refused clearly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteProcess, type Backend } from './accounts/backends.js';
import { challenge, challengeOf, People } from './challenges/people.js';
import type { RawClient } from './helpers.js';

describe('challenges on a server process', () => {
  let b: Backend;
  let people: People;
  beforeAll(async () => {
    b = await sqliteProcess({ ESCOBA_BOT_TIME_MS: '30' });
    people = new People(b.port, b.file);
  }, 60_000);
  afterAll(async () => {
    await people?.closeAll();
    await b?.close();
  });

  /** Resumes a seat from a `seated` message on the connection: its first sync. */
  const resume = async (c: RawClient, seated: Record<string, unknown>) => {
    expect(await c.request({ type: 'resume', code: seated['code'], seat: seated['seat'], token: seated['token'] })).toMatchObject({ type: 'ack' });
    return c.next((m) => m.type === 'sync');
  };

  it('seats both players at one table when the challenged player accepts, with the rules of the challenge, and the game starts', async () => {
    const [ana, beto] = [await people.person('Ana'), await people.person('Beto')];
    const betoTab = await people.tab(beto);
    const config = { gameId: 'escoba', players: 2, target: 11, turnSeconds: 60, public: true };
    const { id, incoming } = await challenge(ana.ws, beto.ws, beto.name.toUpperCase(), config);
    expect(incoming['challenge']).toEqual({ id, from: { name: ana.name, bot: false }, to: { name: beto.name, bot: false }, config: { gameId: 'escoba', players: 2, target: 11, turnSeconds: 60 }, game: 'escoba', expiresAt: expect.any(Number) });
    // Every listening connection of the account hears it.
    expect((await challengeOf(betoTab, 'incoming'))['challenge']).toMatchObject({ id });

    expect(await beto.ws.request({ type: 'challenge', action: 'accept', id })).toMatchObject({ type: 'ack' });
    const [toAna, toBeto] = [await challengeOf(ana.ws, 'seated'), await challengeOf(beto.ws, 'seated')];
    expect(toAna).toMatchObject({ id, seat: 0 });
    expect(toBeto).toMatchObject({ id, seat: 1, code: toAna['code'] });
    expect(toAna['token']).not.toBe(toBeto['token']);
    // The other tab is told it was accepted, without a seat.
    expect(await challengeOf(betoTab, 'ended')).toMatchObject({ id, reason: 'accepted' });
    expect(betoTab.received.some((m) => m.type === 'challenge' && m['state'] === 'seated')).toBe(false);

    const [syncA, syncB] = [await resume(ana.ws, toAna), await resume(beto.ws, toBeto)];
    for (const sync of [syncA, syncB]) {
      const table = sync['table'] as { status: string; settings: Record<string, unknown>; seats: { name: string; account?: boolean }[] };
      expect(table.status).toBe('playing');
      expect(table.settings).toMatchObject({ turnSeconds: 60, public: false, rules: expect.objectContaining({ target: 11 }) });
      expect(table.seats.map((s) => [s.name, s.account])).toEqual([
        [ana.name, true],
        [beto.name, true],
      ]);
    }
    // Answered once: a second accept finds nothing.
    expect(await beto.ws.request({ type: 'challenge', action: 'accept', id })).toMatchObject({ type: 'error', code: 'WrongPhase' });
  });

  it('ends a declined challenge for both, and a cancelled one; only the challenged may decline, only the challenger cancel', async () => {
    const [cris, dani] = [await people.person('Cris'), await people.person('Dani')];
    const first = await challenge(cris.ws, dani.ws, dani.name, { gameId: 'brisca', players: 2 });
    expect(await cris.ws.request({ type: 'challenge', action: 'decline', id: first.id })).toMatchObject({ type: 'error', code: 'WrongPhase' });
    expect(await dani.ws.request({ type: 'challenge', action: 'decline', id: first.id })).toMatchObject({ type: 'ack' });
    for (const c of [cris.ws, dani.ws]) expect(await challengeOf(c, 'ended')).toMatchObject({ id: first.id, reason: 'declined', message: `${dani.name} declined the challenge` });

    const second = await challenge(cris.ws, dani.ws, dani.name, { gameId: 'brisca', players: 2, rated: true });
    expect(await dani.ws.request({ type: 'challenge', action: 'cancel', id: second.id })).toMatchObject({ type: 'error', code: 'WrongPhase' });
    expect(await cris.ws.request({ type: 'challenge', action: 'cancel', id: second.id })).toMatchObject({ type: 'ack' });
    for (const c of [cris.ws, dani.ws]) expect(await challengeOf(c, 'ended')).toMatchObject({ id: second.id, reason: 'cancelled' });
    expect(await dani.ws.request({ type: 'challenge', action: 'accept', id: second.id })).toMatchObject({ type: 'error', code: 'WrongPhase' });
  });

  it('lists the open challenges to a connection that starts listening, and withdraws a challenger’s when its connection closes', async () => {
    const [eva, fede] = [await people.person('Eva'), await people.person('Fede')];
    const { id } = await challenge(eva.ws, fede.ws, fede.name, { gameId: 'escoba', players: 4, partnerships: true, bots: [{ seat: 2, level: 'easy' }] });
    const later = await fede.web.socket();
    expect((await later.request({ type: 'challenge', action: 'listen' })).type).toBe('ack');
    const list = await challengeOf(later, 'list');
    expect(list).toMatchObject({ incoming: [{ id, from: { name: eva.name } }], outgoing: [] });
    await eva.ws.close();
    for (const c of [fede.ws, later]) expect(await challengeOf(c, 'ended')).toMatchObject({ id, reason: 'cancelled', message: 'the challenger left' });
    await later.close();
  });

  it('refuses a blocked player’s challenge to the blocker, a guest, an unknown name, oneself and a bad table', async () => {
    const [gala, hugo] = [await people.person('Gala'), await people.person('Hugo')];
    expect((await gala.web.post('/api/safety/block', { body: { name: hugo.name } })).status).toBe(200);
    expect(await hugo.ws.request({ type: 'challenge', action: 'send', to: gala.name, config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'Unauthorized', message: `${gala.name} does not take challenges from you` });
    // The blocker cannot challenge the blocked player either: they are never seated together.
    expect(await gala.ws.request({ type: 'challenge', action: 'send', to: hugo.name, config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect(hugo.ws.received.some((m) => m.type === 'challenge' && m['state'] === 'incoming')).toBe(false);
    expect(gala.ws.received.some((m) => m.type === 'challenge' && m['state'] === 'incoming')).toBe(false);

    const guest = await new (await import('./accounts/browser.js')).Browser(b.port, '127.0.41.1').socket();
    expect(await guest.request({ type: 'challenge', action: 'send', to: gala.name, config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'Unauthorized', message: 'challenges are between accounts: log in (or connect with a bot token) first' });
    await guest.close();
    expect(await gala.ws.request({ type: 'challenge', action: 'send', to: 'Nobody at all', config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'BadName', message: 'no account is named "Nobody at all"' });
    expect(await gala.ws.request({ type: 'challenge', action: 'send', to: gala.name, config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'BadName', message: 'you cannot challenge yourself' });
    const ivan = await people.person('Ivan');
    expect(await gala.ws.request({ type: 'challenge', action: 'send', to: ivan.name, config: { gameId: 'escoba', players: 4, bots: [{ seat: 1, level: 'easy' }] } })).toMatchObject({ type: 'error', code: 'BadConfig' });
    expect(await gala.ws.request({ type: 'challenge', action: 'send', to: ivan.name, config: { gameId: 'escoba', players: 2, target: 'many' } })).toMatchObject({ type: 'error', code: 'Malformed' });
  });

  it('limits the challenges an account has waiting at once', async () => {
    const jose = await people.person('Jose');
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await people.person('Kim'));
    for (const other of others.slice(0, 5)) await challenge(jose.ws, other.ws, other.name, { gameId: 'escoba', players: 2 });
    expect(await jose.ws.request({ type: 'challenge', action: 'send', to: others[5]!.name, config: { gameId: 'escoba', players: 2 } })).toMatchObject({ type: 'error', code: 'RateLimited', message: expect.stringMatching(/^you have 5 challenges waiting/) });
  });
});
