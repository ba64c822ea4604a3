import { escobaGame, makeCardId, SCORE_KEYS, SEVEN_OF_COINS, type GameState, type Play } from '@escoba/engine';
import { stackedDeck, type Lesson, type LessonStep, type PickReading } from '../../../guide/lesson.js';
import { lessonWords } from '../../../guide/words.js';
import { ESCOBA_GUIDE } from './strings.js';

const say = lessonWords(ESCOBA_GUIDE);

const YOU = 0;
const COMPUTER = 1;

// The deal, as the lesson's words tell it (the lesson test checks the engine deals exactly this).
export const CARDS = {
  seven: SEVEN_OF_COINS,
  five: makeCardId(5, 'c'),
  six: makeCardId(6, 'b'),
  /** The computer's hand. */
  ace: makeCardId(1, 'b'),
  kingOfCups: makeCardId(12, 'c'),
  three: makeCardId(3, 'o'),
  /** The table. */
  aceOfCups: makeCardId(1, 'c'),
  two: makeCardId(2, 'e'),
  four: makeCardId(4, 'b'),
  king: makeCardId(12, 'o'),
} as const;
const C = CARDS;

export const YOUR_HAND = [C.seven, C.five, C.six];
export const COMPUTER_HAND = [C.ace, C.kingOfCups, C.three];
export const TABLE = [C.aceOfCups, C.two, C.four, C.king];

/** Dealt by the computer (seat 1), one card at a time from seat 0, so you (seat 0) play first; then four to the table. */
const DECK = stackedDeck([C.seven, C.ace, C.five, C.kingOfCups, C.six, C.three, ...TABLE]);

const hand = (s: GameState) => s.hand!;

const steps: LessonStep<GameState, Play>[] = [
  { kind: 'say', text: (i) => say(i, 'intro'), highlight: () => TABLE },
  {
    kind: 'you',
    want: { card: C.five, take: [C.king] },
    text: (i) => say(i, 'make15', { five: i.card(C.five), king: i.card(C.king) }),
    why: (i) => say(i, 'make15Why', { five: i.card(C.five) }),
    highlight: () => [C.five, C.king],
  },
  { kind: 'them', action: { card: C.ace, take: [] }, text: (i) => say(i, 'laid', { card: i.card(C.ace) }), highlight: (s) => hand(s).table },
  {
    kind: 'you',
    want: { card: C.seven, take: [C.aceOfCups, C.two, C.four, C.ace] },
    text: (i) => say(i, 'escoba', { seven: i.card(C.seven) }),
    why: (i) => say(i, 'escobaWhy', { seven: i.card(C.seven) }),
    highlight: (s) => [C.seven, ...hand(s).table],
  },
  { kind: 'them', action: { card: C.three, take: [] }, text: (i) => say(i, 'empty', { card: i.card(C.three) }), highlight: () => [C.three] },
  { kind: 'free', text: (i) => say(i, 'free') },
  {
    kind: 'end',
    text: (i, s) => {
      const result = hand(s).result!;
      const items = (side: number) => {
        const breakdown = result.breakdown[side]!;
        const parts = SCORE_KEYS.filter((key) => breakdown[key] !== undefined).map((key) =>
          say(i, 'item', { what: say(i, `cat.${key}`, { card: i.card(SEVEN_OF_COINS) }), n: breakdown[key]! }),
        );
        return parts.length > 0 ? parts.join(', ') : say(i, 'nothing');
      };
      const lines = `${say(i, 'lineYou', { items: items(YOU) })} ${say(i, 'lineThem', { items: items(COMPUTER) })}`;
      return say(i, 'end', { you: result.points[YOU]!, them: result.points[COMPUTER]!, lines });
    },
  },
];

/** The guided first hand of Escoba: a 15, then an escoba with the 7 of coins, then the hand played out and scored. */
export const escobaLesson: Lesson<GameState, Play> = {
  definition: escobaGame as Lesson<GameState, Play>['definition'],
  seat: YOU,
  title: (i) => say(i, 'title'),
  start() {
    const game = escobaGame.newGame({ players: 2 });
    if (!game.ok) throw new Error(game.error.message);
    const dealt = escobaGame.deal(game.value, DECK, COMPUTER);
    if (!dealt.ok) throw new Error(dealt.error.message);
    return dealt.value;
  },
  steps,
  scene(s, i) {
    const h = hand(s);
    const pile = (seat: number) => say(i, 'pile', { cards: h.piles[seat]!.length, escobas: h.escobas[seat]! });
    return [
      { id: 'computer', label: say(i, 'computer'), cards: [], hidden: h.hands[COMPUTER]!.length, note: pile(COMPUTER) },
      { id: 'table', label: say(i, 'table'), cards: h.table, note: say(i, 'stock', { n: h.deck.length - h.dealt }) },
      { id: 'hand', label: say(i, 'hand'), cards: h.hands[YOU]!, mine: true, note: pile(YOU) },
    ];
  },
  buttons: () => [],
  read(s, picks, want): PickReading<Play> {
    const card = picks[0];
    if (typeof card !== 'number') return { kind: 'none' };
    if (want !== null && want.card === card) return { kind: 'move', action: want };
    // A card that can take several sets takes the most cards (the lesson's wanted set was handled above).
    const plays = escobaGame.legalActions(s).filter((p) => p.card === card && !p.renuncio);
    const best = plays.reduce<Play | null>((a, p) => (a === null || p.take.length > a.take.length ? p : a), null);
    return best === null ? { kind: 'none' } : { kind: 'move', action: best };
  },
  computer(s) {
    const plays = escobaGame.legalActions(s).filter((p) => !p.renuncio);
    return plays.reduce((a, p) => (p.take.length > a.take.length ? p : a), plays[0]!);
  },
  describe(before, play, i) {
    const mine = escobaGame.turn(before) === YOU;
    if (play.take.length === 0) return say(i, mine ? 'youLaid' : 'played', { card: i.card(play.card) });
    return say(i, mine ? 'youTook' : 'took', { card: i.card(play.card), cards: i.cards(play.take) });
  },
};
