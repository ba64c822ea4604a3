import type { Lang } from '../../../i18n/strings.js';

// The words of Escoba's rules page. The facts in them (values, points, targets, thresholds) are parameters filled
// from the engine (`EscobaRules.tsx`), never written here. `*word*` marks a Spanish game word of the glossary.

const en = {
  intro: 'Escoba de 15 is played with the 40-card Spanish pack. Make 15 with one card from your hand and cards from the table, and take them; empty the table and it is an *escoba*, a sweep worth a point.',
  goalTitle: 'How to win',
  goal: (target: number) =>
    `Play hands until a side has ${target} points or more (the classic rules; each preset below has its own target) and strictly more than every other side; a side level at the top plays another hand.`,
  cardsTitle: 'The cards and their values',
  cards: 'Four suits of ten cards: *oros* (coins), *copas* (cups), *espadas* (swords) and *bastos* (clubs). Each has the 1 (*as*, ace) to 7 and three figures.',
  figures: (sota: number, caballo: number, rey: number) =>
    `For making 15 a card counts its number, except the figures: the *sota* (jack, printed 10) counts ${sota}, the *caballo* (knight, 11) ${caballo} and the *rey* (king, 12) ${rey}. The badge on each card below is its value.`,
  playersTitle: 'Players and partners',
  players: 'Two, three, four or six play. Four may play two against two, partners facing each other; six always play three against three. Partners add up their cards and escobas.',
  dealTitle: 'The deal',
  deal: 'The dealer gives three cards to each player, one at a time, starting with the player to the right, then lays four cards face up on the table. The player to the dealer’s right, the *mano*, plays first. When every hand is empty the same dealer deals three more to each, none to the table, until the pack is used up; the next hand is dealt by the next player.',
  dealEscoba: 'If the four table cards add up to 15 the dealer takes them at once: an escoba (two escobas for 30). Other readings of this rule are options.',
  turnTitle: 'A turn',
  turn: 'Play one card face up. If its value and some table cards add up to exactly 15, take that set with it (one set per turn, any set you choose); otherwise it stays on the table. In the classic rules a card that can make 15 must take; you may still play another card instead.',
  example15: (a: number, b: number) => `your ${a} and a *sota* on the table: ${a} + ${b} = 15, you take the *sota*.`,
  exampleEscoba: (sum: string) => `the table holds only these two cards and you play the 4: ${sum} = 15, you take the whole table, an *escoba*.`,
  endOfHand: 'When the last card is played, the cards left on the table go to the last player who took; that is never an escoba.',
  scoringTitle: 'Scoring a hand',
  scoring: 'After each hand every side scores, one point each for:',
  scoreEscobas: 'each escoba;',
  scoreCards: 'most cards;',
  scoreCoins: 'most *oros*;',
  scoreSeven: 'the 7 of *oros*, the *siete de velo*;',
  scorePrime: 'the best prime (the best card of each suit: 7, 6, ace, 5, 4, 3, 2, figures), or most sevens, as the rules say.',
  scoreTie: 'A tie for the best in any of these gives the point to nobody.',
  bonuses: (more: number, under: number) =>
    `Some presets give bonuses: 2 points for cards to a side with more than ${more} cards when every other side has fewer than ${under}, 2 for coins for all ten *oros*, one more for all four sevens.`,
  presetsTitle: 'Presets and their rules',
  presets: 'The new-game form offers these presets; every option can also be changed on its own. Each column is a preset as the engine plays it:',
  option: 'Rule',
  presetSource: 'Rule text',
};

export type EscobaRulesWords = typeof en;

