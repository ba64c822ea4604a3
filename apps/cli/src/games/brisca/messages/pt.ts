import { count, oneSeatEach, seats } from '../../../messages/pt.js';
import { cardNamePt, suitNamePt } from '../../../messages/pt-cards.js';
import type { BriscaMessages } from './types.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Brisca in Brazilian Portuguese: the trump card turned up is the "vira", the stock the "monte", a trick a "vaza". */
export const BRISCA_PT: BriscaMessages = {
  words: {
    trump: 'trunfo',
    trumpCard: 'vira',
    trick: 'vaza',
    stock: 'monte',
    points: 'pontos',
    draw: 'empate',
    alcalde: 'Alcalde',
    partners: 'parceiros',
    keeps: 'continua Alcalde',
    loses: 'deixa de ser Alcalde',
    exchange: (who, gave, took) => `${who} troca ${gave} pela vira ${took}`,
    card: cardNamePt,
    suit: suitNamePt,
    titles: { brisca: 'Brisca', alcalde: 'Alcalde', alcaldeVariation: 'Alcalde (variante)' },
    intro: (title, players, seed, game, table, rules) => `${title}, ${players}: semente ${seed}, partida ${game}. ${table}; regras ${rules}.`,
    players: (n) => `${n} jogadores`,
    sidesIntro: (sides) =>
      oneSeatEach(sides)
        ? 'Cada lugar joga por si. Sai o lugar seguinte ao que dá as cartas; quem ganha uma vaza sai na seguinte.'
        : `Duplas: ${sides.map((s, i) => `dupla ${i} = ${seats(s)}`).join(', ')}. Sai o lugar seguinte ao que dá as cartas; quem ganha uma vaza sai na seguinte.`,
    alcaldeIntro: 'Em cada mão quem dá as cartas é o Alcalde, sozinho contra os outros dois; sai o lugar seguinte ao que dá.',
    cardsHelp:
      'Cartas, da maior para a menor: 1 (ás, 11 pontos), 3 (10), 12 (rei, 4), 11 (dama, 3), 10 (valete, 2), 7, 6, 5, 4, 2; naipes o ouros, c copas, e espadas, b paus. ' +
      'Pode-se jogar qualquer carta; a vaza é do trunfo mais alto, senão da carta mais alta do naipe de saída. "~7o" troca o 7o pela vira.',
    deals: (who, you) => (you ? 'você dá as cartas' : `o ${who} dá as cartas`),
    handHeader: (handNo, deals, alcalde) =>
      alcalde ? `== Mão ${handNo}: ${deals} e é o Alcalde, sozinho contra os outros dois ==` : `== Mão ${handNo}: ${deals} ==`,
    trumpLine: (card, suit, stock) => `  vira ${card}: trunfo de ${suit}; ${stock} cartas no monte`,
    leftOut: (card) => `  ${card} fica fora do baralho`,
    then: ' e depois ',
    trickTo: (trickNo, who, points) => `    vaza ${trickNo} para ${who}: ${points} pontos`,
    drawsTrump: (who, card) => `    ${who} compra a vira ${card}, a última carta do monte`,
    lastCard: (card) => `    a última carta do Alcalde, ${card}, conta para ele`,
    alcaldeResult: (handNo, alcalde, a, partners, p, keeps, keep) =>
      `  Pontos da mão ${handNo}: Alcalde (${alcalde}) ${a}, parceiros (${partners}) ${p}: o Alcalde ${keeps ? 'continua Alcalde' : 'deixa de ser Alcalde'} (precisa de ${keep})`,
    handResult: (handNo, points, winner) => `  Pontos da mão ${handNo}: ${points}: ${winner === null ? 'empate' : `${winner} ganha a mão`}`,
    handsWon: (wins, needed) => `  Mãos ganhas: ${wins} (${needed} para ganhar a partida)`,
    stopped: (hands) => `Parada após ${count(hands, 'hand')} sem vencedor da partida.`,
    drawn: (hands) => `Fim da partida após ${count(hands, 'hand')}: empate, ninguém vence.`,
    matchWon: (hands, who) => `Fim da partida após ${count(hands, 'hand')}: ${who} ganha a partida.`,
    alcaldeStopped: (hands) => `Parada após ${count(hands, 'hand')} (os jogos do Alcalde não têm fim de partida).`,
  },
  play: {
    prompt: (range, alcalde) => `Sua jogada (${range}, uma carta como 3o${alcalde ? ' +outra' : ''}, ou ajuda)? `,
    briscaGoal: (wins) => `vence o primeiro lado que ganhar ${plural(wins, 'mão', 'mãos')}`,
    alcaldeGoal: (keep, hands) => `quem dá as cartas é o Alcalde e continua Alcalde com ${keep} pontos; ${plural(hands, 'mão', 'mãos')}`,
    intro: (title, table, rules, goal) => `${title}: ${table}; regras ${rules}; ${goal}.`,
    cardsHelp:
      'Cartas, da maior para a menor: 1 (ás, 11 pontos), 3 (10), 12 (rei, 4), 11 (dama, 3), 10 (valete, 2), 7, 6, 5, 4, 2; naipes o ouros, c copas, e espadas, b paus. ' +
      'Jogue uma carta pelo seu número na mão ou pelo nome (3o); ~7o ou trocar dá o seu 7 ou 2 de trunfo pela vira. Digite ajuda para mais.',
    where: (handNo, trick) => `mão ${handNo}, vaza ${trick}`,
    afterHand: (handNo) => `após a mão ${handNo}`,
    trumpDrawn: (suit) => `trunfo de ${suit} (a vira já foi comprada)`,
    trumpCard: (card) => `vira ${card}`,
    turn: (handNo, trick, trump, stock, points) => `Sua vez: mão ${handNo}, vaza ${trick}; ${trump}; ${plural(stock, 'carta')} no monte. Pontos: ${points}.`,
    alcaldePoints: (alcalde, partners) => `Alcalde ${alcalde}, parceiros ${partners}`,
    youLead: '  você sai nesta vaza',
    trickSoFar: (cards, leader, youLed) => `  vaza até agora: ${cards} (${youLed ? 'você saiu' : `saiu o ${leader}`})`,
    othersHold: (list) => `  os outros têm: ${list}`,
    other: (seat, cards, partner) => `lugar ${seat} ${plural(cards, 'carta')}${partner ? ' (parceiro)' : ''}`,
    known: (list) => `  cartas que você conhece: ${list}`,
    yourHand: '  sua mão:',
    mayExchange: (action, card, trump) => `  você pode trocar: ${action} dá o seu ${card} pela vira ${trump} (digite ${action} ou trocar)`,
    alcaldeTwo: '  como Alcalde você joga duas cartas de uma vez, em ordem: por ex. 1+2 ou 12b+4o',
    noExchange: 'Agora não dá para trocar: é preciso ter na mão o 7 de trunfo (ou o 2) enquanto a vira ainda está sob o monte, e ser a sua vez.',
    notACardInHand: (text) => `${JSON.stringify(text)} não é uma carta da sua mão. Digite ajuda para ver os comandos.`,
    alcaldeNamesTwo: 'Como Alcalde você joga duas cartas de uma vez: nomeie as duas, por ex. 1+2 ou 12b+4o (a primeira é jogada antes).',
    notInHand: (card, hand) => `${card} não está na sua mão (você tem ${hand}).`,
    sameCardTwice: (card, ex) => `${card} foi nomeada duas vezes: como Alcalde você joga duas cartas diferentes, por ex. ${ex.numbers} ou ${ex.names} (a primeira é jogada antes).`,
    oneCardATurn: (ex) => `Você joga uma carta por vez: digite uma, por ex. ${ex.numbers} ou ${ex.names}.`,
    drew: (cards, trump) =>
      `    você comprou ${[...cards, ...(trump === null ? [] : [`a vira ${trump}`])].join(' e ')}${trump === null ? '' : ', a última carta do monte'}`,
    notLegal: (action) => `${action} não é uma ação legal agora`,
    help: [
      'Na sua vez digite:',
      '  1, 2, 3        a carta que ocupa esse lugar na sua mão',
      '  3o             a carta pelo nome (números 1-7, 10 valete, 11 dama, 12 rei; naipes o c e b)',
      '  1+2, 12b+4o    o Alcalde (regras alcalde) joga duas cartas de uma vez, nessa ordem',
      '  ~7o, trocar    dá o seu 7 (ou 2) de trunfo pela vira que está sob o monte; depois jogue',
      '  dica           a estimativa do especialista das suas melhores ações (margem esperada de pontos de cartas do seu lado no fim da mão)',
      '  ver            mostra de novo a vaza, a vira e a sua mão',
      '  ajuda          esta lista',
      '  sair           termina a partida',
      'Os comandos em inglês (help, hint, show, exchange, quit) também valem.',
      'Pode-se jogar qualquer carta: não é preciso seguir o naipe. A vaza é do trunfo mais alto, senão da carta mais alta do naipe de saída.',
    ],
    noHints: 'Nesta partida não há dicas.',
    hint: (action, label) => `Dica: ${action} (${label}). Margem esperada de pontos de cartas do seu lado no fim da mão:`,
    exchangeLabel: (card) => `trocar ${card} pela vira`,
    gameOver: (hands, who, wins) => `Fim da partida após ${plural(hands, 'mão', 'mãos')}. ${who}. Mãos ganhas: ${wins}.`,
    alcaldeOver: (hands, tally) => `Fim da partida após ${plural(hands, 'mão', 'mãos')}.${tally === null ? '' : ` Contagem: ${tally}.`}`,
    tally: (who, alcalde, kept, partner) => `${who}: Alcalde ${alcalde} (continuou ${kept}), ganhou como parceiro ${partner}`,
  },
  pretty: {
    head: (title, game, table, rules) => `${title}: ${game}, ${table}; regras ${rules}`,
    analysisHead: (head, hands, actions, forced) =>
      `${head}; ${count(hands, 'hand')}, ${actions} ações (${forced} forçadas); margens em pontos de cartas; mãos e jogadas contam desde 1, como em replay --pretty (as linhas JSON contam desde 0)`,
    analysisColumns: ['mão', 'jogada', 'lugar', 'jogou', 'margem', 'melhor', 'margem', 'perda', ''],
    noFixedSides: 'sem lados fixos: em cada mão quem dá as cartas é o Alcalde, sozinho contra os outros dois',
    hand: (handNo, dealer, against, trump, leftOut) =>
      `  mão ${handNo}: o lugar ${dealer} dá as cartas${against === null ? '' : ` e é o Alcalde (sozinho contra os lugares ${against})`}; vira ${trump}${leftOut === null ? '' : `; ${leftOut} fica fora`}`,
    trickColumns: ['vaza', 'sai', 'cartas (lugar:carta)', 'ganha', 'pontos'],
    exchanges: (seat, card, took) => `o lugar ${seat} troca ${card} por ${took}`,
    lastCard: (card) => `    a última carta do Alcalde, ${card}, conta para ele`,
    unfinishedTricks: (tricks) => `    sem terminar após ${count(tricks, 'trick')}`,
    alcaldePoints: (seat, a, p, keeps) => `    pontos: Alcalde (lugar ${seat}) ${a}, parceiros ${p}; o Alcalde ${keeps ? 'continua Alcalde' : 'deixa de ser Alcalde'}`,
    handPoints: (points, winner) => `    pontos: ${points}; ${winner === null ? 'empate' : `${winner} ganha a mão`}`,
    handsWon: (wins, needed) => `  mãos ganhas: ${wins} (${needed} para ganhar)`,
    noWinnerYet: '  vence: ninguém ainda',
    drawn: '  vence: ninguém, empate',
    tallyPrefix: 'contagem: ',
    tally: (seat, alcalde, kept, partner) => `lugar ${seat} Alcalde ${alcalde} (continuou ${kept}), ganhou como parceiro ${partner}`,
  },
  match: {
    setupLine: (game, table, rules, seed) => `${game}, ${table}, regras ${rules}, semente ${seed}`,
    alcaldeRotation: 'cada bot é o Alcalde uma vez, e os dois parceiros uma vez',
    hands: (hands, decks, seatings, how) => `${hands} mãos (${decks} baralhos x ${seatings} disposições: ${how})`,
    oneDeck: '- (um baralho)',
    margin: (margin, ci) => `pontos de cartas por mão de A - B: ${margin}, IC 95% ${ci}`,
    notes:
      'Aqui uma mão é uma partida: as mãos empatadas contam a metade para cada um; IC de vitórias: Wilson; IC de pontos de cartas: baralhos como blocos (estimador de razão, t de Student); IC da margem: t de Student sobre os baralhos.',
    rows: {
      handsWon: 'mãos ganhas',
      cardPointsPerHand: 'pontos de cartas por mão',
    },
  },
  players: (got) => `--players deve ser 2, 3 ou 4 (3 nos jogos do Alcalde), não ${JSON.stringify(got)}`,
  bench: [
    'Brisca, 2 jogadores, kernel rápido',
    'Brisca, 4 jogadores (2 contra 2), kernel rápido',
    'Alcalde, 3 jogadores, kernel rápido',
    'Brisca, 2 jogadores, API pública (legalActions + applyAction)',
  ],
  help: {
    rulesExamples: ['escoba rules --game brisca --lang pt', 'escoba rules \'{"preset":"alcalde","keep":61}\' --lang pt'],
    botRequest:
      'Um pedido com "game": "brisca" é uma posição de Brisca ou do Alcalde (o que o lugar vê); a resposta é uma\n' +
      'ação: 3o, 12b+4o (as duas cartas do Alcalde) ou ~7e (troca pela vira). ',
    name: 'Brisca e os jogos do Alcalde',
    gameOption: 'brisca; alcalde e alcalde-variation escolhem a Brisca com essa variante. --rules brisca|alcalde|alcalde-variation também o escolhe',
    benchName: 'Brisca',
    presetNote: ' (uma variante de Brisca mostra regras de Brisca)',
    hands: {
      selfplay: 'Brisca e Alcalde: no máximo este número de mãos por partida (padrão: a Brisca até o fim da partida, o Alcalde 1)',
      play: 'Brisca e Alcalde: no máximo este número de mãos (padrão: a Brisca até o fim da partida, o Alcalde 1)',
    },
    notes: {
      watch: '--rules brisca, alcalde ou alcalde-variation conta uma partida de Brisca ou do Alcalde vaza a vaza.',
      match: 'Brisca e Alcalde (--rules brisca|alcalde|alcalde-variation): uma partida é uma mão, dada com a semente do seu\njogo de baralhos; os bots trocam de lado (2 jogadores, 2 contra 2), ou A ocupa cada lugar por vez (3 ou 4 cada\num por si), ou cada bot é o Alcalde uma vez por baralho. As mãos empatadas contam a metade; os pontos são pontos\nde cartas por mão, e o relatório acrescenta a margem de pontos de cartas de A por mão com um intervalo de 95%\nsobre os baralhos. Joga-se nesta linha de execução, só com bots de nível.',
      play: 'Brisca e Alcalde (--rules brisca|alcalde|alcalde-variation): escreva uma carta (3o) ou o seu número, ~7o ou trocar para\nlevar o trunfo virado, e como Alcalde duas cartas (12b+4o ou 1+2). dica, ver, ajuda e sair como na Escoba.',
      analyze: 'Os registros de Brisca e do Alcalde (brisca-record/1) dão as mesmas linhas com "margin" em pontos de cartas (os\npontos de cartas esperados do lado que joga menos os dos outros no fim da mão, da busca do especialista\nde Brisca); o seu resumo só dá "seats", e o limiar padrão é 2 pontos de cartas.',
    },
    examples: {
      selfplay: ['escoba selfplay --games 3 --seed 7 --rules alcalde   (as partidas de Brisca escrevem brisca-record/1, com as trocas do trunfo virado)'],
      watch: ['escoba watch --seed 3 --rules brisca --lang pt'],
      match: ['escoba match --a hard --b medium --rules alcalde --games 200 --json'],
      play: ['escoba play --lang pt --rules alcalde --level hard --record /tmp/alcalde.json'],
      analyze: ['escoba selfplay --rules brisca --seed 3 | escoba analyze --iterations 100 -'],
    },
  },
};
