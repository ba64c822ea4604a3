import { BOT_LEVELS, dealSeeded, isBotLevel, type BotLevel, type GameDefinition, type GameError, type Result } from '@escoba/cards';
import type { KeyValueStore } from '../settings.js';
import { firstDealerDraw } from './dealer-draw.js';
import { HUMAN_SEAT, type LocalActor, type LocalGame } from './local-source.js';
import type { TableEvent } from './source.js';

/** Who plays a game against the computer: one person (always `HUMAN_SEAT`) and a bot level for every other seat. */
export interface LocalSetup<Rules = unknown> {
  readonly rules: Rules;
  readonly players: number;
  readonly partnerships: boolean;
  /** Bot level of each seat; null for the person's seat. */
  readonly levels: readonly (BotLevel | null)[];
  /** Decides every deck (as in bot matches) and the first dealer, so a record plus its seed resumes a game. */
  readonly seed: string;
  /** The first dealer, when the person chose it (the Alcalde games: "I am the first Alcalde"); else the seed or the draw decides. */
  readonly firstDealer?: number;
  /** For games with no end of their own (the Alcalde games): the match is over after this many hands. */
  readonly hands?: number;
}

/** A game against the computer: the engine's state (immutable) plus what undo needs. */
export interface LocalMatchOf<State, Setup extends LocalSetup = LocalSetup> {
  readonly setup: Setup;
  readonly state: State;
  /** States just before each of the person's actions, newest last. */
  readonly undoStack: readonly State[];
}

/** One state of a record's replay: right after a deal (`play` -1) or after its play `play` of the hand. */
export interface LocalReplayStep<State> {
  readonly play: number;
  readonly state: State;
}

/** What the generic match needs of a game beyond its `GameDefinition`. */
export interface LocalRules<Rules, State, Action, View> {
  readonly definition: GameDefinition<Rules, State, Action, View>;
  /** Replays one of the game's records, showing every state to `onStep` (the engine's `replayRecord`). */
  replay(record: unknown, onStep: (step: LocalReplayStep<State>) => void): Result<State, GameError>;
  /** How many hands are finished: the number of the next hand to deal. */
  handsPlayed(state: State): number;
  /** Whether the first dealer is drawn for at the table (shown by the table), rather than chosen from the seed. */
  drawsForDealer(state: State): boolean;
}

/** Metadata the web app writes into records, read back to resume (every game's, so saved games of any version resume). */
export interface WebRecordMeta {
  readonly app: 'escoba-web';
  readonly seed: string;
  readonly levels: readonly (BotLevel | null)[];
  readonly human: number;
  /** The setup's `firstDealer` and `hands` (as `handsToPlay`: a record's `hands` are its hands), when it has them. */
  readonly firstDealer?: number;
  readonly handsToPlay?: number;
}

/** Where a game's unfinished game against the computer is kept; `accepts` may refuse a resumed match (another game's). */
export interface SavedGame<M> {
  /** Saves the game in progress as its record (with the seed and bot levels); a finished game is forgotten. */
  save(store: KeyValueStore, match: M): void;
  /** The unfinished game saved earlier, or null (nothing saved, or unreadable: then it is dropped). */
  load(store: KeyValueStore): M | null;
  forget(store: KeyValueStore): void;
}

/** The matches of one game against the computer (see `localMatch`). */
export interface LocalMatches<State, Action, View, In> {
  readonly rules: LocalRules<unknown, State, Action, View>;
  /** A new game with its first hand dealt, or why the setup is not a game. */
  create(setup: LocalSetup<In>): Result<LocalMatchOf<State, LocalSetup<In>>, GameError>;
  actor(match: LocalMatchOf<State, LocalSetup<In>>): LocalActor;
  /** Applies an action of the seat on turn; the engine rejects anything illegal. */
  play(match: LocalMatchOf<State, LocalSetup<In>>, action: Action): Result<LocalMatchOf<State, LocalSetup<In>>, GameError>;
  /** After a finished hand: the next one dealt (null while a hand is being played or once the match is over). */
  nextHand(match: LocalMatchOf<State, LocalSetup<In>>): LocalMatchOf<State, LocalSetup<In>> | null;
  canUndo(match: LocalMatchOf<State, LocalSetup<In>>): boolean;
  /** Back to just before the person's last action (the bots' replies are taken back with it). */
  undo(match: LocalMatchOf<State, LocalSetup<In>>): LocalMatchOf<State, LocalSetup<In>>;
  isOver(match: LocalMatchOf<State, LocalSetup<In>>): boolean;
  /** The setup of another game like `match` (a rematch), dealt from `seed`. */
  again(match: LocalMatchOf<State, LocalSetup<In>>, seed: string): LocalSetup<In>;
  /** The game as its record, with what resuming needs (the seed and the bot levels) as metadata. */
  record(match: LocalMatchOf<State, LocalSetup<In>>): Record<string, unknown>;
  /** Resumes a game from a record the web app wrote; undo survives (the states before the person's actions come from the replay). */
  resume(record: unknown): Result<LocalMatchOf<State, LocalSetup<In>>, string>;
  /** The draw for the first dealer, shown before a new game's first view when the game draws for it. */
  opening(match: LocalMatchOf<State, LocalSetup<In>>): TableEvent[];
  /** The game saved under `key`; `accepts` refuses a resumed match that is not this key's (Brisca's and the Alcalde's share a record format). */
  saved(key: string, accepts?: (match: LocalMatchOf<State, LocalSetup<In>>) => boolean): SavedGame<LocalMatchOf<State, LocalSetup<In>>>;
}

