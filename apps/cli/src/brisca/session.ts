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
  type Seat,
} from '@escoba/brisca';
import type { BriscaBot, BriscaEstimate } from '@escoba/bots';
import { capitalize, scoresLabel, sideLabel, signed, tableLabel, wrap } from '../format.js';
import type { Lang } from '../narrate.js';
import { briscaRulesLabel } from './hand-events.js';
import { notUnderstood } from '../input-error.js';
import { dealLines, eventLines, handResultLines, suitName, type Teller } from './narrate.js';
import { gameTitle } from './setup.js';
import { briscaWords, namedCard } from './words.js';

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
  private readonly teller: Teller;
  private readonly lang: Lang;

  constructor(private readonly config: BriscaSessionConfig) {
    const n = config.game.table.players;
    if (!(Number.isInteger(config.human) && config.human >= 0 && config.human < n)) throw new RangeError(`seat must be 0..${n - 1}`);
    for (let s = 0; s < n; s++) if (s !== config.human && !config.bots[s]) throw new Error(`no bot for seat ${s}`);
    this.run = new GameRun(briscaGame, config.game, { ...config, ...(config.hands === undefined ? {} : { maxHands: config.hands }) });
    this.lang = config.lang ?? 'en';
    this.teller = { lang: this.lang, who: (s) => (s === config.human ? 'you' : `seat ${s}`), you: config.human };
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
    return `Your play (${n === 1 ? '1' : `1-${n}`}, a card like 3o${this.alcaldeNow() ? ' +another' : ''}, or help)? `;
  }

  start(): void {
    const s = this.run.state;
    const human = this.config.human;
    const others = Array.from({ length: s.table.players }, (_, seat) => seat)
      .filter((seat) => seat !== human)
      .map((seat) => `seat ${seat} ${this.config.bots[seat]!.level}${this.isPartner(seat) ? ' (your partner)' : ''}`);
    const table = s.mode === 'brisca' ? tableLabel(s.table.players, s.table.partnerships) : `${s.table.players} players`;
    const goal =
      s.mode === 'brisca'
        ? `the first side to win ${s.rules.wins} hand${s.rules.wins === 1 ? '' : 's'} wins`
        : `the dealer is the Alcalde and keeps the role with ${s.rules.keep} points; ${this.config.hands ?? 1} hand${(this.config.hands ?? 1) === 1 ? '' : 's'}`;
    this.say(
      `${gameTitle(s)}: ${table}; rules ${briscaRulesLabel(s.rules)}; ${goal}.`,
      `You are seat ${human}. Bots: ${others.join(', ')}.`,
      `Seed ${this.config.seed}: the same seed deals the same cards again.`,
      ...wrap(
        'Cards, high to low: 1 (as, 11 points), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; suits o oros, c copas, e espadas, b bastos. ' +
          'Play a card by its number in your hand or by name (3o); ~7o or exchange gives your 7 or 2 of trumps for the trump card. Type help for more.',
        100,
      ),
    );
    this.advance();
  }

  input(raw: string): void {
    if (this.done !== null) return;
    const line = raw.trim();
    if (line === '') return;
    const word = line.toLowerCase();
    if (word === 'help' || word === '?' || word === 'h') return this.help();
    if (word === 'quit' || word === 'exit' || word === 'q') return this.quit();
    if (word === 'hint') return this.hint();
    if (word === 'show' || word === 'look' || word === 'table') return this.showTurn();
    const action = this.actionFrom(word);
    if (action === null) return;
    const legal = this.view().legal;
    if (!legal.some((a) => sameAction(a, action))) {
      const why = briscaGame.check(this.run.state, action);
      return this.say(`Not allowed: ${why ? why.message : `${makeAction(action)} is not a legal action now`}.`);
    }
    this.act(action);
  }

  endOfInput(): void {
    if (this.done !== null) return;
    this.done = 'eof';
    this.say('', `The input ended before the game was over (${this.where()}).`);
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
    if (!h || h.result) return `after hand ${this.run.hands}`;
    return `hand ${this.run.hands}, trick ${h.tricks + 1}`;
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
      this.say(...eventLines(ev, this.tricks, this.teller));
      if (ev.type === 'end' && view.handResult) this.say(...handResultLines(view.handResult, this.run.state, this.run.hands, this.teller));
    }
    this.seen = view.events.length;
  }

  private showTurn(): void {
    const view = this.view();
    if (view.turn !== this.config.human) return this.say('It is not your turn.');
    const w = briscaWords(this.lang);
    const trump = view.trumpCard === null ? `${w.trump} ${suitName(view.firstTrump!, this.lang)} (the ${w.trumpCard} has been drawn)` : `${w.trumpCard} ${namedCard(view.trumpCard, w)}`;
    const sidePoints = view.sides.map((seats) => seats.reduce((a, s) => a + view.points[s]!, 0));
    const pointsLabel = view.alcalde === null ? scoresLabel(sidePoints, view.sides) : `Alcalde ${sidePoints[0]}, partners ${sidePoints[1]}`;
    const lines = [
      '',
      `Your turn: hand ${this.run.hands}, ${w.trick} ${view.tricks + 1}; ${trump}; ${view.stock} cards in the ${w.stock}. Points: ${pointsLabel}.`,
      view.trickCards.length === 0
        ? '  you lead this trick'
        : `  trick so far: ${view.trickCards.map((c, i) => `${this.teller.who(view.trickSeats[i]!)} ${makeCard(c)}`).join(', ')} (${this.teller.who(view.trickSeats[0]!)} led)`,
    ];
    const others = view.handCounts.map((n, s) => (s === this.config.human ? null : `seat ${s} ${n} card${n === 1 ? '' : 's'}${this.isPartner(s) ? ' (partner)' : ''}`)).filter((x) => x !== null);
    lines.push(`  others hold: ${others.join(', ')}`);
    const partnerCards = view.known.map((cards, s) => (s !== this.config.human && cards.length > 0 ? `seat ${s}: ${cards.map(makeCard).join(' ')}` : null)).filter((x) => x !== null);
    if (partnerCards.length > 0) lines.push(`  cards you know: ${partnerCards.join('; ')}`);
    lines.push('  your hand:');
    view.hand.forEach((c, i) => lines.push(`    ${i + 1}) ${makeCard(c).padEnd(4)} ${w.card(c)}`));
    const exchange = view.legal.find((a) => a.type === 'exchange');
    if (exchange) lines.push(`  you may exchange: ${makeAction(exchange)} gives your ${makeCard(exchange.card)} for the ${w.trumpCard} ${makeCard(view.trumpCard!)} (type ${makeAction(exchange)} or exchange)`);
    if (this.alcaldeNow()) lines.push('  as the Alcalde you play two cards at once, in order: e.g. 1+2 or 12b+4o');
    this.say(...lines);
  }

  /** The action a line names: a hand position (`2`, `1+3`), notation (`3o`, `12b+4o`, `~7e`) or `exchange`; null after saying why not. */
  private actionFrom(word: string): BriscaAction | null {
    const view = this.view();
    if (word === 'exchange' || word === '~') {
      const ex = view.legal.find((a) => a.type === 'exchange');
      if (ex) return ex;
      this.say('No exchange is possible now: it takes the 7 of trumps (or the 2) in your hand while the trump card is still under the stock, on your turn.');
      return null;
    }
    const parts = word.split('+');
    if (parts.every((p) => /^\d+$/.test(p)) && parts.length <= 2 && !/^(1[012]|[1-7])[ocebOCEB]$/.test(word)) {
      const cards: Card[] = [];
      for (const p of parts) {
        const k = Number(p);
        if (k < 1 || k > view.hand.length) {
          this.say(`Type a number from 1 to ${view.hand.length} (your hand), a card like ${makeCard(view.hand[0] ?? 0)}, or help.`);
          return null;
        }
        cards.push(view.hand[k - 1]!);
      }
      return this.completed({ type: 'play', cards });
    }
    const parsed = parseAction(word.replace(/[ocebOCEB]/g, (x) => x.toLowerCase()));
    if (!parsed.ok) {
      const card = parseCard(word);
      this.say(card.ok ? `${JSON.stringify(word)} is not a card in your hand. Type help for the commands.` : notUnderstood(word, parsed.error.message));
      return null;
    }
    return parsed.value.type === 'play' ? this.completed(parsed.value) : parsed.value;
  }

  /** The Alcalde's one card alone is not an action: says so. */
  private completed(action: Extract<BriscaAction, { type: 'play' }>): BriscaAction | null {
    if (this.alcaldeNow() && action.cards.length === 1) {
      this.say('As the Alcalde you play two cards at once: name both, e.g. 1+2 or 12b+4o (the first is played first).');
      return null;
    }
    return action;
  }

  private act(action: BriscaAction): void {
    const next = this.run.apply(action);
    if (!next.ok) return this.say(`Not allowed: ${next.error.message}.`);
    this.advance();
  }

  private help(): void {
    this.say(
      '',
      'On your turn type:',
      '  1, 2, 3        the card at that place in your hand',
      '  3o             the card by name (ranks 1-7, 10 sota, 11 caballo, 12 rey; suits o c e b)',
      '  1+2, 12b+4o    the Alcalde (alcalde preset) plays two cards at once, in that order',
      '  ~7o, exchange  give your 7 (or 2) of trumps for the trump card under the stock; then play',
      '  hint           the expert\'s estimate of your best actions (expected card-point margin of your side at the end of the hand)',
      '  show           the trick, the trump card and your hand again',
      '  help           this list',
      '  quit           stop the game',
      'Any card may be played: there is no need to follow suit. A trick goes to the highest trump in it, else to the highest card of the suit led.',
    );
  }

  private hint(): void {
    const view = this.view();
    if (view.turn !== this.config.human) return this.say('It is not your turn.');
    if (!this.config.advisor) return this.say('No hints in this game.');
    const ranked = [...this.config.advisor(view)].sort((a, b) => b.value - a.value);
    const w = briscaWords(this.lang);
    const label = (a: BriscaAction) => (a.type === 'exchange' ? `exchange ${makeCard(a.card)} for the ${w.trumpCard}` : a.cards.map((c) => w.card(c)).join(' then '));
    this.say(
      `Hint: ${makeAction(ranked[0]!.action)} (${label(ranked[0]!.action)}). Expected card-point margin of your side at the end of the hand:`,
      ...ranked.slice(0, 3).map((e) => `  ${makeAction(e.action).padEnd(8)} ${signed(e.value)}`),
    );
  }

  private quit(): void {
    this.done = 'quit';
    this.say('', `You left the game (${this.where()}).`);
  }

  private gameOver(): void {
    this.done = 'over';
    const s = this.run.state;
    const hands = s.results.length;
    if (s.mode === 'brisca' && s.winner !== null) {
      const mine = s.table.sideOf[this.config.human] === s.winner;
      const seats = s.table.sides[s.winner]!;
      this.say('', `Game over after ${hands} hand${hands === 1 ? '' : 's'}. ${mine ? (seats.length > 1 ? 'Your side wins' : 'You win') : `${capitalize(sideLabel(s.table.sides, s.winner))} wins`}. Hands won: ${scoresLabel(s.wins, s.table.sides)}.`);
      return;
    }
    const t = s.tally;
    const tally = t ? ` Tally: ${t.alcaldeHands.map((n, seat) => `${this.teller.who(seat)} Alcalde ${n} (kept ${t.alcaldeWins[seat]}), won as partner ${t.partnerWins[seat]}`).join('; ')}.` : '';
    this.say('', `Game over after ${hands} hand${hands === 1 ? '' : 's'}.${tally}`);
  }
}
