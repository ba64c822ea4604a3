import {
  briscaGame,
  GameRun,
  makeAction,
  makeCard,
  parseAction,
  parseCard,
  sameAction,
  seatView,
  type BriscaAction,
  type BriscaRules,
  type BriscaState,
  type BriscaSummary,
  type BriscaView,
  type Card,
  type CardAction,
  type Seat,
} from '@escoba/brisca';
import type { BriscaBot, BriscaEstimate } from '@escoba/bots';
import { actionFacts } from './errors.js';
import { scoresLabel, sideLabel, signed, tableLabel, wrap } from '../../format.js';
import { notationFacts } from '../../input-error.js';
import { messages, type Lang, type Messages } from '../../messages/index.js';
import { commandWord } from '../../play/words.js';
import { briscaRulesLabel } from './hand-events.js';
import { dealLines, eventLines, handResultLines, suitName, type Teller } from './narrate.js';
import { briscaWords, namedCard } from './words.js';
import { briscaMessages, type BriscaMessages } from './messages/index.js';

/** The expert's estimates of every legal action of a view (`hint`). */
export type BriscaAdvisor = (view: BriscaView) => readonly BriscaEstimate[];

/**
 * `escoba play` for Brisca and the Alcalde games, as a state machine fed with lines like the Escoba session:
 * {@link BriscaPlaySession.start} deals and lets the bots play up to the person's turn, each
 * {@link BriscaPlaySession.input} line is an action or a command, and all text goes through `write`.
 */
export interface BriscaSessionConfig {
  /** A new game (rules and table already checked). */
  readonly game: BriscaState;
  readonly human: Seat;
  /** The bot of each seat (index = seat); the person's entry is ignored. */
  readonly bots: readonly (BriscaBot | null)[];
  /** Decides the decks and the first dealer (`GameRun` of `@escoba/cards`). */
  readonly seed: number | string;
  /** At most this many hands (the Alcalde games have no match end). */
  readonly hands?: number;
  readonly lang?: Lang;
  readonly write: (text: string) => void;
  readonly advisor?: BriscaAdvisor;
  /** Extra fields for the game record. */
  readonly meta?: Record<string, unknown>;
  /** Deck of each hand instead of the seeded one (tests). */
  readonly deck?: (hand: number) => readonly Card[];
  readonly firstDealer?: Seat;
}

type Done = 'over' | 'quit' | 'eof';

export class BriscaPlaySession {
  private readonly run: GameRun<BriscaRules, BriscaState, BriscaAction, BriscaView, BriscaSummary>;
  private done: Done | null = null;
  private seen = 0;
  private tricks = 0;
  /** The person's hand when the events were last told: a draw is what it gained since. */
  private held: readonly Card[] = [];
  private readonly teller: Teller;
  private readonly lang: Lang;
  private readonly m: Messages;
  private readonly b: BriscaMessages;

  constructor(private readonly config: BriscaSessionConfig) {
    const n = config.game.table.players;
    if (!(Number.isInteger(config.human) && config.human >= 0 && config.human < n)) throw new RangeError(`seat must be 0..${n - 1}`);
    for (let s = 0; s < n; s++) if (s !== config.human && !config.bots[s]) throw new Error(`no bot for seat ${s}`);
    this.run = new GameRun(briscaGame, config.game, { ...config, ...(config.hands === undefined ? {} : { maxHands: config.hands }) });
    this.lang = config.lang ?? 'en';
    this.m = messages(this.lang);
    this.b = briscaMessages(this.lang);
    this.teller = { lang: this.lang, who: (s) => (s === config.human ? this.m.session.you : this.m.seat(s)), you: config.human };
  }

  get game(): BriscaState {
    return this.run.state;
  }

  get finished(): boolean {
    return this.done !== null;
  }

  get outcome(): Done | null {
    return this.done;
  }

  /** The game record so far (finished hands plus the current one), `brisca-record/1`, `format` first. */
  record(): Record<string, unknown> {
    const { format, ...rest } = briscaGame.record.make(this.run.state, this.config.meta ?? {});
    return { format, ...rest };
  }

  prompt(): string {
    const n = this.view().hand.length;
    return this.b.play.prompt(n === 1 ? '1' : `1-${n}`, this.alcaldeNow());
  }

