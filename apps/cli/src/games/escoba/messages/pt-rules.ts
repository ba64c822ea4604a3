import type { GameTexts } from '../../../messages/rules-types.js';

/** The presets and options of Escoba in Portuguese; the engine describes them in English. */
export const ESCOBA_RULE_TEXTS_PT: GameTexts = {
  presets: {
    classic: 'a Escoba de 15 do pagat: a 21, uma carta que pode levar cartas deve levá-las, primeira',
    sevens: 'levar é opcional, mais setes + bonificação por todos os setes, limpar a mesa na última jogada não é escova',
    fournier: 'mais setes, 2 pontos pelas cartas / por todos os ouros, bonificação por todos os setes, um lado sem cartas perde',
    escova: 'a 31, sem categoria de setes, 2 pontos por todos os ouros',
  },
  options: {
    target: 'pontos para vencer: vence o lado que, após uma mão, chega a eles ou os passa com o total mais alto sem empate',
    capture:
      'mustTake: uma carta que pode somar 15 deve levar cartas (ainda se pode deixar outra carta); optional: pode-se deixar qualquer carta; forced: se alguma carta pode levar cartas, o jogador tem que levar',
    dealEscobas:
      'quatro cartas dadas à mesa que valem 15 ou 30: dealer: quem dá as leva, 1 escova por 15, 2 por 30; dealerGroups: o mesmo, mas 30 só quando as quatro se dividem em dois grupos de 15; dealerNoEscoba: quem dá leva um 15 sem escova e um 30 fica; mano: o primeiro jogador as leva, 1 ou 2 escovas; none: ficam na mesa',
    lastPlayEscoba: 'se limpar a mesa com a última jogada da mão conta como escova',
    sevens: 'o ponto dos setes: a melhor primeira (comparada carta a carta), primiera (o total mais alto 7=21 6=18 1=16 ...), mais setes, ou nenhum',
    primeOrder:
      'ordem das cartas da primeira, só com sevens "prime": pagat 7 > 6 > 1 > 5 > 4 > 3 > 2 > figuras; faceValue 7 > 6 > 5 > 4 > 3 > 2 > 1 > figuras ({source:000})',
    bonusCards: 'o ponto das cartas vale 2 quando o seu lado levou mais de 30 cartas e cada um dos outros menos de 10',
    bonusAllCoins: 'o ponto dos ouros vale 2 quando um lado levou os dez ouros',
    bonusAllSevens: 'um lado que levou os quatro setes soma 1 a mais (precisa de uma categoria de setes)',
    bonusScoring:
      'instead: uma bonificação substitui o ponto da sua categoria (2 pelas cartas, 2 pelos ouros, +1 por todos os setes); added: a tabela da Fournier lida linha a linha (3 pelas cartas, 3 pelos ouros, +2 por todos os setes); precisa de uma bonificação',
    zeroCardsLoses: 'com dois lados, um lado que não levou nenhuma carta numa mão perde a partida na hora',
    renuncio: 'com capture optional: quando um jogador deixa uma carta que podia somar 15, o seguinte pode reclamá-la junto com uma combinação que ela podia levar',
  },
};
