import { afterEach, describe, expect, it } from 'vitest';
import { createBotWorker } from '../src/worker/bot-client.js';

/** A stand-in for the browser's Worker that answers every request, and counts the workers started and stopped. */
class AnsweringWorker {
  static started = 0;
  static stopped = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private alive = true;
  constructor() {
    AnsweringWorker.started++;
  }
  postMessage(message: { id: number }) {
    // A stopped worker never answers: the bug this test is about.
    if (this.alive) queueMicrotask(() => this.onmessage?.({ data: { id: message.id, ok: true, kind: 'choose', play: 'p', ms: 0 } }));
  }
  terminate() {
    this.alive = false;
    AnsweringWorker.stopped++;
  }
}

const real = (globalThis as { Worker?: unknown }).Worker;
afterEach(() => {
  (globalThis as { Worker?: unknown }).Worker = real;
});

describe('the page bot worker', () => {
  it('starts at the first request, and again after dispose (StrictMode disposes it between its two effect runs)', async () => {
    (globalThis as { Worker?: unknown }).Worker = AnsweringWorker;
    const worker = createBotWorker();
    expect(AnsweringWorker.started).toBe(0);
    const request = { kind: 'choose', game: 'g', level: 'easy', config: {}, view: {} } as unknown as Parameters<typeof worker.send>[0];
    await expect(worker.send(request)).resolves.toMatchObject({ ok: true });
    worker.dispose();
    await expect(worker.send(request)).resolves.toMatchObject({ ok: true });
    expect([AnsweringWorker.started, AnsweringWorker.stopped]).toEqual([2, 1]);
    worker.dispose();
  });
});
