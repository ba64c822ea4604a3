import { senaOf, type BriscaAction, type BriscaView } from '@escoba/brisca';
import type { BriscaBot } from './bot.js';
import { withoutPartnerSenas } from './senas-reading.js';

/**
 * The señas policy of the levels that signal (`medium`, `hard`, `expert`; rule option `senas`): on its turn,
 * before its card, a bot makes every seña it may, one action each, in the engine's order (the as of trumps first,
 * `sintriunfo` last). The engine allows only true señas and only the partner sees them, so telling everything
 * costs nothing and helps the partner: the partner's view then knows the named trumps (`known`), and a
 * `sintriunfo` caps the trumps the partner's sampled worlds give it.
 */
export function senaToMake(view: BriscaView): BriscaAction | null {
  const sena = view.legalSenas[0];
  return sena === undefined ? null : senaOf(sena);
}

/** `bot`, making its señas first (see {@link senaToMake}). */
export function signalling(bot: BriscaBot): BriscaBot {
  return {
    level: bot.level,
    choose(view: BriscaView): BriscaAction {
      return senaToMake(view) ?? bot.choose(view);
    },
  };
}

/**
 * Measuring tools, not levels (`brisca-duel.mjs`): a signalling bot that never makes a seña (`silent`), or ignores its
 * partner's (`deaf`: it sees the view without them), or both (`ignore`).
 */
export function senaVariant(bot: BriscaBot, variant: 'silent' | 'deaf' | 'ignore'): BriscaBot {
  return {
    level: bot.level,
    choose(view: BriscaView): BriscaAction {
      const heard = variant === 'silent' ? view : withoutPartnerSenas(view);
      return bot.choose(variant === 'deaf' ? heard : { ...heard, legalSenas: [] });
    },
  };
}
