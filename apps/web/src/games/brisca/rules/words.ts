import type { Lang } from '../../../i18n/strings.js';

// The words of the Brisca and Alcalde rules pages. Facts (points, counts, thresholds) are parameters filled from
// the engine (`BriscaRules.tsx`, `AlcaldeRules.tsx`). `*word*` marks a Spanish game word of the glossary.

const en = {
  intro: 'Brisca is a trick-taking game for the 40-card Spanish pack: win tricks (*bazas*) holding the cards that count, above all the aces and threes, the *briscas*. One suit is trumps, the *triunfo*.',
  goalTitle: 'How to win',
  goal: (pack: number, half: number) =>
    `When every card has been played, each player or team counts the points in the tricks won. The pack holds ${pack} points: most points wins the game; ${half} each is a draw.`,
  wins: (wins: number) => `The new-game form can ask for a match instead: the first side to win that many games (${wins} by default, a single game).`,
  cardsTitle: 'The cards: their order and points',
  cards: 'Four suits, *oros* (coins), *copas* (cups), *espadas* (swords) and *bastos* (clubs). In every suit the cards rank, highest first, as below; the badge is what each counts at the end. Only five ranks count:',
  cardPoints: (as: number, tres: number, rey: number, caballo: number, sota: number) =>
    `the *as* (ace) ${as}, the 3 ${tres}, the *rey* (king) ${rey}, the *caballo* (knight) ${caballo} and the *sota* (jack) ${sota}; the 7, 6, 5, 4 and 2 count nothing.`,
  tablesTitle: 'Players',
  tables: (trick2: number, trick3: number, trick4: number, cards3: number) =>
    `Two or three play each alone; four play two against two, partners facing each other (or each alone). With three the pack has ${cards3} cards: a four is left out, shown to everybody. A game has ${trick2} tricks with two players, ${trick3} with three and ${trick4} with four.`,
  dealTitle: 'The deal',
  deal: 'The dealer gives three cards to each player, one at a time, starting with the player to the right. The next card is turned face up under the rest of the pack (the stock): it is the *muestra*, and its suit is trumps for the whole game. It will be the last card drawn.',
  trickTitle: 'A trick',
  trick: 'The player to the dealer’s right, the *mano*, leads to the first trick; the winner of each trick leads to the next. Everyone plays one card in turn. You may play any card: there is no need to follow suit or to trump.',
  trickWin: 'The trick goes to the highest trump in it; with no trump, to the highest card of the suit led. A card of another suit that is not trumps never wins.',
  exampleTrump: (points: number) => `*oros* are trumps. You lead the ace of cups; your opponent plays the 2 of coins, a trump, and wins the trick and its ${points} points.`,
  exampleSuit: (points: number) => `no trumps in the trick: the king of swords is led, the 3 of swords beats it (3 ranks above the king), and the ace of clubs, of another suit, wins nothing. The 3 takes ${points} points.`,
  drawingTitle: 'Drawing',
  drawing: 'After each trick, while the stock lasts, the winner draws a card from it, then the others in turn, so everyone has three cards again. The last player to draw takes the *muestra*.',
  exchangeTitle: 'Exchanging the trump card',
  exchange: 'On your turn, before playing, you may take the *muestra* with a trump of your hand: the 7 of trumps takes it when it is a 10 or better (10, 11, 12, 1, 3), at any time; the 2 of trumps takes it when it is a 7 or lower, at any time, and during the first trick a high one too (a player holding both the 2 and the 7 gives the 2 then). Your card goes under the stock in its place. Nothing can be exchanged once the stock is drawn.',
  exchangeExample: 'the *muestra* is the king of coins: whoever holds the 7 of coins may give it for the king.',
  exchangeOptions: 'Two options change this: only the winner of the last trick may exchange, before leading; or no exchanging.',
  senasTitle: 'Señas',
  senas: 'A house rule for four players, two against two, chosen in the new-game form: before your card you may make a *seña* that only your partner sees. Each is true (the app offers only what your hand holds), once per hand:',
  matchTitle: 'The next game',
  match: 'The deal then passes to the next player.',
};

export type BriscaRulesWords = typeof en;

