import { WebSocket } from 'ws';
import type { SeatView } from '@escoba/engine';
import type { EscobaServer } from '@escoba/server';

/** A raw WebSocket player that plays a random legal play whenever it is on turn, and keeps every message it gets. */
export class AutoPlayer {
  readonly texts: string[] = [];
  code = '';
  token = '';
  finished = false;
  private readonly ws: WebSocket;
  private v = 0;
  private view: SeatView | null = null;
  private playedAt = -1;
  private readonly opened: Promise<void>;

  constructor(
    server: EscobaServer,
    readonly seat: number | null,
    private readonly random: () => number,
  ) {
    this.ws = new WebSocket(`ws://localhost:${server.port}/ws`);
    this.opened = new Promise((resolve) => this.ws.once('open', () => resolve()));
    this.ws.on('message', (data) => this.receive(data.toString()));
  }

  async send(message: Record<string, unknown>): Promise<void> {
    await this.opened;
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves at the next message of `type`. */
  waitFor(type: string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      const onMessage = (data: unknown) => {
        const m = JSON.parse(String(data)) as Record<string, unknown>;
        if (m['type'] === type) {
          this.ws.off('message', onMessage);
          resolve(m);
        }
      };
      this.ws.on('message', onMessage);
    });
  }

  private receive(text: string): void {
    this.texts.push(text);
    const m = JSON.parse(text) as { type: string; v?: number; view?: SeatView | null; table?: { status: string }; code?: string; token?: string };
    if (m.type === 'joined') {
      this.code = m.code!;
      this.token = m.token!;
    }
    if (m.type === 'event' || m.type === 'sync') {
      this.v = m.v!;
      if (m.view) this.view = m.view;
      if (m.table?.status === 'finished') this.finished = true;
      const view = this.view;
      if (this.seat !== null && view && view.turn === this.seat && view.legal.length > 0 && this.playedAt !== this.v && !this.finished) {
        this.playedAt = this.v;
        const play = view.legal[Math.floor(this.random() * view.legal.length)]!;
        void this.send({ type: 'play', play: { card: play.card, take: play.take, ...(play.renuncio ? { renuncio: true } : {}) }, v: this.v });
      }
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Mulberry32: a small seeded generator for the test players' choices. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
