import { createRng, type BriscaAction, type BriscaView, type SeededRng } from '@escoba/brisca';

/** A Brisca or Alcalde computer player. Its only input is the view of the seat it plays for. */
export interface BriscaBot {
  readonly level: string;
  /**
   * The action (a card, the Alcalde's two cards, or a trump exchange) for the seat whose view this is; that
   * seat must be on turn. The same bot configuration and the same view always give the same action.
   */
  choose(view: BriscaView): BriscaAction;
}

/** As the Escoba bots' `BotConfig`. */
export interface BriscaBotConfig {
  /** Seed of the bot's random choices (default 1). */
  readonly seed?: number | string;
  /** Search effort per decision (sampled worlds) for `hard` and `expert`; each level has its default. */
  readonly iterations?: number;
  /** Wall-clock budget per decision (ms); the search stops at this or at `iterations`, and is then no longer reproducible. */
  readonly timeMs?: number;
}

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
