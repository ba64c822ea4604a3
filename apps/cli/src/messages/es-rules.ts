import type { GameTexts, RulesMessages } from './rules-types.js';

const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`);

/** Every game's presets and options in Spanish; the engines describe them in English. */
export const GAME_TEXTS_ES: Readonly<Record<string, GameTexts>> = {
  escoba: {
    presets: {
      classic: {
        summary: 'la Escoba de 15 de pagat: a 21, una carta que puede llevarse cartas debe llevárselas, primera',
        source: 'pagat (texto de reglas 001) y texto de reglas 000',
      },
      sevens: {
        summary: 'llevarse es opcional, más sietes + bonificación por todos los sietes, barrer la mesa en la última jugada no es escoba',
        source: 'ayuda de un juego web (texto de reglas 002)',
      },
      fournier: {
        summary: 'más sietes, 2 puntos por las cartas / por todos los oros, bonificación por todos los sietes, un bando sin cartas pierde',
        source: 'folleto de Fournier (texto de reglas 003)',
      },
      escova: { summary: 'a 31, sin categoría de sietes, 2 puntos por todos los oros', source: 'Wikipedia, Escova brasileña (texto de reglas 004)' },
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
        'orden de las cartas de la primera, solo con sevens "prime": pagat 7 > 6 > 1 > 5 > 4 > 3 > 2 > figuras; faceValue 7 > 6 > 5 > 4 > 3 > 2 > 1 > figuras (texto de reglas 000)',
      bonusCards: 'el punto de las cartas vale 2 cuando su bando se llevó más de 30 cartas y cada uno de los demás menos de 10',
      bonusAllCoins: 'el punto de los oros vale 2 cuando un bando se llevó los diez oros',
      bonusAllSevens: 'un bando que se llevó los cuatro sietes suma 1 más (necesita una categoría de sietes)',
      bonusScoring:
        'instead: una bonificación sustituye al punto de su categoría (2 por las cartas, 2 por los oros, +1 por todos los sietes); added: la tabla de Fournier leída línea a línea (3 por las cartas, 3 por los oros, +2 por todos los sietes); necesita una bonificación',
      zeroCardsLoses: 'con dos bandos, un bando que no se llevó ninguna carta en una mano pierde la partida en el acto',
      renuncio: 'con capture optional: cuando un jugador deja una carta que podía sumar 15, el siguiente puede reclamarla junto con una combinación que podía llevarse',
    },
  },
  brisca: {
    presets: {
      brisca: {
        summary:
          '2 o 3 cada uno por su cuenta, o 4 cada uno por su cuenta o 2 contra 2; 3 cartas a cada uno, una muestra bajo la baceta, no hace falta asistir al palo; gana quien suma más puntos de cartas',
        source: 'texto de reglas 001, "Briscas"',
      },
      alcalde: {
        summary:
          '3 jugadores: quien reparte (el Alcalde), solo con 6 cartas, jugando y robando de dos en dos, contra dos compañeros que se ven las cartas; sigue de Alcalde con 60 puntos',
        source: 'texto de reglas 001, "Alcalde"',
      },
      'alcalde-variation': {
        summary: '3 jugadores: el Alcalde, solo con 4 cartas, contra dos compañeros que no se ven las cartas; su última carta cuenta para él; sigue de Alcalde con 31 puntos',
        source: 'texto de reglas 001, "Alcalde Variation"',
      },
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
  },
};

export const RULES_ES: RulesMessages = {
  preset: (game, p) => GAME_TEXTS_ES[game]?.presets[p.name] ?? { summary: p.summary, source: p.source },
  meaning: (game, o) => GAME_TEXTS_ES[game]?.options[o.name] ?? o.meaning,
  presetsTitle: 'Variantes (elige una con --rules NOMBRE):',
  gameTitle: (name, id) => `${name} (--game ${id}; elige una variante con --rules NOMBRE):`,
  source: (source) => `fuente: ${source}`,
  tables: (tables) => `mesas: ${tables}`,
  valuesTitle: 'Valor de cada opción en cada variante:',
  optionColumn: 'opción',
  optionsTitle: (example) => `Opciones (cámbialas con --rules '${example}'; las que no se nombran conservan el valor de la variante):`,
  optionLine: (name, type, preset, value) => `  ${name}: ${type}${value === null ? '' : ` (${preset}: ${value})`}`,
  wholeNumber: (min, max) => `número entero ${min}-${max}`,
  orList,
  playersOnly: (players) => `${players} jugadores`,
  playersAlone: (counts) => `${counts} jugadores, cada uno por su cuenta`,
  playersTeams: (players) => `${players} jugadores, ${players / 2} contra ${players / 2}`,
  rulesWith: (preset, changes) => `${preset} con ${changes.join(', ')}`,
  resolved: (game, label) => (game === null ? `${label}:` : `${game}, ${label}:`),
};
