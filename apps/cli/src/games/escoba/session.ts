import {
  cardValue,
  checkPlay,
  escobaGame,
  GameRun,
  makeCard,
  makePlay,
  parseCard,
  parsePlay,
  recordFromState,
  seatView,
  sumValues,
  type Card,
  type GameRecord,
  type GameSummary,
  type GameState,
  type HandEvent,
  type Play,
  type Rules,
  type Seat,
  type SeatView,
} from '@escoba/engine';
import type { Analyst, Bot, PlayEstimate } from '@escoba/bots';
import { scoresLabel, sideLabel, signed, tableLabel, wrap } from '../../format.js';
import { notationFacts } from '../../input-error.js';
import { messages, type Messages } from '../../messages/index.js';
import { commandWord, type Command } from '../../play/words.js';
import { playFacts } from './errors.js';
import { rulesLabel } from './format.js';
import { cardList, cardNames, handEndLines, playEventLine, type Lang } from './narrate.js';
import { escobaMessages, type EscobaMessages } from './messages/index.js';

/**
 * `escoba play` as a state machine: {@link PlaySession.start} deals and lets the bots play up to the
 * person's turn, each {@link PlaySession.input} line is a choice or a command, and everything to show is
 * written through `write` as it happens. Nothing here reads a terminal, so tests drive it with lines.
 */
export interface SessionConfig {
  /** A new game (rules and table already checked). */
  readonly game: GameState;
  /** The person's seat. */
  readonly human: Seat;
  /** The bot of each seat (index = seat); the person's entry is ignored. */
  readonly bots: readonly (Bot | null)[];
  /** Decides the decks and the first dealer, as in bot matches (`GameRun` of `@escoba/cards`). */
  readonly seed: number | string;
  readonly lang?: Lang;
  /** Receives every piece of text to show (whole lines, each ending in a newline). */
  readonly write: (text: string) => void;
  /** The analyst asked by `hint`; created on the first hint. */
  readonly advisor?: () => Analyst;
  /** Extra fields for the game record (e.g. the seed and the levels). */
  readonly meta?: Record<string, unknown>;
  /** Deck of each hand (index 0 on top) instead of the seeded shuffle: for tests and set-up positions. */
  readonly deck?: (hand: number) => readonly Card[];
  /** First dealer instead of the seeded draw. */
  readonly firstDealer?: Seat;
}

type Mode =
  | { readonly kind: 'card' }
  /** The chosen card (or renuncio claim) has several legal plays: which one? */
  | { readonly kind: 'choose'; readonly what: string; readonly options: readonly Play[] }
  | { readonly kind: 'done'; readonly reason: 'over' | 'quit' | 'eof' };

/** `12e (10)`: a card with its capture value. */
const withValue = (card: Card): string => `${makeCard(card)} (${cardValue(card)})`;

export class PlaySession {
  /** The game on the shared seeded loop: it deals each hand from the seed when it is due. */
  private readonly run: GameRun<Rules, GameState, Play, SeatView, GameSummary>;
  private mode: Mode = { kind: 'card' };
  private seen = 0;
  private handNo = 0;
  private dealNo = 0;
  private analyst: Analyst | null = null;
  private readonly lang: Lang;
  private readonly m: Messages;
  private readonly e: EscobaMessages;

  constructor(private readonly config: SessionConfig) {
    const n = config.game.setup.players;
    if (!(Number.isInteger(config.human) && config.human >= 0 && config.human < n)) throw new RangeError(`seat must be 0..${n - 1}`);
    for (let s = 0; s < n; s++) if (s !== config.human && !config.bots[s]) throw new Error(`no bot for seat ${s}`);
    this.run = new GameRun(escobaGame, config.game, config);
    this.lang = config.lang ?? 'en';
    this.m = messages(this.lang);
    this.e = escobaMessages(this.lang);
  }

  /** The game as it stands. */
  get game(): GameState {
    return this.run.state;
  }

  private get state(): GameState {
    return this.run.state;
  }

  /** True once the game is over, the person quit, or the input ended. */
  get finished(): boolean {
    return this.mode.kind === 'done';
  }

  /** Why the session finished, or null while it goes on. */
  get outcome(): 'over' | 'quit' | 'eof' | null {
    return this.mode.kind === 'done' ? this.mode.reason : null;
  }

  /** The game record so far (finished hands plus the current one), `escoba-record/1`. */
  record(): GameRecord {
    const { format, ...rest } = recordFromState(this.state, this.config.meta ?? {});
    return { format, ...rest };
  }