  start(): void {
    const s = this.run.state;
    const human = this.config.human;
    const { session } = this.m;
    const { play: t, words: w } = this.b;
    const others = Array.from({ length: s.table.players }, (_, seat) => seat)
      .filter((seat) => seat !== human)
      .map((seat) => session.bot(seat, this.config.bots[seat]!.level, this.isPartner(seat)));
    const table = s.mode === 'brisca' ? tableLabel(s.table.players, s.table.partnerships, this.lang) : w.players(s.table.players);
    const goal = s.mode === 'brisca' ? t.briscaGoal(s.rules.wins) : t.alcaldeGoal(s.rules.keep, this.config.hands ?? 1);
    this.say(
      t.intro(w.titles[s.mode], table, briscaRulesLabel(s.rules, this.lang), goal),
      session.youAre(human, null, others.join(', ')),
      session.seedLine(this.config.seed),
      ...wrap(t.cardsHelp, 100),
    );
    this.advance();
  }

  input(raw: string): void {
    if (this.done !== null) return;
    const line = raw.trim();
    if (line === '') return;
    const word = line.toLowerCase();
    const command = commandWord(word);
    if (command === 'help') return this.help();
    if (command === 'quit') return this.quit();
    if (command === 'hint') return this.hint();
    if (command === 'show') return this.showTurn();
    const action = this.actionFrom(word);
    if (action === null) return;
    const wrong = this.wrongCards(action);
    if (wrong !== null) return this.say(wrong);
    const legal = this.view().legal;
    if (!legal.some((a) => sameAction(a, action))) {
      const why = briscaGame.check(this.run.state, action);
      return this.say(this.m.session.notAllowed(why ? this.told(action, why) : this.b.play.notLegal(makeAction(action))));
    }
    this.act(action);
  }

  endOfInput(): void {
    if (this.done !== null) return;
    this.done = 'eof';
    this.say('', this.m.session.inputEnded(this.where(), null));
  }

  // --- turns ---

  private view(): BriscaView {
    return seatView(this.run.state, this.config.human);
  }

  private isPartner(seat: Seat): boolean {
    const s = this.run.state;
    if (s.mode !== 'brisca') return false;
    return seat !== this.config.human && s.table.sideOf[seat] === s.table.sideOf[this.config.human];
  }

  private alcaldeNow(): boolean {
    const s = this.run.state;
    return s.mode === 'alcalde' && s.hand?.alcalde === this.config.human;
  }

  private say(...lines: string[]): void {
    this.config.write(lines.map((l) => `${l}\n`).join(''));
  }

  private where(): string {
    const s = this.run.state;
    const h = s.hand;
    if (!h || h.result) return this.b.play.afterHand(this.run.hands);
    return this.b.play.where(this.run.hands, h.tricks + 1);
  }

  private advance(): void {
    for (;;) {
      const before = this.run.hands;
      const decision = this.run.next();
      if (this.run.hands !== before) {
        this.seen = 0;
        this.tricks = 0;
      }
      this.narrate();
      if (decision === null) return this.gameOver();
      if (decision.seat === this.config.human) return this.showTurn();
      const bot = this.config.bots[decision.seat]!;
      const action = bot.choose(decision.view);
      const next = this.run.apply(action);
      if (!next.ok) throw new Error(`the ${bot.level} bot at seat ${decision.seat} chose an illegal action ${makeAction(action)}: ${next.error.message}`);
    }
  }

  private narrate(): void {
    const view = seatView(this.run.state, this.config.human);
    for (const ev of view.events.slice(this.seen)) {
      if (ev.type === 'deal') {
        this.say('', ...dealLines(ev, this.run.hands, view.stock, this.teller));
        continue;
      }
      if (ev.type === 'trick') this.tricks++;
      if (ev.type === 'draw' && ev.seats.includes(this.config.human)) {
        this.say(...this.drawLines(ev, view));
        continue;
      }
      this.say(...eventLines(ev, this.tricks, this.teller));
      if (ev.type === 'end' && view.handResult) this.say(...handResultLines(view.handResult, this.run.state, this.run.hands, this.teller));
    }
    this.seen = view.events.length;
    this.held = view.hand;
  }

