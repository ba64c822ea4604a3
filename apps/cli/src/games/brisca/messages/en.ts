import { cardName } from '@escoba/brisca';
import { count, oneSeatEach, seats } from '../../../messages/en.js';
import type { BriscaMessages } from './types.js';

const SUITS = ['coins', 'cups', 'swords', 'clubs'];
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export const BRISCA_EN: BriscaMessages = {
  words: {
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
    card: (c) => cardName(c, 'en'),
    suit: (s) => SUITS[s]!,
    titles: { brisca: 'Brisca', alcalde: 'Alcalde', alcaldeVariation: 'Alcalde variation' },
    intro: (title, players, seed, game, table, rules) => `${title}, ${players}: seed ${seed}, game ${game}. ${table}; rules ${rules}.`,
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
  play: {
    prompt: (range, alcalde) => `Your play (${range}, a card like 3o${alcalde ? ' +another' : ''}, or help)? `,
    briscaGoal: (wins) => `the first side to win ${plural(wins, 'hand')} wins`,
    alcaldeGoal: (keep, hands) => `the dealer is the Alcalde and keeps the role with ${keep} points; ${plural(hands, 'hand')}`,
    intro: (title, table, rules, goal) => `${title}: ${table}; rules ${rules}; ${goal}.`,
    cardsHelp:
      'Cards, high to low: 1 (as, 11 points), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; suits o oros, c copas, e espadas, b bastos. ' +
      'Play a card by its number in your hand or by name (3o); ~7o or exchange gives your 7 or 2 of trumps for the trump card. Type help for more.',
    where: (handNo, trick) => `hand ${handNo}, trick ${trick}`,
    afterHand: (handNo) => `after hand ${handNo}`,
    trumpDrawn: (suit) => `trumps ${suit} (the trump card has been drawn)`,
    trumpCard: (card) => `trump card ${card}`,
    turn: (handNo, trick, trump, stock, points) => `Your turn: hand ${handNo}, trick ${trick}; ${trump}; ${stock} cards in the stock. Points: ${points}.`,
    alcaldePoints: (alcalde, partners) => `Alcalde ${alcalde}, partners ${partners}`,
    youLead: '  you lead this trick',
    trickSoFar: (cards, leader) => `  trick so far: ${cards} (${leader} led)`,
    othersHold: (list) => `  others hold: ${list}`,
    other: (seat, cards, partner) => `seat ${seat} ${plural(cards, 'card')}${partner ? ' (partner)' : ''}`,
    known: (list) => `  cards you know: ${list}`,
    yourHand: '  your hand:',
    mayExchange: (action, card, trump) => `  you may exchange: ${action} gives your ${card} for the trump card ${trump} (type ${action} or exchange)`,
    alcaldeTwo: '  as the Alcalde you play two cards at once, in order: e.g. 1+2 or 12b+4o',
    noExchange: 'No exchange is possible now: it takes the 7 of trumps (or the 2) in your hand while the trump card is still under the stock, on your turn.',
    notACardInHand: (text) => `${JSON.stringify(text)} is not a card in your hand. Type help for the commands.`,
    alcaldeNamesTwo: 'As the Alcalde you play two cards at once: name both, e.g. 1+2 or 12b+4o (the first is played first).',
    notInHand: (card, hand) => `${card} is not in your hand (you hold ${hand}).`,
    sameCardTwice: (card, ex) => `${card} is named twice: as the Alcalde you play two different cards, e.g. ${ex.numbers} or ${ex.names} (the first is played first).`,
    oneCardATurn: (ex) => `You play one card a turn: type one, e.g. ${ex.numbers} or ${ex.names}.`,
    drew: (cards, trump) =>
      `    you drew ${[...cards, ...(trump === null ? [] : [`the trump card ${trump}`])].join(' and ')}${trump === null ? '' : ', the last card of the stock'}`,
    notLegal: (action) => `${action} is not a legal action now`,
    help: [
      'On your turn type:',
      '  1, 2, 3        the card at that place in your hand',
      '  3o             the card by name (ranks 1-7, 10 sota, 11 caballo, 12 rey; suits o c e b)',
      '  1+2, 12b+4o    the Alcalde (alcalde preset) plays two cards at once, in that order',
      '  ~7o, exchange  give your 7 (or 2) of trumps for the trump card under the stock; then play',
      "  hint           the expert's estimate of your best actions (expected card-point margin of your side at the end of the hand)",
      '  show           the trick, the trump card and your hand again',
      '  help           this list',
      '  quit           stop the game',
      'Any card may be played: there is no need to follow suit. A trick goes to the highest trump in it, else to the highest card of the suit led.',
    ],
    noHints: 'No hints in this game.',
    hint: (action, label) => `Hint: ${action} (${label}). Expected card-point margin of your side at the end of the hand:`,
    exchangeLabel: (card) => `exchange ${card} for the trump card`,
    gameOver: (hands, who, wins) => `Game over after ${plural(hands, 'hand')}. ${who}. Hands won: ${wins}.`,
    alcaldeOver: (hands, tally) => `Game over after ${plural(hands, 'hand')}.${tally === null ? '' : ` Tally: ${tally}.`}`,
    tally: (who, alcalde, kept, partner) => `${who} Alcalde ${alcalde} (kept ${kept}), won as partner ${partner}`,
  },
  pretty: {
    head: (title, game, table, rules) => `${title}: ${game}, ${table}; rules ${rules}`,
    analysisHead: (head, hands, actions, forced) =>
      `${head}; ${count(hands, 'hand')}, ${actions} actions (${forced} forced); margins in card points; hands and plays count from 1, as in replay --pretty (the JSON lines count from 0)`,
    analysisColumns: ['hand', 'play', 'seat', 'played', 'margin', 'best', 'margin', 'loss', ''],
    noFixedSides: 'no fixed sides: each hand the dealer is the Alcalde, alone against the other two',
    hand: (handNo, dealer, against, trump, leftOut) =>
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
    setupLine: (game, table, rules, seed) => `${game}, ${table}, rules ${rules}, seed ${seed}`,
    alcaldeRotation: 'each bot is the Alcalde once, and both partners once',
    hands: (hands, decks, seatings, how) => `${hands} hands (${decks} decks x ${seatings} seatings: ${how})`,
    oneDeck: '- (one deck)',
    margin: (margin, ci) => `A - B card points per hand: ${margin}, 95% CI ${ci}`,
    notes:
      'A hand is a game here: drawn hands count half to each; win rate CI: Wilson; card points CI: decks as blocks (ratio estimator, Student t); margin CI: Student t over decks.',
    rows: {
      handsWon: 'hands won',
      cardPointsPerHand: 'card points per hand',
    },
  },
  players: (got) => `--players must be 2, 3 or 4 (3 for the Alcalde games), got ${JSON.stringify(got)}`,
  bench: [
    'Brisca, 2 players, fast kernel',
    'Brisca, 4 players (2 against 2), fast kernel',
    'Alcalde, 3 players, fast kernel',
    'Brisca, 2 players, public API (legalActions + applyAction)',
  ],
  help: {
    rulesExamples: ['escoba rules --game brisca', 'escoba rules \'{"preset":"alcalde","keep":61}\''],
    botRequest:
      'A request with "game": "brisca" is a Brisca or Alcalde position (the seat\'s view); the answer is an action:\n' +
      "3o, 12b+4o (the Alcalde's two cards) or ~7e (exchange for the trump card). ",
    name: 'Brisca and the Alcalde games',
    gameOption: 'brisca; alcalde and alcalde-variation pick Brisca with that preset. --rules brisca|alcalde|alcalde-variation picks it too',
    benchName: 'Brisca',
    presetNote: ' (a Brisca preset shows Brisca rules)',
    hands: {
      selfplay: 'Brisca and Alcalde: at most this many hands a game (default: Brisca to the end of the match, Alcalde 1)',
      play: 'Brisca and Alcalde: at most this many hands (default: Brisca to the end of the match, Alcalde 1)',
    },
    notes: {
      watch: '--rules brisca, alcalde or alcalde-variation watches a Brisca or Alcalde game trick by trick.',
      match: 'Brisca and Alcalde (--rules brisca|alcalde|alcalde-variation): a game is one hand, dealt from the seed of its\ndeck set; the bots swap sides (2 players, 2 against 2), or A sits in each seat in turn (3 or 4 alone), or each\nbot is the Alcalde once a deck. Hands won count draws half; points are card points per hand, and the report\nadds A\'s card-point margin per hand with a 95% interval over decks. Played in this thread, level bots only.',
      play: 'Brisca and Alcalde (--rules brisca|alcalde|alcalde-variation): type a card (3o) or its number, ~7o or exchange to take\nthe trump card, and as the Alcalde two cards (12b+4o or 1+2). hint, show, help and quit as in Escoba.',
      analyze: 'Brisca and Alcalde records (brisca-record/1) get the same lines with "margin" in card points (the expected\ncard points of the acting side minus the others\' at the end of the hand, from the Brisca expert\'s search);\ntheir summary lists "seats" only, and the default threshold is 2 card points.',
    },
    examples: {
      selfplay: ['escoba selfplay --games 3 --seed 7 --rules alcalde   (Brisca games write brisca-record/1, exchanges included)'],
      watch: ['escoba watch --seed 3 --rules brisca --lang es'],
      match: ['escoba match --a hard --b medium --rules alcalde --games 200 --json'],
      play: ['escoba play --rules alcalde --level hard --record /tmp/alcalde.json'],
      analyze: ['escoba selfplay --rules brisca --seed 3 | escoba analyze --iterations 100 -'],
    },
  },
};