/**
 * One game against the computer for any game of the pack: the setup with bot levels and a seed, the seeded deals
 * (the first dealer by the seeded draw when the game draws for it), the undo stack of the person's actions, the
 * game's record with the web's metadata and the resume of such a record by replaying it (undo survives a reload).
 */
export function localMatch<Rules, State, Action, View, In>(rules: LocalRules<Rules, State, Action, View>): LocalMatches<State, Action, View, In> {
  type Match = LocalMatchOf<State, LocalSetup<In>>;
  const game = rules.definition;

  /** Deals the next hand from the seeded deck, as every game loop does (the first one by the seeded draw for the deal). */
  function dealNextHand(setup: LocalSetup<In>, state: State): State {
    const hand = rules.handsPlayed(state);
    const chosen = hand === 0 && setup.firstDealer !== undefined ? { firstDealer: setup.firstDealer } : null;
    const firstDealer = chosen ?? (hand === 0 && rules.drawsForDealer(state) ? { firstDealer: firstDealerDraw(setup.seed, game.players(state)).dealer } : {});
    const dealt = dealSeeded(game, state, setup.seed, hand, firstDealer);
    if (!dealt.ok) throw new Error(`dealing hand ${hand}: ${dealt.error.message}`);
    return dealt.value;
  }

  const levelsFit = (levels: readonly unknown[], players: number): boolean =>
    levels.length === players && levels.every((l, seat) => (seat === HUMAN_SEAT ? l === null : isBotLevel(l)));
  const levelsWanted = (players: number) => `a bot level (${BOT_LEVELS.join(', ')}) for each of seats 1 to ${players - 1}`;

  /** Over by the game's rules, or after the setup's number of hands. */
  const over = (match: Match): boolean => {
    const phase = game.phase(match.state);
    return phase === 'over' || (phase === 'deal' && match.setup.hands !== undefined && rules.handsPlayed(match.state) >= match.setup.hands);
  };

  const actor = (match: Match): LocalActor => {
    const { state } = match;
    if (over(match)) return { kind: 'gameOver' };
    const seat = game.turn(state);
    if (seat === null) return { kind: 'handOver' };
    if (seat === HUMAN_SEAT) return { kind: 'human' };
    return { kind: 'bot', seat, level: match.setup.levels[seat]! };
  };

  const record = (match: Match): Record<string, unknown> => {
    const { firstDealer, hands } = match.setup;
    const meta: WebRecordMeta = {
      app: 'escoba-web',
      seed: match.setup.seed,
      levels: match.setup.levels,
      human: HUMAN_SEAT,
      ...(firstDealer !== undefined ? { firstDealer } : {}),
      ...(hands !== undefined ? { handsToPlay: hands } : {}),
    };
    return game.record.make(match.state, { ...meta });
  };

  function resume(input: unknown): Result<Match, string> {
    const fail = (message: string) => ({ ok: false as const, error: message });
    if (typeof input !== 'object' || input === null) return fail('not a record');
    const meta = input as Partial<Record<keyof WebRecordMeta, unknown>>;
    if (typeof meta.seed !== 'string') return fail('the record has no seed, so its next deals are unknown');
    const levels = meta.levels;
    if (!Array.isArray(levels) || !levels.every((l, seat) => (seat === HUMAN_SEAT ? l === null : isBotLevel(l)))) {
      return fail(`the record has no bot levels (${BOT_LEVELS.join(', ')}) for its seats`);
    }
    const undoStack: State[] = [];
    let before: State | null = null;
    let dealt = false;
    const replay = rules.replay(input, (step) => {
      if (step.play >= 0 && before !== null && game.turn(before) === HUMAN_SEAT) undoStack.push(before);
      before = step.state;
      dealt = true;
    });
    if (!replay.ok) return fail(replay.error.message);
    const state = replay.value;
    if (levels.length !== game.players(state)) return fail('the record has a bot level per seat');
    // Records say `partnerships` whenever the table has them (Escoba's always, Brisca's for Brisca).
    const { rules: recorded, partnerships } = input as { rules: unknown; partnerships?: unknown };
    const players = game.players(state);
    const { firstDealer, handsToPlay: hands } = meta;
    if (firstDealer !== undefined && !(Number.isInteger(firstDealer) && (firstDealer as number) >= 0 && (firstDealer as number) < players)) return fail(`the record's firstDealer is not a seat from 0 to ${players - 1}`);
    if (hands !== undefined && !(Number.isInteger(hands) && (hands as number) >= 1)) return fail("the record's handsToPlay is not a number of hands");
    const setup: LocalSetup<In> = {
      rules: recorded as In,
      players,
      partnerships: partnerships === true,
      levels: levels as (BotLevel | null)[],
      seed: meta.seed,
      ...(firstDealer !== undefined ? { firstDealer: firstDealer as number } : {}),
      ...(hands !== undefined ? { hands: hands as number } : {}),
    };
    // A record saved before its first deal has none yet: deal it as the game would have. (One saved after a
    // finished hand resumes on that hand's end, so its points are seen before the next deal.)
    return { ok: true, value: { setup, state: dealt ? state : dealNextHand(setup, state), undoStack } };
  }

  return {
    rules: rules as LocalRules<unknown, State, Action, View>,
    create(setup: LocalSetup<In>): Result<Match, GameError> {
      const created = game.newGame({ rules: setup.rules, players: setup.players, partnerships: setup.partnerships });
      if (!created.ok) return created;
      if (!levelsFit(setup.levels, setup.players)) return { ok: false, error: { code: 'BadLevels', message: levelsWanted(setup.players) } };
      return { ok: true, value: { setup, state: dealNextHand(setup, created.value), undoStack: [] } };
    },
    actor,
    play(match: Match, action: Action): Result<Match, GameError> {
      const next = game.apply(match.state, action);
      if (!next.ok) return next;
      const byHuman = game.turn(match.state) === HUMAN_SEAT;
      return { ok: true, value: { setup: match.setup, state: next.value, undoStack: byHuman ? [...match.undoStack, match.state] : match.undoStack } };
    },
    nextHand: (match: Match): Match | null => (game.phase(match.state) === 'deal' && !over(match) ? { ...match, state: dealNextHand(match.setup, match.state) } : null),
    canUndo: (match: Match): boolean => match.undoStack.length > 0 && !over(match),
    undo(match: Match): Match {
      const previous = match.undoStack.at(-1);
      return previous === undefined ? match : { setup: match.setup, state: previous, undoStack: match.undoStack.slice(0, -1) };
    },
    isOver: over,
    again: (match: Match, seed: string): LocalSetup<In> => ({ ...match.setup, seed }),
    record,
    resume,
    opening(match: Match): TableEvent[] {
      const { state } = match;
      if (match.setup.firstDealer !== undefined || !rules.drawsForDealer(state) || rules.handsPlayed(state) > 0 || game.phase(state) !== 'play') return [];
      return [{ kind: 'draw', dealer: firstDealerDraw(match.setup.seed, game.players(state)).dealer }];
    },
    saved(key: string, accepts: (match: Match) => boolean = () => true): SavedGame<Match> {
      return {
        save(store, match) {
          if (over(match)) store.removeItem(key);
          else store.setItem(key, JSON.stringify(record(match)));
        },
        load(store) {
          const text = store.getItem(key);
          if (!text) return null;
          let resumed: Result<Match, string>;
          try {
            resumed = resume(JSON.parse(text));
          } catch {
            resumed = { ok: false, error: 'not JSON' };
          }
          if (!resumed.ok || !accepts(resumed.value)) {
            store.removeItem(key);
            return null;
          }
          return resumed.value;
        },
        forget: (store) => store.removeItem(key),
      };
    },
  };
}

/**
 * The table driver's game (`LocalGame`) over a generic match: the moves from the match, the views from the
 * definition, the table events from the game's adapter.
 */
export function localGameOf<State, Action, View, In>(
  match: LocalMatches<State, Action, View, In>,
  adapter: { events(before: View | null, after: View): TableEvent[]; pauseAfter?(events: readonly TableEvent[]): number },
): LocalGame<LocalMatchOf<State, LocalSetup<In>>, View, Action> {
  const game = match.rules.definition;
  return {
    view: (m, seat) => game.view(m.state, seat),
    actor: match.actor,
    turn: (m) => game.turn(m.state),
    play: match.play,
    canUndo: match.canUndo,
    undo: match.undo,
    nextHand: match.nextHand,
    events: adapter.events,
    opening: match.opening,
    ...(adapter.pauseAfter ? { pauseAfter: adapter.pauseAfter } : {}),
  };
}
