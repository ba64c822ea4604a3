// The one Redis notice channel (cluster/redis-notices.ts) that the lobby, blocks, tournaments and presence travel on,
// against a real Redis: every process hears every text of its channel, its own included, and nothing of another
// channel; the lobby's exchange on it shares a process's part and forgets a process that stops speaking.
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisNotices } from '../../src/cluster/redis-notices.js';
import { RedisLobbyExchange } from '../../src/lobby/redis-exchange.js';
import { until } from '../helpers.js';
import { currentServices, usePostgres } from '../services/backend.js';

const silent = pino({ level: 'silent' });
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

async function channel(name: string): Promise<{ notices: RedisNotices; heard: string[] }> {
  const notices = await RedisNotices.open({ url: currentServices().redisUrl, channel: name, what: 'a test', logger: silent });
  closers.push(() => notices.close());
  const heard: string[] = [];
  notices.onMessage((text) => heard.push(text));
  return { notices, heard };
}

if (!usePostgres()) describe.skip('Redis notices: not installed', () => it('skipped', () => undefined));
else {
  describe('redis notices', () => {
    it('a text published by one process reaches every process on the channel, the publisher too, and no other channel', async () => {
      const a = await channel('escoba:test:one');
      const b = await channel('escoba:test:one');
      const other = await channel('escoba:test:two');
      await a.notices.publish('first');
      await b.notices.publish('{"second":2}');
      await until(() => a.heard.length === 2 && b.heard.length === 2, 10_000, 'both texts heard by both');
      expect(a.heard).toEqual(['first', '{"second":2}']);
      expect(b.heard).toEqual(['first', '{"second":2}']);
      await other.notices.publish('elsewhere');
      await until(() => other.heard.length === 1, 10_000, 'the other channel hears its own');
      expect(a.heard).toHaveLength(2);
    });

    it('refuses to open, naming what listens, when Redis does not answer', async () => {
      await expect(RedisNotices.open({ url: 'redis://127.0.0.1:1', channel: 'x', what: 'the lobby', logger: silent })).rejects.toThrow(/^the lobby could not listen on redis/);
    });

    it('the lobby exchange on it: a process hears the other\u2019s part, not its own, and forgets it after its time', async () => {
      const one = await RedisLobbyExchange.open(currentServices().redisUrl, silent, { ttlMs: 500 });
      const two = await RedisLobbyExchange.open(currentServices().redisUrl, silent, { ttlMs: 500 });
      closers.push(() => one.close(), () => two.close());
      one.share({ tables: [], online: 3, people: [{ id: 'acc-1', person: { name: 'Ana', doing: 'idle' } }], guests: 2, games: [] }, Date.now());
      await until(() => [...two.others(Date.now())].length === 1, 10_000, 'the part of process one');
      expect([...two.others(Date.now())]).toEqual([{ tables: [], online: 3, people: [{ id: 'acc-1', person: { name: 'Ana', doing: 'idle' } }], guests: 2, games: [] }]);
      expect([...one.others(Date.now())]).toEqual([]);
      expect([...two.others(Date.now() + 1000)]).toEqual([]);
    });
  });
}
