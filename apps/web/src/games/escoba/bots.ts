import type { Play, SeatView } from '@escoba/engine';
import type { PlayEstimate } from '@escoba/bots';
import { gameBots, type BotWorker, type GameBotClient } from '../../worker/bot-client.js';

/** Escoba's bots on the page's worker (the hint's and the review's analyst included). */
export type EscobaBotClient = GameBotClient<SeatView, Play, PlayEstimate>;

export const escobaBots = (worker: BotWorker): EscobaBotClient => gameBots<SeatView, Play, PlayEstimate>(worker, 'escoba');
