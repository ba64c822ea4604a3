import { createRng, playToMove, type EscobaKernel, type Play, type Rng, type SeatView } from '@escoba/engine';
import { assertOnTurn, decisionRng, type Bot, type BotConfig, type PlayEstimate } from '../bot.js';
import { now } from '../clock.js';
import { decodeValue, EndgameSolver } from '../endgame.js';
import { kernelFromView } from '../world.js';
import { PlayInference, type InferenceModel } from './inference.js';
import { InformationSetSearch, type IsmctsSettings } from './ismcts.js';
import { MediumChooser } from './medium-rollout.js';
import { ReplySearcher, type ReplySearch } from './reply-search.js';
import { cardWeights, DEFAULT_POLICY, DEFAULT_WEIGHTS, GreedyPolicy, type CardWeights, type PolicyParams, type WeightParams } from './heuristic.js';

/**
 * Where the search's worlds come from: {@link sample} fills `world` (a copy of `base`, the seat's view as a kernel)
 * with one deal of the cards hidden from `seat`. The search's own source is the inference from the other seats'
 * plays ({@link PlayInference}); a measuring tool may pass another (the perfect-inference player, docs/strength.md).
 */
export interface WorldSource {
  sample(base: EscobaKernel, world: EscobaKernel, seat: number, rng: Rng, w: CardWeights): void;
}

/** How a search bot searches. */
export interface SearchSettings {
  /**
   * Simulations per decision: sampled worlds × legal plays. Each sampled world is searched for every
   * legal play (common random numbers), so the number of worlds is `simulations / plays`, at least
   * {@link minWorlds}.
   */
  readonly simulations: number;
  /** Fewest sampled worlds per decision. */
  readonly minWorlds: number;
  /** Solve two-player endgames (stock empty) exactly at the root. */
  readonly exactEndgame: boolean;
  /**
   * With {@link exactEndgame}: also end rollouts with an exact solve of the last deal when the decision's
   * stock holds at most this many cards (the solve costs about 15 µs, a greedy rollout 3 µs).
   */
  readonly exactRolloutsFromStock?: number;
  readonly weights?: WeightParams;
  readonly policy?: PolicyParams;
  /**
   * Sharpness of the inference from the other seats' plays in the current deal (see {@link PlayInference});
   * 0 or absent: worlds are sampled uniformly.
   */
  readonly inference?: number;
  /**
   * With the inference: how much of what a play leaves the next player (the best it could take from that table)
   * counts against the play when judging whether a world explains it; 0 or absent: immediate gains only.
   */
  readonly inferenceThreat?: number;
  /** With the inference: how a past play is judged (see {@link InferenceModel}); absent: `gain`. */
  readonly inferenceModel?: InferenceModel;
  /**
   * Search the plays after each candidate inside every sampled world before the rollout (see {@link ReplySearch});
   * absent: the rollout starts right after the candidate. With it, {@link simulations} counts rollouts (leaves), so
   * a decision costs about the same: fewer worlds, each searched deeper.
   */
  readonly replySearch?: ReplySearch;
  /**
   * Search one information-set tree (SO-ISMCTS, see {@link InformationSetSearch}) instead of every play in every
   * world; as many rollouts as the determinized search would spend (worlds × plays). The exact root solve of
   * two-player endgames is kept. The bot then plays the root's most visited play.
   */
  readonly ismcts?: IsmctsSettings;
  /**
   * How the other sides' seats play in the rollouts: `greedy` (absent) the rollout policy, `medium` the `medium`
   * level's own choice on what that seat sees in the world ({@link MediumChooser}; dearer, see docs/strength.md).
   */
  readonly othersPolicy?: 'greedy' | 'medium';
}

/**
 * Determinized search (perfect-information Monte Carlo): sample deals of the hidden cards consistent
 * with the seat's view, play every legal play in each with greedy rollouts (and an exact solve of the
 * last deal of two-player hands), and average the hand margin per play.
 */
