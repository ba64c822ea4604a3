import { drawForDealer, shuffledDeck, type Card, type Rng } from '@escoba/cards';
import { resolveTableConfig, TABLE_GAMES, type ResolvedConfig } from '@escoba/games';
import { mostHandsWon, namesLookAlike, type ErrorCode, type PlayedBy, type PlayInput, type TableConfig, type TableSettings } from '@escoba/protocol';
import { isHidden, type LogEntry, type LogEvent } from './log-events.js';
import { accountRequired, ratedSettingsProblem } from '../ratings/rated-settings.js';
import { actionOf } from './play-input.js';
import { definitionOf, evolve, evolvePlayed, seatOnTurn, serverPlays, type TableState } from './table-state.js';

/** A refused command: the code clients see and a sentence naming what was wrong. */
export interface CommandError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly detail?: string;
}

/** An accepted event, as it goes to the log, with the table after it. */
export interface Step {
  readonly entry: LogEntry;
  readonly state: TableState;
}

/** What a command does: its events, each applied once to the table (the last step's state is the table's new state), or why it is refused. */
export type Decision = { readonly ok: true; readonly steps: readonly Step[] } | { readonly ok: false; readonly error: CommandError };
type Refusal = Extract<Decision, { ok: false }>;

/** The chance and the clock a decision may use, passed in so that {@link decide} itself stays pure and testable. */
export interface DecisionContext {
  readonly now: number;
  /** The chance of shuffles: each game's `randomDeck` draws a hand's deck from it, the draw for the dealer a pack. */
  readonly rng: Rng;
  salt(): string;
  /** sha256 hex of the commitment text of a deck and salt. */
  commit(deck: readonly Card[], salt: string): string;
  /** How long after its creation a table may be joined with its code alone; later only with the invitation. */
  readonly codeAloneMs: number;
}

/**
 * Commands for an existing table. A player's command carries `holder`, the token hash the connection proved when it
 * took the seat: once the seat is given up or changes hands the hash no longer matches and the command is refused,
 * whatever connection sends it. Commands the server makes itself (bots, timers, substitutes) carry none.
 */
export type Command =
  /** `account`: the id of the account the player is logged in to (absent for a guest); `botAccount`: it is a bot account (botacct22). */
  | { readonly type: 'join'; readonly seat: number; readonly name: string; readonly tokenHash: string; readonly invite?: string; readonly account?: string; readonly botAccount?: true }
  | { readonly type: 'leave'; readonly seat: number; readonly holder?: string }
  | { readonly type: 'kick'; readonly seat: number; readonly target: number; readonly holder?: string }
  | { readonly type: 'start'; readonly seat: number; readonly holder?: string }
  | { readonly type: 'rematch'; readonly seat: number; readonly holder?: string }
  /**
   * `before`: private actions (a server bot's señas) the seat makes just before `play`, decided and saved with it in
   * one append, so that they cost the table no time anyone else could notice. `v` is a public version.
   */
  | { readonly type: 'play'; readonly seat: number; readonly play: PlayInput; readonly v: number; readonly by: PlayedBy; readonly holder?: string; readonly before?: readonly string[] }
  | { readonly type: 'chat'; readonly seat: number; readonly text: string; readonly holder?: string }
  | { readonly type: 'substitute'; readonly seat: number; readonly active: boolean };

/** Compares secrets in constant time (the invitation must not leak through timing). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i]!;
  return diff === 0;
}

const fail = (code: ErrorCode, message: string, detail?: string): Refusal => ({ ok: false, error: detail ? { code, message, detail } : { code, message } });

/** Accepted events, each applied once to the table before it as it is added. */
class Steps {
  private readonly steps: Step[] = [];
  constructor(private readonly start: TableState) {}

  /** The table after the events so far. */
  get state(): TableState {
    return this.steps.at(-1)?.state ?? this.start;
  }

  add(...events: LogEvent[]): this {
    for (const event of events) {
      const entry = { v: this.state.v + 1, event };
      this.steps.push({ entry, state: evolve(this.state, entry, this.state.code) });
    }
    return this;
  }