const es: BriscaRulesWords = {
  intro: 'La brisca es un juego de bazas con la baraja española de 40 cartas: gana *bazas* que lleven las cartas que cuentan, sobre todo ases y treses, las *briscas*. Un palo es el *triunfo*.',
  goalTitle: 'Cómo se gana',
  goal: (pack: number, half: number) =>
    `Jugadas todas las cartas, cada jugador o pareja cuenta los puntos de sus bazas. La baraja tiene ${pack} puntos: gana quien tiene más; ${half} cada uno es empate.`,
  wins: (wins: number) => `En el formulario de partida nueva se puede pedir un enfrentamiento más largo: gana el primer bando que gane tantas partidas (${wins} si no se cambia, una sola partida).`,
  cardsTitle: 'Las cartas: su orden y sus puntos',
  cards: 'Cuatro palos: *oros*, *copas*, *espadas* y *bastos*. En cada palo las cartas van, de mayor a menor, como abajo; la insignia es lo que cuenta cada una al final. Solo cuentan cinco:',
  cardPoints: (as: number, tres: number, rey: number, caballo: number, sota: number) =>
    `el *as* ${as}, el 3 ${tres}, el *rey* ${rey}, el *caballo* ${caballo} y la *sota* ${sota}; el 7, 6, 5, 4 y 2 no cuentan nada.`,
  tablesTitle: 'Jugadores',
  tables: (trick2: number, trick3: number, trick4: number, cards3: number) =>
    `Dos o tres juegan cada uno por su cuenta; cuatro, dos contra dos, los compañeros enfrentados (o cada uno solo). Con tres la baraja tiene ${cards3} cartas: se quita un cuatro, a la vista de todos. Una partida tiene ${trick2} bazas con dos jugadores, ${trick3} con tres y ${trick4} con cuatro.`,
  dealTitle: 'El reparto',
  deal: 'El que reparte da tres cartas a cada jugador, de una en una, empezando por el de su derecha. La carta siguiente se pone boca arriba debajo del resto de la baraja (el mazo): es la *muestra*, y su palo es el triunfo de toda la partida. Será la última carta que se robe.',
  trickTitle: 'Una baza',
  trick: 'El de la derecha del que reparte, la *mano*, sale en la primera baza; el que gana cada baza sale en la siguiente. Cada uno juega una carta por turno. Se puede jugar cualquier carta: no hay que asistir al palo ni fallar.',
  trickWin: 'La baza es del triunfo más alto que haya en ella; si no hay triunfo, de la carta más alta del palo que salió. Una carta de otro palo que no es triunfo nunca gana.',
  exampleTrump: (points: number) => `pintan *oros*. Sales con el as de copas; tu rival juega el 2 de oros, un triunfo, y gana la baza y sus ${points} puntos.`,
  exampleSuit: (points: number) => `sin triunfos en la baza: sale el rey de espadas, el 3 de espadas lo mata (el 3 va por encima del rey) y el as de bastos, de otro palo, no gana nada. El 3 se lleva ${points} puntos.`,
  drawingTitle: 'El robo',
  drawing: 'Después de cada baza, mientras quede mazo, el que la ganó roba una carta, y después los demás por turno, así todos vuelven a tener tres. El último en robar se lleva la *muestra*.',
  exchangeTitle: 'Cambiar la muestra',
  exchange: 'En tu turno, antes de jugar, puedes llevarte la *muestra* con un triunfo de tu mano: el 7 de triunfo se la lleva si es un 10 o más (10, 11, 12, 1, 3), en cualquier momento; el 2 de triunfo se la lleva si es un 7 o menos, en cualquier momento, y en la primera baza también una alta (quien tenga el 2 y el 7 da entonces el 2). Tu carta queda debajo del mazo en su lugar. Cuando se ha robado el mazo ya no se cambia nada.',
  exchangeExample: 'la *muestra* es el rey de oros: quien tenga el 7 de oros puede cambiarlo por el rey.',
  exchangeOptions: 'Dos opciones cambian esto: solo el ganador de la última baza puede cambiar, antes de salir; o no se cambia.',
  senasTitle: 'Señas',
  senas: 'Regla de la casa para cuatro jugadores, dos contra dos, que se elige en el formulario de partida nueva: antes de tu carta puedes hacer una *seña* que solo ve tu compañero. Todas son verdad (la aplicación solo ofrece lo que tienes), una vez por mano:',
  matchTitle: 'La partida siguiente',
  match: 'Después reparte el jugador siguiente.',
};

