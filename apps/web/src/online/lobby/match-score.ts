import type { LiveGame } from '@escoba/protocol';
import type { I18n } from '../../i18n/translator.js';

/**
 * A game in play's score line in the lobby (review22): the match's score as its game counts it (`match`, made by the
 * game's plugin on the server) with the match's target — "7–12 of 21 points", "1–0 of 3 hands", "45–30 of 120 card
 * points", or for a table that plays a number of hands (the Alcalde) "hands won 1–0–1 · hand 3 of 3" —; from a server
 * that sends no `match`, the hands won.
 */
export function matchScoreLine(i18n: I18n, game: Pick<LiveGame, 'match' | 'hands' | 'score' | 'settings'>): string {
  const { match } = game;
  if (match === undefined) return i18n.t('online.score', { hands: game.hands, score: game.score.join('–') });
  const score = match.scores.map((n) => i18n.num(n)).join('–');
  if (match.target === null) return i18n.t('online.match.handsOf', { score, hand: game.hands, hands: game.settings.hands ?? game.hands });
  const target = i18n.num(match.target);
  return i18n.t(match.counts === 'points' ? 'online.match.points' : match.counts === 'hands' ? 'online.match.hands' : 'online.match.cardPoints', { score, target });
}
