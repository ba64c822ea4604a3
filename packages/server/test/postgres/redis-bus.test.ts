// The Redis bus against a real Redis (started for this file): messages cross between two buses as they would
// between two server processes, with every seat's view, and a process never gets its own message twice.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { BusOpenError, RedisBus, type TableMessage } from '@escoba/server';
import type { SeatView } from '@escoba/engine';
import { until } from '../helpers.js';
import { currentServices, usePostgres } from '../services/backend.js';

const silent = pino({ level: 'silent' });

if (!usePostgres()) describe.skip('Redis bus: not installed', () => it('skipped', () => undefined));
else {
  describe('redis bus', () => {
    it('delivers locally at once and to the other process through Redis, views included; unsubscribing stops it', async () => {
      const [a, b] = await Promise.all([RedisBus.open(currentServices().redisUrl, silent), RedisBus.open(currentServices().redisUrl, silent)]);
      const onA: TableMessage[] = [];
      const onB: TableMessage[] = [];
      const offA = a.subscribe('BUS001', (m) => onA.push(m));
      const offB = b.subscribe('BUS001', (m) => onB.push(m));
      b.subscribe('OTHER0', () => onB.push({ code: 'wrong', v: 0, seats: 0, event: { type: 'chat', seat: 0, name: '', text: '', at: 0 } }));
      // Subscriptions reach Redis asynchronously: publish until B hears the first message.
      const view = (seat: number | null) => ({ seat, marker: `view of ${seat}` }) as unknown as SeatView;
      const message = (v: number): TableMessage => ({ code: 'BUS001', v, seats: 2, event: { type: 'chat', seat: 0, name: 'Ana', text: `line ${v}`, at: v }, view });
      let v = 0;
      await until(() => {
        if (onB.length === 0) a.publish(message(++v));
        return onB.length > 0;
      }, 5000, 'the first message through redis');
      expect(onA.length).toBe(v);
      const start = v;
      for (let i = 0; i < 50; i++) a.publish(message(++v));
      await until(() => onB.length > 0 && onB[onB.length - 1]!.v === v, 5000, 'all messages on B');
      const got = onB.map((m) => m.v);
      expect(got.slice(got.indexOf(start))).toEqual(Array.from({ length: 51 }, (_, i) => start + i));
      const last = onB[onB.length - 1]!;
      expect(last.event).toEqual(message(v).event);
      expect(last.view!(1)).toEqual(view(1));
      expect(last.view!(null)).toEqual(view(null));
      expect(onA.map((m) => m.v)).toEqual(Array.from({ length: v }, (_, i) => i + 1));
      // B publishing: A gets it once, B once (locally).
      const beforeA = onA.length;
      b.publish(message(++v));
      await until(() => onA.length === beforeA + 1, 5000, 'the message from B on A');
      expect(onB.filter((m) => m.v === v)).toHaveLength(1);
      offB();
      b.publish(message(++v));
      a.publish(message(++v));
      await until(() => onA.length === beforeA + 3, 5000, 'the last messages on A');
      expect(onB.filter((m) => m.v > v - 2)).toHaveLength(0);
      expect(onB.some((m) => m.code === 'wrong')).toBe(false);
      offA();
      await Promise.all([a.close(), b.close()]);
    });

    it('an unreachable Redis is a BusOpenError that says what to do', async () => {
      await expect(RedisBus.open('redis://127.0.0.1:1', silent)).rejects.toBeInstanceOf(BusOpenError);
      await expect(RedisBus.open('redis://:pw@127.0.0.1:1', silent)).rejects.toThrow(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 cannot be reached.*ESCOBA_REDIS_URL/);
    });
  });
}
