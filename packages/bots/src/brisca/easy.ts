import { CARD_POINTS, CARD_STRENGTH, CARD_SUIT, trickPoints, trickWinnerIndex, type BriscaAction, type BriscaView } from '@escoba/brisca';
import { assertOnTurn, type BriscaBot, type BriscaBotConfig } from './bot.js';

/**
 * The easy level: greedy on the trick in front of it. It takes the trump card whenever it may; when its card(s)
 * can win the trick as it stands, it plays the winning choice that gathers the most points now (even an as of
 * trumps on a three); otherwise (and when leading) it plays its least valuable card (fewest points, then no
 * trump, then weakest). No counting, no thought for the players after it or for the tricks to come.
 */
export function easyBot(config: BriscaBotConfig = {}): BriscaBot {
  void config;
  return {
    level: 'easy',
    choose(view: BriscaView): BriscaAction {
      assertOnTurn(view);
      const exchange = view.legal.find((a) => a.type === 'exchange');
      if (exchange) return exchange;
      const trump = view.trumpSuit!;
      const trick = view.trickCards;
      const cards = new Int32Array(8);
      trick.forEach((c, i) => (cards[i] = c));
      let best: BriscaAction | null = null;
      let bestKey = -Infinity;
      for (const a of view.legal) {
        if (a.type !== 'play') continue;
        let len = trick.length;
        for (const c of a.cards) cards[len++] = c;
        const pts = trickPoints(cards, len);
        const takes = trick.length > 0 && trickWinnerIndex(cards, len, trump) >= trick.length;
        // Taking: the most points; else the least valuable card(s) thrown.
        let thrown = 0;
        for (const c of a.cards) thrown += CARD_POINTS[c]! * 100 + (CARD_SUIT[c] === trump ? 50 : 0) + CARD_STRENGTH[c]!;
        const key = takes && pts > 0 ? 100000 + pts : -thrown;
        if (key > bestKey) {
          bestKey = key;
          best = a;
        }
      }
      return best!;
    },
  };
}
