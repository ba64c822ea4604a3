import { makeCardId, playOf, type BriscaAction, type BriscaState } from '@escoba/brisca';
import { stackedDeck, type Lesson, type LessonStep } from '../../../guide/lesson.js';
import { briscaParts, dealt, handOf, say, seatName, YOU } from './table.js';

// You are the Alcalde (seat 0, the dealer); Computer 1 (seat 1) leads, then Computer 2 (seat 2), then you with two
// cards. The deal, as the lesson's words tell it (the lesson test checks the engine deals exactly this).
export const CARDS = {
  two: makeCardId(2, 'o'),
  four: makeCardId(4, 'b'),
  ace: makeCardId(1, 'o'),
  sevenOfCups: makeCardId(7, 'c'),
  fiveOfSwords: makeCardId(5, 'e'),
  six: makeCardId(6, 'b'),
  /** Computer 1's hand. */
  aceOfCups: makeCardId(1, 'c'),
  twoOfCups: makeCardId(2, 'c'),
  fourOfSwords: makeCardId(4, 'e'),
  /** Computer 2's hand. */
  threeOfCups: makeCardId(3, 'c'),
  knight: makeCardId(11, 'e'),
  fiveOfClubs: makeCardId(5, 'b'),
  /** The trump card: coins are trumps. */
  trump: makeCardId(6, 'o'),
  /** Drawn after the first trick: two by you (you win it), then one each. */
  drawn: [makeCardId(12, 'b'), makeCardId(3, 'e'), makeCardId(2, 'b'), makeCardId(3, 'b')],
} as const;
const C = CARDS;

export const YOUR_HAND = [C.two, C.four, C.ace, C.sevenOfCups, C.fiveOfSwords, C.six];
export const COMPUTER_HANDS = [
  [C.aceOfCups, C.twoOfCups, C.fourOfSwords],
  [C.threeOfCups, C.knight, C.fiveOfClubs],
];

/** The Alcalde deals one card at a time, to Computer 1, Computer 2 and twice to himself, three rounds; then the trump card. */
const DECK = stackedDeck([
  ...[0, 1, 2].flatMap((r) => [COMPUTER_HANDS[0]![r]!, COMPUTER_HANDS[1]![r]!, YOUR_HAND[2 * r]!, YOUR_HAND[2 * r + 1]!]),
  C.trump,
  ...C.drawn,
]);

/** The same two cards in either order: when the Alcalde does not lead, the order changes nothing. */
const sameCards = (cards: readonly number[]) => (action: BriscaAction) =>
  action.type === 'play' && action.cards.length === cards.length && cards.every((c) => action.cards.includes(c));

/** A computer's scripted card, said as played. */
const played = (seat: number, card: number, highlight: readonly number[]): LessonStep<BriscaState, BriscaAction> => ({
  kind: 'them',
  action: playOf(card),
  text: (i, s) => say(i, 'played', { who: seatName(s, seat, i), cards: i.card(card) }),
  highlight: () => highlight,
});

const steps: LessonStep<BriscaState, BriscaAction>[] = [
  { kind: 'say', text: (i) => say(i, 'aIntro', { card: i.card(C.trump) }), highlight: () => [C.trump] },
  played(1, C.aceOfCups, [C.aceOfCups]),
  played(2, C.threeOfCups, [C.aceOfCups, C.threeOfCups]),
  {
    kind: 'you',
    want: playOf(C.two, C.four),
    accept: sameCards([C.two, C.four]),
    text: (i) => say(i, 'aTwo', { ace: i.card(C.aceOfCups), three: i.card(C.threeOfCups), two: i.card(C.two), four: i.card(C.four) }),
    why: (i) => say(i, 'aTwoWhy', { two: i.card(C.two), four: i.card(C.four) }),
    highlight: () => [C.aceOfCups, C.threeOfCups, C.two, C.four],
  },
  {
    kind: 'you',
    want: playOf(C.six, C.ace),
    accept: sameCards([C.six, C.ace]),
    text: (i) => say(i, 'aLead', { six: i.card(C.six), ace: i.card(C.ace) }),
    why: (i) => say(i, 'aLeadWhy', { six: i.card(C.six), ace: i.card(C.ace) }),
    highlight: () => [C.six, C.ace],
  },
  played(1, C.fourOfSwords, [C.six, C.ace, C.fourOfSwords]),
  { kind: 'them', action: playOf(C.knight), text: (i) => say(i, 'aPartner2', { card: i.card(C.knight) }), highlight: () => [C.ace] },
  { kind: 'free', text: (i) => say(i, 'aFree') },
  {
    kind: 'end',
    text: (i, s) => {
      const result = handOf(s).result!;
      // Side 0 is the Alcalde's, side 1 the partners'.
      return say(i, 'aEnd', { you: result.points[0]!, them: result.points[1]!, verdict: say(i, result.alcaldeKeeps ? 'aKeep' : 'aLose') });
    },
  },
];

/** The guided first hand of Alcalde: you are the Alcalde, playing two cards a turn, after them and then leading. */
export const alcaldeLesson: Lesson<BriscaState, BriscaAction> = {
  ...briscaParts,
  title: (i) => say(i, 'alcaldeTitle'),
  start: () => dealt('alcalde', 3, DECK, YOU),
  steps,
};
