import { cardName, cardRankIndex } from '@escoba/brisca';
import { count, oneSeatEach, seats } from '../../../messages/es.js';
import type { BriscaMessages } from './types.js';

const SUITS = ['oros', 'copas', 'espadas', 'bastos'];
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export const BRISCA_ES: BriscaMessages = {
  words: {
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
    card: (c) => (cardRankIndex(c) === 0 ? cardName(c, 'es').replace(/^1 /, 'as ') : cardName(c, 'es')),
    suit: (s) => SUITS[s]!,
    titles: { brisca: 'Brisca', alcalde: 'Alcalde', alcaldeVariation: 'Alcalde (variante)' },
    intro: (title, players, seed, game, table, rules) => `${title}, ${players}: semilla ${seed}, partida ${game}. ${table}; reglas ${rules}.`,
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
  play: {
    prompt: (range, alcalde) => `¿Tu jugada (${range}, una carta como 3o${alcalde ? ' +otra' : ''}, o ayuda)? `,
    briscaGoal: (wins) => `gana el primer bando que gane ${plural(wins, 'mano')}`,
    alcaldeGoal: (keep, hands) => `quien reparte es el Alcalde y sigue de Alcalde con ${keep} puntos; ${plural(hands, 'mano')}`,
    intro: (title, table, rules, goal) => `${title}: ${table}; reglas ${rules}; ${goal}.`,
    cardsHelp:
      'Cartas, de mayor a menor: 1 (as, 11 puntos), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; palos o oros, c copas, e espadas, b bastos. ' +
      'Juega una carta por su número en tu mano o por su nombre (3o); ~7o o cambiar da tu 7 o tu 2 de triunfo por la muestra. Escribe ayuda para más.',
    where: (handNo, trick) => `mano ${handNo}, baza ${trick}`,
    afterHand: (handNo) => `tras la mano ${handNo}`,
    trumpDrawn: (suit) => `triunfo de ${suit} (la muestra ya se ha robado)`,
    trumpCard: (card) => `muestra ${card}`,
    turn: (handNo, trick, trump, stock, points) => `Te toca: mano ${handNo}, baza ${trick}; ${trump}; ${plural(stock, 'carta')} en la baceta. Puntos: ${points}.`,
    alcaldePoints: (alcalde, partners) => `Alcalde ${alcalde}, compañeros ${partners}`,
    youLead: '  sales tú en esta baza',
    trickSoFar: (cards, leader, youLed) => `  baza hasta ahora: ${cards} (${youLed ? 'saliste tú' : `salió el ${leader}`})`,
    othersHold: (list) => `  los demás tienen: ${list}`,
    other: (seat, cards, partner) => `asiento ${seat} ${plural(cards, 'carta')}${partner ? ' (compañero)' : ''}`,
    known: (list) => `  cartas que conoces: ${list}`,
    yourHand: '  tu mano:',
    mayExchange: (action, card, trump) => `  puedes cambiar: ${action} da tu ${card} por la muestra ${trump} (escribe ${action} o cambiar)`,
    alcaldeTwo: '  como Alcalde juegas dos cartas a la vez, en orden: p. ej. 1+2 o 12b+4o',
    noExchange: 'Ahora no se puede cambiar: hace falta tener en la mano el 7 de triunfo (o el 2) mientras la muestra sigue bajo la baceta, y que sea tu turno.',
    notACardInHand: (text) => `${JSON.stringify(text)} no es una carta de tu mano. Escribe ayuda para ver las órdenes.`,
    alcaldeNamesTwo: 'Como Alcalde juegas dos cartas a la vez: nombra las dos, p. ej. 1+2 o 12b+4o (la primera se juega antes).',
    notInHand: (card, hand) => `${card} no está en tu mano (tienes ${hand}).`,
    sameCardTwice: (card, ex) => `${card} está nombrada dos veces: como Alcalde juegas dos cartas distintas, p. ej. ${ex.numbers} o ${ex.names} (la primera se juega primero).`,
    oneCardATurn: (ex) => `Juegas una carta por turno: escribe una, p. ej. ${ex.numbers} o ${ex.names}.`,
    drew: (cards, trump) =>
      `    robaste ${[...cards, ...(trump === null ? [] : [`la muestra ${trump}`])].join(' y ')}${trump === null ? '' : ', la última carta de la baceta'}`,
    notLegal: (action) => `${action} no es una acción legal ahora`,
    help: [
      'En tu turno escribe:',
      '  1, 2, 3        la carta que ocupa ese lugar en tu mano',
      '  3o             la carta por su nombre (números 1-7, 10 sota, 11 caballo, 12 rey; palos o c e b)',
      '  1+2, 12b+4o    el Alcalde (reglas alcalde) juega dos cartas a la vez, en ese orden',
      '  ~7o, cambiar   da tu 7 (o tu 2) de triunfo por la muestra que está bajo la baceta; luego juega',
      '  pista          la estimación del experto de tus mejores acciones (margen esperado de puntos de cartas de tu bando al final de la mano)',
      '  ver            muestra otra vez la baza, la muestra y tu mano',
      '  ayuda          esta lista',
      '  salir          termina la partida',
      'Las órdenes en inglés (help, hint, show, exchange, quit) también valen.',
      'Se puede jugar cualquier carta: no hace falta asistir al palo. La baza es para el triunfo más alto, si no para la carta más alta del palo de salida.',
    ],
    noHints: 'En esta partida no hay pistas.',
    hint: (action, label) => `Pista: ${action} (${label}). Margen esperado de puntos de cartas de tu bando al final de la mano:`,
    exchangeLabel: (card) => `cambiar ${card} por la muestra`,
    gameOver: (hands, who, wins) => `Fin de la partida tras ${plural(hands, 'mano')}. ${who}. Manos ganadas: ${wins}.`,
    alcaldeOver: (hands, tally) => `Fin de la partida tras ${plural(hands, 'mano')}.${tally === null ? '' : ` Cuenta: ${tally}.`}`,
    tally: (who, alcalde, kept, partner) => `${who}: Alcalde ${alcalde} (siguió ${kept}), ganó de compañero ${partner}`,
  },
  pretty: {
    head: (title, game, table, rules) => `${title}: ${game}, ${table}; reglas ${rules}`,
    analysisHead: (head, hands, actions, forced) =>
      `${head}; ${count(hands, 'hand')}, ${actions} acciones (${forced} forzadas); márgenes en puntos de cartas; manos y jugadas cuentan desde 1, como en replay --pretty (las líneas JSON cuentan desde 0)`,
    analysisColumns: ['mano', 'jugada', 'asiento', 'jugó', 'margen', 'mejor', 'margen', 'pérdida', ''],
    noFixedSides: 'sin equipos fijos: en cada mano quien reparte es el Alcalde, solo contra los otros dos',
    hand: (handNo, dealer, against, trump, leftOut) =>
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
    setupLine: (game, table, rules, seed) => `${game}, ${table}, reglas ${rules}, semilla ${seed}`,
    alcaldeRotation: 'cada bot es el Alcalde una vez, y los dos compañeros una vez',
    hands: (hands, decks, seatings, how) => `${hands} manos (${decks} barajas x ${seatings} disposiciones: ${how})`,
    oneDeck: '- (una baraja)',
    margin: (margin, ci) => `puntos de cartas por mano de A - B: ${margin}, IC 95% ${ci}`,
    notes:
      'Aquí una mano es una partida: las manos empatadas cuentan la mitad para cada uno; IC de victorias: Wilson; IC de puntos de cartas: barajas como bloques (estimador de razón, t de Student); IC del margen: t de Student sobre las barajas.',
    rows: {
      handsWon: 'manos ganadas',
      cardPointsPerHand: 'puntos de cartas por mano',
    },
  },
  players: (got) => `--players debe ser 2, 3 o 4 (3 en los juegos del Alcalde), no ${JSON.stringify(got)}`,
  bench: [
    'Brisca, 2 jugadores, kernel rápido',
    'Brisca, 4 jugadores (2 contra 2), kernel rápido',
    'Alcalde, 3 jugadores, kernel rápido',
    'Brisca, 2 jugadores, API pública (legalActions + applyAction)',
  ],
  help: {
    rulesExamples: ['escoba rules --game brisca --lang es', 'escoba rules \'{"preset":"alcalde","keep":61}\' --lang es'],
    botRequest:
      'Una petición con "game": "brisca" es una posición de Brisca o del Alcalde (lo que ve el asiento); la respuesta es\n' +
      'una acción: 3o, 12b+4o (las dos cartas del Alcalde) o ~7e (cambio por la muestra). ',
    name: 'Brisca y los juegos del Alcalde',
    gameOption: 'brisca; alcalde y alcalde-variation eligen la Brisca con esa variante. También lo elige --rules brisca|alcalde|alcalde-variation',
    benchName: 'Brisca',
    presetNote: ' (una variante de Brisca muestra reglas de Brisca)',
    hands: {
      selfplay: 'Brisca y Alcalde: como mucho este número de manos por partida (por defecto: la Brisca hasta el final de la partida, el Alcalde 1)',
      play: 'Brisca y Alcalde: como mucho este número de manos (por defecto: la Brisca hasta el final de la partida, el Alcalde 1)',
    },
    notes: {
      watch: '--rules brisca, alcalde o alcalde-variation cuenta una partida de Brisca o del Alcalde baza a baza.',
      match: 'Brisca y Alcalde (--rules brisca|alcalde|alcalde-variation): una partida es una mano, repartida con la semilla de\nsu juego de barajas; los bots se cambian de bando (2 jugadores, 2 contra 2), o A ocupa cada asiento por turno (3 o\n4 cada uno por su cuenta), o cada bot es el Alcalde una vez por baraja. Las manos empatadas cuentan la mitad; los\npuntos son puntos de cartas por mano, y el informe añade el margen de puntos de cartas de A por mano con un\nintervalo del 95% sobre las barajas. Se juega en este hilo, solo con bots de nivel.',
      play: 'Brisca y Alcalde (--rules brisca|alcalde|alcalde-variation): escribe una carta (3o) o su número, ~7o o cambiar para\nllevarte la muestra, y como Alcalde dos cartas (12b+4o o 1+2). pista, ver, ayuda y salir como en la Escoba.',
      analyze: 'Los registros de Brisca y del Alcalde (brisca-record/1) dan las mismas líneas con "margin" en puntos de cartas (los\npuntos de cartas esperados del bando que juega menos los de los demás al final de la mano, de la búsqueda del\nexperto de Brisca); su resumen solo da "seats", y el umbral por defecto es 2 puntos de cartas.',
    },
    examples: {
      selfplay: ['escoba selfplay --games 3 --seed 7 --rules alcalde   (las partidas de Brisca escriben brisca-record/1, con los cambios de muestra)'],
      watch: ['escoba watch --seed 3 --rules brisca --lang es'],
      match: ['escoba match --a hard --b medium --rules alcalde --games 200 --json'],
      play: ['escoba play --lang es --rules alcalde --level hard --record /tmp/alcalde.json'],
      analyze: ['escoba selfplay --rules brisca --seed 3 | escoba analyze --iterations 100 -'],
    },
  },
};