const es: EscobaRulesWords = {
  intro: 'La escoba de 15 se juega con la baraja española de 40 cartas. Suma 15 con una carta de la mano y cartas de la mesa, y llévatelas; si dejas la mesa vacía es una *escoba*, que vale un punto.',
  goalTitle: 'Cómo se gana',
  goal: (target: number) =>
    `Se juegan manos hasta que un bando llega a ${target} puntos o más (en las reglas clásicas; cada modalidad de abajo tiene su meta) con más puntos que todos los demás; si hay empate arriba, se juega otra mano.`,
  cardsTitle: 'Las cartas y su valor',
  cards: 'Cuatro palos de diez cartas: *oros*, *copas*, *espadas* y *bastos*. Cada palo tiene del 1 (el *as*) al 7 y tres figuras.',
  figures: (sota: number, caballo: number, rey: number) =>
    `Para sumar 15 cada carta vale su número, salvo las figuras: la *sota* (impresa 10) vale ${sota}, el *caballo* (11) ${caballo} y el *rey* (12) ${rey}. La insignia de cada carta de abajo es su valor.`,
  playersTitle: 'Jugadores y parejas',
  players: 'Juegan dos, tres, cuatro o seis. Cuatro pueden jugar dos contra dos, los compañeros enfrentados; seis juegan siempre tres contra tres. Los compañeros suman sus cartas y sus escobas.',
  dealTitle: 'El reparto',
  deal: 'El que reparte da tres cartas a cada jugador, de una en una, empezando por el de su derecha, y pone cuatro cartas boca arriba en la mesa. El de su derecha, la *mano*, juega primero. Cuando todos se quedan sin cartas, el mismo repartidor da otras tres a cada uno, ninguna a la mesa, hasta acabar la baraja; la mano siguiente la reparte el jugador siguiente.',
  dealEscoba: 'Si las cuatro cartas de la mesa suman 15, el que reparte se las lleva enseguida: una escoba (dos escobas si suman 30). Otras lecturas de esta regla son opciones.',
  turnTitle: 'Un turno',
  turn: 'Juega una carta boca arriba. Si su valor y algunas cartas de la mesa suman justo 15, llévate ese grupo con ella (un grupo por turno, el que elijas); si no, se queda en la mesa. En las reglas clásicas una carta que puede sumar 15 tiene que llevarse cartas; aun así puedes jugar otra.',
  example15: (a: number, b: number) => `tu ${a} y una *sota* en la mesa: ${a} + ${b} = 15, te llevas la *sota*.`,
  exampleEscoba: (sum: string) => `en la mesa solo hay estas dos cartas y juegas el 4: ${sum} = 15, te llevas toda la mesa: *escoba*.`,
  endOfHand: 'Al jugarse la última carta, lo que queda en la mesa es para el último que se llevó cartas; eso nunca es escoba.',
  scoringTitle: 'La cuenta de cada mano',
  scoring: 'Después de cada mano cada bando cuenta un punto por:',
  scoreEscobas: 'cada escoba;',
  scoreCards: 'tener más cartas;',
  scoreCoins: 'tener más *oros*;',
  scoreSeven: 'el 7 de *oros*, el *siete de velo*;',
  scorePrime: 'la mejor primera (la mejor carta de cada palo: 7, 6, as, 5, 4, 3, 2, figuras), o más sietes, según las reglas.',
  scoreTie: 'Un empate en cualquiera de ellos deja el punto sin dueño.',
  bonuses: (more: number, under: number) =>
    `Algunas modalidades dan premios: 2 puntos por cartas al bando con más de ${more} cartas si los demás tienen menos de ${under}, 2 por oros por tener los diez *oros*, uno más por los cuatro sietes.`,
  presetsTitle: 'Las modalidades y sus reglas',
  presets: 'El formulario de partida nueva ofrece estas modalidades; cada opción se puede cambiar también por separado. Cada columna es una modalidad tal como la juega el motor:',
  option: 'Regla',
  presetSource: 'Texto de reglas',
};