  /** A play whose action the decision has applied already (`game`: the game after it). */
  addPlayed(event: Extract<LogEvent, { type: 'played' }>, game: unknown): this {
    const entry = { v: this.state.v + 1, event };
    this.steps.push({ entry, state: evolvePlayed(this.state, entry, game) });
    return this;
  }

  get count(): number {
    return this.steps.length;
  }

  /** The last event added. */
  get last(): LogEvent | undefined {
    return this.steps.at(-1)?.entry.event;
  }

  get decision(): Decision {
    return { ok: true, steps: this.steps };
  }
}

const accept = (state: TableState, ...events: LogEvent[]): Decision => new Steps(state).add(...events).decision;

/** Resolves a host's table request into settings with its game's rules, or says which part is wrong (`BadConfig`). */
export const resolveSettings = (config: TableConfig): ResolvedConfig => resolveTableConfig(TABLE_GAMES, config);

/** The events that create a table with its host seated. */
/** A `seated` event's account fields: none for a guest; `botAccount` only for a bot account's seat. */
const accountFields = (account: string | undefined, botAccount: boolean | undefined): { account?: string; botAccount?: true } =>
  account === undefined ? {} : botAccount === true ? { account, botAccount: true } : { account };

export function createEvents(settings: TableSettings, host: number, name: string, tokenHash: string, now: number, invite: string, account?: string, botAccount?: boolean): { ok: true; events: LogEvent[] } | Refusal {
  if (host >= settings.players) return fail('BadSeat', `seat ${host} does not exist at a table of ${settings.players}`);
  if (settings.bots[host] !== null) return fail('BadSeat', `seat ${host} is a bot seat`);
  const unrated = ratedSettingsProblem(settings);
  if (unrated !== null) return fail('BadConfig', unrated);
  if (settings.rated && account === undefined) return { ok: false, error: accountRequired };
  return { ok: true, events: [{ type: 'created', settings, host, at: now, invite }, { type: 'seated', seat: host, name, tokenHash, ...accountFields(account, botAccount) }] };
}

const deadlineFrom = (state: TableState, ctx: DecisionContext): number | null => (state.settings.turnSeconds === null ? null : ctx.now + state.settings.turnSeconds * 1000);

/** A new hand: the game's own deck (its size and cards) shuffled with the context's randomness, committed to, dealt. */
function dealEvent(state: TableState, ctx: DecisionContext, dealer: number): LogEvent {
  const deck = definitionOf(state).randomDeck(state.game, ctx.rng);
  const salt = ctx.salt();
  const game = state.games - 1;
  return { type: 'dealt', game, hand: state.hands, dealer, deck, salt, commitment: ctx.commit(deck, salt), deadline: deadlineFrom(state, ctx) };
}

