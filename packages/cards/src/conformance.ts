import type { BotConfig, GameBot } from './bot.js';
import type { GameDefinition, GameSetup } from './game.js';
import { GameRun } from './game-loop.js';
import { createRng, type SeededRng } from './rng.js';

/**
 * The checks every game of the pack must pass, in the spirit of OpenSpiel's `basic_tests.h`: random games end,
 * views hide what their seat may not see, a state sampled from a view reproduces it, records round-trip, and bots
 * of every level play legal actions from views. A game's test runs them in one line with {@link describeGame}.
 * Test-only (`@escoba/cards/conformance`): nothing in a product imports it, and it imports no test runner — the
 * caller hands in its own `describe` and `it`. Each check throws an `Error` saying what broke and where.
 */

/** A game's computer players as the suite needs them (a plugin's `bots` fits). */
export interface ConformanceBots<View, Action, Level extends string = string> {
  readonly levels: readonly Level[];
  create(level: Level, config?: BotConfig): GameBot<View, Action>;
}

export interface ConformanceOptions<Rules, View, Action, Level extends string = string> {
  /** Random games per table (each check plays its own). */
  readonly games: number;
  /** Where every seed of the suite starts (default: the game's id). */
  readonly seed?: string;
  /** Tables beyond each preset's own, for rule options that change play (`{ rules: { preset, option }, players, partnerships }`). */
  readonly extraSetups?: readonly GameSetup[];
  /** Hands a game may take before it must be over (default 100). */
  readonly maxHands?: number;
  /** Actions one hand may take before it must be over (default 200). */
  readonly maxActionsPerHand?: number;
  /** Whether games of these rules end (default: all do); the others are played for `endlessHands` hands. */
  readonly matchEnds?: (rules: Rules) => boolean;
  /** Hands played of a game without an end (default 3). */
  readonly endlessHands?: number;
  /** Hands of each game the view and sampling checks look at, decision by decision (default 2). */
  readonly viewHands?: number;
  /** States sampled from each seat's view at each decision (default 1). */
  readonly samples?: number;
  /** The game's bots: every level plays. */
  readonly bots?: ConformanceBots<View, Action, Level>;
  /** Games each bot level plays, on the tables in turn (default 1), one hand each. */
  readonly botGames?: number;
  /** How each bot is made, past its seed (default `{ iterations: 8 }`: small searches). */
  readonly botConfig?: BotConfig;
}

/** One check of the suite: it throws an `Error` naming what broke. */
export interface ConformanceCheck {
  readonly name: string;
  run(): void;
}

/** The part of a test runner the suite uses (Vitest's and Jest's `describe` and `it` fit). */
export interface TestRunner {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => void): void;
}

/** Registers the suite's checks for `definition` as tests of `runner`: `describeGame({ describe, it }, game, { games: 2 })`. */
export function describeGame<R, S, A, V, X, L extends string>(runner: TestRunner, definition: GameDefinition<R, S, A, V, X>, options: ConformanceOptions<R, V, A, L>): void {
  runner.describe(`${definition.name} conforms to the game boundary`, () => {
    for (const check of conformanceChecks(definition, options)) runner.it(check.name, () => check.run());
  });
}

/** A table the suite plays: its setup, the rules it resolves to, and a label for messages. */
interface Table<R> {
  readonly setup: GameSetup;
  readonly rules: R;
  readonly label: string;
}

/** The suite's checks for `definition`, one of each kind per table (bots: one per level). */
export function conformanceChecks<R, S, A, V, X, L extends string>(definition: GameDefinition<R, S, A, V, X>, options: ConformanceOptions<R, V, A, L>): ConformanceCheck[] {
  const g = definition;
  const seed = options.seed ?? g.id;
  const tables = tablesOf(g, options.extraSetups ?? []);
  const checks: ConformanceCheck[] = [];
  for (const t of tables) {
    checks.push({ name: `random games end (${t.label})`, run: () => randomGamesEnd(g, t, seed, options) });
    checks.push({ name: `views hide every other hand and the deck (${t.label})`, run: () => viewsHide(g, t, seed, options) });
    checks.push({ name: `a state sampled from a view reproduces it (${t.label})`, run: () => samplesReproduce(g, t, seed, options) });
    checks.push({ name: `records round-trip (${t.label})`, run: () => recordsRoundTrip(g, t, seed, options) });
  }
  const bots = options.bots;
  if (bots) {
    for (const [li, level] of bots.levels.entries()) {
      checks.push({ name: `${level} bots play legal actions from their views`, run: () => botsPlayLegally(g, bots, level, li, tables, seed, options) });
    }
  }
  return checks;
}

