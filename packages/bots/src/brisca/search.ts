import { actionToMove, CARD_POINTS, createRng, type BriscaKernel, type BriscaView, type CardAction } from '@escoba/brisca';
import { assertOnTurn, decisionRng, type BriscaBotConfig } from './bot.js';
import { now } from './clock.js';
import { EndgameSolver } from './endgame.js';
import { GreedyKernelPolicy, ROLLOUT_POLICY, type PolicyParams } from './rollout.js';
import { PlayInference } from './inference.js';
import { partnerSignals } from './senas-reading.js';
import { WorldSampler } from './world.js';

/** How a search level searches. */
export interface SearchSettings {
  /** Worlds sampled per decision (`config.iterations` overrides it); every legal action is played in each world. */
  readonly worlds: number;
  /** At most this many rollouts (worlds × legal actions) per decision: fewer worlds for the Alcalde's 30 two-card plays. */
  readonly maxRollouts: number;
  /**
   * Solve each sampled world exactly (alpha-beta) instead of by rollouts once at most this many cards are left
   * to play (hands and stock), on tables of two sides; 0: never.
   */
  readonly exactCards: number;
  /** Worlds per decision once they are solved exactly (an exact value varies less than a rollout). */
  readonly exactWorlds: number;
  /**
   * Solve the root exactly when the view leaves only one possible world (2-player Brisca with an empty stock,
   * the Alcalde's partners who see each other at the end) and at most this many cards are left; 0: never.
   */
  readonly exactRootCards: number;
  /** Card points added for winning a Brisca hand (and taken for losing it) in a rollout's value. */
  readonly winBonus: number;
  /**
   * The Alcalde games: card points added for the role's outcome (the Alcalde keeping it with `keep` points, or his
   * opponents keeping him under), and taken for the other outcome, in every world's value (rollouts and exact
   * solves alike). Large against the card points, it makes the search play for the chance of reaching or denying
   * the threshold, the card points only breaking near-ties.
   */
  readonly roleBonus: number;
  /**
   * The Alcalde games: 0 values the role as a step (± `roleBonus` for reaching `keep` or not); above 0 smooths the
   * step over the Alcalde's final points, `roleBonus · tanh((points − keep + ½) / roleScale)`, so that a world
   * ending one point short weighs nearly as a kept role and one ending far past the threshold no more than it.
   */
  readonly roleScale: number;
  /**
   * 2 against 2 with señas: when the partner has signalled this hand (so it follows the convention), the side's
   * seats in the rollouts count on the named trumps of the partner playing last (`partner-trumps.ts`).
   */
  readonly partnerTrumps: boolean;
  /**
   * With more legal actions than this (the Alcalde's two-card plays), `screenWorlds` worlds value every action, then
   * the rest of the rollout budget goes to the `screen` best only (more worlds where the choice is made); 0: never.
   */
  readonly screen: number;
  readonly screenWorlds: number;
  /** The rollouts' policy for the other sides, and for the searching seat's side. */
  readonly policy: PolicyParams;
  readonly ownPolicy: PolicyParams;
  /** Sharpness of the inference from the other seats' plays (see {@link PlayInference}); 0: worlds weigh the same. */
  readonly inference: number;
  /** Plays per seat the inference looks back at. */
  readonly inferenceDepth: number;
}

/** A search level's estimate of one legal action. */
export interface BriscaEstimate {
  readonly action: CardAction;
  /**
   * Expected card-point margin of the seat's side at the end of the hand, plus the win bonus (Brisca) or the role
   * bonus (Alcalde games) times the chance of winning minus the chance of losing.
   */
  readonly value: number;
}

/**
 * Determinized search (perfect-information Monte Carlo): worlds dealt from the seat's view (`WorldSampler`),
 * every legal action tried in each world with the same world and the same rollout stream (common random numbers),
 * valued by a greedy rollout to the end of the hand or an exact solve near the end; the average wins.
 */
export class DeterminizedSearch {
  private readonly solver = new EndgameSolver();
  private readonly policy: GreedyKernelPolicy;
  private readonly rr = createRng(1);
  /** Worlds searched by the last {@link estimate}. */
  lastWorlds = 0;

