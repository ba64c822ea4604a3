import type { Play, SeatView } from '@escoba/engine';
import type { BotConfig, BotLevel, PlayEstimate } from '@escoba/bots';

/** Messages to the bot worker. A view is plain data, so it crosses by structured clone. */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'choose'; readonly level: BotLevel; readonly config: BotConfig; readonly view: SeatView }
  | { readonly id: number; readonly kind: 'estimate'; readonly config: BotConfig; readonly view: SeatView };

export type WorkerResponse =
  | { readonly id: number; readonly ok: true; readonly kind: 'choose'; readonly play: Play; readonly ms: number }
  | { readonly id: number; readonly ok: true; readonly kind: 'estimate'; readonly estimates: readonly PlayEstimate[]; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The bots, in a Web Worker so the page never waits for a search (the client is `bot-client.ts`). */
export interface BotClient {
  choose(level: BotLevel, seed: string, view: SeatView): Promise<{ play: Play; ms: number }>;
  estimate(seed: string, view: SeatView, timeMs?: number): Promise<{ estimates: readonly PlayEstimate[]; ms: number }>;
  dispose(): void;
}
