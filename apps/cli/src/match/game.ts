import { createGame, escobaGame, GameRun, unwrap, type GameState, type Play, type Rules, type SeatView } from '@escoba/engine';
import { createBot, type BotLevel } from '@escoba/bots';
import { parseAnswer, requestFromView } from '../bot-protocol.js';
import { ExternalProcess } from './external.js';
import { botSeed, seating, setSeed, sideOfA, type MatchTable, type Who } from './schedule.js';

/** A bot of the match: a level of `@escoba/bots`, or an external program (`cmd:<command line>`). */
export type BotSpec = { readonly kind: 'level'; readonly level: BotLevel } | { readonly kind: 'cmd'; readonly command: string };

export const botLabel = (spec: BotSpec): string => (spec.kind === 'level' ? spec.level : `cmd:${spec.command}`);

/** Everything a match (or one worker of it) needs; plain data, so it can be sent to worker threads. */
export interface MatchSetup extends MatchTable {
  readonly rules: Rules;
  readonly seed: number;
  readonly a: BotSpec;
  readonly b: BotSpec;
  /** Search effort of the level bots, when set. */
  readonly iterations?: number;
  /** Time budget per decision of the level bots, when set. */
  readonly timeMs?: number;
  /** How long an external bot may take to answer, in milliseconds. */
  readonly botTimeoutMs: number;
}

/** One seat's player: synchronous (a level bot) or asynchronous (an external program). */
export interface MatchPlayer {
  choose(view: SeatView): Play | Promise<Play>;
}

/** What one game of the match produced. Points and escobas are summed over its hands. */
export interface GameResult {
  readonly set: number;
  readonly seating: number;
  readonly hands: number;
  /** Final score of each side. */
  readonly scores: readonly number[];
  readonly winner: Who | null;
  /** A's own points (its side's) summed over the hands. */
  readonly aPoints: number;
  /** B's points summed over the hands: with several B sides, the mean over them of each side's points. */
  readonly bPoints: number;
  readonly aEscobas: number;
  readonly bEscobas: number;
  /** Decision times in milliseconds. */
  readonly aMs: number[];
  readonly bMs: number[];
}

/** A bot failed (threw, answered an illegal play, crashed, timed out): the match stops with this message. */
export class MatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MatchError';
  }
}

export interface PlayedGame {
  readonly state: GameState;
  readonly ms: number[][];
}

/**
 * Plays one game on the shared seeded loop (`GameRun` of `@escoba/cards`: the same decks and first dealer
 * for the seed as `playGame` of `@escoba/bots`), with players that may answer asynchronously. `describe`
 * names a seat's bot in error messages.
 */
export async function playMatchGame(
  setup: Pick<MatchSetup, 'rules' | 'players' | 'partnerships'>,
  seed: string,
  players: readonly MatchPlayer[],
  describe: (seat: number) => string,
): Promise<PlayedGame> {
  const run = new GameRun(escobaGame, unwrap(createGame({ rules: setup.rules, players: setup.players, partnerships: setup.partnerships })), { seed });
  const ms: number[][] = players.map(() => []);
  for (let d = run.next(); d !== null; d = run.next()) {
    const { seat, view } = d;
    const where = () => `${describe(seat)} in seat ${seat}, hand ${d.hand} play ${view.plays.length}`;
    const start = performance.now();
    let play: Play;
    try {
      const chosen = players[seat]!.choose(view);
      play = chosen instanceof Promise ? await chosen : chosen;
    } catch (e) {
      throw new MatchError(`${where()}: ${(e as Error).message}`);
    }
    ms[seat]!.push(performance.now() - start);
    const next = run.apply(play);
    if (!next.ok) throw new MatchError(`${where()}: chose an illegal play: ${next.error.message}`);
  }
  return { state: run.state, ms };
}

/** A player backed by an external bot program. */
export function externalPlayer(proc: ExternalProcess): MatchPlayer {
  return {
    async choose(view) {
      const answer = parseAnswer(await proc.ask(JSON.stringify(requestFromView(view))), view.legal);
      if (!answer.ok) throw new MatchError(answer.message);
      return answer.value;
    },
  };
}

/**
 * Plays the deck sets of a match, one game at a time. External programs are started once per seat they
 * occupy and kept for all the games this runner plays (each request is self-contained); {@link close} ends them.
 */
export class SetRunner {
  private readonly pools: Record<Who, ExternalProcess[]> = { a: [], b: [] };

  constructor(readonly setup: MatchSetup) {}

  private external(who: Who, slot: number, command: string): ExternalProcess {
    const pool = this.pools[who];
    while (pool.length <= slot) pool.push(new ExternalProcess(command, this.setup.botTimeoutMs));
    return pool[slot]!;
  }

  /** Plays seating `r` of set `k`. */
  async runGame(k: number, r: number): Promise<GameResult> {
    const { setup } = this;
    const who = seating(setup, r);
    const slots: Record<Who, number> = { a: 0, b: 0 };
    const players = who.map((w, seat): MatchPlayer => {
      const spec = setup[w];
      if (spec.kind === 'cmd') return externalPlayer(this.external(w, slots[w]++, spec.command));
      return createBot(spec.level, { seed: botSeed(setup.seed, k, r, seat), iterations: setup.iterations, timeMs: setup.timeMs });
    });
    const seed = setSeed(setup.seed, k);
    const describe = (seat: number) => `bot ${who[seat]!.toUpperCase()} (${botLabel(setup[who[seat]!])})`;
    let played: PlayedGame;
    try {
      played = await playMatchGame(setup, seed, players, describe);
    } catch (e) {
      if (e instanceof MatchError) throw new MatchError(`${e.message} (game of deck set ${k}, seating ${r}, deck seed "${seed}")`);
      throw e;
    }
    const { state, ms } = played;
    const aSide = sideOfA(setup, r);
    const bSides = setup.sides.map((_, s) => s).filter((s) => s !== aSide);
    let aPoints = 0;
    let bPoints = 0;
    let aEscobas = 0;
    let bEscobas = 0;
    for (const h of state.results) {
      aPoints += h.points[aSide]!;
      aEscobas += h.escobas[aSide]!;
      for (const s of bSides) {
        bPoints += h.points[s]! / bSides.length;
        bEscobas += h.escobas[s]! / bSides.length;
      }
    }
    return {
      set: k,
      seating: r,
      hands: state.results.length,
      scores: state.scores,
      winner: state.winner === null ? null : state.winner === aSide ? 'a' : 'b',
      aPoints,
      bPoints,
      aEscobas,
      bEscobas,
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
