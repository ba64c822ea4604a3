import type { Play, SeatView } from '@escoba/engine';
import { assertOnTurn, decisionRng, type Bot, type BotConfig } from './bot.js';
import { captureGain, isCapture, staticWeights, type CardWeights } from './heuristics.js';

/**
 * The easy level: greedy and naive. It takes whatever is worth most right now (escoba, then the 7 of coins,
 * sevens, coins, number of cards: see `WEIGHTS` in heuristics.ts), always takes when it can, and when it cannot
 * lays its least valuable card. It never looks at what the next player could do with the table it leaves,
 * so it gives away escobas a careful player would not.
 */
export function easyBot(config: BotConfig = {}): Bot {
  const weightsByRules = new Map<string, CardWeights>();
  return {
    level: 'easy',
    choose(view: SeatView): Play {
      assertOnTurn(view);
      const key = JSON.stringify(view.rules);
      let w = weightsByRules.get(key);
      if (!w) {
        w = staticWeights(view.rules);
        weightsByRules.set(key, w);
      }
      const captures = view.legal.filter(isCapture);
      let best: Play[] = [];
      let bestScore = -Infinity;
      const consider = (play: Play, score: number) => {
        if (score > bestScore + 1e-9) {
          best = [play];
          bestScore = score;
        } else if (score > bestScore - 1e-9) best.push(play);
      };
      if (captures.length > 0) {
        for (const play of captures) consider(play, captureGain(play, view.table, w, true));
      } else {
        // Nothing to take: lay the card worth least to keep (the table it leaves is not considered).
        for (const play of view.legal) consider(play, -w[play.card]!);
      }
      return best.length === 1 ? best[0]! : best[decisionRng(config, view).int(best.length)]!;
    },
  };
}