  /** What a terminal shows before the cursor while waiting for a line. */
  prompt(): string {
    if (this.mode.kind === 'choose') return this.e.play.whichPrompt(this.mode.options.length);
    const n = this.view().hand.length;
    return this.e.play.prompt(n === 1 ? '1' : `1-${n}`);
  }

  /** Prints the introduction, deals the first hand and plays the bots up to the person's first turn. */
  start(): void {
    const { setup, rules } = this.state;
    const human = this.config.human;
    const { session } = this.m;
    const escobaPlay = this.e.play;
    const others = Array.from({ length: setup.players }, (_, s) => s)
      .filter((s) => s !== human)
      .map((s) => session.bot(s, this.config.bots[s]!.level, this.isPartner(s)));
    this.say(
      escobaPlay.intro(tableLabel(setup.players, setup.partnerships, this.lang), rulesLabel(rules, this.lang), rules.target),
      session.youAre(human, setup.partnerships ? setup.sideOf[human]! : null, others.join(', ')),
      session.seedLine(this.config.seed),
      ...wrap(escobaPlay.cardsHelp, 100),
    );
    this.advance();
  }

  /** Handles one line of input: a choice or a command. */
  input(raw: string): void {
    if (this.mode.kind === 'done') return;
    const line = raw.trim();
    if (line === '') return;
    const word = line.toLowerCase();
    const command: Command | null = commandWord(word);
    if (command === 'help') return this.help();
    if (command === 'quit') return this.quit();
    if (command === 'hint') return this.hint();
    if (command === 'show') return this.showTurn();
    if (this.mode.kind === 'choose') {
      if (command === 'back') {
        this.mode = { kind: 'card' };
        return this.showTurn();
      }
      if (/^\d+$/.test(word)) {
        const k = Number(word);
        const options = this.mode.options;
        if (k < 1 || k > options.length) return this.say(this.e.play.chooseNumber(options.length));
        return this.play(options[k - 1]!);
      }
      this.mode = { kind: 'card' };
    }
    if (command === 'claim') return this.claim();
    const [first, rest, ...more] = word.split(/\s+/);
    if (rest !== undefined && more.length === 0 && commandWord(first!) === 'lay') {
      const card = this.cardFrom(rest);
      if (card === null) return;
      return this.tryPlay({ card, take: [] });
    }
    if (/^\d+$/.test(word)) {
      const card = this.cardFrom(word);
      if (card !== null) this.chooseCard(card);
      return;
    }
    const parsed = parsePlay(word);
    if (!parsed.ok) return this.say(this.m.session.notUnderstood(line, notationFacts(word, parsed.error)));
    const play = parsed.value;
    if (play.take.length === 0 && !line.includes(':')) return this.chooseCard(play.card);
    return this.tryPlay(play);
  }

  /** The input ended: says so and finishes (the caller saves the record). */
  endOfInput(): void {
    if (this.mode.kind === 'done') return;
    this.mode = { kind: 'done', reason: 'eof' };
    this.say('', this.m.session.inputEnded(this.where(), scoresLabel(this.state.scores, this.state.setup.sides, this.lang)));
  }

  // --- turns ---

  private view(): SeatView {
    return seatView(this.state, this.config.human);
  }

  private isPartner(seat: Seat): boolean {
    const { sideOf } = this.state.setup;
    return seat !== this.config.human && sideOf[seat] === sideOf[this.config.human];
  }

  private seatLabel = (seat: Seat): string => (seat === this.config.human ? this.m.session.seatYou(seat) : this.m.seat(seat));

  /** Who made a play, padded so that the plays line up: `you` or `seat 1`. */
  private playerLabel(seat: Seat): string {
    const width = Math.max(this.m.session.you.length, this.m.seat(9).length);
    return (seat === this.config.human ? this.m.session.you : this.m.seat(seat)).padEnd(width);
  }

  private say(...lines: string[]): void {
    this.config.write(lines.map((l) => `${l}\n`).join(''));
  }

  /** Deals, lets the bots play and tells what happens, until the person is on turn or the game is over. */
  private advance(): void {
    for (;;) {
      const dealtBefore = this.run.hands;
      const decision = this.run.next();
      if (this.run.hands !== dealtBefore) {
        this.seen = 0;
        this.handNo = this.run.hands;
        this.dealNo = 1;
        this.narrate();
      }
      if (decision === null) return this.gameOver();
      const turn = decision.seat;
      if (turn === this.config.human) {
        this.mode = { kind: 'card' };
        return this.showTurn();
      }
      const bot = this.config.bots[turn]!;
      const play = bot.choose(decision.view);
      const next = this.run.apply(play);
      if (!next.ok) throw new Error(`the ${bot.level} bot at seat ${turn} chose an illegal play ${makePlay(play)}: ${next.error.message}`);
      this.narrate();
    }
  }

