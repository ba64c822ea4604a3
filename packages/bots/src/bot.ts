import { createRng, type BotConfig, type GameBot, type Play, type SeatView, type SeededRng } from '@escoba/engine';

/**
 * An Escoba computer player: the shared bot interface of `@escoba/cards` for Escoba's seat views and plays.
 * Its only input is the view of the seat it plays for, which must be on turn (`view.turn === view.seat`);
 * the same bot configuration and the same view always give the same play.
 */
export type Bot = GameBot<SeatView, Play>;

/** The knobs of a bot of any game (`@escoba/cards`): seed, search effort, time budget. */
export type { BotConfig } from '@escoba/engine';

/**
 * The random generator for one decision: derived from the bot's seed and the point of the game the view
 * shows, so a decision does not depend on what the bot was asked before (replays and analysis see the
 * same choices as the game did).
 */
export function decisionRng(config: BotConfig, view: SeatView): SeededRng {
  return createRng(`${config.seed ?? 1}:${view.seat}:${view.handIndex}:${view.plays.length}:${view.scores.join(',')}`);
}

/** Throws unless the view is a seat's view with that seat on turn and something to play. */
export function assertOnTurn(view: SeatView): void {
  if (view.seat === null) throw new Error('a bot plays for a seat, not for a spectator');
  if (view.turn !== view.seat) throw new Error(`seat ${view.seat} is not on turn (seat ${view.turn} is)`);
  if (view.legal.length === 0) throw new Error(`seat ${view.seat} has no legal play`);
}

/** A search bot's estimate for one legal play. */
export interface PlayEstimate {
  readonly play: Play;
  /** Expected points the playing seat's side scores in this hand (its own points) after this play. */
  readonly points: number;
  /** Expected own-side hand points minus the average of the other sides' (the quantity bots maximise). */
  readonly margin: number;
}

/** Estimates every legal play of the seat on turn: what `escoba analyze` and the web app's review show. */
export interface Analyst {
  estimate(view: SeatView): PlayEstimate[];
}
