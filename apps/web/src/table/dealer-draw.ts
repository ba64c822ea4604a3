import { createRng, drawForDealer, shuffledDeck, type DealerDraw } from '@escoba/cards';
import type { I18n } from '../i18n/translator.js';
import type { SeatNames } from './names.js';

/**
 * The draw for the first dealer of a game against the computer (seed 003: "Each player draws one card, being the
 * dealer the player who drawn the highest one"), from a pack shuffled by the game's seed, so `?seed=` games
 * start the same way every time.
 */
export function firstDealerDraw(seed: string, players: number): DealerDraw {
  return drawForDealer(shuffledDeck(createRng(`${seed}:draw`)), players);
}

/** "Draw for the deal: You five of coins, Lucía king of cups — Lucía deals." Ties draw again, said as such. */
export function describeDraw(i18n: I18n, draw: DealerDraw, names: SeatNames): string {
  const rounds = draw.rounds.map((round) => round.seats.map((seat, i) => `${names.name(seat)} ${i18n.card(round.cards[i]!)}`).join(', '));
  const draws = rounds.join(i18n.t('dealerDrawAgain'));
  if (draw.dealer === names.me) return i18n.t('dealerDrawYou', { draws });
  return i18n.t('dealerDraw', { draws, name: names.name(draw.dealer) });
}
