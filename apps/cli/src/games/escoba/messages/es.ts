import { cardName, type ScoreKey } from '@escoba/engine';
import { count, oneSeatEach, seats } from '../../../messages/es.js';
import type { EscobaMessages } from './types.js';

const SCORE_KEYS: Record<ScoreKey, string> = {
  escobas: 'escobas',
  cards: 'cartas',
  coins: 'oros',
  sevenOfCoins: 'siete de oros',
  prime: 'primera',
  sevens: 'sietes',
  allSevens: 'todos los sietes',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const countEscobas = (n: number): string => plural(n, 'escoba');

export const ESCOBA_ES: EscobaMessages = {
  card: (c) => cardName(c, 'es'),
  scoreKey: (k) => SCORE_KEYS[k] ?? k,
  countEscobas,
  watch: {
    intro: (players, seed, game, table, rules, target) => `Escoba de 15, ${players}: semilla ${seed}, partida ${game}. ${table}; reglas ${rules}, gana quien llegue a ${target} puntos.`,
    sides: (sides) =>
      oneSeatEach(sides)
        ? 'Cada asiento juega por su cuenta. Se juega por turno 0, 1, 2, ...; empieza el asiento siguiente al que reparte.'
        : `Equipos: ${sides.map((s, i) => `equipo ${i} = ${seats(s)}`).join(', ')}. Se juega por turno 0, 1, 2, ...; empieza el asiento siguiente al que reparte.`,
    cardsHelp:
      'Cartas: 1-7, 10 (sota, vale 8), 11 (caballo, 9), 12 (rey, 10); palos o oros, c copas, e espadas, b bastos. ' +
      'La jugada "7o:3c+5e" juega el 7o y se lleva el 3c y el 5e de la mesa (7 + 3 + 5 = 15); "4b" sola deja el 4b en la mesa. Llevarse todas las cartas de la mesa es escoba.',
    handHeader: (handNo, dealer) => `== Mano ${handNo}: reparte el asiento ${dealer} ==`,
    firstDeal: (deals) => `  reparto 1 de ${deals}:`,
    redeal: (deal, deals, stock) => `  reparto ${deal} de ${deals} (quedan ${stock} cartas en el mazo):`,
    tableRow: 'mesa:   ',
    tableAfter: (cards) => `  [mesa: ${cards}]`,
    dealEscoba: (sum, seat, escobas) => `  Las cuatro cartas de la mesa suman ${sum}: se las lleva el asiento ${seat} ${escobas === 0 ? 'sin escoba' : `con ${countEscobas(escobas)}`}.`,
    lays: (card) => `${card} queda en la mesa`,
    takes: (card, taken) => `${card} se lleva ${taken}`,
    sweep: ': ¡ESCOBA!',
    renuncio: (from, card, take, seat) => `¡renuncio! el asiento ${from} dejó ${card}, que podía llevarse ${take}: el asiento ${seat} se lo lleva todo`,
    unclaimed: (cards) => `  Nadie se llevó ninguna carta, así que ${cards} quedan sin dueño.`,
    leftoverTo: (cards, who) => `  Las últimas cartas de la mesa, ${cards}, son para el ${who}, que se llevó la última baza.`,
    pointsFor: (handNo) => `  Puntos de la mano ${handNo}:`,
    prime: (cards) => `primera ${cards}`,
    noPrime: 'sin primera',
    sidePoints: (who, points, breakdown, facts) => `    ${who}: ${points} (${breakdown}); se llevó ${facts}`,
    score: (scores, target) => `  Tanteo: ${scores} (se juega a ${target})`,
    wins: (who, zeroCards) => `gana ${who}${zeroCards ? ', porque el otro bando no se llevó ninguna carta en la última mano' : ''}`,
    noWinner: (unfinished) => (unfinished ? 'aún sin ganador: la última mano está sin terminar' : 'aún sin ganador: la partida no ha terminado'),
    gameOver: (hands, result, scores) => `Fin de la partida tras ${count(hands, 'hand')}: ${result}. Tanteo final: ${scores}.`,
  },
  play: {
    prompt: (range) => `¿Tu jugada (${range}, o ayuda)? `,
    whichPrompt: (n) => `¿Cuál (1-${n}, o atrás)? `,
    intro: (table, rules, target) => `Escoba de 15: ${table}; reglas ${rules}, gana quien llegue a ${target} puntos.`,
    cardsHelp:
      'Cartas: 1-7, 10 (sota, vale 8), 11 (caballo, 9), 12 (rey, 10); palos o oros, c copas, e espadas, b bastos. ' +
      'Juega una carta por su número en tu mano o por su nombre (7o); una carta que suma 15 con cartas de la mesa se las lleva. Escribe ayuda para más.',
    handHeader: (handNo, dealer, you) => `== Mano ${handNo}: ${you ? 'repartes tú' : `reparte el ${dealer}`} ==`,
    firstDeal: (deals, table) => `  reparto 1 de ${deals}: tres cartas a cada uno; en la mesa ${table}`,
    dealEscoba: (sum, who, you, escobas) =>
      `  Las cuatro cartas de la mesa suman ${sum}: ${you ? 'te las llevas' : `se las lleva el ${who}`} ${escobas === 0 ? 'sin escoba' : `con ${countEscobas(escobas)}`}.`,
    redeal: (deal, deals, stock) => `  reparto ${deal} de ${deals}: tres cartas a cada uno (quedan ${stock} cartas en el mazo)`,
    where: (handNo, deal, deals) => `mano ${handNo}, reparto ${deal} de ${deals}`,
    afterHand: (handNo) => `tras la mano ${handNo}`,
    turn: (where, stock, scores, target) => `Te toca: ${where}; ${plural(stock, 'carta')} en el mazo. Tanteo: ${scores} (se juega a ${target}).`,
    tableLine: (cards, sum) => `  mesa:   ${cards === null ? '(vacía)' : `${cards}   (suma ${sum})`}`,
    others: (list) => `  otros:  ${list}`,
    other: (seat, partner, cards) => `asiento ${seat}${partner ? ' (compañero)' : ''} ${plural(cards, 'carta')}`,
    renuncioOpen: (seat, card, sets) => [
      `  ¡Renuncio! El asiento ${seat} dejó ${card}, que podía llevarse ${sets.join(' o ')}.`,
      '  Escribe reclamar para llevártelo antes de jugar (o juega sin más para dejarlo pasar).',
    ],
    yourHand: '  tu mano:',
    chooseNumber: (n) => `Escribe un número del 1 al ${n}, o atrás para elegir otra carta.`,
    noSuchCard: (text, n, example) => `No tienes carta ${text} en la mano: escribe un número del 1 al ${n}, o una carta como ${example}.`,
    notInHand: (card, hand) => `${card} no está en tu mano (tienes ${hand}).`,
    ways: (card, name, n) => `${card} (${name}) se puede jugar de ${n} maneras:`,
    layOption: 'dejarla en la mesa',
    takeOption: (cards) => `llevarse ${cards}`,
    sweepMark: ' (¡escoba!)',
    renuncioSets: (card, n) => `El renuncio de ${card} puede llevarse ${n} combinaciones:`,
    noClaim: 'no hay renuncio que reclamar: el jugador anterior no dejó en la mesa una carta que pudiera sumar 15',
    cannotPlay: (card) => `${card} no se puede jugar ahora`,
    help: [
      'Órdenes:',
      '  1, 2, 3        juega esa carta de tu mano; si puede llevarse más de una combinación se te pregunta cuál',
      '  7o             juega el 7 de oros (número 1-7, 10, 11, 12 y luego el palo o, c, e, b)',
      '  7o:3c+5e       juega el 7o llevándose el 3c y el 5e de la mesa (7 + 3 + 5 = 15)',
      '  dejar 7o       deja el 7o en la mesa sin llevarse nada (no vale si las reglas obligan a llevarse)',
      '  reclamar       reclama un renuncio, si las reglas los permiten y el jugador anterior lo ha cometido',
      '  pista          pregunta al experto por la mejor jugada',
      '  ver            muestra otra vez la mesa y tu mano',
      '  atrás          cuando se te pregunta qué combinación, elige otra carta',
      '  salir          termina la partida (se guarda el registro si lo pediste)',
      'Las órdenes en inglés (help, hint, show, lay, claim, back, quit) también valen.',
      'Valores: 1-7 lo que marcan, sota (10) 8, caballo (11) 9, rey (12) 10. Una carta que suma 15 con cartas de la mesa',
      'se las lleva; llevarse todas las cartas de la mesa es escoba, 1 punto.',
    ],
    hintOnly: (play) => `Pista: solo hay una jugada legal: ${play}.`,
    hintNone: 'Pista: no hay ningún consejero disponible.',
    hintNoSuggestion: 'Pista: el consejero no tiene ninguna sugerencia.',
    hint: (play, description) => `Pista: ${play} (${description}).`,
    hintLine: (play, points, margin) => `  ${play.padEnd(16)} puntos esperados en esta mano ${points}, ${margin} frente a los demás`,
    describeClaim: (card, cards) => `reclamar el renuncio: ${card} y ${cards}`,
    describeLay: (card) => `dejar ${card} en la mesa`,
    describeTake: (card, cards) => `${card} se lleva ${cards}`,
    gameOver: (hands, result, zeroCards, scores) =>
      `Fin de la partida tras ${plural(hands, 'mano')}. ${result}${zeroCards ? ', porque el otro bando no se llevó ninguna carta en la última mano' : ''}. Tanteo final: ${scores}.`,
  },
  pretty: {
    head: (title, table, rules) => `${title}: ${table}; reglas ${rules}`,
    columns: (bySeat) => ['mano', 'reparte', bySeat ? 'asiento' : 'equipo', 'puntos', 'cartas', 'escobas', 'total', 'desglose'],
    sideSeats: (side, seatList) => `equipo ${side}: ${seatList}`,
    unfinished: 'sin terminar: sin puntos',
    noHands: 'sin manos',
    finalScores: (scores, target) => `tanteo final: ${scores} (se juega a ${target})`,
    analysisHead: (head, hands, plays, forced) =>
      `${head}; ${count(hands, 'hand')}, ${plays} ${plays === 1 ? 'jugada' : 'jugadas'} (${forced} forzadas); manos y jugadas cuentan desde 1, como en replay --pretty (las líneas JSON cuentan desde 0)`,
    analysisColumns: ['mano', 'jugada', 'asiento', 'jugó', 'puntos', 'margen', 'mejor', 'puntos', 'margen', 'pérdida', ''],
  },
  match: {
    bSeats: (n) => ` (${n} asientos)`,
    setupLine: (table, rules, seed) => `${table}, reglas ${rules}, semilla ${seed}`,
    games: (games, sets, seatings, how, hands) => `${games} partidas (${sets} juegos de barajas x ${seatings} disposiciones: ${how}), ${hands} manos`,
    oneSet: '- (un juego de barajas)',
    margin: (margin, ci) => `puntos por mano de A - B: ${margin}, IC 95% ${ci}`,
    notesTwoSides: 'Los puntos por mano son los propios de cada lado; IC de victorias: Wilson; IC de puntos: juegos de barajas como bloques (estimador de razón, t de Student).',
    notesMore: 'Los puntos por mano son los propios de un lado (B: la media de sus asientos); IC de victorias: Wilson; IC de puntos: juegos de barajas como bloques.',
    rows: {
      gamesWon: 'partidas ganadas',
      pointsPerHand: 'puntos por mano',
      escobasPerHand: 'escobas por mano',
    },
  },
  players: (got) => `--players debe ser 2, 3, 4 o 6, no ${JSON.stringify(got)}`,
  handsRefused: '--hands es para la Brisca y los juegos del Alcalde (una partida de Escoba termina al llegar a su meta)',
  bench: [
    '2 jugadores, kernel rápido',
    '4 jugadores (2 contra 2), kernel rápido',
    '2 jugadores, API pública (legalPlays + applyPlay)',
  ],
  help: {
    rulesExamples: ['escoba rules --lang es', 'escoba rules \'{"preset":"sevens","target":15}\' --lang es'],
    botRequest: '',
    name: 'Escoba de 15',
    gameOption: 'escoba (por defecto)',
    benchName: 'Escoba',
    presetNote: '',
  },
};