const pt: BriscaRulesWords = {
  intro: 'A brisca é um jogo de vazas com o baralho espanhol de 40 cartas: ganhe vazas (*bazas*) com as cartas que contam, sobretudo ases e três, as *briscas*. Um naipe é o trunfo, o *triunfo*.',
  goalTitle: 'Como se ganha',
  goal: (pack: number, half: number) =>
    `Jogadas todas as cartas, cada jogador ou dupla conta os pontos das vazas ganhas. O baralho tem ${pack} pontos: ganha quem tiver mais; ${half} para cada lado é empate.`,
  wins: (wins: number) => `O formulário de novo jogo pode pedir uma partida mais longa: ganha o primeiro lado que vencer tantos jogos (${wins} por padrão, um jogo só).`,
  cardsTitle: 'As cartas: sua ordem e seus pontos',
  cards: 'Quatro naipes: *oros* (ouros), *copas*, *espadas* e *bastos* (paus). Em cada naipe as cartas vão, da maior para a menor, como abaixo; o selo é o que cada uma conta no fim. Só cinco contam:',
  cardPoints: (as: number, tres: number, rey: number, caballo: number, sota: number) =>
    `o *as* (ás) ${as}, o 3 ${tres}, o *rey* (rei) ${rey}, o *caballo* (cavalo) ${caballo} e a *sota* (valete) ${sota}; o 7, 6, 5, 4 e 2 não contam nada.`,
  tablesTitle: 'Jogadores',
  tables: (trick2: number, trick3: number, trick4: number, cards3: number) =>
    `Dois ou três jogam cada um por si; quatro jogam dois contra dois, parceiros frente a frente (ou cada um por si). Com três o baralho tem ${cards3} cartas: tira-se um quatro, à vista de todos. Um jogo tem ${trick2} vazas com dois jogadores, ${trick3} com três e ${trick4} com quatro.`,
  dealTitle: 'A distribuição',
  deal: 'Quem dá as cartas entrega três a cada jogador, uma de cada vez, começando pelo da direita. A carta seguinte fica virada para cima debaixo do resto do baralho (o monte): é a *muestra*, e seu naipe é o trunfo do jogo todo. Será a última carta comprada.',
  trickTitle: 'Uma vaza',
  trick: 'O jogador à direita de quem deu, a *mano* (o mão), sai na primeira vaza; quem ganha cada vaza sai na seguinte. Cada um joga uma carta na sua vez. Pode-se jogar qualquer carta: não é preciso seguir o naipe nem trunfar.',
  trickWin: 'A vaza é do trunfo mais alto que houver nela; sem trunfo, da carta mais alta do naipe que saiu. Uma carta de outro naipe que não é trunfo nunca ganha.',
  exampleTrump: (points: number) => `*oros* é trunfo. Você sai com o ás de copas; o adversário joga o 2 de ouros, um trunfo, e ganha a vaza e seus ${points} pontos.`,
  exampleSuit: (points: number) => `sem trunfos na vaza: sai o rei de espadas, o 3 de espadas ganha dele (o 3 fica acima do rei) e o ás de paus, de outro naipe, não ganha nada. O 3 leva ${points} pontos.`,
  drawingTitle: 'A compra',
  drawing: 'Depois de cada vaza, enquanto houver monte, quem ganhou compra uma carta, e depois os outros na sua vez, e todos voltam a ter três. O último a comprar leva a *muestra*.',
  exchangeTitle: 'Trocar a carta de trunfo',
  exchange: 'Na sua vez, antes de jogar, você pode levar a *muestra* com um trunfo da mão: o 7 de trunfo a leva quando ela é um 10 ou mais (10, 11, 12, 1, 3), a qualquer momento; o 2 de trunfo a leva quando ela é um 7 ou menos, a qualquer momento, e na primeira vaza também uma alta (quem tiver o 2 e o 7 dá então o 2). Sua carta fica debaixo do monte no lugar dela. Depois que o monte acaba, não se troca mais nada.',
  exchangeExample: 'a *muestra* é o rei de ouros: quem tiver o 7 de ouros pode trocá-lo pelo rei.',
  exchangeOptions: 'Duas opções mudam isso: só o ganhador da última vaza pode trocar, antes de sair; ou não se troca.',
  senasTitle: 'Sinais (señas)',
  senas: 'Regra da casa para quatro jogadores, dois contra dois, escolhida no formulário de novo jogo: antes da sua carta você pode fazer uma *seña* (sinal) que só o parceiro vê. Todas são verdadeiras (o app só oferece o que você tem), uma vez por mão:',
  matchTitle: 'O jogo seguinte',
  match: 'Depois dá as cartas o jogador seguinte.',
};

