import { exchangeOf, makeCardId, playOf, type BriscaAction, type BriscaState } from '@escoba/brisca';
import { stackedDeck, type Lesson, type LessonStep } from '../../../guide/lesson.js';
import { briscaParts, dealt, handOf, say, YOU } from './table.js';

const COMPUTER = 1;

// The deal, as the lesson's words tell it (the lesson test checks the engine deals exactly this).
export const CARDS = {
  seven: makeCardId(7, 'o'),
  four: makeCardId(4, 'c'),
  five: makeCardId(5, 'o'),
  /** The computer's hand. */
  king: makeCardId(12, 'c'),
  ace: makeCardId(1, 'e'),
  six: makeCardId(6, 'b'),
  /** The trump card: a 3, worth 10 points, which your 7 of the same suit may take. */
  three: makeCardId(3, 'o'),
  /** The first two cards drawn: the computer's (it wins the first trick), then yours. */
  drawnByComputer: makeCardId(2, 'c'),
  drawnByYou: makeCardId(6, 'c'),
} as const;
const C = CARDS;

export const YOUR_HAND = [C.seven, C.four, C.five];
export const COMPUTER_HAND = [C.king, C.ace, C.six];

/** Dealt by the computer (seat 1) one card at a time from you (seat 0), who lead; the 7th card is the trump card. */
const DECK = stackedDeck([C.seven, C.king, C.four, C.ace, C.five, C.six, C.three, C.drawnByComputer, C.drawnByYou]);

const exchangeLabel = (i: Parameters<typeof say>[0]) => say(i, 'exchange', { card: i.card(C.seven) });

const steps: LessonStep<BriscaState, BriscaAction>[] = [
  { kind: 'say', text: (i) => say(i, 'bIntro'), highlight: () => [C.three] },
  {
    kind: 'you',
    want: exchangeOf(C.seven),
    text: (i) => say(i, 'bExchange', { trump: i.card(C.three), seven: i.card(C.seven), button: exchangeLabel(i) }),
    why: (i) => say(i, 'bExchangeWhy', { trump: i.card(C.three), seven: i.card(C.seven), button: exchangeLabel(i) }),
    highlight: () => [C.seven, C.three],
  },
  { kind: 'say', text: (i) => say(i, 'bPoints'), highlight: () => [C.three] },
  {
    kind: 'you',
    want: playOf(C.four),
    text: (i) => say(i, 'bLead', { four: i.card(C.four) }),
    why: (i) => say(i, 'bLeadWhy', { four: i.card(C.four), three: i.card(C.three), five: i.card(C.five) }),
    highlight: () => [C.four],
  },
  { kind: 'them', action: playOf(C.king), text: (i) => say(i, 'bTrick', { king: i.card(C.king) }), highlight: () => [C.four, C.king] },
  { kind: 'them', action: playOf(C.ace), text: (i) => say(i, 'bAce', { ace: i.card(C.ace) }), highlight: () => [C.ace] },
  {
    kind: 'you',
    want: playOf(C.five),
    text: (i) => say(i, 'bTrump', { five: i.card(C.five) }),
    why: (i) => say(i, 'bTrumpWhy', { five: i.card(C.five), three: i.card(C.three) }),
    highlight: () => [C.ace, C.five],
  },
  { kind: 'free', text: (i) => say(i, 'bFree') },
  {
    kind: 'end',
    text: (i, s) => {
      const points = handOf(s).result!.points;
      const [you, them] = [points[YOU]!, points[COMPUTER]!];
      return say(i, 'bEnd', { you, them, verdict: say(i, you > them ? 'bYouWin' : you < them ? 'bTheyWin' : 'bDraw') });
    },
  },
];

/** The guided first hand of Brisca: the trump card and its exchange, a trick lost, a trick trumped, the points counted. */
export const briscaLesson: Lesson<BriscaState, BriscaAction> = {
  ...briscaParts,
  title: (i) => say(i, 'briscaTitle'),
  start: () => dealt('brisca', 2, DECK, COMPUTER),
  steps,
};

