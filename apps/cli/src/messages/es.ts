import { cardName as briscaCardName, cardRankIndex } from '@escoba/brisca';
import { cardName, type ScoreKey } from '@escoba/engine';
import { ERRORS_ES } from './es-errors.js';
import { HELP_ES } from './es-help.js';
import { RULES_ES } from './es-rules.js';
import { BRISCA_PLAY_ES, ESCOBA_PLAY_ES, SESSION_ES } from './es-session.js';
import type { Messages, Noun } from './types.js';

const NOUNS: Record<Noun, readonly [string, string]> = {
  card: ['carta', 'cartas'],
  coin: ['oro', 'oros'],
  seven: ['siete', 'sietes'],
  escoba: ['escoba', 'escobas'],
  point: ['punto', 'puntos'],
  hand: ['mano', 'manos'],
  trick: ['baza', 'bazas'],
};

const SCORE_KEYS: Record<ScoreKey, string> = {
  escobas: 'escobas',
  cards: 'cartas',
  coins: 'oros',
  sevenOfCoins: 'siete de oros',
  prime: 'primera',
  sevens: 'sietes',
  allSevens: 'todos los sietes',
};

const SUITS = ['oros', 'copas', 'espadas', 'bastos'];
const count = (n: number, noun: Noun) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);
const seats = (l: readonly number[]) => (l.length === 1 ? `asiento ${l[0]}` : `asientos ${list(l.map(String))}`);
const oneSeatEach = (sides: readonly (readonly number[])[]) => sides.every((s) => s.length === 1);
const side = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `asiento ${sides[s]![0]}` : `equipo ${s} (${seats(sides[s] ?? [])})`);
const sideShort = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `asiento ${sides[s]![0]}` : `equipo ${s}`);

