import type { Play, SeatView } from '@escoba/engine';
import type { BriscaAction, BriscaView } from '@escoba/brisca';
import type { BotConfig, BotLevel, BriscaEstimate, PlayEstimate } from '@escoba/bots';

/** What each game's bots take and give: the seat's view in, an action (and the expert's estimates) out. */
export interface BotGames {
  readonly escoba: { readonly level: BotLevel; readonly view: SeatView; readonly action: Play; readonly estimate: PlayEstimate };
  readonly brisca: { readonly level: BotLevel; readonly view: BriscaView; readonly action: BriscaAction; readonly estimate: BriscaEstimate };
}
/** The games the worker has bots for (`brisca` plays Brisca and both Alcalde games). */
export type BotGameId = keyof BotGames;

/** Messages to the bot worker, one protocol for every game. A view is plain data, so it crosses by structured clone. */
export type WorkerRequest = {
  [G in BotGameId]:
    | { readonly id: number; readonly kind: 'choose'; readonly game: G; readonly level: BotGames[G]['level']; readonly config: BotConfig; readonly view: BotGames[G]['view'] }
    | { readonly id: number; readonly kind: 'estimate'; readonly game: G; readonly config: BotConfig; readonly view: BotGames[G]['view'] };
}[BotGameId];

export type WorkerResponse =
  | { readonly id: number; readonly ok: true; readonly kind: 'choose'; readonly play: BotGames[BotGameId]['action']; readonly ms: number }
  | { readonly id: number; readonly ok: true; readonly kind: 'estimate'; readonly estimates: readonly BotGames[BotGameId]['estimate'][]; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** One game's bots in the worker (the client is `bot-client.ts`), so the page never waits for a search. */
export interface GameBotClient<G extends BotGameId> {
  choose(level: BotGames[G]['level'], seed: string, view: BotGames[G]['view']): Promise<{ play: BotGames[G]['action']; ms: number }>;
  estimate(seed: string, view: BotGames[G]['view'], timeMs?: number): Promise<{ estimates: readonly BotGames[G]['estimate'][]; ms: number }>;
  dispose(): void;
}

/** Escoba's bots (the review screen's analyst included). */
export type BotClient = GameBotClient<'escoba'>;