function tablesOf<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, extra: readonly GameSetup[]): Table<R>[] {
  const out: Table<R>[] = [];
  const add = (setup: GameSetup): void => {
    const rules = g.resolveRules(setup.rules);
    if (!rules.ok) throw new Error(`the suite's rules ${JSON.stringify(setup.rules)} do not resolve: ${rules.error.message}`);
    const label = `${typeof setup.rules === 'string' ? setup.rules : JSON.stringify(setup.rules)}, ${setup.players} players${setup.partnerships ? ' in partnerships' : ''}`;
    out.push({ setup, rules: rules.value, label });
  };
  for (const preset of g.presets) {
    const rules = g.resolveRules(preset.name);
    if (!rules.ok) throw new Error(`preset ${preset.name} does not resolve: ${rules.error.message}`);
    for (const table of g.tables(rules.value)) add({ rules: preset.name, players: table.players, partnerships: table.partnerships });
  }
  for (const setup of extra) add(setup);
  return out;
}

const fail = (message: string): never => {
  throw new Error(message);
};

function start<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, t: Table<R>): S {
  const s = g.newGame(t.setup);
  return s.ok ? s.value : fail(`${t.label}: newGame failed: ${s.error.message}`);
}

const handsFor = <R>(t: Table<R>, options: ConformanceOptions<R, unknown, unknown>): number =>
  (options.matchEnds?.(t.rules) ?? true) ? (options.maxHands ?? 100) : (options.endlessHands ?? 3);

/**
 * Plays game `n` of table `t` with random legal actions (drawn from the full state, as the game loop may) and hands
 * `visit` each decision's state before its action; returns the run once the game is over or its hands are played.
 */
function playRandom<R, S, A, V, X>(
  g: GameDefinition<R, S, A, V, X>,
  t: Table<R>,
  gameSeed: string,
  options: ConformanceOptions<R, V, A>,
  visit?: (state: S, seat: number, rng: SeededRng) => void,
  stopAt?: number,
  hands?: number,
): GameRun<R, S, A, V, X> {
  const maxHands = Math.min(hands ?? Infinity, handsFor(t, options));
  const maxActions = options.maxActionsPerHand ?? 200;
  const run = new GameRun(g, start(g, t), { seed: gameSeed, maxHands });
  const rng = createRng(`${gameSeed}:actions`);
  let hand = -1;
  let actions = 0;
  let total = 0;
  for (let d = run.next(); d !== null && total !== stopAt; d = run.next(), total++) {
    if (d.hand !== hand) [hand, actions] = [d.hand, 0];
    if (++actions > maxActions) fail(`${t.label}, seed ${gameSeed}: hand ${hand} is not over after ${maxActions} actions`);
    const where = `${t.label}, seed ${gameSeed}, hand ${hand} action ${actions - 1}`;
    visit?.(run.state, d.seat, rng);
    const legal = g.legalActions(run.state);
    if (legal.length === 0) fail(`${where}: seat ${d.seat} is on turn with no legal action`);
    const action = legal[rng.int(legal.length)]!;
    const next = run.apply(action);
    if (!next.ok) fail(`${where}: the legal action ${g.makeAction(action)} does not apply: ${next.error.message}`);
  }
  return run;
}

function randomGamesEnd<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, t: Table<R>, seed: string, options: ConformanceOptions<R, V, A>): void {
  for (let n = 0; n < options.games; n++) {
    const gameSeed = `${seed}:end:${t.label}:${n}`;
    const run = playRandom(g, t, gameSeed, options, (state, seat) => {
      const where = `${t.label}, seed ${gameSeed}`;
      if (g.phase(state) !== 'play' || g.turn(state) !== seat) fail(`${where}: seat ${seat} is asked to act in phase ${g.phase(state)} with ${g.turn(state)} on turn`);
      if (g.matchOutcome(state) !== null) fail(`${where}: a game in play has a match outcome`);
      for (const action of g.legalActions(state)) {
        const text = g.makeAction(action);
        const why = g.check(state, action);
        if (why) fail(`${where}: legal action ${text} fails its check: ${why.message}`);
        const parsed = g.parseAction(text);
        if (!parsed.ok || g.makeAction(parsed.value) !== text) fail(`${where}: the notation ${text} does not read back as the same action`);
      }
    });
    const state = run.state;
    if (g.phase(state) === 'play') fail(`${t.label}, seed ${gameSeed}: the game stopped in the middle of a hand`);
    if (g.handOutcome(state) === null) fail(`${t.label}, seed ${gameSeed}: the last hand is over but has no outcome`);
    const over = g.phase(state) === 'over';
    if (over !== (g.matchOutcome(state) !== null)) fail(`${t.label}, seed ${gameSeed}: phase ${g.phase(state)} with match outcome ${JSON.stringify(g.matchOutcome(state))}`);
    if (over && (g.turn(state) !== null || g.legalActions(state).length > 0)) fail(`${t.label}, seed ${gameSeed}: a finished game still has a seat on turn`);
    if (!over && (options.matchEnds?.(t.rules) ?? true)) fail(`${t.label}, seed ${gameSeed}: the game is not over after ${run.hands} hands`);
  }
}

