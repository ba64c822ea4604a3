import type { GameTexts } from '../../../messages/rules-types.js';

/** The presets and options of Brisca and the Alcalde games in Spanish; the engine describes them in English. */
export const BRISCA_RULE_TEXTS_ES: GameTexts = {
  presets: {
    brisca: '2 o 3 cada uno por su cuenta, o 4 cada uno por su cuenta o 2 contra 2; 3 cartas a cada uno, una muestra bajo la baceta, no hace falta asistir al palo; gana quien suma más puntos de cartas',
    alcalde: '3 jugadores: quien reparte (el Alcalde), solo con 6 cartas, jugando y robando de dos en dos, contra dos compañeros que se ven las cartas; sigue de Alcalde con 60 puntos',
    'alcalde-variation': '3 jugadores: el Alcalde, solo con 4 cartas, contra dos compañeros que no se ven las cartas; su última carta cuenta para él; sigue de Alcalde con 31 puntos',
  },
  options: {
    exchange:
      'cambiar la muestra: seed (en el propio turno antes de jugar: el 7 de triunfo se lleva un 10 o mejor en cualquier momento, y también el 2 durante la primera baza, con preferencia: quien tiene los dos da el 2; el 2 se lleva un 7 o menos en cualquier momento), winner (el 7 se lleva un 10 o mejor, el 2 un 7 o menos, solo quien ganó la última baza, antes de salir), none',
    wins: 'Brisca: manos que un bando debe ganar para ganar la partida (las manos empatadas no cuentan para nadie; con 1, una mano empatada termina la partida en empate)',
    leaveOut: 'Brisca con 3 jugadores: el número de la carta que se quita de la baraja (39 cartas)',
    partnersSeeHands: 'Alcalde: si los dos rivales del Alcalde se ven las cartas',
    keep: 'Alcalde: puntos de cartas que necesita el Alcalde para ganar la mano y seguir de Alcalde',
    senas:
      'solo Brisca 2 contra 2 (regla de la casa): señas, las señales de los compañeros sobre sus triunfos (as, tres, rey, caballo, sota de triunfo, o ninguno), que solo ve el compañero',
  },
};
