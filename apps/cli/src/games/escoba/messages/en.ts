import { cardName, type ScoreKey } from '@escoba/engine';
import { count, oneSeatEach, seats } from '../../../messages/en.js';
import type { EscobaMessages } from './types.js';

const SCORE_KEYS: Record<ScoreKey, string> = {
  escobas: 'escobas',
  cards: 'cards',
  coins: 'coins',
  sevenOfCoins: 'seven of coins',
  prime: 'prime',
  sevens: 'sevens',
  allSevens: 'all sevens',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const countEscobas = (n: number): string => plural(n, 'escoba');

export const ESCOBA_EN: EscobaMessages = {
  card: (c) => cardName(c, 'en'),
  scoreKey: (k) => SCORE_KEYS[k] ?? k,
  countEscobas,
  watch: {
    intro: (players, seed, game, table, rules, target) => `Escoba de 15, ${players}: seed ${seed}, game ${game}. ${table}; rules ${rules}, first to ${target} points.`,
    sides: (sides) =>
      oneSeatEach(sides)
        ? 'Each seat plays for itself. Seats play in turn 0, 1, 2, ...; the seat after the dealer plays first.'
        : `Sides: ${sides.map((s, i) => `side ${i} = ${seats(s)}`).join(', ')}. Seats play in turn 0, 1, 2, ...; the seat after the dealer plays first.`,
    cardsHelp:
      'Cards: ranks 1-7, 10 (sota, jack, worth 8), 11 (caballo, knight, 9), 12 (rey, king, 10); suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
      'A play "7o:3c+5e" plays the 7o and takes the 3c and the 5e from the table (7 + 3 + 5 = 15); "4b" alone lays the 4b on the table. Taking every card on the table is an escoba.',
    handHeader: (handNo, dealer) => `== Hand ${handNo}: seat ${dealer} deals ==`,
    firstDeal: (deals) => `  deal 1 of ${deals}:`,
    redeal: (deal, deals, stock) => `  deal ${deal} of ${deals} (${stock} cards left in the stock):`,
    tableRow: 'table:  ',
    tableAfter: (cards) => `  [table: ${cards}]`,
    dealEscoba: (sum, seat, escobas) => `  The four table cards make ${sum}: seat ${seat} takes them ${escobas === 0 ? 'with no escoba' : `for ${countEscobas(escobas)}`}.`,
    lays: (card) => `${card} goes on the table`,
    takes: (card, taken) => `${card} takes ${taken}`,
    sweep: ': ESCOBA!',
    renuncio: (from, card, take, seat) => `renuncio! seat ${from} laid ${card}, which could take ${take}: seat ${seat} takes them all`,
    unclaimed: (cards) => `  Nobody took a card, so ${cards} stay unclaimed.`,
    leftoverTo: (cards, who) => `  The last cards on the table, ${cards}, go to ${who}, who took last.`,
    pointsFor: (handNo) => `  Points for hand ${handNo}:`,
    prime: (cards) => `prime ${cards}`,
    noPrime: 'no prime',
    sidePoints: (who, points, breakdown, facts) => `    ${who}: ${points} (${breakdown}); took ${facts}`,
    score: (scores, target) => `  Score: ${scores} (target ${target})`,
    wins: (who, zeroCards) => `${who} wins${zeroCards ? ', as the other side took no card in the last hand' : ''}`,
    noWinner: (unfinished) => (unfinished ? 'no winner yet: the last hand is unfinished' : 'no winner yet: the game is not over'),
    gameOver: (hands, result, scores) => `Game over after ${count(hands, 'hand')}: ${result}. Final score: ${scores}.`,
  },
  play: {
    prompt: (range) => `Your play (${range}, or help)? `,
    whichPrompt: (n) => `Which one (1-${n}, or back)? `,
    intro: (table, rules, target) => `Escoba de 15: ${table}; rules ${rules}, first to ${target} points.`,
    cardsHelp:
      'Cards: ranks 1-7, 10 (sota, jack, worth 8), 11 (caballo, knight, 9), 12 (rey, king, 10); suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
      'Play a card by its number in your hand or by name (7o); a card that can make 15 takes a set of table cards. Type help for more.',
    handHeader: (handNo, dealer) => `== Hand ${handNo}: ${dealer} deals ==`,
    firstDeal: (deals, table) => `  deal 1 of ${deals}: three cards each; on the table ${table}`,
    dealEscoba: (sum, who, _you, escobas) => `  The four table cards make ${sum}: ${who} takes them ${escobas === 0 ? 'with no escoba' : `for ${countEscobas(escobas)}`}.`,
    redeal: (deal, deals, stock) => `  deal ${deal} of ${deals}: three cards each (${stock} cards left in the stock)`,
    where: (handNo, deal, deals) => `hand ${handNo}, deal ${deal} of ${deals}`,
    afterHand: (handNo) => `after hand ${handNo}`,
    turn: (where, stock, scores, target) => `Your turn: ${where}; ${plural(stock, 'card')} in the stock. Score: ${scores} (target ${target}).`,
    tableLine: (cards, sum) => `  table:  ${cards === null ? '(empty)' : `${cards}   (sum ${sum})`}`,
    others: (list) => `  others: ${list}`,
    other: (seat, partner, cards) => `seat ${seat}${partner ? ' (partner)' : ''} ${plural(cards, 'card')}`,
    renuncioOpen: (seat, card, sets) => [
      `  Renuncio! Seat ${seat} laid ${card}, which could have taken ${sets.join(' or ')}.`,
      '  Type claim to take it before you play (or play on to let it go).',
    ],
    yourHand: '  your hand:',
    chooseNumber: (n) => `Type a number from 1 to ${n}, or back to choose another card.`,
    noSuchCard: (text, n, example) => `There is no card ${text} in your hand: type a number from 1 to ${n}, or a card such as ${example}.`,
    notInHand: (card, hand) => `${card} is not in your hand (you hold ${hand}).`,
    ways: (card, name, n) => `${card} (${name}) can be played ${n} ways:`,
    layOption: 'lay it on the table',
    takeOption: (cards) => `take ${cards}`,
    sweepMark: ' (escoba!)',
    renuncioSets: (card, n) => `The renuncio on ${card} can take ${n} sets:`,
    noClaim: 'there is no renuncio to claim: the previous player did not lay a card that could make 15',
    cannotPlay: (card) => `${card} cannot be played now`,
    help: [
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
    ],
    hintOnly: (play) => `Hint: only one play is legal: ${play}.`,
    hintNone: 'Hint: no advisor is available.',
    hintNoSuggestion: 'Hint: the advisor has no suggestion.',
    hint: (play, description) => `Hint: ${play} (${description}).`,
    hintLine: (play, points, margin) => `  ${play.padEnd(16)} expected points this hand ${points}, ${margin} against the others`,
    describeClaim: (card, cards) => `claim the renuncio: ${card} and ${cards}`,
    describeLay: (card) => `lay ${card} on the table`,
    describeTake: (card, cards) => `${card} takes ${cards}`,
    gameOver: (hands, result, zeroCards, scores) =>
      `Game over after ${plural(hands, 'hand')}. ${result}${zeroCards ? ': the other side took no card in the last hand' : ''}. Final score: ${scores}.`,
  },
  pretty: {
    head: (title, table, rules) => `${title}: ${table}; rules ${rules}`,
    columns: (bySeat) => ['hand', 'dealer', bySeat ? 'seat' : 'side', 'points', 'captured', 'escobas', 'total', 'breakdown'],
    sideSeats: (side, seatList) => `side ${side}: ${seatList}`,
    unfinished: 'unfinished: no points',
    noHands: 'no hands',
    finalScores: (scores, target) => `final scores: ${scores} (target ${target})`,
    analysisHead: (head, hands, plays, forced) =>
      `${head}; ${count(hands, 'hand')}, ${plays} ${plays === 1 ? 'play' : 'plays'} (${forced} forced); hands and plays count from 1, as in replay --pretty (the JSON lines count from 0)`,
    analysisColumns: ['hand', 'play', 'seat', 'played', 'points', 'margin', 'best', 'points', 'margin', 'loss', ''],
  },
  match: {
    bSeats: (n) => ` (${n} seats)`,
    setupLine: (table, rules, seed) => `${table}, rules ${rules}, seed ${seed}`,
    games: (games, sets, seatings, how, hands) => `${games} games (${sets} deck sets x ${seatings} seatings: ${how}), ${hands} hands`,
    oneSet: '- (one deck set)',
    margin: (margin, ci) => `A - B points per hand: ${margin}, 95% CI ${ci}`,
    notesTwoSides: "Points per hand are each side's own points; win rate CI: Wilson; points CI: deck sets as blocks (ratio estimator, Student t).",
    notesMore: "Points per hand are a side's own points (B: the mean over its seats); win rate CI: Wilson; points CI: deck sets as blocks.",
    rows: {
      gamesWon: 'games won',
      pointsPerHand: 'points per hand',
      escobasPerHand: 'escobas per hand',
    },
  },
  players: (got) => `--players must be 2, 3, 4 or 6, got ${JSON.stringify(got)}`,
  handsRefused: '--hands is for Brisca and the Alcalde games (an Escoba game ends at its target)',
  bench: [
    '2 players, fast kernel',
    '4 players (2 against 2), fast kernel',
    '2 players, public API (legalPlays + applyPlay)',
  ],
  help: {
    rulesExamples: ['escoba rules', 'escoba rules \'{"preset":"sevens","target":15}\''],
    botRequest: '',
    name: 'Escoba de 15',
    gameOption: 'escoba (default)',
    benchName: 'Escoba',
    presetNote: '',
  },
};
