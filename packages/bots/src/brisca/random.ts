import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { assertOnTurn, decisionRng, type BriscaBot, type BriscaBotConfig } from './bot.js';

/** The random level: a uniformly random legal action. */
export function randomBot(config: BriscaBotConfig = {}): BriscaBot {
  return {
    level: 'random',
    choose(view: BriscaView): BriscaAction {
      assertOnTurn(view);
      return view.legal[decisionRng(config, view).int(view.legal.length)]!;
    },
  };
}