  /** A draw the person took part in: which card they drew (the trump card said as such); the others' trump card draw as usual. */
  private drawLines(ev: Extract<BriscaView['events'][number], { type: 'draw' }>, view: BriscaView): string[] {
    const w = briscaWords(this.lang);
    const human = this.config.human;
    const trump = ev.trumpTo === human && ev.trump !== null ? ev.trump : null;
    const drawn = view.hand.filter((c) => !this.held.includes(c) && c !== trump);
    const lines = [this.b.play.drew(drawn.map((c) => namedCard(c, w)), trump === null ? null : namedCard(trump, w))];
    if (ev.trumpTo !== null && ev.trumpTo !== human && ev.trump !== null) lines.push(...eventLines(ev, this.tricks, this.teller));
    return lines;
  }

  private showTurn(): void {
    const view = this.view();
    if (view.turn !== this.config.human) return this.say(this.m.session.notYourTurn);
    const w = briscaWords(this.lang);
    const t = this.b.play;
    const trump = view.trumpCard === null ? t.trumpDrawn(suitName(view.firstTrump!, this.lang)) : t.trumpCard(namedCard(view.trumpCard, w));
    const sidePoints = view.sides.map((seats) => seats.reduce((a, s) => a + view.points[s]!, 0));
    const pointsLabel = view.alcalde === null ? scoresLabel(sidePoints, view.sides, this.lang) : t.alcaldePoints(sidePoints[0]!, sidePoints[1]!);
    const leader = view.trickSeats[0];
    const lines = [
      '',
      t.turn(this.run.hands, view.tricks + 1, trump, view.stock, pointsLabel),
      view.trickCards.length === 0
        ? t.youLead
        : t.trickSoFar(view.trickCards.map((c, i) => `${this.teller.who(view.trickSeats[i]!)} ${makeCard(c)}`).join(', '), this.teller.who(leader!), leader === this.config.human),
    ];
    const others = view.handCounts.map((n, s) => (s === this.config.human ? null : t.other(s, n, this.isPartner(s)))).filter((x) => x !== null);
    lines.push(t.othersHold(others.join(', ')));
    const partnerCards = view.known.map((cards, s) => (s !== this.config.human && cards.length > 0 ? `${this.m.seat(s)}: ${cards.map(makeCard).join(' ')}` : null)).filter((x) => x !== null);
    if (partnerCards.length > 0) lines.push(t.known(partnerCards.join('; ')));
    lines.push(t.yourHand);
    view.hand.forEach((c, i) => lines.push(`    ${i + 1}) ${makeCard(c).padEnd(4)} ${w.card(c)}`));
    const exchange = view.legal.find((a) => a.type === 'exchange');
    if (exchange) lines.push(t.mayExchange(makeAction(exchange), makeCard(exchange.card), makeCard(view.trumpCard!)));
    if (this.alcaldeNow()) lines.push(t.alcaldeTwo);
    this.say(...lines);
  }

  /** The action a line names: a hand position (`2`, `1+3`), notation (`3o`, `12b+4o`, `~7e`) or `exchange`; null after saying why not. */
  private actionFrom(word: string): BriscaAction | null {
    const view = this.view();
    if (commandWord(word) === 'exchange') {
      const ex = view.legal.find((a) => a.type === 'exchange');
      if (ex) return ex;
      this.say(this.b.play.noExchange);
      return null;
    }
    const parts = word.split('+');
    if (parts.every((p) => /^\d+$/.test(p)) && parts.length <= 2 && !/^(1[012]|[1-7])[ocebOCEB]$/.test(word)) {
      const cards: Card[] = [];
      for (const p of parts) {
        const k = Number(p);
        if (k < 1 || k > view.hand.length) {
          this.say(this.m.session.typeNumber(view.hand.length, makeCard(view.hand[0] ?? 0)));
          return null;
        }
        cards.push(view.hand[k - 1]!);
      }
      return this.completed({ type: 'play', cards });
    }
    const parsed = parseAction(word.replace(/[ocebOCEB]/g, (x) => x.toLowerCase()));
    if (!parsed.ok) {
      const card = parseCard(word);
      this.say(card.ok ? this.b.play.notACardInHand(word) : this.m.session.notUnderstood(word, notationFacts(word, parsed.error)));
      return null;
    }
    return parsed.value.type === 'play' ? this.completed(parsed.value) : parsed.value;
  }