export class DeterminizedSearch {
  private readonly solver = new EndgameSolver();
  /** The rollouts' generator, restarted from one state for every candidate play of a world. */
  private readonly rr = createRng(1);
  /** Worlds searched by the last {@link estimate} (for measurements). */
  lastWorlds = 0;
  /** With {@link SearchSettings.ismcts}: the root plays' visits in the last {@link estimate}, in `legal` order. */
  lastVisits: Float64Array | undefined;

  constructor(
    readonly settings: SearchSettings,
    readonly config: BotConfig,
  ) {}

  /**
   * Estimates every legal play of the view's seat (which must be on turn), on worlds from `source` (absent: the
   * inference from the others' plays, as {@link SearchSettings.inference} sets it).
   */
  estimate(view: SeatView, source?: WorldSource): PlayEstimate[] {
    assertOnTurn(view);
    const legal = view.legal;
    const n = legal.length;
    const moves = legal.map(playToMove);
    const base = kernelFromView(view);
    const seat = view.seat!;
    const side = base.sideOf[seat]!;
    const margin = new Float64Array(n);
    const points = new Float64Array(n);
    if (this.settings.exactEndgame && EndgameSolver.applies(base)) {
      // Two players and an empty stock: the unseen cards are the other hand, nothing is hidden.
      this.solver.solveMoves(base, side, moves, n, margin);
      for (let i = 0; i < n; i++) {
        const [m, p] = decodeValue(margin[i]!);
        margin[i] = m;
        points[i] = p;
      }
      this.lastWorlds = 1;
      this.lastVisits = undefined;
      return toEstimates(legal, points, margin);
    }
    const rng = decisionRng(this.config, view);
    const world = base.clone();
    const child = base.clone();
    const weights = cardWeights(view.rules, this.settings.weights ?? DEFAULT_WEIGHTS);
    const policy = new GreedyPolicy(weights, this.settings.policy ?? DEFAULT_POLICY);
    policy.followUpSide = side;
    if (this.settings.othersPolicy === 'medium') policy.others = new MediumChooser();
    const worldSource = source ?? PlayInference.fromView(view, weights, this.settings.inference ?? 0, this.settings.inferenceThreat ?? 0, this.settings.inferenceModel);
    const worlds = Math.max(this.settings.minWorlds, Math.ceil(this.settings.simulations / n));
    const deadline = this.config.timeMs !== undefined ? now() + this.config.timeMs : Infinity;
    const rr = this.rr;
    const out = [0, 0];
    const exactRollouts = this.settings.exactEndgame && base.players === 2 && base.stock <= (this.settings.exactRolloutsFromStock ?? 40);
    if (this.settings.ismcts) {
      const sides = base.sideCount;
      const run = new InformationSetSearch(this.settings.ismcts).run(
        base,
        side,
        moves,
        worlds * n,
        (wk) => worldSource.sample(base, wk, seat, rng, weights),
        (k, margins, o) => {
          this.finish(k, side, policy, exactRollouts, o);
          if (sides === 2) {
            margins[side] = o[0]!;
            margins[1 - side] = -o[0]!;
          } else for (let s = 0; s < sides; s++) margins[s] = sideMargin(k, s);
        },
        rng,
        () => deadline !== Infinity && now() > deadline,
        (k) => policy.step(k, this.rr),
      );
      this.lastWorlds = run.iterations;
      this.lastVisits = run.visits;
      return toEstimates(legal, run.points, run.margin);
    }
    this.lastVisits = undefined;
    const reply = this.settings.replySearch;
    let stream = rr.state();
    const searcher = reply
      ? new ReplySearcher(
          (k, o) => {
            rr.setState(stream);
            this.finish(k, side, policy, exactRollouts, o);
          },
          policy,
          rr,
        )
      : undefined;
    let w = 0;
    for (; reply ? w < this.settings.minWorlds || searcher!.leaves < this.settings.simulations : w < worlds; w++) {
      if (w > 0 && deadline !== Infinity && now() > deadline) break;
      worldSource.sample(base, world, seat, rng, weights);
      // Common random numbers: every candidate play's rollout draws the same stream in this world.
      const s1 = rng.nextU32();
      const s2 = rng.nextU32();
      rr.setState([s1, s2, s1 ^ 0x9e3779b9, 1]);
      for (let k = 0; k < 12; k++) rr.nextU32(); // sfc32's warm-up after a plain seeding
      stream = rr.state();
      for (let i = 0; i < n; i++) {
        world.copyTo(child);
        child.applyMove(moves[i]!);
        rr.setState(stream);
        if (searcher) searcher.value(child, side, reply!, out);
        else this.finish(child, side, policy, exactRollouts, out);
        margin[i] = margin[i]! + out[0]!;
        points[i] = points[i]! + out[1]!;
      }
    }
    this.lastWorlds = w;
    for (let i = 0; i < n; i++) {
      margin[i] = margin[i]! / w;
      points[i] = points[i]! / w;
    }
    return toEstimates(legal, points, margin);
  }

