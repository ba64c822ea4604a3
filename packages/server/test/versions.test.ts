import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore, viewOf, type EscobaServer, type LogEntry } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { RawClient, sleep, testServer, until } from './helpers.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(options: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

describe('clients of protocol escoba/1 (no hello)', () => {
  it('create and follow Escoba tables as before, and get UpgradeRequired for a table of another game', async () => {
    const s = await server();
    const modern = await RawClient.open(s);
    expect(await modern.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
    modern.send({ type: 'create', config: { gameId: 'brisca', players: 2 }, name: 'Ana' });
    const brisca = (await modern.next((m) => m.type === 'joined'))['code'] as string;

    const old = await RawClient.open(s);
    for (const message of [
      { type: 'create', config: { gameId: 'brisca', players: 2 }, name: 'Bea' },
      { type: 'create', config: { gameId: 'alcalde', players: 3 }, name: 'Bea' },
      { type: 'join', code: brisca, seat: 1, name: 'Bea' },
      { type: 'spectate', code: brisca },
      { type: 'resume', code: brisca, seat: 0, token: 'x'.repeat(43) },
    ]) {
      expect(await old.request(message), JSON.stringify(message)).toMatchObject({ type: 'error', code: 'UpgradeRequired', message: expect.stringMatching(/escoba\/1, which knows only Escoba tables/) });
    }
    // Saying hello with escoba/1 is the same as saying nothing.
    expect(await old.request({ type: 'hello', protocol: 'escoba/1' })).toMatchObject({ type: 'ack' });
    expect(await old.request({ type: 'spectate', code: brisca })).toMatchObject({ type: 'error', code: 'UpgradeRequired' });
    // An Escoba table, as an old client asks for it: no gameId; it gets the settings with gameId escoba and an Escoba view.
    old.send({ type: 'create', config: { players: 2, bots: [{ seat: 1, level: 'easy' }] }, name: 'Bea' });
    const joined = await old.next((m) => m.type === 'joined');
    const sync = await old.next((m) => m.type === 'sync');
    expect(sync['table']).toMatchObject({ settings: { gameId: 'escoba', hands: null, rules: { preset: 'classic' } } });
    expect(await old.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const dealt = await old.next((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'dealt');
    expect(dealt['view']).toMatchObject({ seat: 0, table: expect.any(Array), piles: expect.any(Array) });
    expect(joined['code']).not.toBe(brisca);
    // The modern client can now go on: after hello escoba/2 the old connection may follow the Brisca table too.
    const upgraded = await RawClient.open(s);
    expect(await upgraded.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
    expect(await upgraded.request({ type: 'spectate', code: brisca })).toMatchObject({ type: 'ack' });
    for (const c of [modern, old, upgraded]) await c.close();
  });
});

describe('logs written before tables had a game', () => {
  it('load as Escoba tables: an old-shaped log is recovered, resumed by an old client and played on', async () => {
    // A table played for a while, its log then rewritten in the old shape (settings without gameId or hands).
    const first = await server();
    const host = new AutoPlayer(first, 0, seeded(1), { hello: false });
    await host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    await until(() => host.code !== '');
    const guest = new AutoPlayer(first, 1, seeded(2), { hello: false });
    await guest.send({ type: 'join', code: host.code, seat: 1, name: 'Bea' });
    await guest.waitFor('sync');
    await host.send({ type: 'start' });
    await until(() => (first.service.peek(host.code)?.v ?? 0) > 12, 10_000, 'some plays');
    host.close();
    guest.close();
    await sleep(100);
    const entries = await first.store.read(host.code);
    const played = first.service.peek(host.code)!;
    expect(played.v).toBe(entries.length);
    const old: LogEntry[] = entries.map((e) => {
      if (e.event.type !== 'created') return e;
      const { gameId, hands, ...settings } = e.event.settings as Record<string, unknown>;
      expect([gameId, hands]).toEqual(['escoba', null]);
      return { v: e.v, event: { ...e.event, settings } as unknown as LogEntry['event'] };
    });
    expect(JSON.stringify(old[0])).not.toMatch(/gameId|hands/);
    const store = new MemoryStore();
    await store.append(host.code, old, played.status);

    const second = await server({ store });
    expect(second.recovered).toBe(1);
    const state = second.service.peek(host.code)!;
    expect(state.settings).toMatchObject({ gameId: 'escoba', hands: null });
    expect(state.v).toBe(entries.length);

    const back = new AutoPlayer(second, 0, seeded(3), { hello: false });
    await back.send({ type: 'resume', code: host.code, seat: 0, token: host.token, since: 0 });
    const sync = (await back.waitFor('sync')) as { view: unknown; events: { event: { type: string; settings?: unknown } }[]; table: unknown };
    expect(sync.table).toMatchObject({ settings: { gameId: 'escoba' } });
    // Even the stored `created` event reaches clients with the game named.
    expect(sync.events[0]!.event).toMatchObject({ type: 'created', settings: { gameId: 'escoba', hands: null } });
    expect(sync.view).toEqual(JSON.parse(JSON.stringify(viewOf(played, 0))));
    const resumedGuest = new AutoPlayer(second, 1, seeded(4));
    await resumedGuest.send({ type: 'resume', code: host.code, seat: 1, token: guest.token });
    await until(() => (second.service.peek(host.code)?.v ?? 0) > state.v + 6, 10_000, 'the game to go on');
    expect([...back.errors, ...resumedGuest.errors]).toEqual([]);
    back.close();
    resumedGuest.close();
  });
});