export const BRISCA_RULES_WORDS: Readonly<Record<Lang, BriscaRulesWords>> = { en, es, pt };

const alcaldeEn = {
  intro: 'The Alcalde (the *alcalde*, "mayor") is Brisca for three: the dealer plays alone against the other two, who play as partners. He holds more cards and plays two at a time.',
  rolesTitle: 'The Alcalde and his opponents',
  roles: 'Three players. The dealer is the Alcalde, alone; the two others are partners against him. In the very first game the Alcalde is chosen at random.',
  dealTitle: 'The deal',
  deal: (alcalde: number, variation: number) =>
    `The Alcalde deals three cards to each opponent and ${alcalde} to himself, two at a time (in the variation, ${variation}: one at a time and then an extra one). The next card is turned face up under the stock: the *muestra*, whose suit is trumps.`,
  trickTitle: 'A trick',
  trick: 'As in Brisca, the player to the Alcalde’s right leads first and the winner of each trick leads to the next; no need to follow suit. But in the Alcalde each of his turns is two cards, so a trick has four cards. When he leads, his first card sets the suit led.',
  trickVariation: 'In the variation the Alcalde plays one card at a time, as everyone else.',
  example: (points: number) => `*oros* are trumps. The partners play the ace and the 3 of cups; the Alcalde plays the king of clubs and the 4 of coins: the 4 is a trump and wins the trick, ${points} points, for him.`,
  drawingTitle: 'Drawing',
  drawing: 'After each trick the winner draws first and the others follow, as in Brisca; the Alcalde draws two cards each time (one in the variation).',
  cardsTitle: 'The cards',
  exchangeTitle: 'Exchanging the trump card',
  exchange: 'As in Brisca: the 7 or the 2 of trumps may take the *muestra*.',
  endTitle: 'The end of a game',
  end: (keep: number, pack: number) =>
    `When the cards are played the Alcalde counts his points, and the partners theirs. With ${keep} or more of the ${pack} points the Alcalde wins, and he deals and plays the Alcalde again; otherwise the partners win and the player to his right becomes the Alcalde. The partners may see each other’s cards.`,
  variationTitle: 'The Alcalde variation',
  variation: 'The variation, chosen as its own preset, changes these rules; the table is built from the two presets as the engine plays them:',
  variationEnd: 'In the variation the Alcalde keeps the card left over after the last trick, and it counts for him; the partners do not see each other’s cards.',
  rule: 'Rule',
  alcaldeCards: 'Cards the Alcalde holds',
  tricks: 'Tricks',
  keep: 'Points the Alcalde needs to keep the role',
  seeHands: 'Partners see each other’s cards',
  matchTitle: 'Game after game',
  match: 'There is no end: the app keeps a tally of the games each player played and won as Alcalde and won as a partner.',
};

export type AlcaldeRulesWords = typeof alcaldeEn;