/** Adds a play to `steps` (the table before it is `steps.state`) and what follows it (the hand's reveal, the next deal, the game's end), or says why it is refused. */
function decidePlay(steps: Steps, cmd: Extract<Command, { type: 'play' }>, play: PlayInput, ctx: DecisionContext): Refusal | null {
  const state = steps.state;
  if (state.status !== 'playing') return fail('WrongPhase', state.status === 'lobby' ? 'the game has not started' : 'the game is over');
  const turn = seatOnTurn(state);
  if (turn === null) return fail('WrongPhase', 'no seat is on turn');
  if (turn !== cmd.seat) return fail('NotYourTurn', `seat ${turn} is on turn, not seat ${cmd.seat}`);
  if ((cmd.by === 'bot' || cmd.by === 'substitute') && !serverPlays(state, cmd.seat)) return fail('Unauthorized', `seat ${cmd.seat} is played by its player`);
  if (cmd.by === 'timeout' && (state.deadline === null || ctx.now < state.deadline)) return fail('WrongPhase', `seat ${cmd.seat}'s turn has not timed out`);
  if (cmd.v < state.gameV) return fail('Stale', `the play was based on version ${cmd.v}, but the game changed at version ${state.gameV}`);
  if (cmd.v > state.pv) return fail('Stale', `the play was based on version ${cmd.v}, but the table is at version ${state.pv}`);
  const definition = definitionOf(state);
  const action = actionOf(state.settings.gameId, play);
  if (!action.ok) return fail('IllegalPlay', action.error.message, 'BadPlay');
  // The play is checked and applied here, once (`apply` refuses what `check` would): the table's state after it
  // comes from this game, not from replaying the entry.
  const applied = definition.apply(state.game, action.value);
  if (!applied.ok) return fail('IllegalPlay', applied.error.message, applied.error.code);
  const g = applied.value;
  const played = { type: 'played', seat: cmd.seat, play: definition.makeAction(action.value), by: cmd.by, deadline: null } as const;
  // A private action (Brisca's seña) is for some seats only: it is logged in full, sent to them alone, and it leaves
  // the turn, and so its deadline, as they were.
  if (definition.isPrivate?.(action.value)) {
    steps.addPlayed({ ...played, hidden: true, deadline: state.deadline }, g);
    return null;
  }
  if (definition.handOutcome(g) === null) {
    steps.addPlayed({ ...played, deadline: deadlineFrom(state, ctx) }, g);
    return null;
  }
  const after = steps.addPlayed(played, g).state;
  const secret = state.secret!;
  const revealed: LogEvent = { type: 'revealed', game: secret.game, hand: secret.hand, dealer: secret.dealer, deck: secret.deck, salt: secret.salt, commitment: secret.commitment };
  const game = state.games - 1;
  const match = definition.matchOutcome(g);
  if (match) {
    steps.add(revealed, { type: 'finished', game, winner: match.winner, scores: [...match.points] });
    return null;
  }
  // Games without an end of their own (Alcalde) stop after the table's number of hands.
  if (state.settings.hands !== null && after.hands >= state.settings.hands) {
    steps.add(revealed, { type: 'finished', game, winner: mostHandsWon(after.handWins), scores: [...after.handWins] });
    return null;
  }
  // The game says who deals next (Escoba: the next seat; Alcalde: the Alcalde again when he kept the role).
  const dealer = definition.nextDealer(g);
  if (dealer === null) throw new Error(`table ${state.code}: the game names no dealer for the next hand`);
  steps.add(revealed);
  steps.add(dealEvent(steps.state, ctx, dealer));
  return null;
}

/** A play, after the private actions the command makes before it (a server bot's señas), each decided on the table after the ones before. */
function decidePlays(state: TableState, cmd: Extract<Command, { type: 'play' }>, ctx: DecisionContext): Decision {
  const steps = new Steps(state);
  for (const play of cmd.before ?? []) {
    const before = steps.count;
    const refused = decidePlay(steps, cmd, play, ctx);
    if (refused) return refused;
    if (steps.count !== before + 1 || !isHidden(steps.last!)) return fail('IllegalPlay', `${play} is not a private action: only those may come before a play`, 'BadPlay');
  }
  return decidePlay(steps, cmd, cmd.play, ctx) ?? steps.decision;
}

/** The seated player whose name can pass for `name` (a shared skeleton: "Аna" with a Cyrillic А for "Ana"), if any. */
function seatedLookAlike(state: TableState, name: string): { seat: number; name: string } | null {
  for (const [seat, s] of state.seats.entries()) if (s.name !== null && namesLookAlike(s.name, name)) return { seat, name: s.name };
  return null;
}

/**
 * What a command does to a table: the events to append, each with the table after it, or why it is refused. Pure:
 * the same state, command and context give the same answer. Each event is applied once, here (a play is parsed
 * once and applied once): the caller appends the entries and takes the last step's state as the table's.
 */
