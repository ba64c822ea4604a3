import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from '../src/socket/heartbeat.js';

class FakeSocket {
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('the heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings each connection once a period, a slice per beat, never all at once', () => {
    const beat = new Heartbeat<FakeSocket>(30_000, 30);
    const sockets = Array.from({ length: 3000 }, () => new FakeSocket());
    sockets.forEach((s) => beat.add(s));
    const pinged = () => sockets.reduce((n, s) => n + s.pings, 0);
    for (let i = 1; i <= 30; i++) {
      vi.advanceTimersByTime(1000);
      expect(pinged()).toBe(i * 100);
    }
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    beat.stop();
  });

  it('cuts a connection that has not answered by its next beat, and only that one', () => {
    const beat = new Heartbeat<FakeSocket>(30_000, 30);
    const [silent, answering] = [new FakeSocket(), new FakeSocket()];
    beat.add(silent);
    beat.add(answering);
    vi.advanceTimersByTime(30_000);
    expect([silent.pings, answering.pings]).toEqual([1, 1]);
    beat.pong(answering);
    vi.advanceTimersByTime(30_000);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(silent.pings).toBe(1);
    beat.stop();
  });

  it('forgets a closed connection and keeps the slices even as connections come and go', () => {
    const beat = new Heartbeat<FakeSocket>(10_000, 10);
    const first = Array.from({ length: 100 }, () => new FakeSocket());
    first.forEach((s) => beat.add(s));
    first.slice(0, 50).forEach((s) => beat.remove(s));
    const later = Array.from({ length: 50 }, () => new FakeSocket());
    later.forEach((s) => beat.add(s));
    const perBeat: number[] = [];
    let before = 0;
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1000);
      const now = [...first, ...later].reduce((n, s) => n + s.pings, 0);
      perBeat.push(now - before);
      before = now;
    }
    expect(first.slice(0, 50).every((s) => s.pings === 0 && !s.terminated)).toBe(true);
    expect(perBeat).toEqual(Array(10).fill(10));
    beat.stop();
  });
});
