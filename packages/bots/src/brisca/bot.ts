import { createRng, type BotConfig, type BriscaAction, type BriscaView, type GameBot, type SeededRng } from '@escoba/brisca';

/**
 * A Brisca or Alcalde computer player: the shared bot interface of `@escoba/cards` for Brisca's seat views and
 * actions (a card, the Alcalde's two cards, a trump exchange or a seña).
 */
export type BriscaBot = GameBot<BriscaView, BriscaAction>;

/** The same knobs as every game's bots (`BotConfig` of `@escoba/cards`). */
export type BriscaBotConfig = BotConfig;

/**
 * The random generator of one decision: from the bot's seed and the point of the game the view shows (seat,
 * hand, actions so far), so a decision never depends on what the bot was asked before.
 */
export function decisionRng(config: BriscaBotConfig, view: BriscaView): SeededRng {
  return createRng(`brisca:${config.seed ?? 1}:${view.seat}:${view.handIndex}:${view.results.length}:${view.actions.length}:${view.hand.length}`);
}

/** Throws unless the view is a seat's view with that seat on turn and something to do. */
export function assertOnTurn(view: BriscaView): void {
  if (view.seat === null) throw new Error('a bot plays for a seat, not for a spectator');
  if (view.turn !== view.seat) throw new Error(`seat ${view.seat} is not on turn (seat ${view.turn} is)`);
  if (view.legal.length === 0) throw new Error(`seat ${view.seat} has no legal action`);
}
