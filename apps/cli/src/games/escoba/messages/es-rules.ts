import type { GameTexts } from '../../../messages/rules-types.js';

/** The presets and options of Escoba in Spanish; the engine describes them in English. */
export const ESCOBA_RULE_TEXTS_ES: GameTexts = {
  presets: {
    classic: 'la Escoba de 15 de pagat: a 21, una carta que puede llevarse cartas debe llevárselas, primera',
    sevens: 'llevarse es opcional, más sietes + bonificación por todos los sietes, barrer la mesa en la última jugada no es escoba',
    fournier: 'más sietes, 2 puntos por las cartas / por todos los oros, bonificación por todos los sietes, un bando sin cartas pierde',
    escova: 'a 31, sin categoría de sietes, 2 puntos por todos los oros',
  },
  options: {
    target: 'puntos para ganar: gana el bando que, tras una mano, llega a ellos o los pasa con el total más alto sin empate',
    capture:
      'mustTake: una carta que puede sumar 15 debe llevarse cartas (aún se puede dejar otra carta); optional: se puede dejar cualquier carta; forced: si alguna carta puede llevarse cartas, el jugador tiene que llevárselas',
    dealEscobas:
      'cuatro cartas repartidas a la mesa que valen 15 o 30: dealer: se las lleva quien reparte, 1 escoba por 15, 2 por 30; dealerGroups: lo mismo, pero 30 solo cuando las cuatro se dividen en dos grupos de 15; dealerNoEscoba: quien reparte se lleva un 15 sin escoba y un 30 se queda; mano: se las lleva el primer jugador, 1 o 2 escobas; none: se quedan en la mesa',
    lastPlayEscoba: 'si barrer la mesa con la última jugada de la mano cuenta como escoba',
    sevens: 'el punto de los sietes: la mejor primera (comparada carta a carta), primiera (el total más alto 7=21 6=18 1=16 ...), más sietes, o ninguno',
    primeOrder:
      'orden de las cartas de la primera, solo con sevens "prime": pagat 7 > 6 > 1 > 5 > 4 > 3 > 2 > figuras; faceValue 7 > 6 > 5 > 4 > 3 > 2 > 1 > figuras ({source:000})',
    bonusCards: 'el punto de las cartas vale 2 cuando su bando se llevó más de 30 cartas y cada uno de los demás menos de 10',
    bonusAllCoins: 'el punto de los oros vale 2 cuando un bando se llevó los diez oros',
    bonusAllSevens: 'un bando que se llevó los cuatro sietes suma 1 más (necesita una categoría de sietes)',
    bonusScoring:
      'instead: una bonificación sustituye al punto de su categoría (2 por las cartas, 2 por los oros, +1 por todos los sietes); added: la tabla de Fournier leída línea a línea (3 por las cartas, 3 por los oros, +2 por todos los sietes); necesita una bonificación',
    zeroCardsLoses: 'con dos bandos, un bando que no se llevó ninguna carta en una mano pierde la partida en el acto',
    renuncio: 'con capture optional: cuando un jugador deja una carta que podía sumar 15, el siguiente puede reclamarla junto con una combinación que podía llevarse',
  },
};
