import { cardName as briscaCardName } from '@escoba/brisca';
import { cardName, type ScoreKey } from '@escoba/engine';
import { ERRORS_EN } from './en-errors.js';
import { HELP_EN } from './en-help.js';
import { RULES_EN } from './en-rules.js';
import { BRISCA_PLAY_EN, ESCOBA_PLAY_EN, SESSION_EN } from './en-session.js';
import type { Messages, Noun } from './types.js';

const NOUNS: Record<Noun, readonly [string, string]> = {
  card: ['card', 'cards'],
  coin: ['coin', 'coins'],
  seven: ['seven', 'sevens'],
  escoba: ['escoba', 'escobas'],
  point: ['point', 'points'],
  hand: ['hand', 'hands'],
  trick: ['trick', 'tricks'],
};

const SCORE_KEYS: Record<ScoreKey, string> = {
  escobas: 'escobas',
  cards: 'cards',
  coins: 'coins',
  sevenOfCoins: 'seven of coins',
  prime: 'prime',
  sevens: 'sevens',
  allSevens: 'all sevens',
};

const SUITS = ['coins', 'cups', 'swords', 'clubs'];
const count = (n: number, noun: Noun) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;
const seats = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(', ')}`);
const oneSeatEach = (sides: readonly (readonly number[])[]) => sides.every((s) => s.length === 1);
const side = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `seat ${sides[s]![0]}` : `side ${s} (${seats(sides[s] ?? [])})`);
const sideShort = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `seat ${sides[s]![0]}` : `side ${s}`);

export const EN: Messages = {
  lang: 'en',
  count,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
  seat: (s) => `seat ${s}`,
  seats,
  side,
  sideName: sideShort,
  scores: (scores, sides) => scores.map((n, s) => `${sideShort(sides, s)} ${n}`).join(', '),
  table: (players, partnerships) => (partnerships ? `${players} players, ${players / 2} against ${players / 2}` : `${players} players, each for themselves`),
  empty: '(empty)',
  card: (c) => cardName(c, 'en'),
  scoreKey: (k) => SCORE_KEYS[k] ?? k,
  errorPrefix: (command) => `escoba ${command}: `,
  badLang: (given) => `--lang must be en or es, got ${JSON.stringify(given)}`,
  escoba: {
    intro: (seed, game, table, rules, target) => `Escoba de 15, random legal plays: seed ${seed}, game ${game}. ${table}; rules ${rules}, first to ${target} points.`,
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
    dealEscoba: (sum, seat, escobas) => `  The four table cards make ${sum}: seat ${seat} takes them ${escobas === 0 ? 'with no escoba' : `for ${count(escobas, 'escoba')}`}.`,
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
  brisca: {
    trump: 'trumps',
    trumpCard: 'trump card',
    trick: 'trick',
    stock: 'stock',
    points: 'points',
    draw: 'a draw',
    alcalde: 'Alcalde',
    partners: 'partners',
    keeps: 'keeps the role',
    loses: 'loses the role',
    exchange: (who, gave, took) => `${who} gives ${gave} for the trump card ${took}`,
    card: (c) => briscaCardName(c, 'en'),
    suit: (s) => SUITS[s]!,
    titles: { brisca: 'Brisca', alcalde: 'Alcalde', alcaldeVariation: 'Alcalde variation' },
    intro: (title, seed, game, table, rules) => `${title}, random legal plays: seed ${seed}, game ${game}. ${table}; rules ${rules}.`,
    players: (n) => `${n} players`,
    sidesIntro: (sides) =>
      oneSeatEach(sides)
        ? 'Each seat plays for itself. The seat after the dealer leads; the winner of each trick leads the next.'
        : `Sides: ${sides.map((s, i) => `side ${i} = ${seats(s)}`).join(', ')}. The seat after the dealer leads; the winner of each trick leads the next.`,
    alcaldeIntro: 'Each hand the dealer is the Alcalde, alone against the other two; the seat after the dealer leads.',
    cardsHelp:
      'Cards, high to low: 1 (as, 11 points), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
      'Any card may be played; a trick goes to the highest trump in it, else the highest card of the suit led. "~7o" gives the 7o for the trump card.',
    deals: (who, you) => `${who} ${you ? 'deal' : 'deals'}`,
    handHeader: (handNo, deals, alcalde, you) => (alcalde ? `== Hand ${handNo}: ${deals} and ${you ? 'are' : 'is'} the Alcalde, alone against the other two ==` : `== Hand ${handNo}: ${deals} ==`),
    trumpLine: (card, suit, stock) => `  trump card ${card}: trumps are ${suit}; ${stock} cards in the stock`,
    leftOut: (card) => `  ${card} is left out of the pack`,
    then: ' then ',
    trickTo: (trickNo, who, points) => `    trick ${trickNo} to ${who}: ${points} points`,
    drawsTrump: (who, card) => `    ${who} draws the trump card ${card}, the last card of the stock`,
    lastCard: (card) => `    the Alcalde's last card ${card} counts for him`,
    alcaldeResult: (handNo, alcalde, a, partners, p, keeps, keep) =>
      `  Points for hand ${handNo}: Alcalde (${alcalde}) ${a}, partners (${partners}) ${p}: the Alcalde ${keeps ? 'keeps the role' : 'loses the role'} (${keep} to keep it)`,
    handResult: (handNo, points, winner) => `  Points for hand ${handNo}: ${points}: ${winner === null ? 'a draw' : `${winner} wins the hand`}`,
    handsWon: (wins, needed) => `  Hands won: ${wins} (${needed} to win the match)`,
    stopped: (hands) => `Stopped after ${hands} hands with no match winner.`,
    drawn: (hands) => `Game over after ${count(hands, 'hand')}: a draw, nobody wins.`,
    matchWon: (hands, who) => `Game over after ${count(hands, 'hand')}: ${who} wins the match.`,
    alcaldeStopped: (hands) => `Stopped after ${count(hands, 'hand')} (the Alcalde games have no match end).`,
  },
  pretty: {
    title: (record, line) => `record ${record}${line === null ? '' : ` (line ${line})`}`,
    head: (title, table, rules) => `${title}: ${table}; rules ${rules}`,
    columns: (bySeat) => ['hand', 'dealer', bySeat ? 'seat' : 'side', 'points', 'captured', 'escobas', 'total', 'breakdown'],
    sideSeats: (side, seatList) => `side ${side}: ${seatList}`,
    unfinished: 'unfinished: no points',
    noHands: 'no hands',
    finalScores: (scores, target) => `final scores: ${scores} (target ${target})`,
    winner: (who, zeroCards) => `winner: ${who}${zeroCards ? ': the other side took no card in the last hand' : ''}`,
    analysisHead: (head, hands, plays, forced) =>
      `${head}; ${count(hands, 'hand')}, ${plays} ${plays === 1 ? 'play' : 'plays'} (${forced} forced); hands and plays count from 1, as in replay --pretty (the JSON lines count from 0)`,
    analysisColumns: ['hand', 'play', 'seat', 'played', 'points', 'margin', 'best', 'points', 'margin', 'loss', ''],
    forced: 'forced',
    mistake: 'MISTAKE',
    loss: (who, loss, mistakes, threshold) => `${who}: total loss ${loss}, ${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'} (loss above ${threshold})`,
    briscaHead: (title, game, table, rules) => `${title}: ${game}, ${table}; rules ${rules}`,
    briscaAnalysisHead: (head, hands, actions, forced) =>
      `${head}; ${count(hands, 'hand')}, ${actions} actions (${forced} forced); margins in card points; hands and plays count from 1, as in replay --pretty (the JSON lines count from 0)`,
    briscaAnalysisColumns: ['hand', 'play', 'seat', 'played', 'margin', 'best', 'margin', 'loss', ''],
    noFixedSides: 'no fixed sides: each hand the dealer is the Alcalde, alone against the other two',
    briscaHand: (handNo, dealer, against, trump, leftOut) =>
      `  hand ${handNo}: seat ${dealer} deals${against === null ? '' : ` and is the Alcalde (alone against seats ${against})`}; trump card ${trump}${leftOut === null ? '' : `; ${leftOut} left out`}`,
    trickColumns: ['trick', 'led by', 'cards (seat:card)', 'won by', 'points'],
    exchanges: (seat, card, took) => `seat ${seat} exchanges ${card} for ${took}`,
    lastCard: (card) => `    the Alcalde's last card ${card} counts for him`,
    unfinishedTricks: (tricks) => `    unfinished after ${tricks} tricks`,
    alcaldePoints: (seat, a, p, keeps) => `    points: Alcalde (seat ${seat}) ${a}, partners ${p}; the Alcalde ${keeps ? 'keeps the role' : 'loses the role'}`,
    handPoints: (points, winner) => `    points: ${points}; ${winner === null ? 'a draw' : `${winner} wins the hand`}`,
    handsWon: (wins, needed) => `  hands won: ${wins} (${needed} to win)`,
    noWinnerYet: '  winner: none yet',
    drawn: '  winner: none, a draw',
    tallyPrefix: 'tally: ',
    tally: (seat, alcalde, kept, partner) => `seat ${seat} Alcalde ${alcalde} (kept ${kept}), won as partner ${partner}`,
  },
  match: {
    bSeats: (n) => ` (${n} seats)`,
    setupLine: (table, rules, seed) => `${table}, rules ${rules}, seed ${seed}`,
    briscaSetupLine: (game, table, rules, seed) => `${game}, ${table}, rules ${rules}, seed ${seed}`,
    swap: 'the bots swap sides',
    rotate: 'A sits in each seat in turn, B in the others',
    alcaldeRotation: 'each bot is the Alcalde once, and both partners once',
    games: (games, sets, seatings, how, hands) => `${games} games (${sets} deck sets x ${seatings} seatings: ${how}), ${hands} hands`,
    stoppedEarly: (requested) => `; stopped early by the SPRT (of ${requested})`,
    briscaHands: (hands, decks, seatings, how) => `${hands} hands (${decks} decks x ${seatings} seatings: ${how})`,
    oneSet: '- (one deck set)',
    oneDeck: '- (one deck)',
    to: 'to',
    rows: {
      gamesWon: 'games won',
      handsWon: 'hands won',
      winRateCI: '  win rate 95% CI',
      pointsPerHand: 'points per hand',
      cardPointsPerHand: 'card points per hand',
      ci: '  95% CI',
      escobasPerHand: 'escobas per hand',
      msMedian: 'decision ms median',
      msP99: 'decision ms p99',
    },
    margin: (margin, ci) => `A - B points per hand: ${margin}, 95% CI ${ci}`,
    briscaMargin: (margin, ci) => `A - B card points per hand: ${margin}, 95% CI ${ci}`,
    notesTwoSides: "Points per hand are each side's own points; win rate CI: Wilson; points CI: deck sets as blocks (ratio estimator, Student t).",
    notesMore: "Points per hand are a side's own points (B: the mean over its seats); win rate CI: Wilson; points CI: deck sets as blocks.",
    briscaNotes:
      'A hand is a game here: drawn hands count half to each; win rate CI: Wilson; card points CI: decks as blocks (ratio estimator, Student t); margin CI: Student t over decks.',
    sprtHead: (p0, p1, alpha, beta) => `SPRT on A's game wins, H0 p = ${p0} against H1 p = ${p1} (alpha ${alpha}, beta ${beta}): `,
    llr: (llr, lower, upper) => `LLR ${llr}, bounds ${lower} and ${upper}`,
    h1: (games, llr) => `H1 accepted after ${games} games: A is stronger than B (${llr})`,
    h0: (games, delta, llr) => `H0 accepted after ${games} games: A is not stronger than B by ${delta} (${llr})`,
    undecided: (games, llr) => `undecided after ${games} games (${llr}); play more games`,
  },
  recordHint: (command) => `The record of this game: ${command}`,
  session: SESSION_EN,
  escobaPlay: ESCOBA_PLAY_EN,
  briscaPlay: BRISCA_PLAY_EN,
  rules: RULES_EN,
  errors: ERRORS_EN,
  help: HELP_EN,
  bench: {
    locale: 'en-US',
    head: 'complete random hands per second, on one core:',
    unknownCpu: 'unknown CPU',
    rows: [
      '2 players, fast kernel',
      '4 players (2 against 2), fast kernel',
      '2 players, public API (legalPlays + applyPlay)',
      'Brisca, 2 players, fast kernel',
      'Brisca, 4 players (2 against 2), fast kernel',
      'Alcalde, 3 players, fast kernel',
      'Brisca, 2 players, public API (legalActions + applyAction)',
    ],
  },
};