export function decide(state: TableState, cmd: Command, ctx: DecisionContext): Decision {
  const n = state.settings.players;
  if (cmd.seat >= n) return fail('BadSeat', `seat ${cmd.seat} does not exist at a table of ${n}`);
  if ('holder' in cmd && cmd.holder !== undefined && state.seats[cmd.seat]!.tokenHash !== cmd.holder) {
    return fail('Unauthorized', `seat ${cmd.seat} was given up or changed hands: this connection no longer holds it`);
  }
  switch (cmd.type) {
    case 'join': {
      if (state.status !== 'lobby') return fail('WrongPhase', 'the game has started: only the seats’ own players can come back (resume)');
      if (state.settings.bots[cmd.seat] !== null) return fail('BadSeat', `seat ${cmd.seat} is a bot seat`);
      if (state.seats[cmd.seat]!.name !== null) return fail('SeatTaken', `seat ${cmd.seat} is taken by ${state.seats[cmd.seat]!.name}`);
      // A public table is listed in the lobby: anyone may take a free seat, without the invitation, at any time.
      if (state.invite !== null && !state.settings.public && !sameSecret(cmd.invite, state.invite) && ctx.now - state.createdAt > ctx.codeAloneMs) {
        return fail('Unauthorized', `the code alone opens a table for its first ${Math.round(ctx.codeAloneMs / 60_000)} minutes; join with the link the host shares`);
      }
      if (state.settings.rated) {
        if (cmd.account === undefined) return { ok: false, error: accountRequired };
        const mine = state.seats.findIndex((s) => s.account === cmd.account);
        if (mine >= 0) return fail('SeatTaken', `your account holds seat ${mine} at this table already: a rated game counts each account once`);
      }
      const twin = seatedLookAlike(state, cmd.name);
      if (twin !== null) {
        return fail('BadName', `the name ${JSON.stringify(cmd.name)} looks the same as ${JSON.stringify(twin.name)}, the name of the player at seat ${twin.seat}: choose another name`);
      }
      return accept(state, { type: 'seated', seat: cmd.seat, name: cmd.name, tokenHash: cmd.tokenHash, ...accountFields(cmd.account, cmd.botAccount) });
    }
    case 'leave':
      if (state.status !== 'lobby') return fail('WrongPhase', 'seats can be given up only before the game starts');
      // The host keeps the seat (it can resume); leaving only stops following, which the socket layer does.
      if (cmd.seat === state.host) return accept(state);
      return accept(state, { type: 'left', seat: cmd.seat });
    case 'kick':
      if (cmd.seat !== state.host) return fail('Unauthorized', 'only the host can remove a player');
      if (state.status !== 'lobby') return fail('WrongPhase', 'players can be removed only in the lobby');
      if (cmd.target >= n || cmd.target === state.host || state.settings.bots[cmd.target] !== null) return fail('BadSeat', `seat ${cmd.target} is not another player's seat`);
      if (state.seats[cmd.target]!.name === null) return fail('BadSeat', `seat ${cmd.target} is free`);
      return accept(state, { type: 'left', seat: cmd.target, kicked: true });
    case 'start':
    case 'rematch': {
      if (cmd.seat !== state.host) return fail('Unauthorized', 'only the host can start a game');
      const wanted = cmd.type === 'start' ? 'lobby' : 'finished';
      if (state.status !== wanted) return fail('WrongPhase', cmd.type === 'start' ? `the table is ${state.status}, not in the lobby` : 'a rematch follows a finished game');
      const empty = state.seats.findIndex((s, i) => s.name === null && state.settings.bots[i] === null);
      if (empty >= 0) return fail('WrongPhase', `seat ${empty} is still free`);
      const started: LogEvent = { type: 'started', game: state.games };
      // Seed 003: each player draws a card and the highest deals; the draw uses its own shuffled pack.
      const draw = drawForDealer(shuffledDeck(ctx.rng), n);
      const drawn: LogEvent = { type: 'drawn', game: state.games, rounds: draw.rounds.map((r) => ({ seats: [...r.seats], cards: [...r.cards] })), dealer: draw.dealer };
      // The first deal needs the state after `started`: a fresh game.
      const steps = new Steps(state).add(started, drawn);
      return steps.add(dealEvent(steps.state, ctx, draw.dealer)).decision;
    }
    case 'play':
      return decidePlays(state, cmd, ctx);
    case 'chat': {
      const name = state.seats[cmd.seat]!.name ?? state.settings.bots[cmd.seat] ?? `seat ${cmd.seat}`;
      return accept(state, { type: 'chat', seat: cmd.seat, name, text: cmd.text, at: ctx.now });
    }
    case 'substitute':
      if (state.settings.bots[cmd.seat] !== null || state.seats[cmd.seat]!.substitute === cmd.active) return accept(state);
      return accept(state, { type: 'substitute', seat: cmd.seat, active: cmd.active });
  }
}