/**
 * The first place two plain values (views, summaries, records) differ, as a path and the two values, or null.
 * Arrays and objects compare member by member; everything else with `Object.is`.
 */
export function difference(a: unknown, b: unknown, path = ''): string | null {
  if (Object.is(a, b)) return null;
  const show = (x: unknown): string => JSON.stringify(x) ?? String(x);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path || 'the value'}: ${show(a)} ≠ ${show(b)}`;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])];
  for (const key of keys) {
    const d = difference(ra[key], rb[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

/**
 * At every decision, each seat's view of a state sampled from that view (the cards the seat may not see dealt again
 * at random) must be the seat's view of the real state, and so must the spectator's; and sampling must change what
 * some other seat sees, so that it did redeal hidden cards. A view showing a card of another hand or of the deck
 * changes when that card is redealt.
 */
function viewsHide<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, t: Table<R>, seed: string, options: ConformanceOptions<R, V, A>): void {
  const players = g.players(start(g, t));
  const redealt = new Array<boolean>(players).fill(false);
  for (let n = 0; n < options.games; n++) {
    const gameSeed = `${seed}:hide:${t.label}:${n}`;
    playRandom(g, t, gameSeed, options, (state, _seat, rng) => {
      const spectator = g.view(state, null);
      for (let seat = 0; seat < players; seat++) {
        const real = g.view(state, seat);
        for (let k = 0; k < (options.samples ?? 1); k++) {
          const sampled = g.sampleState(real, rng);
          const where = `${t.label}, seed ${gameSeed}: in a state sampled from seat ${seat}'s view (its hidden cards dealt again)`;
          const own = difference(real, g.view(sampled, seat), 'view');
          if (own) fail(`${where}, seat ${seat}'s view changed, so it shows cards it may not see: ${own}`);
          const pub = difference(spectator, g.view(sampled, null), 'view');
          if (pub) fail(`${where}, the spectator's view changed, so it shows cards no seat's view may take for granted: ${pub}`);
          for (let other = 0; other < players && !redealt[seat]; other++) {
            if (other !== seat && difference(g.view(state, other), g.view(sampled, other)) !== null) redealt[seat] = true;
          }
        }
      }
    }, undefined, options.viewHands ?? 2);
  }
  const none = redealt.flatMap((r, seat) => (r ? [] : [seat]));
  if (none.length > 0) fail(`${t.label}: states sampled from the views of seats ${none.join(', ')} never changed what another seat sees: the sampling redeals nothing, so the views cannot be shown to hide anything`);
}

/** A state sampled from a seat's view is a state of the same table and position: same phase, turn and legal actions, and it plays on. */
function samplesReproduce<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, t: Table<R>, seed: string, options: ConformanceOptions<R, V, A>): void {
  for (let n = 0; n < options.games; n++) {
    const gameSeed = `${seed}:sample:${t.label}:${n}`;
    playRandom(g, t, gameSeed, options, (state, seat, rng) => {
      const view = g.view(state, seat);
      const sampled = g.sampleState(view, rng);
      const where = `${t.label}, seed ${gameSeed}: a state sampled from seat ${seat}'s view`;
      const again = difference(view, g.view(sampled, seat), 'view');
      if (again) fail(`${where} does not reproduce the view: ${again}`);
      if (g.players(sampled) !== g.players(state) || g.phase(sampled) !== g.phase(state) || g.turn(sampled) !== g.turn(state)) {
        fail(`${where} has ${g.players(sampled)} players, phase ${g.phase(sampled)} and seat ${g.turn(sampled)} on turn, not ${g.players(state)}, ${g.phase(state)} and ${g.turn(state)}`);
      }
      const legal = (s: S): string[] => g.legalActions(s).map(g.makeAction);
      const moves = difference(legal(state), legal(sampled), 'legal actions');
      if (moves) fail(`${where} gives the seat on turn other legal actions: ${moves}`);
      const first = g.legalActions(sampled)[0];
      if (first !== undefined) {
        const next = g.apply(sampled, first);
        if (!next.ok) fail(`${where} cannot be played on: ${g.makeAction(first)}: ${next.error.message}`);
      }
    }, undefined, options.viewHands ?? 2);
  }
}