  constructor(
    readonly settings: SearchSettings,
    readonly config: BriscaBotConfig,
  ) {
    this.policy = new GreedyKernelPolicy(settings.policy ?? ROLLOUT_POLICY, settings.ownPolicy ?? settings.policy ?? ROLLOUT_POLICY);
  }

  estimate(view: BriscaView): BriscaEstimate[] {
    assertOnTurn(view);
    const legal = view.legal;
    const n = legal.length;
    const moves = Int32Array.from(legal.map(actionToMove));
    const sampler = new WorldSampler(view);
    const base = sampler.base;
    const side = base.sideOf[view.seat!]!;
    this.policy.ownSide = side;
    this.policy.ownReadsPartner = this.settings.partnerTrumps && partnerSignals(view);
    const totals = new Float64Array(n);
    const values = new Float64Array(n);
    const twoSides = EndgameSolver.applies(base);
    const left = cardsLeft(base);
    if (twoSides && sampler.determined && left <= this.settings.exactRootCards) {
      this.solver.solveMoves(base, side, moves, n, values);
      const now0 = sideMargin(base, side);
      this.lastWorlds = 1;
      return legal.map((action, i) => ({ action, value: this.solvedValue(base, side, now0 + values[i]!) }));
    }
    const rng = decisionRng(this.config, view);
    const exact = twoSides && left <= this.settings.exactCards;
    const worlds = Math.max(1, this.config.iterations ?? (exact ? this.settings.exactWorlds : Math.min(this.settings.worlds, Math.ceil(this.settings.maxRollouts / n))));
    const deadline = this.config.timeMs === undefined ? Infinity : now() + this.config.timeMs;
    const world = base.clone();
    const child = base.clone();
    const now0 = exact ? sideMargin(base, side) : 0;
    const inference = new PlayInference(view, this.settings.inference, this.settings.inferenceDepth);
    // Only with one hidden hand: over several, the product of the seats' likelihoods left too few effective
    // worlds (measured in 2 against 2 and the Alcalde variation: the search got weaker).
    const weigh = inference.active && sampler.unseenPerSeat.filter((x) => x > 0).length === 1;
    const active = new Uint8Array(n).fill(1);
    const weights = new Float64Array(n);
    const screen = this.settings.screen;
    const screening = !exact && this.config.iterations === undefined && screen > 0 && n > screen;
    // Screening: a few worlds over every action, then the rest of the budget over the `screen` best.
    const phases = screening
      ? [this.settings.screenWorlds, Math.max(0, Math.min(this.settings.worlds - this.settings.screenWorlds, Math.floor((this.settings.maxRollouts - this.settings.screenWorlds * n) / screen)))]
      : [worlds];
    let w = 0;
    let late = false;
    for (let phase = 0; phase < phases.length && !late; phase++) {
      if (phase > 0) keepBest(totals, weights, active, screen);
      for (const end = w + phases[phase]!; w < end; w++) {
        if (w > 0 && now() > deadline) {
          late = true;
          break;
        }
        sampler.sample(rng, world);
        const weight = weigh ? inference.weight(world, view, rng) : 1;
        if (exact) {
          this.solver.solveMoves(world, side, moves, n, values);
          for (let i = 0; i < n; i++) {
            totals[i]! += weight * this.solvedValue(world, side, now0 + values[i]!);
            weights[i]! += weight;
          }
          continue;
        }
        const stream = rng.state();
        for (let i = 0; i < n; i++) {
          if (active[i] === 0) continue;
          world.copyTo(child);
          child.applyMove(moves[i]!);
          this.rr.setState(stream);
          this.policy.playout(child, this.rr);
          totals[i]! += weight * handValue(child, side, this.settings);
          weights[i]! += weight;
        }
        rng.nextU32();
      }
    }
    this.lastWorlds = w;
    return legal.map((action, i) => ({ action, value: totals[i]! / weights[i]! }));
  }

  private solvedValue(k: BriscaKernel, side: number, margin: number): number {
    return solvedValue(k, side, margin, this.settings);
  }
}

/** Cards still to be played: in the hands and the stock. */
export function cardsLeft(k: BriscaKernel): number {
  let n = k.stock();
  for (let s = 0; s < k.players; s++) n += k.handLen[s]!;
  return n;
}

