import {
  cardName,
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
import { capitalize, plural, rulesLabel, scoresLabel, sideLabel, signed, tableLabel, wrap } from '../format.js';
import { notUnderstood } from '../input-error.js';
import { messages } from '../messages/index.js';
import { cardList, cardNames, handEndLines, playEventLine, type Lang } from '../narrate.js';

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

  constructor(private readonly config: SessionConfig) {
    const n = config.game.setup.players;
    if (!(Number.isInteger(config.human) && config.human >= 0 && config.human < n)) throw new RangeError(`seat must be 0..${n - 1}`);
    for (let s = 0; s < n; s++) if (s !== config.human && !config.bots[s]) throw new Error(`no bot for seat ${s}`);
    this.run = new GameRun(escobaGame, config.game, config);
    this.lang = config.lang ?? 'en';
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
    if (this.mode.kind === 'choose') return `Which one (1-${this.mode.options.length}, or back)? `;
    const n = this.view().hand.length;
    return `Your play (${n === 1 ? '1' : `1-${n}`}, or help)? `;
  }

  /** Prints the introduction, deals the first hand and plays the bots up to the person's first turn. */
  start(): void {
    const { setup, rules } = this.state;
    const human = this.config.human;
    const others = Array.from({ length: setup.players }, (_, s) => s)
      .filter((s) => s !== human)
      .map((s) => `seat ${s} ${this.config.bots[s]!.level}${this.isPartner(s) ? ' (your partner)' : ''}`);
    this.say(
      `Escoba de 15: ${tableLabel(setup.players, setup.partnerships)}; rules ${rulesLabel(rules)}, first to ${rules.target} points.`,
      `You are seat ${human}${setup.partnerships ? ` (side ${setup.sideOf[human]})` : ''}. Bots: ${others.join(', ')}.`,
      `Seed ${this.config.seed}: the same seed deals the same cards again.`,
      ...wrap(
        'Cards: ranks 1-7, 10 (sota, jack, worth 8), 11 (caballo, knight, 9), 12 (rey, king, 10); suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
          'Play a card by its number in your hand or by name (7o); a card that can make 15 takes a set of table cards. Type help for more.',
        100,
      ),
    );
    this.advance();
  }

  /** Handles one line of input: a choice or a command. */
  input(raw: string): void {
    if (this.mode.kind === 'done') return;
    const line = raw.trim();
    if (line === '') return;
    const word = line.toLowerCase();
    if (word === 'help' || word === '?' || word === 'h') return this.help();
    if (word === 'quit' || word === 'exit' || word === 'q') return this.quit();
    if (word === 'hint') return this.hint();
    if (word === 'show' || word === 'look' || word === 'table') return this.showTurn();
    if (this.mode.kind === 'choose') {
      if (word === 'back' || word === 'cancel' || word === 'b') {
        this.mode = { kind: 'card' };
        return this.showTurn();
      }
      if (/^\d+$/.test(word)) {
        const k = Number(word);
        const options = this.mode.options;
        if (k < 1 || k > options.length) return this.say(`Type a number from 1 to ${options.length}, or back to choose another card.`);
        return this.play(options[k - 1]!);
      }
      this.mode = { kind: 'card' };
    }
    if (word === 'claim' || word === 'renuncio') return this.claim();
    const lay = /^lay\s+(\S+)$/.exec(word);
    if (lay) {
      const card = this.cardFrom(lay[1]!);
      if (card === null) return;
      return this.tryPlay({ card, take: [] });
    }
    if (/^\d+$/.test(word)) {
      const card = this.cardFrom(word);
      if (card !== null) this.chooseCard(card);
      return;
    }
    const parsed = parsePlay(word);
    if (!parsed.ok) {
      return this.say(notUnderstood(line, parsed.error.message));
    }
    const play = parsed.value;
    if (play.take.length === 0 && !line.includes(':')) return this.chooseCard(play.card);
    return this.tryPlay(play);
  }

  /** The input ended: says so and finishes (the caller saves the record). */
  endOfInput(): void {
    if (this.mode.kind === 'done') return;
    this.mode = { kind: 'done', reason: 'eof' };
    this.say('', `The input ended before the game was over (${this.where()}). Score: ${scoresLabel(this.state.scores, this.state.setup.sides)}.`);
  }

  // --- turns ---

  private view(): SeatView {
    return seatView(this.state, this.config.human);
  }

  private isPartner(seat: Seat): boolean {
    const { sideOf } = this.state.setup;
    return seat !== this.config.human && sideOf[seat] === sideOf[this.config.human];
  }

  private seatLabel = (seat: Seat): string => (seat === this.config.human ? `seat ${seat} (you)` : `seat ${seat}`);

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
    const tableAfter = view.handResult ? '' : messages(this.lang).escoba.tableAfter(cardList(view.table, this.lang));
    for (const ev of view.events.slice(this.seen)) this.tell(ev, view, tableAfter);
    this.seen = view.events.length;
  }

  private tell(ev: HandEvent, view: SeatView, tableAfter: string): void {
    const { setup, rules } = this.state;
    switch (ev.type) {
      case 'deal':
        return this.say(
          '',
          `== Hand ${this.handNo}: ${this.seatLabel(ev.dealer)} deals ==`,
          `  deal 1 of ${setup.deals}: three cards each; on the table ${ev.table.map(withValue).join('  ')}`,
        );
      case 'dealEscoba':
        return this.say(`  The four table cards make ${sumValues(ev.cards)}: ${this.seatLabel(ev.seat)} takes them ${ev.escobas === 0 ? 'with no escoba' : `for ${plural(ev.escobas, 'escoba')}`}.`);
      case 'redeal':
        this.dealNo++;
        return this.say(`  deal ${this.dealNo} of ${setup.deals}: three cards each (${ev.stock} cards left in the stock)`);
      case 'play':
      case 'renuncio':
        return this.say(playEventLine(ev, ev.seat === this.config.human ? 'you   ' : `seat ${ev.seat}`, this.lang, tableAfter));
      case 'end':
        return this.say(...handEndLines(ev, view.handResult!, setup, rules, this.state.scores, this.handNo, this.seatLabel, this.lang));
    }
  }

  /** `hand 2, deal 3 of 6`. */
  private where(): string {
    if (!this.state.hand || this.state.hand.result) return `after hand ${this.handNo}`;
    return `hand ${this.handNo}, deal ${this.dealNo} of ${this.state.setup.deals}`;
  }

  /** What the person sees on turn: the table with values, the others' card counts, the stock, the scores, the hand. */
  private showTurn(): void {
    if (this.mode.kind === 'done') return;
    const view = this.view();
    const { setup } = this.state;
    const table = view.table.length === 0 ? '(empty)' : `${view.table.map(withValue).join('  ')}   (sum ${sumValues(view.table)})`;
    const others = Array.from({ length: setup.players }, (_, s) => s)
      .filter((s) => s !== this.config.human)
      .map((s) => `seat ${s}${this.isPartner(s) ? ' (partner)' : ''} ${plural(view.handCounts[s]!, 'card')}`);
    const out = [
      '',
      `Your turn: ${this.where()}; ${plural(view.stock, 'card')} in the stock. Score: ${scoresLabel(view.scores, this.state.setup.sides)} (target ${this.state.rules.target}).`,
      `  table:  ${table}`,
      `  others: ${others.join(', ')}`,
    ];
    if (view.renuncio) {
      const r = view.renuncio;
      out.push(
        `  Renuncio! Seat ${r.from} laid ${makeCard(r.card)}, which could have taken ${r.sets.map((s) => s.map(makeCard).join('+')).join(' or ')}.`,
        `  Type claim to take it before you play (or play on to let it go).`,
      );
    }
    out.push('  your hand:');
    view.hand.forEach((c, i) => out.push(`    ${i + 1}) ${withValue(c).padEnd(8)} ${cardName(c, this.lang)}`));
    if (this.mode.kind === 'choose') out.push(...this.optionLines(this.mode.what, this.mode.options));
    this.say(...out);
  }

  /** A card from `1`..`n` (its place in the hand) or notation such as `7o`; says why not and returns null otherwise. */
  private cardFrom(text: string): Card | null {
    const hand = this.view().hand;
    if (/^\d+$/.test(text)) {
      const k = Number(text);
      if (k >= 1 && k <= hand.length) return hand[k - 1]!;
      this.say(`There is no card ${text} in your hand: type a number from 1 to ${hand.length}, or a card such as ${makeCard(hand[0]!)}.`);
      return null;
    }
    const card = parseCard(text);
    if (!card.ok) {
      this.say(card.error.message);
      return null;
    }
    return card.value;
  }

  /** The person chose a card: play it, or ask which set when it has several legal plays. */
  private chooseCard(card: Card): void {
    const view = this.view();
    if (!view.hand.includes(card)) return this.say(`${makeCard(card)} is not in your hand (you hold ${cardList(view.hand)}).`);
    const options = view.legal.filter((p) => !p.renuncio && p.card === card);
    if (options.length === 0) {
      // Only possible when the card cannot be laid: say why, in the engine's words.
      const problem = checkPlay(this.state, { card, take: [] });
      return this.refuse(problem?.message ?? `${makeCard(card)} cannot be played now`);
    }
    if (options.length === 1) return this.play(options[0]!);
    this.mode = { kind: 'choose', what: `${makeCard(card)} (${cardName(card, this.lang)}) can be played ${options.length} ways:`, options };
    this.say(...this.optionLines(this.mode.what, options));
  }

  private optionLines(what: string, options: readonly Play[]): string[] {
    return [
      `  ${what}`,
      ...options.map((p, i) => {
        const does = p.take.length === 0 ? 'lay it on the table' : `take ${cardNames(p.take, this.lang)}`;
        return `    ${i + 1}) ${makePlay(p).padEnd(16)} ${does}${p.take.length > 0 && this.sweeps(p) ? ' (escoba!)' : ''}`;
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
    if (claims.length === 0) return this.refuse('there is no renuncio to claim: the previous player did not lay a card that could make 15');
    if (claims.length === 1) return this.play(claims[0]!);
    this.mode = { kind: 'choose', what: `The renuncio on ${makeCard(claims[0]!.card)} can take ${claims.length} sets:`, options: claims };
    this.say(...this.optionLines(this.mode.what, claims));
  }

  /** A play written out in full (`7o:3c+5e`, `lay 7o`, `!7o:3c+5e`): checked by the engine. */
  private tryPlay(play: Play): void {
    const view = this.view();
    if (!play.renuncio && !view.hand.includes(play.card)) return this.say(`${makeCard(play.card)} is not in your hand (you hold ${cardList(view.hand)}).`);
    const problem = checkPlay(this.state, play);
    if (problem) return this.refuse(problem.message);
    this.play(play);
  }

  private refuse(reason: string): void {
    this.say(`Not allowed: ${reason}.`);
  }

  private play(play: Play): void {
    const next = this.run.apply(play);
    if (!next.ok) return this.refuse(next.error.message);
    this.mode = { kind: 'card' };
    this.narrate();
    this.advance();
  }

  // --- commands ---

  private help(): void {
    this.say(
      '',
      'Commands:',
      '  1, 2, 3        play that card of your hand; when it can take more than one set you are asked which',
      '  7o             play the 7 of oros (rank 1-7, 10, 11, 12 then suit o, c, e, b)',
      '  7o:3c+5e       play 7o taking 3c and 5e from the table (7 + 3 + 5 = 15)',
      '  lay 7o         lay 7o on the table without taking (refused when the rules say it must take)',
      '  claim          claim a renuncio, when the rules allow them and the last player made one',
      '  hint           ask the expert for the best play',
      '  show           show the table and your hand again',
      '  back           when asked which set, choose another card',
      '  quit           stop the game (the record is saved if you asked for one)',
      'Values: 1-7 at face value, sota (10) 8, caballo (11) 9, rey (12) 10. A card that makes 15 with table cards takes',
      'them; taking every card on the table is an escoba, 1 point.',
    );
    if (this.mode.kind === 'choose') this.say(...this.optionLines(this.mode.what, this.mode.options));
  }

  private hint(): void {
    const view = this.view();
    if (view.legal.length === 1) return this.say(`Hint: only one play is legal: ${makePlay(view.legal[0]!)}.`);
    if (!this.config.advisor) return this.say('Hint: no advisor is available.');
    this.analyst ??= this.config.advisor();
    const estimates = [...this.analyst.estimate(view)].sort(byMargin);
    const best = estimates[0];
    if (!best) return this.say('Hint: the advisor has no suggestion.');
    this.say(
      `Hint: ${makePlay(best.play)} (${describe(best.play, this.lang)}).`,
      ...estimates.slice(0, 3).map((e) => `  ${makePlay(e.play).padEnd(16)} expected points this hand ${e.points.toFixed(2)}, ${signed(e.margin)} against the others`),
    );
  }

  private quit(): void {
    this.mode = { kind: 'done', reason: 'quit' };
    this.say('', `You left the game (${this.where()}). Score: ${scoresLabel(this.state.scores, this.state.setup.sides)}.`);
  }

  private gameOver(): void {
    this.mode = { kind: 'done', reason: 'over' };
    const s = this.state;
    const { sides, sideOf } = s.setup;
    const winner = s.winner!;
    const who = winner === sideOf[this.config.human] ? (sides[winner]!.length > 1 ? 'Your side wins' : 'You win') : `${capitalize(sideLabel(sides, winner))} wins`;
    const how = s.winReason === 'zeroCards' ? ': the other side took no card in the last hand' : '';
    this.say('', `Game over after ${plural(s.results.length, 'hand')}. ${who}${how}. Final score: ${scoresLabel(s.scores, s.setup.sides)}.`);
  }
}

const byMargin = (a: PlayEstimate, b: PlayEstimate): number => b.margin - a.margin || b.points - a.points;

/** `seven of coins takes three of cups and five of swords`, `jack of clubs on the table`. */
function describe(play: Play, lang: Lang): string {
  if (play.renuncio) return `claim the renuncio: ${cardName(play.card, lang)} and ${cardNames(play.take, lang)}`;
  return play.take.length === 0 ? `lay ${cardName(play.card, lang)} on the table` : `${cardName(play.card, lang)} takes ${cardNames(play.take, lang)}`;
}
