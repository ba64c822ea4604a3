import type { BotConfig, BotLevel } from '@escoba/cards';

/**
 * Messages to the bot worker, one protocol for every game: each request names its game (a plugin id of
 * `@escoba/games`), whose bots get the view. A view is plain data, so it crosses by structured clone; what comes
 * back is that game's action or estimates, typed again by the game's own client (`gameBots`).
 */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'choose'; readonly game: string; readonly level: BotLevel; readonly config: BotConfig; readonly view: unknown }
  | { readonly id: number; readonly kind: 'estimate'; readonly game: string; readonly config: BotConfig; readonly view: unknown };

export type WorkerResponse =
  | { readonly id: number; readonly ok: true; readonly kind: 'choose'; readonly play: unknown; readonly ms: number }
  | { readonly id: number; readonly ok: true; readonly kind: 'estimate'; readonly estimates: readonly unknown[]; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** One game's bots in the worker (the client is `bot-client.ts`), so the page never waits for a search. */
export interface GameBotClient<View, Action, Estimate> {
  choose(level: BotLevel, seed: string, view: View): Promise<{ play: Action; ms: number }>;
  estimate(seed: string, view: View, timeMs?: number): Promise<{ estimates: readonly Estimate[]; ms: number }>;
  dispose(): void;
}
