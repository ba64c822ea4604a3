import { GameRun, seededFirstDealer, unwrap, type BotConfig } from '@escoba/cards';
import { PERFECT_INFERENCE } from '@escoba/bots/ceiling';
import type { AnyCliGame } from '../games/types.js';
import { ExternalProcess } from './external.js';
import { botSeed, setSeed, type Who } from './schedule.js';
import { botLabel, type GameResult, type MatchSetup } from './types.js';

/**
 * One seat's player: synchronous (a level bot) or asynchronous (an external program). It is handed the seat's view
 * and the whole state; only the measuring players (omniscient, perfect inference) read the state.
 */
export interface MatchPlayer {
  choose(view: unknown, state: unknown): unknown;
}

/** A bot failed (threw, answered an illegal action, crashed, timed out): the match stops with this message. */
export class MatchError extends Error {
  /** The seat whose bot failed, when known (a game's play). */
  readonly seat: number | undefined;
  constructor(message: string, seat?: number) {
    super(message);
    this.name = 'MatchError';
    this.seat = seat;
  }
}

export interface PlayedGame {
  readonly state: unknown;
  readonly ms: number[][];
}

/**
 * Plays one game of `game` from `start` on the shared seeded loop (`GameRun` of `@escoba/cards`: the same decks and
 * first dealer for the seed in every seating), with players that may answer asynchronously, for at most `maxHands`
 * hands (a match's by default; undefined: to the game's end). `describe` names a seat's bot in error messages.
 */
export async function playMatchGame(
  game: AnyCliGame,
  start: unknown,
  seed: string,
  players: readonly MatchPlayer[],
  describe: (seat: number) => string,
  maxHands: number | undefined = game.duplicate.maxHands,
): Promise<PlayedGame> {
  const run = new GameRun(game.plugin.definition, start, { seed, ...(maxHands === undefined ? {} : { maxHands }) });
  const ms: number[][] = players.map(() => []);
  let hand = -1;
  let play = 0;
  for (let d = run.next(); d !== null; d = run.next()) {
    const { seat, view } = d;
    if (d.hand !== hand) [hand, play] = [d.hand, 0];
    const where = `${describe(seat)} in seat ${seat}, hand ${hand} play ${play}`;
    const t0 = performance.now();
    let action: unknown;
    try {
      const chosen = players[seat]!.choose(view, run.state);
      action = chosen instanceof Promise ? await chosen : chosen;
    } catch (e) {
      throw new MatchError(`${where}: ${(e as Error).message}`, seat);
    }
    ms[seat]!.push(performance.now() - t0);
    const next = run.apply(action);
    if (!next.ok) throw new MatchError(`${where}: chose an illegal play: ${next.error.message}`, seat);
    play++;
  }
  return { state: run.state, ms };
}

/** A player backed by an external bot program speaking `game`'s bot protocol. */
export function externalPlayer(game: AnyCliGame, proc: ExternalProcess): MatchPlayer {
  return {
    async choose(view) {
      const answer = game.botWire.answer(await proc.ask(game.botWire.request(view)), view);
      if (!answer.ok) throw new MatchError(answer.message);
      return answer.value;
    },
  };
}

/** The game's omniscient measuring player (`--a omniscient`), which chooses from the whole state. */
function omniscientPlayer(game: AnyCliGame, config: BotConfig): MatchPlayer {
  if (game.ceiling === undefined) throw new MatchError(`${game.words[0]} has no omniscient player`);
  const bot = game.ceiling(config);
  return { choose: (_view, state) => bot.choose(state) };
}

/** The game's perfect-inference measuring player (`--a perfect-inference`), which reads the other hands from the state. */
function perfectInferencePlayer(game: AnyCliGame, config: BotConfig): MatchPlayer {
  if (game.perfectInference === undefined) throw new MatchError(`${game.words[0]} has no perfect-inference player`);
  const bot = game.perfectInference(config);
  return { choose: (_view, state) => bot.choose(state) };
}

/**
 * Plays the deck sets of a match of `game`, one game at a time. External programs are started once per seat they
 * occupy and kept for all the games this runner plays (each request is self-contained); {@link close} ends them.
 */
export class SetRunner {
  private readonly pools: Record<Who, ExternalProcess[]> = { a: [], b: [] };
  private readonly start: unknown;

  constructor(
    readonly game: AnyCliGame,
    readonly setup: MatchSetup,
  ) {
    this.start = unwrap(game.plugin.definition.newGame({ rules: setup.rules, players: setup.players, partnerships: setup.partnerships }));
  }

  private external(who: Who, slot: number, command: string): ExternalProcess {
    const pool = this.pools[who];
    while (pool.length <= slot) pool.push(new ExternalProcess(command, this.setup.botTimeoutMs));
    return pool[slot]!;
  }

  /** Plays seating `r` of set `k`. */
  async runGame(k: number, r: number): Promise<GameResult> {
    const { setup, game } = this;
    const seed = setSeed(setup.seed, k);
    const { seats: who, aSide } = game.duplicate.seating(this.start, seededFirstDealer(seed, setup.players), r);
    const slots: Record<Who, number> = { a: 0, b: 0 };
    const effort = { ...(setup.iterations === undefined ? {} : { iterations: setup.iterations }), ...(setup.timeMs === undefined ? {} : { timeMs: setup.timeMs }) };
    const players = who.map((w, seat): MatchPlayer => {
      const spec = setup[w];
      if (spec.kind === 'cmd') return externalPlayer(game, this.external(w, slots[w]++, spec.command));
      const config = { seed: botSeed(setup.seed, k, r, seat), ...effort };
      if (spec.kind === 'omniscient') return omniscientPlayer(game, config);
      if (spec.kind === PERFECT_INFERENCE) return perfectInferencePlayer(game, config);
      return game.plugin.bots.create(spec.level, config);
    });
    const describe = (seat: number) => `bot ${who[seat]!.toUpperCase()} (${botLabel(setup[who[seat]!])})`;
    let played: PlayedGame;
    try {
      played = await playMatchGame(game, this.start, seed, players, describe);
    } catch (e) {
      if (e instanceof MatchError) throw new MatchError(`${e.message} (game of deck set ${k}, seating ${r}, deck seed "${seed}")`);
      throw e;
    }
    const { state, ms } = played;
    return {
      set: k,
      seating: r,
      ...game.duplicate.score(state, aSide),
      aMs: who.flatMap((w, seat) => (w === 'a' ? ms[seat]! : [])),
      bMs: who.flatMap((w, seat) => (w === 'b' ? ms[seat]! : [])),
    };
  }

  /** Plays every seating of set `k`, in order. */
  async runSet(k: number, seatings: number): Promise<GameResult[]> {
    const out: GameResult[] = [];
    for (let r = 0; r < seatings; r++) out.push(await this.runGame(k, r));
    return out;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.a, ...this.pools.b].map((p) => p.close()));
    this.pools.a.length = 0;
    this.pools.b.length = 0;
  }
}