  /** The play to make: the highest margin, or under {@link SearchSettings.ismcts} the most visited (ties: highest margin). */
  best(view: SeatView, source?: WorldSource): Play {
    const estimates = this.estimate(view, source);
    const visits = this.lastVisits;
    if (visits === undefined) return bestEstimate(estimates).play;
    let b = 0;
    for (let i = 1; i < estimates.length; i++) {
      if (visits[i]! > visits[b]! || (visits[i] === visits[b] && estimates[i]!.margin > estimates[b]!.margin)) b = i;
    }
    return estimates[b]!.play;
  }

  /** Plays the hand out in `k` and writes the side's `[margin, points]` into `out`. */
  private finish(k: EscobaKernel, side: number, policy: GreedyPolicy, exact: boolean, out: number[]): void {
    const rr = this.rr;
    if (exact) {
      while (!k.over && k.dealt !== 40) policy.step(k, rr);
      if (!k.over) {
        const [m, p] = decodeValue(this.solver.solve(k, side));
        out[0] = m;
        out[1] = p;
        return;
      }
    } else {
      policy.playout(k, rr);
    }
    handMargin(k, side, out);
  }
}

/** Scores the finished hand in `k` and writes `side`'s `[margin, points]` into `out`. */
export function handMargin(k: EscobaKernel, side: number, out: number[]): void {
  k.score();
  out[0] = sideMargin(k, side);
  out[1] = k.points[side]!;
}

/** `side`'s hand margin in a kernel whose hand is scored: its points minus the average of the other sides'. */
function sideMargin(k: EscobaKernel, side: number): number {
  const sides = k.sideCount;
  let others = 0;
  for (let s = 0; s < sides; s++) if (s !== side) others += k.points[s]!;
  return k.points[side]! - others / (sides - 1);
}

function toEstimates(legal: readonly Play[], points: Float64Array, margin: Float64Array): PlayEstimate[] {
  return legal.map((play, i) => ({ play, points: points[i]!, margin: margin[i]! }));
}

/** The play with the highest margin (the first of equals; then the most points). */
export function bestEstimate(estimates: readonly PlayEstimate[]): PlayEstimate {
  let best = estimates[0]!;
  for (const e of estimates) {
    if (e.margin > best.margin + 1e-9 || (Math.abs(e.margin - best.margin) <= 1e-9 && e.points > best.points + 1e-9)) best = e;
  }
  return best;
}

/** A search with a level's settings, or with `config.iterations` simulations when given (tests use few). */
export function searchFor(defaults: SearchSettings, config: BotConfig): DeterminizedSearch {
  const settings = config.iterations !== undefined ? { ...defaults, simulations: config.iterations, minWorlds: 1 } : defaults;
  return new DeterminizedSearch(settings, config);
}

/** A bot that plays the play of highest expected hand margin by `search` (the only play when there is one). */
export function searchBot(level: string, search: DeterminizedSearch): Bot {
  return {
    level,
    choose(view: SeatView) {
      assertOnTurn(view);
      if (view.legal.length === 1) return view.legal[0]!;
      return search.best(view);
    },
  };
}