const pt: EscobaRulesWords = {
  intro: 'A Escoba de 15 (a Escova brasileira) é jogada com o baralho espanhol de 40 cartas. Some 15 com uma carta da mão e cartas da mesa e leve-as; se a mesa ficar vazia é uma *escoba* (escova), que vale um ponto.',
  goalTitle: 'Como se ganha',
  goal: (target: number) =>
    `Jogam-se mãos até que um lado chegue a ${target} pontos ou mais (nas regras clássicas; cada modalidade abaixo tem sua meta) com mais pontos que todos os outros; havendo empate no topo, joga-se outra mão.`,
  cardsTitle: 'As cartas e seus valores',
  cards: 'Quatro naipes de dez cartas: *oros* (ouros), *copas*, *espadas* e *bastos* (paus). Cada naipe tem do 1 (*as*, ás) ao 7 e três figuras.',
  figures: (sota: number, caballo: number, rey: number) =>
    `Para somar 15 cada carta vale seu número, menos as figuras: a *sota* (valete, impressa 10) vale ${sota}, o *caballo* (cavalo, 11) ${caballo} e o *rey* (rei, 12) ${rey}. O selo de cada carta abaixo é seu valor.`,
  playersTitle: 'Jogadores e parceiros',
  players: 'Jogam dois, três, quatro ou seis. Quatro podem jogar dois contra dois, parceiros frente a frente; seis jogam sempre três contra três. Os parceiros somam suas cartas e escovas.',
  dealTitle: 'A distribuição',
  deal: 'Quem dá as cartas entrega três a cada jogador, uma de cada vez, começando pelo da direita, e põe quatro cartas viradas para cima na mesa. O jogador à direita de quem deu, a *mano* (o mão), joga primeiro. Quando todos ficam sem cartas, o mesmo jogador dá mais três a cada um, nenhuma à mesa, até acabar o baralho; a mão seguinte é dada pelo próximo jogador.',
  dealEscoba: 'Se as quatro cartas da mesa somam 15, quem deu as cartas leva-as na hora: uma escova (duas se somam 30). Outras leituras dessa regra são opções.',
  turnTitle: 'Uma jogada',
  turn: 'Jogue uma carta virada para cima. Se o valor dela e algumas cartas da mesa somam exatamente 15, leve esse grupo com ela (um grupo por jogada, o que você escolher); senão, ela fica na mesa. Nas regras clássicas uma carta que pode somar 15 tem de levar; ainda assim você pode jogar outra carta.',
  example15: (a: number, b: number) => `o seu ${a} e uma *sota* na mesa: ${a} + ${b} = 15, você leva a *sota*.`,
  exampleEscoba: (sum: string) => `na mesa só há estas duas cartas e você joga o 4: ${sum} = 15, leva a mesa inteira: *escoba*.`,
  endOfHand: 'Quando a última carta é jogada, o que sobra na mesa vai para o último que levou cartas; isso nunca é escova.',
  scoringTitle: 'A contagem de cada mão',
  scoring: 'Depois de cada mão cada lado marca um ponto por:',
  scoreEscobas: 'cada escova;',
  scoreCards: 'mais cartas;',
  scoreCoins: 'mais *oros* (ouros);',
  scoreSeven: 'o 7 de *oros*, o *siete de velo* (sete belo);',
  scorePrime: 'a melhor primeira (a melhor carta de cada naipe: 7, 6, ás, 5, 4, 3, 2, figuras), ou mais setes, conforme as regras.',
  scoreTie: 'Um empate em qualquer um deles deixa o ponto sem dono.',
  bonuses: (more: number, under: number) =>
    `Algumas modalidades dão bônus: 2 pontos por cartas ao lado com mais de ${more} cartas se todos os outros têm menos de ${under}, 2 por ouros por todos os dez *oros*, mais um pelos quatro setes.`,
  presetsTitle: 'As modalidades e suas regras',
  presets: 'O formulário de novo jogo oferece estas modalidades; cada opção também pode ser mudada à parte. Cada coluna é uma modalidade como o motor a joga:',
  option: 'Regra',
  presetSource: 'Texto de regras',
};

export const ESCOBA_RULES_WORDS: Readonly<Record<Lang, EscobaRulesWords>> = { en, es, pt };

/** The Spanish words of the page and their meaning in each language. */
export const ESCOBA_GLOSSARY: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    escoba: 'a broom, a sweep: a take that leaves the table empty, 1 point (escova in Brazil)',
    oros: 'coins, one of the four suits; the point for most of them',
    copas: 'cups, a suit',
    espadas: 'swords, a suit',
    bastos: 'clubs (batons), a suit',
    as: 'the 1, the ace',
    sota: 'the jack, printed 10, worth 8',
    caballo: 'the knight (horse), printed 11, worth 9',
    rey: 'the king, printed 12, worth 10',
    mano: 'the player to the dealer’s right, who plays first',
    'siete de velo': 'the 7 of coins, a point of its own',
  },
  es: {
    escoba: 'llevarse todas las cartas de la mesa: 1 punto',
    oros: 'uno de los cuatro palos; el punto por tener más',
    copas: 'un palo',
    espadas: 'un palo',
    bastos: 'un palo',
    as: 'el 1',
    sota: 'la figura impresa 10, que vale 8',
    caballo: 'la figura impresa 11, que vale 9',
    rey: 'la figura impresa 12, que vale 10',
    mano: 'el jugador a la derecha del que reparte, que juega primero',
    'siete de velo': 'el 7 de oros, un punto por sí solo',
  },
  pt: {
    escoba: 'vassoura: levar todas as cartas da mesa, 1 ponto (a escova)',
    oros: 'ouros, um dos quatro naipes; o ponto por ter mais',
    copas: 'copas, um naipe',
    espadas: 'espadas, um naipe',
    bastos: 'paus, um naipe',
    as: 'o 1, o ás',
    sota: 'o valete, impresso 10, vale 8',
    caballo: 'o cavalo, impresso 11, vale 9',
    rey: 'o rei, impresso 12, vale 10',
    mano: 'o mão: o jogador à direita de quem deu as cartas, que joga primeiro',
    'siete de velo': 'o sete de ouros (sete belo), um ponto sozinho',
  },
};
