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
