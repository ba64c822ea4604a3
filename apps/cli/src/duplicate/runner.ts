import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyCliGame } from '../games/types.js';
import { MatchError, SetRunner } from './play.js';
import type { GameResult, MatchSetup } from './types.js';
import { medianP99, ratioInterval, sprtBounds, sprtDecide, sprtLLR, wilsonInterval, type Interval, type SprtDecision, type SprtParams } from '@escoba/cards/match-stats';

/** The SPRT settings of `--sprt`: H1 is "A wins with probability p0 + delta", p0 being its fair share. */
export interface SprtOptions {
  readonly delta: number;
  readonly alpha: number;
  readonly beta: number;
}

export interface MatchOptions {
  readonly setup: MatchSetup;
  /** Deck sets to play (at most, with the SPRT). */
  readonly sets: number;
  readonly seatings: number;
  /** Worker threads; 1 plays in this thread. */
  readonly workers: number;
  readonly sprt?: SprtOptions;
  /** Called as games finish, with how many are done and the wins so far. */
  readonly onProgress?: (progress: { games: number; aWins: number; bWins: number }) => void;
}

export interface BotStats {
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI: Interval;
  readonly pointsPerHand: number;
  readonly pointsPerHandCI: Interval;
  /** The game's own count per hand (Escoba: escobas), NaN when it has none. */
  readonly extraPerHand: number;
  readonly decisionMs: { readonly median: number; readonly p99: number };
  readonly decisions: number;
}

export interface SprtResult extends SprtParams {
  readonly decision: SprtDecision;
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** Games counted when the test decided (or all of them). */
  readonly games: number;
}

export interface MatchReport {
  readonly sets: number;
  readonly games: number;
  readonly hands: number;
  readonly a: BotStats;
  readonly b: BotStats;
  readonly sprt: SprtResult | null;
  /** A's points per hand minus B's, with a 95% CI over deck sets (the duplicate pairs move together). */
  readonly margin: { readonly perHand: number; readonly ci: Interval };
  /** Every game, in schedule order (set, then seating). */
  readonly results: readonly GameResult[];
}

/** Adds up the deck sets in schedule order and runs the SPRT after each set. */
export class Tally {
  readonly results: GameResult[] = [];
  private readonly perSet = { a: [] as number[], b: [] as number[], hands: [] as number[] };
  aWins = 0;
  bWins = 0;
  decision: SprtDecision = null;
  private readonly params: SprtParams | null;

  constructor(
    p0: number,
    readonly sprt?: SprtOptions,
  ) {
    this.params = sprt ? { p0, p1: p0 + sprt.delta, alpha: sprt.alpha, beta: sprt.beta } : null;
  }

  addSet(games: readonly GameResult[]): void {
    let a = 0;
    let b = 0;
    let hands = 0;
    for (const g of games) {
      this.results.push(g);
      a += g.aPoints;
      b += g.bPoints;
      hands += g.hands;
      this.aWins += g.aWin;
      this.bWins += g.bWin;
    }
    this.perSet.a.push(a);
    this.perSet.b.push(b);
    this.perSet.hands.push(hands);
    if (this.params && this.decision === null) this.decision = sprtDecide(this.aWins, this.results.length - this.aWins, this.params);
  }

  get done(): boolean {
    return this.decision !== null;
  }

  report(): MatchReport {
    const games = this.results.length;
    const hands = this.perSet.hands.reduce((t, h) => t + h, 0);
    const side = (who: 'a' | 'b', wins: number): BotStats => {
      const points = ratioInterval(this.perSet[who], this.perSet.hands);
      const ms: number[] = [];
      let extra = 0;
      for (const g of this.results) {
        for (const x of who === 'a' ? g.aMs : g.bMs) ms.push(x);
        extra += (who === 'a' ? g.aExtra : g.bExtra) ?? NaN;
      }
      return {
        wins,
        winRate: games > 0 ? wins / games : NaN,
        winRateCI: wilsonInterval(wins, games),
        pointsPerHand: points.estimate,
        pointsPerHandCI: points.ci,
        extraPerHand: hands > 0 ? extra / hands : NaN,
        decisionMs: medianP99(ms),
        decisions: ms.length,
      };
    };
    let sprt: SprtResult | null = null;
    if (this.params) {
      sprt = { ...this.params, ...sprtBounds(this.params), decision: this.decision, llr: sprtLLR(this.aWins, games - this.aWins, this.params), games };
    }
    const margin = ratioInterval(
      this.perSet.a.map((a, i) => a - this.perSet.b[i]!),
      this.perSet.hands,
    );
    return {
      sets: this.perSet.hands.length,
      games,
      hands,
      a: side('a', this.aWins),
      b: side('b', this.bWins),
      sprt,
      margin: { perHand: margin.estimate, ci: margin.ci },
      results: this.results,
    };
  }
}

/** A's fair share of wins: one over the seatings of a deck set (A holds one side, seat or role in each). */
export const fairShare = (seatings: number): number => 1 / seatings;