const alcaldeEs: AlcaldeRulesWords = {
  intro: 'El Alcalde es la brisca de tres: el que reparte juega solo contra los otros dos, que juegan de compañeros. Tiene más cartas y juega de dos en dos.',
  rolesTitle: 'El Alcalde y sus rivales',
  roles: 'Tres jugadores. El que reparte es el *alcalde*, solo; los otros dos son compañeros contra él. En la primera partida el Alcalde se elige al azar.',
  dealTitle: 'El reparto',
  deal: (alcalde: number, variation: number) =>
    `El Alcalde da tres cartas a cada rival y ${alcalde} a sí mismo, de dos en dos (en la variante, ${variation}: de una en una y una más al final). La carta siguiente va boca arriba debajo del mazo: la *muestra*, cuyo palo es el triunfo.`,
  trickTitle: 'Una baza',
  trick: 'Como en la brisca, sale primero el de la derecha del Alcalde y el que gana cada baza sale en la siguiente; no hay que asistir. Pero en el Alcalde cada turno suyo son dos cartas, así que una baza tiene cuatro. Cuando sale él, su primera carta marca el palo.',
  trickVariation: 'En la variante el Alcalde juega una carta por turno, como los demás.',
  example: (points: number) => `pintan *oros*. Los compañeros juegan el as y el 3 de copas; el Alcalde juega el rey de bastos y el 4 de oros: el 4 es triunfo y gana la baza, ${points} puntos, para él.`,
  drawingTitle: 'El robo',
  drawing: 'Después de cada baza roba primero el que la ganó y después los demás, como en la brisca; el Alcalde roba dos cartas cada vez (una en la variante).',
  cardsTitle: 'Las cartas',
  exchangeTitle: 'Cambiar la muestra',
  exchange: 'Como en la brisca: el 7 o el 2 de triunfo pueden llevarse la *muestra*.',
  endTitle: 'El final de una partida',
  end: (keep: number, pack: number) =>
    `Jugadas las cartas, el Alcalde cuenta sus puntos y los compañeros los suyos. Con ${keep} o más de los ${pack} puntos gana el Alcalde, y vuelve a repartir y a ser Alcalde; si no, ganan los compañeros y el de su derecha pasa a ser el Alcalde. Los compañeros pueden verse las cartas.`,
  variationTitle: 'La variante del Alcalde',
  variation: 'La variante, que se elige como modalidad propia, cambia estas reglas; la tabla sale de las dos modalidades tal como las juega el motor:',
  variationEnd: 'En la variante el Alcalde se queda la carta que le sobra tras la última baza, y cuenta para él; los compañeros no se ven las cartas.',
  rule: 'Regla',
  alcaldeCards: 'Cartas del Alcalde',
  tricks: 'Bazas',
  keep: 'Puntos que necesita el Alcalde para seguir',
  seeHands: 'Los compañeros se ven las cartas',
  matchTitle: 'Partida tras partida',
  match: 'No hay final: la aplicación lleva la cuenta de las partidas que cada jugador jugó y ganó de Alcalde y ganó de compañero.',
};

const alcaldePt: AlcaldeRulesWords = {
  intro: 'O Alcalde é a brisca para três: quem dá as cartas joga sozinho contra os outros dois, que jogam como parceiros. Ele tem mais cartas e joga duas de cada vez.',
  rolesTitle: 'O Alcalde e seus adversários',
  roles: 'Três jogadores. Quem dá as cartas é o *alcalde* ("prefeito"), sozinho; os outros dois são parceiros contra ele. No primeiro jogo o Alcalde é sorteado.',
  dealTitle: 'A distribuição',
  deal: (alcalde: number, variation: number) =>
    `O Alcalde dá três cartas a cada adversário e ${alcalde} a si mesmo, de duas em duas (na variante, ${variation}: uma de cada vez e mais uma no fim). A carta seguinte fica virada para cima debaixo do monte: a *muestra*, cujo naipe é o trunfo.`,
  trickTitle: 'Uma vaza',
  trick: 'Como na brisca, sai primeiro o jogador à direita do Alcalde e quem ganha cada vaza sai na seguinte; não é preciso seguir o naipe. Mas no Alcalde cada vez dele são duas cartas, então uma vaza tem quatro. Quando ele sai, sua primeira carta marca o naipe.',
  trickVariation: 'Na variante o Alcalde joga uma carta por vez, como os outros.',
  example: (points: number) => `*oros* é trunfo. Os parceiros jogam o ás e o 3 de copas; o Alcalde joga o rei de paus e o 4 de ouros: o 4 é trunfo e ganha a vaza, ${points} pontos, para ele.`,
  drawingTitle: 'A compra',
  drawing: 'Depois de cada vaza compra primeiro quem ganhou e depois os outros, como na brisca; o Alcalde compra duas cartas de cada vez (uma na variante).',
  cardsTitle: 'As cartas',
  exchangeTitle: 'Trocar a carta de trunfo',
  exchange: 'Como na brisca: o 7 ou o 2 de trunfo podem levar a *muestra*.',
  endTitle: 'O fim de um jogo',
  end: (keep: number, pack: number) =>
    `Jogadas as cartas, o Alcalde conta seus pontos e os parceiros os deles. Com ${keep} ou mais dos ${pack} pontos o Alcalde ganha, e volta a dar as cartas e a ser o Alcalde; senão, ganham os parceiros e o jogador à direita dele passa a ser o Alcalde. Os parceiros podem ver as cartas um do outro.`,
  variationTitle: 'A variante do Alcalde',
  variation: 'A variante, escolhida como modalidade própria, muda estas regras; a tabela vem das duas modalidades como o motor as joga:',
  variationEnd: 'Na variante o Alcalde fica com a carta que sobra depois da última vaza, e ela conta para ele; os parceiros não veem as cartas um do outro.',
  rule: 'Regra',
  alcaldeCards: 'Cartas do Alcalde',
  tricks: 'Vazas',
  keep: 'Pontos de que o Alcalde precisa para continuar',
  seeHands: 'Os parceiros veem as cartas um do outro',
  matchTitle: 'Jogo após jogo',
  match: 'Não há fim: o app conta os jogos que cada jogador jogou e ganhou como Alcalde e ganhou como parceiro.',
};

