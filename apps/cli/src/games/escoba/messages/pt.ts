import type { ScoreKey } from '@escoba/engine';
import { count, oneSeatEach, seats } from '../../../messages/pt.js';
import { cardNamePt } from '../../../messages/pt-cards.js';
import type { EscobaMessages } from './types.js';

const SCORE_KEYS: Record<ScoreKey, string> = {
  escobas: 'escovas',
  cards: 'cartas',
  coins: 'ouros',
  sevenOfCoins: 'sete de ouros',
  prime: 'primeira',
  sevens: 'setes',
  allSevens: 'todos os setes',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const countEscobas = (n: number): string => plural(n, 'escova');

/** Escoba in Brazilian Portuguese, where the game and its sweep are the "escova". */
export const ESCOBA_PT: EscobaMessages = {
  card: cardNamePt,
  scoreKey: (k) => SCORE_KEYS[k] ?? k,
  countEscobas,
  watch: {
    intro: (players, seed, game, table, rules, target) => `Escoba de 15, ${players}: semente ${seed}, partida ${game}. ${table}; regras ${rules}, vence quem chegar a ${target} pontos.`,
    sides: (sides) =>
      oneSeatEach(sides)
        ? 'Cada lugar joga por si. Joga-se por vez 0, 1, 2, ...; começa o lugar seguinte ao que dá as cartas.'
        : `Duplas: ${sides.map((s, i) => `dupla ${i} = ${seats(s)}`).join(', ')}. Joga-se por vez 0, 1, 2, ...; começa o lugar seguinte ao que dá as cartas.`,
    cardsHelp:
      'Cartas: 1-7, 10 (valete, vale 8), 11 (dama, 9), 12 (rei, 10); naipes o ouros, c copas, e espadas, b paus. ' +
      'A jogada "7o:3c+5e" joga o 7o e leva o 3c e o 5e da mesa (7 + 3 + 5 = 15); "4b" sozinha deixa o 4b na mesa. Levar todas as cartas da mesa é escova.',
    handHeader: (handNo, dealer) => `== Mão ${handNo}: o lugar ${dealer} dá as cartas ==`,
    firstDeal: (deals) => `  rodada 1 de ${deals}:`,
    redeal: (deal, deals, stock) => `  rodada ${deal} de ${deals} (restam ${stock} cartas no monte):`,
    tableRow: 'mesa:   ',
    tableAfter: (cards) => `  [mesa: ${cards}]`,
    dealEscoba: (sum, seat, escobas) => `  As quatro cartas da mesa somam ${sum}: o lugar ${seat} as leva ${escobas === 0 ? 'sem escova' : `com ${countEscobas(escobas)}`}.`,
    lays: (card) => `${card} fica na mesa`,
    takes: (card, taken) => `${card} leva ${taken}`,
    sweep: ': ESCOVA!',
    renuncio: (from, card, take, seat) => `renuncio! o lugar ${from} deixou ${card}, que podia levar ${take}: o lugar ${seat} leva tudo`,
    unclaimed: (cards) => `  Ninguém levou nenhuma carta, então ${cards} ficam sem dono.`,
    leftoverTo: (cards, who) => `  As últimas cartas da mesa, ${cards}, vão para o ${who}, que levou por último.`,
    pointsFor: (handNo) => `  Pontos da mão ${handNo}:`,
    prime: (cards) => `primeira ${cards}`,
    noPrime: 'sem primeira',
    sidePoints: (who, points, breakdown, facts) => `    ${who}: ${points} (${breakdown}); levou ${facts}`,
    score: (scores, target) => `  Placar: ${scores} (joga-se a ${target})`,
    wins: (who, zeroCards) => `vence ${who}${zeroCards ? ', porque o outro lado não levou nenhuma carta na última mão' : ''}`,
    noWinner: (unfinished) => (unfinished ? 'ainda sem vencedor: a última mão está sem terminar' : 'ainda sem vencedor: a partida não terminou'),
    gameOver: (hands, result, scores) => `Fim da partida após ${count(hands, 'hand')}: ${result}. Placar final: ${scores}.`,
  },
  play: {
    prompt: (range) => `Sua jogada (${range}, ou ajuda)? `,
    whichPrompt: (n) => `Qual (1-${n}, ou voltar)? `,
    intro: (table, rules, target) => `Escoba de 15: ${table}; regras ${rules}, vence quem chegar a ${target} pontos.`,
    cardsHelp:
      'Cartas: 1-7, 10 (valete, vale 8), 11 (dama, 9), 12 (rei, 10); naipes o ouros, c copas, e espadas, b paus. ' +
      'Jogue uma carta pelo seu número na mão ou pelo nome (7o); uma carta que soma 15 com cartas da mesa as leva. Digite ajuda para mais.',
    handHeader: (handNo, dealer, you) => `== Mão ${handNo}: ${you ? 'você dá as cartas' : `o ${dealer} dá as cartas`} ==`,
    firstDeal: (deals, table) => `  rodada 1 de ${deals}: três cartas para cada um; na mesa ${table}`,
    dealEscoba: (sum, who, you, escobas) =>
      `  As quatro cartas da mesa somam ${sum}: ${you ? 'você as leva' : `o ${who} as leva`} ${escobas === 0 ? 'sem escova' : `com ${countEscobas(escobas)}`}.`,
    redeal: (deal, deals, stock) => `  rodada ${deal} de ${deals}: três cartas para cada um (restam ${stock} cartas no monte)`,
    where: (handNo, deal, deals) => `mão ${handNo}, rodada ${deal} de ${deals}`,
    afterHand: (handNo) => `após a mão ${handNo}`,
    turn: (where, stock, scores, target) => `Sua vez: ${where}; ${plural(stock, 'carta')} no monte. Placar: ${scores} (joga-se a ${target}).`,
    tableLine: (cards, sum) => `  mesa:   ${cards === null ? '(vazia)' : `${cards}   (soma ${sum})`}`,
    others: (list) => `  outros: ${list}`,
    other: (seat, partner, cards) => `lugar ${seat}${partner ? ' (parceiro)' : ''} ${plural(cards, 'carta')}`,
    renuncioOpen: (seat, card, sets) => [
      `  Renuncio! O lugar ${seat} deixou ${card}, que podia ter levado ${sets.join(' ou ')}.`,
      '  Digite reclamar para levá-lo antes de jogar (ou jogue para deixá-lo passar).',
    ],
    yourHand: '  sua mão:',
    chooseNumber: (n) => `Digite um número de 1 a ${n}, ou voltar para escolher outra carta.`,
    noSuchCard: (text, n, example) => `Não há carta ${text} na sua mão: digite um número de 1 a ${n}, ou uma carta como ${example}.`,
    notInHand: (card, hand) => `${card} não está na sua mão (você tem ${hand}).`,
    ways: (card, name, n) => `${card} (${name}) pode ser jogada de ${n} maneiras:`,
    layOption: 'deixá-la na mesa',
    takeOption: (cards) => `levar ${cards}`,
    sweepMark: ' (escova!)',
    renuncioSets: (card, n) => `O renuncio de ${card} pode levar ${n} combinações:`,
    noClaim: 'não há renuncio para reclamar: o jogador anterior não deixou na mesa uma carta que pudesse somar 15',
    cannotPlay: (card) => `${card} não pode ser jogada agora`,
    help: [
      'Comandos:',
      '  1, 2, 3        joga essa carta da sua mão; se ela pode levar mais de uma combinação, pergunta-se qual',
      '  7o             joga o 7 de ouros (número 1-7, 10, 11, 12 e depois o naipe o, c, e, b)',
      '  7o:3c+5e       joga o 7o levando o 3c e o 5e da mesa (7 + 3 + 5 = 15)',
      '  deixar 7o      deixa o 7o na mesa sem levar nada (não vale se as regras obrigam a levar)',
      '  reclamar       reclama um renuncio, se as regras os permitem e o jogador anterior o cometeu',
      '  dica           pergunta ao especialista pela melhor jogada',
      '  ver            mostra de novo a mesa e a sua mão',
      '  voltar         quando se pergunta qual combinação, escolhe outra carta',
      '  sair           termina a partida (o registro é gravado se você pediu)',
      'Os comandos em inglês (help, hint, show, lay, claim, back, quit) também valem.',
      'Valores: 1-7 o que marcam, valete (10) 8, dama (11) 9, rei (12) 10. Uma carta que soma 15 com cartas da mesa',
      'as leva; levar todas as cartas da mesa é escova, 1 ponto.',
    ],
    hintOnly: (play) => `Dica: só há uma jogada legal: ${play}.`,
    hintNone: 'Dica: não há nenhum conselheiro disponível.',
    hintNoSuggestion: 'Dica: o conselheiro não tem nenhuma sugestão.',
    hint: (play, description) => `Dica: ${play} (${description}).`,
    hintLine: (play, points, margin) => `  ${play.padEnd(16)} pontos esperados nesta mão ${points}, ${margin} contra os outros`,
    describeClaim: (card, cards) => `reclamar o renuncio: ${card} e ${cards}`,
    describeLay: (card) => `deixar ${card} na mesa`,
    describeTake: (card, cards) => `${card} leva ${cards}`,
    gameOver: (hands, result, zeroCards, scores) =>
      `Fim da partida após ${plural(hands, 'mão', 'mãos')}. ${result}${zeroCards ? ', porque o outro lado não levou nenhuma carta na última mão' : ''}. Placar final: ${scores}.`,
  },
  pretty: {
    head: (title, table, rules) => `${title}: ${table}; regras ${rules}`,
    columns: (bySeat) => ['mão', 'dá', bySeat ? 'lugar' : 'dupla', 'pontos', 'cartas', 'escovas', 'total', 'detalhe'],
    sideSeats: (side, seatList) => `dupla ${side}: ${seatList}`,
    unfinished: 'sem terminar: sem pontos',
    noHands: 'sem mãos',
    finalScores: (scores, target) => `placar final: ${scores} (joga-se a ${target})`,
    analysisHead: (head, hands, plays, forced) =>
      `${head}; ${count(hands, 'hand')}, ${plays} ${plays === 1 ? 'jogada' : 'jogadas'} (${forced} forçadas); mãos e jogadas contam desde 1, como em replay --pretty (as linhas JSON contam desde 0)`,
    analysisColumns: ['mão', 'jogada', 'lugar', 'jogou', 'pontos', 'margem', 'melhor', 'pontos', 'margem', 'perda', ''],
  },
  match: {
    bSeats: (n) => ` (${n} lugares)`,
    setupLine: (table, rules, seed) => `${table}, regras ${rules}, semente ${seed}`,
    games: (games, sets, seatings, how, hands) => `${games} partidas (${sets} jogos de baralhos x ${seatings} disposições: ${how}), ${hands} mãos`,
    oneSet: '- (um jogo de baralhos)',
    margin: (margin, ci) => `pontos por mão de A - B: ${margin}, IC 95% ${ci}`,
    notesTwoSides: 'Os pontos por mão são os próprios de cada lado; IC de vitórias: Wilson; IC de pontos: jogos de baralhos como blocos (estimador de razão, t de Student).',
    notesMore: 'Os pontos por mão são os próprios de um lado (B: a média dos seus lugares); IC de vitórias: Wilson; IC de pontos: jogos de baralhos como blocos.',
    rows: {
      gamesWon: 'partidas ganhas',
      pointsPerHand: 'pontos por mão',
      escobasPerHand: 'escovas por mão',
    },
  },
  players: (got) => `--players deve ser 2, 3, 4 ou 6, não ${JSON.stringify(got)}`,
  handsRefused: '--hands é para a Brisca e os jogos do Alcalde (uma partida de Escoba termina ao chegar à sua meta)',
  bench: [
    '2 jogadores, kernel rápido',
    '4 jogadores (2 contra 2), kernel rápido',
    '2 jogadores, API pública (legalPlays + applyPlay)',
  ],
  help: {
    rulesExamples: ['escoba rules --lang pt', 'escoba rules \'{"preset":"sevens","target":15}\' --lang pt'],
    botRequest: '',
    name: 'Escoba de 15',
    gameOption: 'escoba (padrão)',
    benchName: 'Escoba',
    presetNote: '',
  },
};
