import type { BriscaAction, BriscaView } from '@escoba/brisca';
import type { BriscaEstimate } from '@escoba/bots';
import { gameBots, type BotWorker, type GameBotClient } from '../../worker/bot-client.js';

/** The bots of Brisca and both Alcalde games (one plugin) on the page's worker, the expert's estimates included. */
export type BriscaBotClient = GameBotClient<BriscaView, BriscaAction, BriscaEstimate>;

export const briscaBots = (worker: BotWorker): BriscaBotClient => gameBots<BriscaView, BriscaAction, BriscaEstimate>(worker, 'brisca');
