import {
  applyPlay,
  createGame,
  dealSeeded,
  escobaGame,
  recordFromState,
  replayRecord,
  type ConfigError,
  type GameRecord,
  type GameState,
  type Play,
  type PlayError,
  type Result,
  type RulesInput,
  type Seat,
} from '@escoba/engine';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/bots';
import { firstDealerDraw } from './dealer-draw.js';

/** Who plays a game against the computer: one person (always seat 0) and a bot level for every other seat. */
export interface MatchSetup {
  readonly rules: RulesInput;
  readonly players: number;
  readonly partnerships: boolean;
  /** Bot level of each seat; null for the person's seat. */
  readonly levels: readonly (BotLevel | null)[];
  /** Decides every deck (as in bot matches) and the draw for the first dealer, so a record plus its seed resumes a game. */
  readonly seed: string;
}

/** The person's seat. Seats are in playing order, so the person plays right after the dealer when seat 0 is mano. */
export const HUMAN: Seat = 0;

/** A game against the computer: the engine's state plus what undo needs. */
export interface Match {
  readonly setup: MatchSetup;
  readonly state: GameState;
  /** States just before each of the person's plays, newest last. */
  readonly undoStack: readonly GameState[];
}

/** Whose move it is. */
export type Actor =
  | { readonly kind: 'human' }
  | { readonly kind: 'bot'; readonly seat: Seat; readonly level: BotLevel }
  | { readonly kind: 'handOver' }
  | { readonly kind: 'gameOver' };

/** Deals the next hand from the seeded deck, as every game loop does (the first one by the winner of the seeded draw for the deal). */
function dealNextHand(setup: MatchSetup, state: GameState): GameState {
  const handIndex = state.results.length;
  const firstDealer = handIndex === 0 ? { firstDealer: firstDealerDraw(setup.seed, state.setup.players).dealer } : {};
  const dealt = dealSeeded(escobaGame, state, setup.seed, handIndex, firstDealer);
  if (!dealt.ok) throw new Error(`dealing hand ${handIndex}: ${dealt.error.message}`);
  return dealt.value;
}

/** A new game with its first hand dealt. */
export function createMatch(setup: MatchSetup): Result<Match, ConfigError> {
  const game = createGame({ rules: setup.rules, players: setup.players, partnerships: setup.partnerships });
  if (!game.ok) return game;
  if (setup.levels.length !== setup.players) throw new Error(`${setup.levels.length} levels for ${setup.players} seats`);
  return { ok: true, value: { setup, state: dealNextHand(setup, game.value), undoStack: [] } };
}

export function actorOf(match: Match): Actor {
  const { state } = match;
  if (state.phase === 'over') return { kind: 'gameOver' };
  if (state.phase === 'deal') return { kind: 'handOver' };
  const seat = state.hand!.turn;
  if (seat === HUMAN) return { kind: 'human' };
  return { kind: 'bot', seat, level: match.setup.levels[seat]! };
}

/** Applies a play of the seat on turn; the engine rejects anything illegal. */
export function playMove(match: Match, play: Play): Result<Match, PlayError> {
  const next = applyPlay(match.state, play);
  if (!next.ok) return next;
  const byHuman = match.state.hand?.turn === HUMAN;
  return { ok: true, value: { setup: match.setup, state: next.value, undoStack: byHuman ? [...match.undoStack, match.state] : match.undoStack } };
}

/** After a finished hand: deals the next one. */
export function nextHand(match: Match): Match {
  if (match.state.phase !== 'deal') throw new Error('the hand is not finished');
  return { ...match, state: dealNextHand(match.setup, match.state) };
}

export const canUndo = (match: Match): boolean => match.undoStack.length > 0 && match.state.phase !== 'over';

/** Goes back to just before the person's last play (the bots' replies are taken back with it). */
export function undo(match: Match): Match {
  const previous = match.undoStack.at(-1);
  if (!previous) return match;
  return { setup: match.setup, state: previous, undoStack: match.undoStack.slice(0, -1) };
}

/** Metadata the web app writes into records, read back to resume. */
export interface WebRecordMeta {
  readonly app: 'escoba-web';
  readonly seed: string;
  readonly levels: readonly (BotLevel | null)[];
  readonly human: Seat;
}

/** The game as an `escoba-record/1`, with what resuming needs (the seed and the bot levels) as metadata. */
export function matchRecord(match: Match): GameRecord {
  const meta: WebRecordMeta = { app: 'escoba-web', seed: match.setup.seed, levels: match.setup.levels, human: HUMAN };
  return recordFromState(match.state, { ...meta });
}

/** Resumes a game from a record the web app wrote. */
export function resumeMatch(record: unknown): Result<Match, string> {
  const fail = (message: string) => ({ ok: false as const, error: message });
  if (typeof record !== 'object' || record === null) return fail('not a record');
  const meta = record as Partial<Record<keyof WebRecordMeta, unknown>>;
  if (typeof meta.seed !== 'string') return fail('the record has no seed, so its next deals are unknown');
  const levels = meta.levels;
  if (!Array.isArray(levels) || !levels.every((l, seat) => (seat === HUMAN ? l === null : isBotLevel(l)))) {
    return fail(`the record has no bot levels (${BOT_LEVELS.join(', ')}) for its seats`);
  }
  // Undo survives a reload: the states just before each of the person's plays come from replaying the record.
  const undoStack: GameState[] = [];
  let before: GameState | null = null;
  const replay = replayRecord(record, (step) => {
    if (step.play >= 0 && before?.hand?.turn === HUMAN) undoStack.push(before);
    before = step.state;
  });
  if (!replay.ok) return fail(replay.error.message);
  const state = replay.value;
  if (levels.length !== state.setup.players) return fail('the record has a bot level per seat');
  const setup: MatchSetup = {
    rules: (record as GameRecord).rules,
    players: state.setup.players,
    partnerships: state.setup.partnerships,
    levels: levels as (BotLevel | null)[],
    seed: meta.seed,
  };
  // A record saved between two hands has no deal for the next one yet: deal it as the game would have.
  const resumed = state.phase === 'deal' && state.hand === null ? dealNextHand(setup, state) : state;
  return { ok: true, value: { setup, state: resumed, undoStack } };
}
