import {
  briscaGame,
  dealSeeded,
  modeOf,
  replayRecord,
  type BriscaAction,
  type BriscaRulesInput,
  type BriscaState,
  type GameError,
  type Result,
} from '@escoba/brisca';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/bots';
import { firstDealerDraw } from '../../game/dealer-draw.js';
import { HUMAN_SEAT, type LocalActor } from '../../table/local-source.js';

/** A game of Brisca or of an Alcalde game against the computer: the person at seat 0, a bot level for every other seat. */
export interface BriscaSetup {
  readonly rules: BriscaRulesInput;
  readonly players: number;
  readonly partnerships: boolean;
  /** Bot level of each seat; null for the person's seat. */
  readonly levels: readonly (BotLevel | null)[];
  /** Decides every deck and the first dealer (as in bot matches), so a record plus its seed resumes a game. */
  readonly seed: string;
}

/** The engine's state plus what undo needs. */
export interface BriscaMatch {
  readonly setup: BriscaSetup;
  readonly state: BriscaState;
  /** States just before each of the person's actions (plays, exchanges, señas), newest last. */
  readonly undoStack: readonly BriscaState[];
}

/**
 * The first dealer: in Brisca the draw for the deal, as in Escoba (seed 003: "Each player draws one card, being
 * the dealer the player who drawn the highest one"); in the Alcalde games the first Alcalde "is chosen at random"
 * (seed 001), from the seed as every game loop does.
 */
export const drawsForDealer = (state: Pick<BriscaState, 'mode'>): boolean => state.mode === 'brisca';

function dealNextHand(setup: BriscaSetup, state: BriscaState): BriscaState {
  const hand = state.results.length;
  const firstDealer = hand === 0 && drawsForDealer(state) ? { firstDealer: firstDealerDraw(setup.seed, state.table.players).dealer } : {};
  const dealt = dealSeeded(briscaGame, state, setup.seed, hand, firstDealer);
  if (!dealt.ok) throw new Error(`dealing hand ${hand}: ${dealt.error.message}`);
  return dealt.value;
}

/** A new game with its first hand dealt. */
export function createBriscaMatch(setup: BriscaSetup): Result<BriscaMatch, GameError> {
  const game = briscaGame.newGame({ rules: setup.rules, players: setup.players, partnerships: setup.partnerships });
  if (!game.ok) return game;
  if (setup.levels.length !== setup.players || !setup.levels.every((l, seat) => (seat === HUMAN_SEAT ? l === null : isBotLevel(l)))) {
    return { ok: false, error: { code: 'BadLevels', message: `a bot level (${BOT_LEVELS.join(', ')}) for each of seats 1 to ${setup.players - 1}` } };
  }
  return { ok: true, value: { setup, state: dealNextHand(setup, game.value), undoStack: [] } };
}

export function briscaActor(match: BriscaMatch): LocalActor {
  const { state } = match;
  if (state.phase === 'over') return { kind: 'gameOver' };
  const seat = briscaGame.turn(state);
  if (seat === null) return { kind: 'handOver' };
  if (seat === HUMAN_SEAT) return { kind: 'human' };
  return { kind: 'bot', seat, level: match.setup.levels[seat]! };
}

/** Applies an action of the seat on turn; the engine rejects anything illegal. */
export function playBrisca(match: BriscaMatch, action: BriscaAction): Result<BriscaMatch, GameError> {
  const next = briscaGame.apply(match.state, action);
  if (!next.ok) return next;
  const byHuman = briscaGame.turn(match.state) === HUMAN_SEAT;
  return { ok: true, value: { setup: match.setup, state: next.value, undoStack: byHuman ? [...match.undoStack, match.state] : match.undoStack } };
}

/** After a finished hand: the next one dealt (null while a hand is being played or once the match is over). */
export const nextBriscaHand = (match: BriscaMatch): BriscaMatch | null => (match.state.phase === 'deal' ? { ...match, state: dealNextHand(match.setup, match.state) } : null);

export const canUndoBrisca = (match: BriscaMatch): boolean => match.undoStack.length > 0 && match.state.phase !== 'over';

/** Back to just before the person's last action (the bots' replies are taken back with it). */
export function undoBrisca(match: BriscaMatch): BriscaMatch {
  const previous = match.undoStack.at(-1);
  return previous ? { setup: match.setup, state: previous, undoStack: match.undoStack.slice(0, -1) } : match;
}

/** Metadata the web app writes into records, read back to resume (as Escoba's `WebRecordMeta`). */
export interface BriscaWebMeta {
  readonly app: 'escoba-web';
  readonly seed: string;
  readonly levels: readonly (BotLevel | null)[];
  readonly human: number;
}

/** The game as a `brisca-record/1`, with what resuming needs (the seed and the bot levels) as metadata. */
export function briscaRecord(match: BriscaMatch): Record<string, unknown> {
  const meta: BriscaWebMeta = { app: 'escoba-web', seed: match.setup.seed, levels: match.setup.levels, human: HUMAN_SEAT };
  return briscaGame.record.make(match.state, { ...meta });
}

/** Resumes a game from a record the web app wrote; undo survives (the states before the person's actions come from the replay). */
export function resumeBriscaMatch(record: unknown): Result<BriscaMatch, string> {
  const fail = (message: string) => ({ ok: false as const, error: message });
  if (typeof record !== 'object' || record === null) return fail('not a record');
  const meta = record as Partial<Record<keyof BriscaWebMeta, unknown>>;
  if (typeof meta.seed !== 'string') return fail('the record has no seed, so its next deals are unknown');
  const levels = meta.levels;
  if (!Array.isArray(levels) || !levels.every((l, seat) => (seat === HUMAN_SEAT ? l === null : isBotLevel(l)))) {
    return fail(`the record has no bot levels (${BOT_LEVELS.join(', ')}) for its seats`);
  }
  const undoStack: BriscaState[] = [];
  let before: BriscaState | null = null;
  const replay = replayRecord(record, (step) => {
    if (step.play >= 0 && before !== null && briscaGame.turn(before) === HUMAN_SEAT) undoStack.push(before);
    before = step.state;
  });
  if (!replay.ok) return fail(replay.error.message);
  const state = replay.value;
  if (levels.length !== state.table.players) return fail('the record has a bot level per seat');
  const r = record as { rules: BriscaRulesInput };
  const setup: BriscaSetup = { rules: r.rules, players: state.table.players, partnerships: state.table.partnerships, levels: levels as (BotLevel | null)[], seed: meta.seed };
  // A record saved before its first deal has none yet: deal it as the game would have. (One saved after a
  // finished hand resumes on that hand's end, so its points are seen before the next deal.)
  const resumed = state.phase === 'deal' && state.hand === null ? dealNextHand(setup, state) : state;
  return { ok: true, value: { setup, state: resumed, undoStack } };
}

/** Which of the app's games a match is: Brisca, or one of the Alcalde games. */
export const webGameOf = (state: Pick<BriscaState, 'rules'>): 'brisca' | 'alcalde' => (modeOf(state.rules) === 'brisca' ? 'brisca' : 'alcalde');