/** The seat's side's card points minus the others' (their mean with more than one other side), from the seats' tallies. */
export function sideMargin(k: BriscaKernel, side: number): number {
  let mine = 0;
  let others = 0;
  for (let s = 0; s < k.players; s++) {
    if (k.sideOf[s] === side) mine += k.points[s]!;
    else others += k.points[s]!;
  }
  return mine - others / (k.sideCount - 1);
}

/**
 * A finished hand's value for `side`: its card-point margin plus or minus the win bonus (Brisca), or plus the role's
 * value (the Alcalde games, {@link roleValue}: the Alcalde's side 0 wins when he keeps the role).
 */
export function handValue(k: BriscaKernel, side: number, bonuses: RoleObjective & Pick<SearchSettings, 'winBonus'>): number {
  const m = sideMargin(k, side);
  if (k.alcalde >= 0) return m + roleValue(k, side, k.points[k.alcalde]!, bonuses);
  if (bonuses.winBonus === 0 || k.winnerSide < 0) return m;
  return m + (k.winnerSide === side ? bonuses.winBonus : -bonuses.winBonus);
}

/** The settings that value the Alcalde's role. */
export type RoleObjective = Pick<SearchSettings, 'roleBonus'> & Partial<Pick<SearchSettings, 'roleScale'>>;

/**
 * The role's part of a finished Alcalde hand's value for `side`, the Alcalde ending with `alcaldePoints`: ±`roleBonus`
 * as a step at `keep` (`roleScale` 0), or its smoothed form (see {@link SearchSettings.roleScale}).
 */
export function roleValue(k: BriscaKernel, side: number, alcaldePoints: number, objective: RoleObjective): number {
  const { roleBonus, roleScale = 0 } = objective;
  if (roleBonus === 0) return 0;
  const sign = side === 0 ? 1 : -1;
  if (roleScale <= 0) return sign * (alcaldePoints >= k.keep ? roleBonus : -roleBonus);
  return sign * roleBonus * Math.tanh((alcaldePoints - k.keep + 0.5) / roleScale);
}

/**
 * The value for `side` of an exactly solved hand of two sides that ends with `margin` (the side's final card-point
 * margin): the margin, plus the role's value in the Alcalde games.
 */
export function solvedValue(k: BriscaKernel, side: number, margin: number, objective: RoleObjective | number): number {
  const o = typeof objective === 'number' ? { roleBonus: objective } : objective;
  if (k.alcalde < 0 || o.roleBonus === 0) return margin;
  return margin + roleValue(k, side, alcaldePointsWith(k, side, margin), o);
}

/** The Alcalde's points at the end of a hand of two sides that ends with `side`'s card-point margin `margin`. */
export function alcaldePointsWith(k: BriscaKernel, side: number, margin: number): number {
  const total = 120 - (k.removed >= 0 ? CARD_POINTS[k.removed]! : 0);
  return (total + (side === 0 ? margin : -margin)) / 2;
}

/** Whether the Alcalde keeps the role in a hand of two sides that ends with `side`'s card-point margin `margin`. */
export function alcaldeKeepsWith(k: BriscaKernel, side: number, margin: number): boolean {
  return alcaldePointsWith(k, side, margin) >= k.keep;
}

/**
 * Keeps the `keep` actions of the best mean value (`totals[i] / weights[i]`, the first of equals) active, the others
 * off: the search's screening of the Alcalde's many two-card plays.
 */
export function keepBest(totals: Float64Array, weights: Float64Array, active: Uint8Array, keep: number): void {
  const order = Array.from({ length: totals.length }, (_, i) => i).sort((a, b) => totals[b]! / weights[b]! - totals[a]! / weights[a]! || a - b);
  active.fill(0);
  for (const i of order.slice(0, keep)) active[i] = 1;
}

/** The best estimate (the first of equals: the legal order). */
export function bestEstimate(estimates: readonly BriscaEstimate[]): BriscaEstimate {
  let best = estimates[0]!;
  for (const e of estimates) if (e.value > best.value + 1e-9) best = e;
  return best;
}
