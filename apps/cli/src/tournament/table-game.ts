import { resultsOfRanks, type GameResult } from '@escoba/tournament';
import { ranksOf } from '@escoba/ratings';
import { ExternalProcess } from '../duplicate/external.js';
import { externalPlayer, MatchError, playMatchGame, type MatchPlayer } from '../duplicate/play.js';
import { botLabel } from '../duplicate/types.js';
import type { EntrantSpec, TournamentConfig } from './options.js';

/** A game the tournament played: each seat's entrant and result, how many plays it took, and its record. */
export interface TableGame {
  /** The game's number in the tournament (from 1): it is dealt from `"<seed>:<number>"`. */
  readonly number: number;
  /** The entrant (its number) in each seat. */
  readonly seats: readonly number[];
  /** Each seat's result. */
  readonly results: readonly GameResult[];
  readonly plays: number;
  /** The game's record; null for a game a bot's failure ended (`forfeit`). */
  readonly record: Record<string, unknown> | null;
  /**
   * tour23: the entrant whose bot failed (crashed, answered an illegal play, timed out) and why. The game stops
   * there and counts as a loss for that entrant's side, the other sides sharing the first place; the entrant is
   * withdrawn from the tournament.
   */
  readonly forfeit?: { readonly player: number; readonly reason: string };
}

/** The game's end: the match's outcome, or for a game with no end of its own (the Alcalde) its last hand's. */
function seatResults(config: TournamentConfig, state: unknown): GameResult[] {
  const definition = config.game.plugin.definition;
  const outcome = definition.matchOutcome(state) ?? definition.handOutcome(state);
  if (outcome === null) throw new Error('a tournament game ended without an outcome');
  const bySide = resultsOfRanks(ranksOf(outcome.points, outcome.winner));
  const results: GameResult[] = [];
  outcome.sides.forEach((seats, side) => seats.forEach((seat) => (results[seat] = bySide[side]!)));
  return results;
}

/**
 * Plays the tournament's games on the match's seeded loop (`playMatchGame`), with each entrant's bot: a level bot
 * made for the game, or the entrant's external program (one per seat it holds, kept for the whole tournament).
 */
export class TablePlayer {
  private readonly external = new Map<string, ExternalProcess>();
  private count = 0;

  constructor(private readonly config: TournamentConfig) {}

  private player(entrant: EntrantSpec, slot: number, seed: string, seat: number): MatchPlayer {
    const { game, botTimeoutMs } = this.config;
    const spec = entrant.bot;
    if (spec.kind === 'level') return game.plugin.bots.create(spec.level, { seed: `${seed}:${seat}` });
    const key = `${entrant.number}:${slot}`;
    let proc = this.external.get(key);
    if (!proc) this.external.set(key, (proc = new ExternalProcess(spec.command, botTimeoutMs)));
    return externalPlayer(game, proc);
  }

  /** Plays one game with `seats[s]` in seat `s`; throws `MatchError` when a bot fails. */
  async play(seats: readonly EntrantSpec[]): Promise<TableGame> {
    const { game, start } = this.config;
    const number = ++this.count;
    const seed = `${this.config.seed}:${number}`;
    const slots = new Map<number, number>();
    const players = seats.map((e, seat) => {
      const slot = slots.get(e.number) ?? 0;
      slots.set(e.number, slot + 1);
      return this.player(e, slot, seed, seat);
    });
    const describe = (seat: number) => `player ${seats[seat]!.number} (${botLabel(seats[seat]!.bot)})`;
    let plays = 0;
    const counting = players.map((p): MatchPlayer => ({ choose: (view, state) => (plays++, p.choose(view, state)) }));
    let state: unknown;
    try {
      ({ state } = await playMatchGame(game, start, seed, counting, describe, game.hands.defaultFor(start)));
    } catch (e) {
      if (!(e instanceof MatchError) || e.seat === undefined) throw e;
      // The failed choice was counted: the game took one play fewer.
      return this.forfeit(number, seats, e.seat, e.message, plays - 1);
    }
    const seated = seats.map((e) => ({ player: e.number, bot: botLabel(e.bot) }));
    const record = game.plugin.definition.record.make(state, { seed, tournament: { format: this.config.format, game: number, seats: seated } });
    const { format, ...rest } = record;
    return { number, seats: seats.map((e) => e.number), results: seatResults(this.config, state), plays, record: { format, ...rest } };
  }

  /** Game `number` ended by the failure of the bot in `seat`: its entrant's side loses, the others share the first place. */
  private async forfeit(number: number, seats: readonly EntrantSpec[], seat: number, reason: string, plays: number): Promise<TableGame> {
    const failed = seats[seat]!.number;
    // Its programs are ended: a withdrawn entrant plays no more.
    for (const [key, proc] of [...this.external]) {
      if (!key.startsWith(`${failed}:`)) continue;
      this.external.delete(key);
      await proc.close();
    }
    const { sides } = this.config;
    const bySide = resultsOfRanks(sides.map((side) => (side.some((s) => seats[s]!.number === failed) ? 2 : 1)));
    const results: GameResult[] = [];
    sides.forEach((side, k) => side.forEach((s) => (results[s] = bySide[k]!)));
    return { number, seats: seats.map((e) => e.number), results, plays, record: null, forfeit: { player: failed, reason } };
  }

  async close(): Promise<void> {
    await Promise.all([...this.external.values()].map((p) => p.close()));
    this.external.clear();
  }
}
