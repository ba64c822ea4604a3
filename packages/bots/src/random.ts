import type { SeatView } from '@escoba/engine';
import { assertOnTurn, decisionRng, type Bot, type BotConfig } from './bot.js';

/** Plays a uniformly random legal play. */
export function randomBot(config: BotConfig = {}): Bot {
  return {
    level: 'random',
    choose(view: SeatView) {
      assertOnTurn(view);
      return view.legal[decisionRng(config, view).int(view.legal.length)]!;
    },
  };
}