/** Plays a match of `game` and returns its statistics. Rejects with a {@link MatchError} when a bot fails. */
export async function runMatch(game: AnyCliGame, options: MatchOptions): Promise<MatchReport> {
  const tally = new Tally(fairShare(options.seatings), options.sprt);
  const workers = Math.min(options.workers, options.sets);
  if (workers <= 1) await runHere(game, options, tally);
  else await runOnWorkers(game, options, tally, workers);
  return tally.report();
}

async function runHere(game: AnyCliGame, options: MatchOptions, tally: Tally): Promise<void> {
  const runner = new SetRunner(game, options.setup);
  try {
    for (let k = 0; k < options.sets && !tally.done; k++) {
      tally.addSet(await runner.runSet(k, options.seatings));
      options.onProgress?.({ games: tally.results.length, aWins: tally.aWins, bWins: tally.bWins });
    }
  } finally {
    await runner.close();
  }
}

/** The compiled worker script: next to this module in dist/, or in dist/ when this module runs from src/ (tests). */
export function workerScript(): URL {
  const here = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL('../../dist/duplicate/worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`the match worker script is not built (${fileURLToPath(built)}): run npx tsc -b, or use --workers 1`);
}

/** What a worker is started with: the game (by id, looked up in the catalog) and the match. */
export interface WorkerSetup {
  readonly game: string;
  readonly setup: MatchSetup;
}

/** Messages between the main thread and a worker. */
export type ToWorker = { readonly type: 'set'; readonly set: number; readonly seatings: number } | { readonly type: 'stop' };
export type FromWorker =
  | { readonly type: 'set'; readonly set: number; readonly games: GameResult[] }
  | { readonly type: 'error'; readonly set: number; readonly message: string; readonly match: boolean };

/**
 * Hands out deck sets to the workers one at a time, as each finishes its last; results are added in schedule
 * order whatever the order they arrive in, so the report is the same for any number of workers. With the SPRT,
 * the match stops at the first set (in schedule order) after which the test decides, and later sets are dropped.
 */
function runOnWorkers(game: AnyCliGame, options: MatchOptions, tally: Tally, count: number): Promise<void> {
  const script = workerScript();
  const hasExternal = options.setup.a.kind === 'cmd' || options.setup.b.kind === 'cmd';
  return new Promise<void>((resolve, reject) => {
    const arrived = new Map<number, GameResult[]>();
    let nextSet = 0;
    let nextToAdd = 0;
    let gamesDone = 0;
    let finished = false;
    const workers: Worker[] = [];

    const stopAll = async (): Promise<void> => {
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((done) => {
              if (w.threadId < 0) return done();
              w.once('exit', () => done());
              // Level bots hold nothing: stop at once. External programs must be closed by their worker.
              if (!hasExternal) void w.terminate();
              else {
                w.postMessage({ type: 'stop' } satisfies ToWorker);
                setTimeout(() => void w.terminate(), 5000).unref();
              }
            }),
        ),
      );
    };
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      void stopAll().then(() => (error ? reject(error) : resolve()));
    };
    // A failed set: the match reports the first one in schedule order, once every earlier set is in.
    let failedSet = Infinity;
    let failure: Error | null = null;
    const dispatch = (w: Worker) => {
      if (finished || tally.done || nextSet >= Math.min(options.sets, failedSet)) return;
      w.postMessage({ type: 'set', set: nextSet++, seatings: options.seatings } satisfies ToWorker);
    };
    const checkFailure = () => {
      if (failure === null) return;
      for (let k = nextToAdd; k < failedSet; k++) if (!arrived.has(k)) return;
      finish(failure);
    };
    const onMessage = (w: Worker, msg: FromWorker) => {
      if (finished) return;
      if (msg.type === 'error') {
        if (!msg.match) return finish(new Error(msg.message));
        if (msg.set < failedSet) {
          failedSet = msg.set;
          failure = new MatchError(msg.message);
        }
        return checkFailure();
      }
      arrived.set(msg.set, msg.games);
      gamesDone += msg.games.length;
      if (failure !== null) return checkFailure();
      while (!tally.done && arrived.has(nextToAdd)) {
        tally.addSet(arrived.get(nextToAdd)!);
        arrived.delete(nextToAdd++);
      }
      options.onProgress?.({ games: tally.done ? tally.results.length : gamesDone, aWins: tally.aWins, bWins: tally.bWins });
      if (tally.done || nextToAdd >= options.sets) return finish();
      dispatch(w);
    };

    for (let i = 0; i < count; i++) {
      const w = new Worker(script, { workerData: { game: game.plugin.definition.id, setup: options.setup } satisfies WorkerSetup });
      workers.push(w);
      w.on('message', (msg: FromWorker) => onMessage(w, msg));
      w.on('error', (e) => finish(e));
      w.on('exit', (code) => {
        if (!finished) finish(new Error(`a match worker stopped unexpectedly (exit code ${code})`));
      });
      dispatch(w);
    }
  });
}