  /** Tells the events of the current hand not told yet. */
  private narrate(): void {
    const view = this.view();
    const tableAfter = view.handResult ? '' : this.e.watch.tableAfter(cardList(view.table, this.lang));
    for (const ev of view.events.slice(this.seen)) this.tell(ev, view, tableAfter);
    this.seen = view.events.length;
  }

  private tell(ev: HandEvent, view: SeatView, tableAfter: string): void {
    const { setup, rules } = this.state;
    const t = this.e.play;
    const you = (seat: Seat) => seat === this.config.human;
    switch (ev.type) {
      case 'deal':
        return this.say('', t.handHeader(this.handNo, this.seatLabel(ev.dealer), you(ev.dealer)), t.firstDeal(setup.deals, ev.table.map(withValue).join('  ')));
      case 'dealEscoba':
        return this.say(t.dealEscoba(sumValues(ev.cards), this.seatLabel(ev.seat), you(ev.seat), ev.escobas));
      case 'redeal':
        this.dealNo++;
        return this.say(t.redeal(this.dealNo, setup.deals, ev.stock));
      case 'play':
      case 'renuncio':
        return this.say(playEventLine(ev, this.playerLabel(ev.seat), this.lang, tableAfter));
      case 'end':
        return this.say(...handEndLines(ev, view.handResult!, setup, rules, this.state.scores, this.handNo, this.seatLabel, this.lang));
    }
  }

  /** `hand 2, deal 3 of 6`. */
  private where(): string {
    if (!this.state.hand || this.state.hand.result) return this.e.play.afterHand(this.handNo);
    return this.e.play.where(this.handNo, this.dealNo, this.state.setup.deals);
  }

  /** What the person sees on turn: the table with values, the others' card counts, the stock, the scores, the hand. */
  private showTurn(): void {
    if (this.mode.kind === 'done') return;
    const view = this.view();
    const { setup } = this.state;
    const t = this.e.play;
    const others = Array.from({ length: setup.players }, (_, s) => s)
      .filter((s) => s !== this.config.human)
      .map((s) => t.other(s, this.isPartner(s), view.handCounts[s]!));
    const out = [
      '',
      t.turn(this.where(), view.stock, scoresLabel(view.scores, this.state.setup.sides, this.lang), this.state.rules.target),
      t.tableLine(view.table.length === 0 ? null : view.table.map(withValue).join('  '), sumValues(view.table)),
      t.others(others.join(', ')),
    ];
    if (view.renuncio) {
      const r = view.renuncio;
      out.push(...t.renuncioOpen(r.from, makeCard(r.card), r.sets.map((s) => s.map(makeCard).join('+'))));
    }
    out.push(t.yourHand);
    view.hand.forEach((c, i) => out.push(`    ${i + 1}) ${withValue(c).padEnd(8)} ${this.e.card(c)}`));
    if (this.mode.kind === 'choose') out.push(...this.optionLines(this.mode.what, this.mode.options));
    this.say(...out);
  }

  /** A card from `1`..`n` (its place in the hand) or notation such as `7o`; says why not and returns null otherwise. */
  private cardFrom(text: string): Card | null {
    const hand = this.view().hand;
    if (/^\d+$/.test(text)) {
      const k = Number(text);
      if (k >= 1 && k <= hand.length) return hand[k - 1]!;
      this.say(this.e.play.noSuchCard(text, hand.length, makeCard(hand[0]!)));
      return null;
    }
    const card = parseCard(text);
    if (!card.ok) {
      this.say(this.m.errors.engine(notationFacts(text, card.error)));
      return null;
    }
    return card.value;
  }

  /** The person chose a card: play it, or ask which set when it has several legal plays. */
  private chooseCard(card: Card): void {
    const view = this.view();
    if (!view.hand.includes(card)) return this.say(this.e.play.notInHand(makeCard(card), cardList(view.hand, this.lang)));
    const options = view.legal.filter((p) => !p.renuncio && p.card === card);
    if (options.length === 0) {
      // Only possible when the card cannot be laid: say why, in the engine's words.
      const lay = { card, take: [] };
      const problem = checkPlay(this.state, lay);
      return this.refuse(problem ? this.told(lay, problem) : this.e.play.cannotPlay(makeCard(card)));
    }
    if (options.length === 1) return this.play(options[0]!);
    this.mode = { kind: 'choose', what: this.e.play.ways(makeCard(card), this.e.card(card), options.length), options };
    this.say(...this.optionLines(this.mode.what, options));
  }

