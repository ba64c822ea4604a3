import { sidesOf } from '@escoba/cards';
import type { GameResult } from '@escoba/tournament';
import type { LogEvent } from '../game/log-events.js';
import { resultsOf } from '../profiles/finished-game.js';
import type { GameStore } from '../store/store.js';
import type { GameService } from '../tables/service.js';

/**
 * Each seat's result of a tournament table's first game, once it has finished, from the table's `finished` entry
 * (as profiles and ratings read it): null while it is still being played.
 */
export async function tableResult(service: GameService, log: GameStore, code: string): Promise<GameResult[] | null> {
  const info = await service.tableInfo(code);
  if (info === null || info.games === 0) return null;
  if (info.status !== 'finished' && info.games < 2) return null;
  const finished = (await log.read(code)).find((e) => e.event.type === 'finished' && e.event.game === 0)?.event as Extract<LogEvent, { type: 'finished' }> | undefined;
  if (!finished) return null;
  const bySide = resultsOf(finished);
  const { sideOf } = sidesOf(info.settings.players, info.settings.partnerships);
  return sideOf.map((side) => bySide[side]!);
}