export const ES: Messages = {
  lang: 'es',
  count,
  list,
  seat: (s) => `asiento ${s}`,
  seats,
  side,
  sideName: sideShort,
  scores: (scores, sides) => scores.map((n, s) => `${sideShort(sides, s)} ${n}`).join(', '),
  table: (players, partnerships) => (partnerships ? `${players} jugadores, ${players / 2} contra ${players / 2}` : `${players} jugadores, cada uno por su cuenta`),
  empty: '(vacía)',
  card: (c) => cardName(c, 'es'),
  scoreKey: (k) => SCORE_KEYS[k] ?? k,
  errorPrefix: (command) => `escoba ${command}: `,
  badLang: (given) => `--lang debe ser en o es, no ${JSON.stringify(given)}`,
  escoba: {
    intro: (seed, game, table, rules, target) => `Escoba de 15, jugadas legales al azar: semilla ${seed}, partida ${game}. ${table}; reglas ${rules}, gana quien llegue a ${target} puntos.`,
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
    dealEscoba: (sum, seat, escobas) => `  Las cuatro cartas de la mesa suman ${sum}: se las lleva el asiento ${seat} ${escobas === 0 ? 'sin escoba' : `con ${count(escobas, 'escoba')}`}.`,
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
  brisca: {
    trump: 'triunfo',
    trumpCard: 'muestra',
    trick: 'baza',
    stock: 'baceta',
    points: 'puntos',
    draw: 'empate',
    alcalde: 'Alcalde',
    partners: 'compañeros',
    keeps: 'sigue de Alcalde',
    loses: 'deja de ser Alcalde',
    exchange: (who, gave, took) => `${who} cambia ${gave} por la muestra ${took}`,
    // The pack's Spanish names say "1 de oros"; Brisca players say "as".
    card: (c) => (cardRankIndex(c) === 0 ? briscaCardName(c, 'es').replace(/^1 /, 'as ') : briscaCardName(c, 'es')),
    suit: (s) => SUITS[s]!,
    titles: { brisca: 'Brisca', alcalde: 'Alcalde', alcaldeVariation: 'Alcalde (variante)' },
    intro: (title, seed, game, table, rules) => `${title}, jugadas legales al azar: semilla ${seed}, partida ${game}. ${table}; reglas ${rules}.`,
    players: (n) => `${n} jugadores`,
    sidesIntro: (sides) =>
      oneSeatEach(sides)
        ? 'Cada asiento juega por su cuenta. Sale el asiento siguiente al que reparte; quien gana una baza sale en la siguiente.'
        : `Equipos: ${sides.map((s, i) => `equipo ${i} = ${seats(s)}`).join(', ')}. Sale el asiento siguiente al que reparte; quien gana una baza sale en la siguiente.`,
    alcaldeIntro: 'En cada mano quien reparte es el Alcalde, solo contra los otros dos; sale el asiento siguiente al que reparte.',
    cardsHelp:
      'Cartas, de mayor a menor: 1 (as, 11 puntos), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; palos o oros, c copas, e espadas, b bastos. ' +
      'Se puede jugar cualquier carta; la baza es para el triunfo más alto, si no para la carta más alta del palo de salida. "~7o" cambia el 7o por la muestra.',
    deals: (who, you) => (you ? 'repartes tú' : `reparte el ${who}`),
    handHeader: (handNo, deals, alcalde, you) =>
      alcalde ? `== Mano ${handNo}: ${deals} y ${you ? 'eres' : 'es'} el Alcalde, solo contra los otros dos ==` : `== Mano ${handNo}: ${deals} ==`,
    trumpLine: (card, suit, stock) => `  muestra ${card}: triunfo de ${suit}; ${stock} cartas en la baceta`,
    leftOut: (card) => `  ${card} queda fuera de la baraja`,
    then: ' y luego ',
    trickTo: (trickNo, who, points) => `    baza ${trickNo} para ${who}: ${points} puntos`,
    drawsTrump: (who, card) => `    ${who} roba la muestra ${card}, la última carta de la baceta`,
    lastCard: (card) => `    la última carta del Alcalde, ${card}, cuenta para él`,
    alcaldeResult: (handNo, alcalde, a, partners, p, keeps, keep) =>
      `  Puntos de la mano ${handNo}: Alcalde (${alcalde}) ${a}, compañeros (${partners}) ${p}: el Alcalde ${keeps ? 'sigue de Alcalde' : 'deja de ser Alcalde'} (necesita ${keep})`,
    handResult: (handNo, points, winner) => `  Puntos de la mano ${handNo}: ${points}: ${winner === null ? 'empate' : `gana la mano ${winner}`}`,
    handsWon: (wins, needed) => `  Manos ganadas: ${wins} (${needed} para ganar la partida)`,
    stopped: (hands) => `Parada tras ${count(hands, 'hand')} sin ganador de la partida.`,
    drawn: (hands) => `Fin de la partida tras ${count(hands, 'hand')}: empate, no gana nadie.`,
    matchWon: (hands, who) => `Fin de la partida tras ${count(hands, 'hand')}: gana la partida ${who}.`,
    alcaldeStopped: (hands) => `Parada tras ${count(hands, 'hand')} (los juegos del Alcalde no tienen final de partida).`,
  },
  pretty: {
    title: (record, line) => `registro ${record}${line === null ? '' : ` (línea ${line})`}`,
    head: (title, table, rules) => `${title}: ${table}; reglas ${rules}`,
    columns: (bySeat) => ['mano', 'reparte', bySeat ? 'asiento' : 'equipo', 'puntos', 'cartas', 'escobas', 'total', 'desglose'],
    sideSeats: (side, seatList) => `equipo ${side}: ${seatList}`,
    unfinished: 'sin terminar: sin puntos',
    noHands: 'sin manos',
    finalScores: (scores, target) => `tanteo final: ${scores} (se juega a ${target})`,
    winner: (who, zeroCards) => `gana: ${who}${zeroCards ? ', porque el otro bando no se llevó ninguna carta en la última mano' : ''}`,
    analysisHead: (head, hands, plays, forced) =>
      `${head}; ${count(hands, 'hand')}, ${plays} ${plays === 1 ? 'jugada' : 'jugadas'} (${forced} forzadas); manos y jugadas cuentan desde 1, como en replay --pretty (las líneas JSON cuentan desde 0)`,
    analysisColumns: ['mano', 'jugada', 'asiento', 'jugó', 'puntos', 'margen', 'mejor', 'puntos', 'margen', 'pérdida', ''],
    forced: 'forzada',
    mistake: 'ERROR',
    loss: (who, loss, mistakes, threshold) => `${who}: pérdida total ${loss}, ${mistakes} ${mistakes === 1 ? 'error' : 'errores'} (pérdida mayor que ${threshold})`,
    briscaHead: (title, game, table, rules) => `${title}: ${game}, ${table}; reglas ${rules}`,
    briscaAnalysisHead: (head, hands, actions, forced) =>
      `${head}; ${count(hands, 'hand')}, ${actions} acciones (${forced} forzadas); márgenes en puntos de cartas; manos y jugadas cuentan desde 1, como en replay --pretty (las líneas JSON cuentan desde 0)`,
    briscaAnalysisColumns: ['mano', 'jugada', 'asiento', 'jugó', 'margen', 'mejor', 'margen', 'pérdida', ''],
    noFixedSides: 'sin equipos fijos: en cada mano quien reparte es el Alcalde, solo contra los otros dos',
    briscaHand: (handNo, dealer, against, trump, leftOut) =>
      `  mano ${handNo}: reparte el asiento ${dealer}${against === null ? '' : `, que es el Alcalde (solo contra los asientos ${against})`}; muestra ${trump}${leftOut === null ? '' : `; ${leftOut} queda fuera`}`,
    trickColumns: ['baza', 'sale', 'cartas (asiento:carta)', 'gana', 'puntos'],
    exchanges: (seat, card, took) => `el asiento ${seat} cambia ${card} por ${took}`,
    lastCard: (card) => `    la última carta del Alcalde, ${card}, cuenta para él`,
    unfinishedTricks: (tricks) => `    sin terminar tras ${count(tricks, 'trick')}`,
    alcaldePoints: (seat, a, p, keeps) => `    puntos: Alcalde (asiento ${seat}) ${a}, compañeros ${p}; el Alcalde ${keeps ? 'sigue de Alcalde' : 'deja de ser Alcalde'}`,
    handPoints: (points, winner) => `    puntos: ${points}; ${winner === null ? 'empate' : `gana la mano ${winner}`}`,
    handsWon: (wins, needed) => `  manos ganadas: ${wins} (${needed} para ganar)`,
    noWinnerYet: '  gana: nadie todavía',
    drawn: '  gana: nadie, empate',
    tallyPrefix: 'cuenta: ',
    tally: (seat, alcalde, kept, partner) => `asiento ${seat} Alcalde ${alcalde} (siguió ${kept}), ganó de compañero ${partner}`,
  },
  match: {
    bSeats: (n) => ` (${n} asientos)`,
    setupLine: (table, rules, seed) => `${table}, reglas ${rules}, semilla ${seed}`,
    briscaSetupLine: (game, table, rules, seed) => `${game}, ${table}, reglas ${rules}, semilla ${seed}`,
    swap: 'los bots cambian de lado',
    rotate: 'A se sienta en cada asiento por turno, B en los demás',
    alcaldeRotation: 'cada bot es el Alcalde una vez, y los dos compañeros una vez',
    games: (games, sets, seatings, how, hands) => `${games} partidas (${sets} juegos de barajas x ${seatings} disposiciones: ${how}), ${hands} manos`,
    stoppedEarly: (requested) => `; parado antes por el SPRT (de ${requested})`,
    briscaHands: (hands, decks, seatings, how) => `${hands} manos (${decks} barajas x ${seatings} disposiciones: ${how})`,
    oneSet: '- (un juego de barajas)',
    oneDeck: '- (una baraja)',
    to: 'a',
    rows: {
      gamesWon: 'partidas ganadas',
      handsWon: 'manos ganadas',
      winRateCI: '  IC 95% de victorias',
      pointsPerHand: 'puntos por mano',
      cardPointsPerHand: 'puntos de cartas por mano',
      ci: '  IC 95%',
      escobasPerHand: 'escobas por mano',
      msMedian: 'ms por decisión, mediana',
      msP99: 'ms por decisión, p99',
    },
    margin: (margin, ci) => `puntos por mano de A - B: ${margin}, IC 95% ${ci}`,
    briscaMargin: (margin, ci) => `puntos de cartas por mano de A - B: ${margin}, IC 95% ${ci}`,
    notesTwoSides: 'Los puntos por mano son los propios de cada lado; IC de victorias: Wilson; IC de puntos: juegos de barajas como bloques (estimador de razón, t de Student).',
    notesMore: 'Los puntos por mano son los propios de un lado (B: la media de sus asientos); IC de victorias: Wilson; IC de puntos: juegos de barajas como bloques.',
    briscaNotes:
      'Aquí una mano es una partida: las manos empatadas cuentan la mitad para cada uno; IC de victorias: Wilson; IC de puntos de cartas: barajas como bloques (estimador de razón, t de Student); IC del margen: t de Student sobre las barajas.',
    sprtHead: (p0, p1, alpha, beta) => `SPRT sobre las victorias de A, H0 p = ${p0} frente a H1 p = ${p1} (alfa ${alpha}, beta ${beta}): `,
    llr: (llr, lower, upper) => `LLR ${llr}, límites ${lower} y ${upper}`,
    h1: (games, llr) => `H1 aceptada tras ${games} partidas: A es más fuerte que B (${llr})`,
    h0: (games, delta, llr) => `H0 aceptada tras ${games} partidas: A no es más fuerte que B por ${delta} (${llr})`,
    undecided: (games, llr) => `sin decidir tras ${games} partidas (${llr}); jugad más partidas`,
  },
  recordHint: (command) => `El registro de esta partida: ${command}`,
  session: SESSION_ES,
  escobaPlay: ESCOBA_PLAY_ES,
  briscaPlay: BRISCA_PLAY_ES,
  rules: RULES_ES,
  errors: ERRORS_ES,
  help: HELP_ES,
  bench: {
    locale: 'es-ES',
    head: 'manos completas al azar por segundo, en un núcleo:',
    unknownCpu: 'CPU desconocida',
    rows: [
      '2 jugadores, kernel rápido',
      '4 jugadores (2 contra 2), kernel rápido',
      '2 jugadores, API pública (legalPlays + applyPlay)',
      'Brisca, 2 jugadores, kernel rápido',
      'Brisca, 4 jugadores (2 contra 2), kernel rápido',
      'Alcalde, 3 jugadores, kernel rápido',
      'Brisca, 2 jugadores, API pública (legalActions + applyAction)',
    ],
  },
};