  /**
   * What is wrong with the cards a play names, told to the person as Escoba's session tells it: a card not in the
   * hand (with the hand), the same card twice, two cards where one is played or one where the Alcalde plays two.
   */
  private wrongCards(action: BriscaAction): string | null {
    if (action.type !== 'play') return null;
    const view = this.view();
    const t = this.b.play;
    const missing = action.cards.find((c) => !view.hand.includes(c));
    if (missing !== undefined) return t.notInHand(makeCard(missing), view.hand.map(makeCard).join(' '));
    if (!this.alcaldeNow() && action.cards.length > 1) return t.oneCardATurn(this.example(1));
    if (action.cards.length === 2 && action.cards[0] === action.cards[1]) return t.sameCardTwice(makeCard(action.cards[0]!), this.example(2));
    return null;
  }

  /** An example of a well-formed play from the person's hand: `1 or 3o`, `1+2 or 3o+12b`. */
  private example(cards: 1 | 2): { readonly numbers: string; readonly names: string } {
    const hand = this.view().hand;
    if (cards === 1) return { numbers: '1', names: makeCard(hand[0] ?? 0) };
    return { numbers: '1+2', names: hand.slice(0, 2).map(makeCard).join('+') };
  }

  /** The Alcalde's one card alone is not an action: says so. */
  private completed(action: Extract<BriscaAction, { type: 'play' }>): BriscaAction | null {
    if (this.alcaldeNow() && action.cards.length === 1) {
      this.say(this.b.play.alcaldeNamesTwo);
      return null;
    }
    return action;
  }

  private act(action: BriscaAction): void {
    const next = this.run.apply(action);
    if (!next.ok) return this.say(this.m.session.notAllowed(this.told(action, next.error)));
    this.advance();
  }

  /** The engine's reason for refusing `action`, in the session's language. */
  private told(action: BriscaAction, problem: { readonly code: string; readonly message: string }): string {
    return this.m.errors.engine(actionFacts(this.run.state, action, problem));
  }

  private help(): void {
    this.say('', ...this.b.play.help);
  }

  private hint(): void {
    const view = this.view();
    if (view.turn !== this.config.human) return this.say(this.m.session.notYourTurn);
    if (!this.config.advisor) return this.say(this.b.play.noHints);
    const ranked = [...this.config.advisor(view)].sort((a, b) => b.value - a.value);
    const w = briscaWords(this.lang);
    const label = (a: CardAction) => (a.type === 'exchange' ? this.b.play.exchangeLabel(makeCard(a.card)) : a.cards.map((c) => w.card(c)).join(w.then));
    this.say(
      this.b.play.hint(makeAction(ranked[0]!.action), label(ranked[0]!.action)),
      ...ranked.slice(0, 3).map((e) => `  ${makeAction(e.action).padEnd(8)} ${signed(e.value)}`),
    );
  }

  private quit(): void {
    this.done = 'quit';
    this.say('', this.m.session.left(this.where(), null));
  }

  private gameOver(): void {
    this.done = 'over';
    const s = this.run.state;
    const hands = s.results.length;
    if (s.mode === 'brisca') {
      const { session } = this.m;
      const w = s.winner;
      const mine = w !== null && s.table.sideOf[this.config.human] === w;
      const who = w === null ? session.drawnGame : mine ? (s.table.sides[w]!.length > 1 ? session.yourSideWins : session.youWin) : session.sideWins(sideLabel(s.table.sides, w, this.lang));
      this.say('', this.b.play.gameOver(hands, who, scoresLabel(s.wins, s.table.sides, this.lang)));
      return;
    }
    const t = s.tally;
    const tally = t ? t.alcaldeHands.map((n, seat) => this.b.play.tally(this.teller.who(seat), n, t.alcaldeWins[seat]!, t.partnerWins[seat]!)).join('; ') : null;
    this.say('', this.b.play.alcaldeOver(hands, tally));
  }
}