/** A record of a game (finished, or stopped in a hand) written, read back and replayed gives the same game. */
function recordsRoundTrip<R, S, A, V, X>(g: GameDefinition<R, S, A, V, X>, t: Table<R>, seed: string, options: ConformanceOptions<R, V, A>): void {
  for (let n = 0; n < options.games; n++) {
    for (const unfinished of [false, true]) {
      const gameSeed = `${seed}:record:${t.label}:${n}`;
      const stopAt = unfinished ? 1 + createRng(`${gameSeed}:stop`).int(40) : undefined;
      const state = playRandom(g, t, gameSeed, options, undefined, stopAt).state;
      const where = `${t.label}, seed ${gameSeed}${unfinished ? `, stopped after ${stopAt} actions` : ''}`;
      const meta = { seed: gameSeed };
      const record = g.record.make(state, meta);
      if (record.format !== g.record.format) fail(`${where}: the record says format ${JSON.stringify(record.format)}, not ${g.record.format}`);
      const text = JSON.stringify(record);
      const back = g.record.replay(JSON.parse(text));
      if (!back.ok) fail(`${where}: the game's own record does not replay: ${back.error.message}`);
      const replayed = (back as { readonly value: S }).value;
      const checks: [string, unknown, unknown][] = [
        ['summary', g.record.summarize(state), g.record.summarize(replayed)],
        ['record written again', JSON.parse(text), JSON.parse(JSON.stringify(g.record.make(replayed, meta)))],
        ['phase and turn', [g.phase(state), g.turn(state)], [g.phase(replayed), g.turn(replayed)]],
        ['spectator view', g.view(state, null), g.view(replayed, null)],
        ...Array.from({ length: g.players(state) }, (_, seat): [string, unknown, unknown] => [`seat ${seat}'s view`, g.view(state, seat), g.view(replayed, seat)]),
      ];
      for (const [what, before, after] of checks) {
        const d = difference(before, after, what);
        if (d) fail(`${where}: the replayed record is another game: ${d}`);
      }
    }
  }
}

/**
 * Bots of `level` play games (one hand each, on the tables in turn), each seat's bot given only that seat's view;
 * every action must pass the game's check on the full state, and a new bot made the same way chooses the same
 * first action from the same view.
 */
function botsPlayLegally<R, S, A, V, X, L extends string>(
  g: GameDefinition<R, S, A, V, X>,
  bots: ConformanceBots<V, A, L>,
  level: L,
  levelIndex: number,
  tables: readonly Table<R>[],
  seed: string,
  options: ConformanceOptions<R, V, A, L>,
): void {
  for (let n = 0; n < (options.botGames ?? 1); n++) {
    const t = tables[(levelIndex + n) % tables.length]!;
    const gameSeed = `${seed}:bots:${level}:${n}`;
    const config = (seat: number): BotConfig => ({ iterations: 8, ...options.botConfig, seed: `${gameSeed}:${seat}` });
    const players = g.players(start(g, t));
    const seats = Array.from({ length: players }, (_, seat) => bots.create(level, config(seat)));
    const run = new GameRun(g, start(g, t), { seed: gameSeed, maxHands: 1 });
    let decisions = 0;
    for (let d = run.next(); d !== null; d = run.next()) {
      const where = `${t.label}, seed ${gameSeed}, decision ${decisions}`;
      if (++decisions > (options.maxActionsPerHand ?? 200)) fail(`${where}: the hand is not over after ${decisions - 1} bot decisions`);
      const action = seats[d.seat]!.choose(d.view);
      if (decisions === 1) {
        const again = bots.create(level, config(d.seat)).choose(d.view);
        if (g.makeAction(again) !== g.makeAction(action)) fail(`${where}: two ${level} bots made alike chose ${g.makeAction(action)} and ${g.makeAction(again)} from one view`);
      }
      const why = g.check(run.state, action);
      if (why) fail(`${where}: the ${level} bot of seat ${d.seat} chose ${g.makeAction(action)}, which is illegal: ${why.message}`);
      const next = run.apply(action);
      if (!next.ok) fail(`${where}: the ${level} bot's ${g.makeAction(action)} does not apply: ${next.error.message}`);
    }
    if (g.phase(run.state) === 'play') fail(`${t.label}, seed ${gameSeed}: the ${level} bots stopped in the middle of a hand`);
  }
}