export const ALCALDE_RULES_WORDS: Readonly<Record<Lang, AlcaldeRulesWords>> = { en: alcaldeEn, es: alcaldeEs, pt: alcaldePt };

/** The Spanish words of both pages and their meaning in each language. */
export const BRISCA_GLOSSARY: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    baza: 'a trick: one card from each player, taken by the best',
    bazas: 'tricks',
    brisca: 'an ace or a three, the two cards worth most',
    briscas: 'aces and threes',
    triunfo: 'trumps: the suit of the card under the stock',
    muestra: 'the card turned face up under the stock, which names trumps and is drawn last',
    mano: 'the player to the dealer’s right, who leads the first trick',
    oros: 'coins, a suit',
    copas: 'cups, a suit',
    espadas: 'swords, a suit',
    bastos: 'clubs (batons), a suit',
    as: 'the 1, the ace',
    sota: 'the jack, printed 10',
    caballo: 'the knight (horse), printed 11',
    rey: 'the king, printed 12',
    seña: 'a signal to one’s partner about one’s trumps',
    alcalde: '“mayor”: the dealer who plays alone against the other two',
  },
  es: {
    baza: 'las cartas que juega cada uno en una vuelta; se la lleva la mejor',
    bazas: 'plural de baza',
    brisca: 'un as o un tres, las cartas que más cuentan',
    briscas: 'los ases y los treses',
    triunfo: 'el palo de la carta de debajo del mazo, que gana a los demás',
    muestra: 'la carta boca arriba debajo del mazo, que marca el triunfo y se roba la última',
    mano: 'el de la derecha del que reparte, que sale en la primera baza',
    oros: 'un palo',
    copas: 'un palo',
    espadas: 'un palo',
    bastos: 'un palo',
    as: 'el 1',
    sota: 'la figura impresa 10',
    caballo: 'la figura impresa 11',
    rey: 'la figura impresa 12',
    seña: 'un gesto al compañero sobre los triunfos que se tienen',
    alcalde: 'el que reparte y juega solo contra los otros dos',
  },
  pt: {
    baza: 'vaza: uma carta de cada jogador, levada pela melhor',
    bazas: 'vazas',
    brisca: 'um ás ou um três, as cartas que mais valem',
    briscas: 'os ases e os três',
    triunfo: 'trunfo: o naipe da carta debaixo do monte',
    muestra: 'a carta virada debaixo do monte, que marca o trunfo e é comprada por último',
    mano: 'o mão: o jogador à direita de quem deu, que sai na primeira vaza',
    oros: 'ouros, um naipe',
    copas: 'copas, um naipe',
    espadas: 'espadas, um naipe',
    bastos: 'paus, um naipe',
    as: 'o 1, o ás',
    sota: 'o valete, impresso 10',
    caballo: 'o cavalo, impresso 11',
    rey: 'o rei, impresso 12',
    seña: 'sinal ao parceiro sobre os trunfos que se tem',
    alcalde: '“prefeito”: quem dá as cartas e joga sozinho contra os outros dois',
  },
};
