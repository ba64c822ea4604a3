import type { GameTexts } from '../../../messages/rules-types.js';

/** The presets and options of Brisca and the Alcalde games in Portuguese; the engine describes them in English. */
export const BRISCA_RULE_TEXTS_PT: GameTexts = {
  presets: {
    brisca: '2 ou 3 cada um por si, ou 4 cada um por si ou 2 contra 2; 3 cartas para cada um, uma vira sob o monte, não é preciso seguir o naipe; vence quem soma mais pontos de cartas',
    alcalde: '3 jogadores: quem dá as cartas (o Alcalde), sozinho com 6 cartas, jogando e comprando de duas em duas, contra dois parceiros que veem as cartas um do outro; continua Alcalde com 60 pontos',
    'alcalde-variation': '3 jogadores: o Alcalde, sozinho com 4 cartas, contra dois parceiros que não veem as cartas um do outro; a sua última carta conta para ele; continua Alcalde com 31 pontos',
  },
  options: {
    exchange:
      'trocar a vira: seed (na própria vez antes de jogar: o 7 de trunfo leva um 10 ou melhor a qualquer momento, e também o 2 durante a primeira vaza, com preferência: quem tem os dois dá o 2; o 2 leva um 7 ou menos a qualquer momento), winner (o 7 leva um 10 ou melhor, o 2 um 7 ou menos, só quem ganhou a última vaza, antes de sair), none',
    wins: 'Brisca: mãos que um lado deve ganhar para ganhar a partida (as mãos empatadas não contam para ninguém; com 1, uma mão empatada termina a partida empatada)',
    leaveOut: 'Brisca com 3 jogadores: o número da carta tirada do baralho (39 cartas)',
    partnersSeeHands: 'Alcalde: se os dois adversários do Alcalde veem as cartas um do outro',
    keep: 'Alcalde: pontos de cartas que o Alcalde precisa para ganhar a mão e continuar Alcalde',
    senas:
      'só Brisca 2 contra 2 (regra da casa): sinais, os avisos dos parceiros sobre os seus trunfos (ás, três, rei, dama, valete de trunfo, ou nenhum), que só o parceiro vê',
  },
};