  private optionLines(what: string, options: readonly Play[]): string[] {
    return [
      `  ${what}`,
      ...options.map((p, i) => {
        const t = this.e.play;
        const does = p.take.length === 0 ? t.layOption : t.takeOption(cardNames(p.take, this.lang));
        return `    ${i + 1}) ${makePlay(p).padEnd(16)} ${does}${p.take.length > 0 && this.sweeps(p) ? t.sweepMark : ''}`;
      }),
    ];
  }

  /** Whether a take empties the table. */
  private sweeps(p: Play): boolean {
    return !p.renuncio && p.take.length === this.view().table.length;
  }

  /** `claim`: the renuncio claims open to the person. */
  private claim(): void {
    const claims = this.view().legal.filter((p) => p.renuncio);
    if (claims.length === 0) return this.refuse(this.e.play.noClaim);
    if (claims.length === 1) return this.play(claims[0]!);
    this.mode = { kind: 'choose', what: this.e.play.renuncioSets(makeCard(claims[0]!.card), claims.length), options: claims };
    this.say(...this.optionLines(this.mode.what, claims));
  }

  /** A play written out in full (`7o:3c+5e`, `lay 7o`, `!7o:3c+5e`): checked by the engine. */
  private tryPlay(play: Play): void {
    const view = this.view();
    if (!play.renuncio && !view.hand.includes(play.card)) return this.say(this.e.play.notInHand(makeCard(play.card), cardList(view.hand, this.lang)));
    const problem = checkPlay(this.state, play);
    if (problem) return this.refuse(this.told(play, problem));
    this.play(play);
  }

  /** The engine's reason for refusing `play`, in the session's language. */
  private told(play: Play, problem: { readonly code: string; readonly message: string }): string {
    return this.m.errors.engine(playFacts(this.state, this.config.human, play, problem));
  }

  private refuse(reason: string): void {
    this.say(this.m.session.notAllowed(reason));
  }

  private play(play: Play): void {
    const next = this.run.apply(play);
    if (!next.ok) return this.refuse(this.told(play, next.error));
    this.mode = { kind: 'card' };
    this.narrate();
    this.advance();
  }

  // --- commands ---

  private help(): void {
    this.say('', ...this.e.play.help);
    if (this.mode.kind === 'choose') this.say(...this.optionLines(this.mode.what, this.mode.options));
  }

  private hint(): void {
    const view = this.view();
    const t = this.e.play;
    if (view.legal.length === 1) return this.say(t.hintOnly(makePlay(view.legal[0]!)));
    if (!this.config.advisor) return this.say(t.hintNone);
    this.analyst ??= this.config.advisor();
    const estimates = [...this.analyst.estimate(view)].sort(byMargin);
    const best = estimates[0];
    if (!best) return this.say(t.hintNoSuggestion);
    this.say(t.hint(makePlay(best.play), describe(best.play, this.lang)), ...estimates.slice(0, 3).map((e) => t.hintLine(makePlay(e.play), e.points.toFixed(2), signed(e.margin))));
  }

  private quit(): void {
    this.mode = { kind: 'done', reason: 'quit' };
    this.say('', this.m.session.left(this.where(), scoresLabel(this.state.scores, this.state.setup.sides, this.lang)));
  }

  private gameOver(): void {
    this.mode = { kind: 'done', reason: 'over' };
    const s = this.state;
    const { sides, sideOf } = s.setup;
    const winner = s.winner!;
    const { session } = this.m;
    const who = winner === sideOf[this.config.human] ? (sides[winner]!.length > 1 ? session.yourSideWins : session.youWin) : session.sideWins(sideLabel(sides, winner, this.lang));
    this.say('', this.e.play.gameOver(s.results.length, who, s.winReason === 'zeroCards', scoresLabel(s.scores, s.setup.sides, this.lang)));
  }
}

const byMargin = (a: PlayEstimate, b: PlayEstimate): number => b.margin - a.margin || b.points - a.points;

/** `seven of coins takes three of cups and five of swords`, `lay jack of clubs on the table`. */
function describe(play: Play, lang: Lang): string {
  const { play: t, card } = escobaMessages(lang);
  if (play.renuncio) return t.describeClaim(card(play.card), cardNames(play.take, lang));
  return play.take.length === 0 ? t.describeLay(card(play.card)) : t.describeTake(card(play.card), cardNames(play.take, lang));
}
