import { briscaGame, historyEvents, type BriscaAction, type BriscaState, type Card, type HandState } from '@escoba/brisca';
import type { I18n } from '../../../i18n/translator.js';
import type { Lesson, PickReading, Pick as Picked, SceneButton, SceneZone } from '../../../guide/lesson.js';
import { lessonWords } from '../../../guide/words.js';
import { BRISCA_GUIDE } from './strings.js';

/** What the Brisca and Alcalde lessons share: their table, how picks read as moves, the computer's free moves. */

export const say = lessonWords(BRISCA_GUIDE);

export const YOU = 0;

export const handOf = (s: BriscaState): HandState => s.hand!;

const EXCHANGE = 'exchange';

/** A Brisca or Alcalde game of `rules` (a preset name) with `players`, dealt `deck` by `dealer`. */
export function dealt(rules: string, players: number, deck: readonly Card[], dealer: number): BriscaState {
  const game = briscaGame.newGame({ rules, players });
  if (!game.ok) throw new Error(game.error.message);
  const state = briscaGame.deal(game.value, deck, dealer);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** Each seat's name in the lesson's words: you, or the computer (numbered when there are two). */
export const seatName = (s: BriscaState, seat: number, i: I18n): string =>
  seat === YOU ? say(i, 'you') : s.table.players === 2 ? say(i, 'computer') : say(i, 'computerN', { n: seat });

/** The trick on the table, or the last one finished while the next is not started (so the player sees who won it). */
function trickZone(s: BriscaState, i: I18n): SceneZone {
  const h = handOf(s);
  if (h.trickCards.length > 0 || h.tricks === 0) return { id: 'trick', label: say(i, 'trick'), cards: h.trickCards };
  const last = historyEvents(h.history).filter((e) => e.type === 'trick').at(-1);
  const note = last?.type === 'trick' ? seatName(s, last.winner, i) : undefined;
  return { id: 'trick', label: say(i, 'lastTrick'), cards: last?.type === 'trick' ? last.cards : [], note };
}

export function briscaScene(s: BriscaState, i: I18n): readonly SceneZone[] {
  const h = handOf(s);
  const others: SceneZone[] = [];
  for (let seat = 1; seat < s.table.players; seat++) {
    others.push({ id: `seat-${seat}`, label: seatName(s, seat, i), cards: [], hidden: h.hands[seat]!.length, note: say(i, 'won', { n: h.points[seat]! }) });
  }
  const stock = h.deck.length - h.next;
  const trump: SceneZone =
    h.trumpCard === null
      ? { id: 'trump', label: say(i, 'trump'), cards: [], note: say(i, 'trumpTaken', { card: i.card(h.firstTrump) }) }
      : { id: 'trump', label: say(i, 'trump'), cards: [h.trumpCard], note: say(i, 'stock', { n: stock }) };
  return [...others, trump, trickZone(s, i), { id: 'hand', label: say(i, 'hand'), cards: h.hands[YOU]!, mine: true, note: say(i, 'won', { n: h.points[YOU]! }) }];
}

export function briscaButtons(s: BriscaState, i: I18n): readonly SceneButton[] {
  if (briscaGame.turn(s) !== YOU) return [];
  return briscaGame
    .legalActions(s)
    .filter((a) => a.type === 'exchange')
    .map((a) => ({ id: EXCHANGE, label: say(i, 'exchange', { card: i.card(a.type === 'exchange' ? a.card : 0) }) }));
}

/** The exchange button, or the cards picked in order: a play once they are a legal play, more while they start one. */
export function briscaRead(s: BriscaState, picks: readonly Picked[]): PickReading<BriscaAction> {
  const legal = briscaGame.legalActions(s);
  if (picks[0] === EXCHANGE) {
    const exchange = legal.find((a) => a.type === 'exchange');
    return exchange ? { kind: 'move', action: exchange } : { kind: 'none' };
  }
  if (picks.some((p) => typeof p !== 'number')) return { kind: 'none' };
  const plays = legal.filter((a) => a.type === 'play' && picks.every((p, k) => a.cards[k] === p));
  const exact = plays.find((a) => a.type === 'play' && a.cards.length === picks.length);
  if (exact) return { kind: 'move', action: exact };
  return plays.length > 0 ? { kind: 'more' } : { kind: 'none' };
}

/** The computer's free move: its first legal play (never an exchange), so the same moves of the player give the same hand. */
export function briscaComputer(s: BriscaState): BriscaAction {
  const play = briscaGame.legalActions(s).find((a) => a.type === 'play');
  if (!play) throw new Error('the computer has no card to play');
  return play;
}

export function briscaDescribe(before: BriscaState, action: BriscaAction, i: I18n): string {
  const who = seatName(before, briscaGame.turn(before) ?? YOU, i);
  if (action.type === 'exchange') return say(i, 'exchanged', { who, card: i.card(action.card), took: i.card(handOf(before).trumpCard ?? action.card) });
  if (action.type === 'play') return say(i, 'played', { who, cards: action.cards.map((c) => i.card(c)).join(' + ') });
  return '';
}

/** A lesson's parts that are the same for Brisca and Alcalde. */
export const briscaParts: Pick<Lesson<BriscaState, BriscaAction>, 'definition' | 'seat' | 'scene' | 'buttons' | 'read' | 'computer' | 'describe'> = {
  definition: briscaGame as Lesson<BriscaState, BriscaAction>['definition'],
  seat: YOU,
  scene: briscaScene,
  buttons: briscaButtons,
  read: (s, picks) => briscaRead(s, picks),
  computer: briscaComputer,
  describe: briscaDescribe,
};
