import type { EngineErrorCode, ErrorFacts, ErrorMessages } from './error-types.js';
import { HOW_CARD_ES, notationDetailEs, notationKindEs } from './es-notation.js';

const q = (x: string | undefined): string => JSON.stringify(x ?? '');
const orList = (items: readonly string[] = []): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`);
const plus = (cards: readonly string[] = []): string => cards.join('+');

/** `mano 2 jugada 17: `: where in a record, counting from 0 as the engines do. */
const at = (f: ErrorFacts): string => (f.hand === undefined ? '' : f.play === undefined ? `mano ${f.hand}: ` : `mano ${f.hand} jugada ${f.play}: `);

function expected(type: ErrorFacts['expected']): string {
  switch (type?.kind) {
    case 'boolean':
      return 'true o false';
    case 'enum':
      return `uno de ${type.values.join(', ')}`;
    case 'integer':
      return `un número entero de ${type.min} a ${type.max}`;
    default:
      return 'otro valor';
  }
}

/** A value as the rules errors name it: `la lista [1,2]`, `nada`, or its JSON. */
const given = (f: ErrorFacts): string => (f.reason === 'nothing' ? 'nada' : f.reason === 'list' ? `la lista ${f.value ?? ''}` : (f.value ?? ''));

const NO_RENUNCIO: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  off: () => 'estas reglas no admiten renuncios (renuncio es false)',
  noPlay: () => 'aún no se ha jugado ninguna carta en esta mano',
  claimed: (f) => `el renuncio de ${f.card ?? 'esa carta'} ya se ha reclamado`,
  took: (f) => `el jugador anterior se llevó cartas con ${f.card ?? 'su carta'} en vez de dejarla`,
  couldNot: (f) => `${f.card ?? 'la carta'}, la que dejó el jugador anterior, no podía sumar 15 con la mesa en que la dejó`,
  over: () => 'la mano ha terminado',
};

const NO_EXCHANGE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  off: () => 'cambiar la muestra no está permitido (exchange: "none")',
  drawn: () => 'la muestra ya se ha robado',
  played: () => 'la muestra se cambia antes de jugar',
  two: () => 'un 2 de muestra no se cambia nunca',
  winner: () => 'con exchange "winner" solo cambia quien ganó la última baza, antes de salir',
};

/** Why some rules cannot be played, by the option at fault (Escoba's combinations; Brisca's options of other presets). */
const IMPOSSIBLE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  renuncio: () => 'renuncio necesita capture "optional": con las demás reglas de captura una carta que puede sumar 15 nunca se deja',
  primeOrder: (f) => `primeOrder ${f.value ?? ''} necesita sevens "prime": ordena las cartas de la primera comparada carta a carta, y sevens es ${f.other ?? ''}`,
  bonusAllSevens: () =>
    'bonusAllSevens necesita una categoría de sietes: las fuentes que premian los cuatro sietes (001, 002, 003) lo suman a un punto de sietes, y sevens es "none"',
  bonusScoring: (f) => `bonusScoring ${f.value ?? ''} necesita una bonificación: bonusCards, bonusAllCoins y bonusAllSevens son todas false`,
};

const RECORD_SHAPE: Readonly<Record<string, (f: ErrorFacts) => string>> = {
  object: () => 'un registro debe ser un objeto JSON',
  format: (f) => `"format" debe ser ${q(f.example)}, no ${f.value ?? 'nada'}`,
  hands: () => '"hands" debe ser una lista',
};

/**
 * Every engine error code as a Spanish sentence, from its facts. A code the engines add later is told by the
 * engine's English message until it has a sentence here (`test/engine-errors.test.ts` fails meanwhile).
 */
export const ENGINE_ERRORS_ES: Readonly<Record<EngineErrorCode, (f: ErrorFacts) => string>> = {
  // Notation (cards, Escoba plays, Brisca actions).
  InvalidCard: (f) => `${q(f.input)} no es una carta: ${HOW_CARD_ES}`,
  InvalidPlay: (f) => `${q(f.input)} no es ${notationKindEs(f)}: ${notationDetailEs(f)}`,
  InvalidAction: (f) => `${q(f.input)} no es ${notationKindEs(f)}: ${notationDetailEs(f)}`,
  TakesOwnCard: (f) => `${q(f.input)}: una carta no puede llevarse a sí misma`,
  DuplicateCard: (f) => (f.input === undefined ? `${f.card ?? 'una carta'} está nombrada dos veces` : `${q(f.input)}: ${f.part ?? f.card ?? 'una carta'} aparece dos veces`),
  // Decks and deals.
  BadDeck: (f) => `${at(f)}la baraja no es válida: debe nombrar cada carta de la baraja una sola vez, en notación (7o) o por su número`,
  BadDealer: (f) => `${at(f)}quien reparte no es válido: debe ser el asiento al que le toca repartir${f.value === undefined ? '' : `, no ${f.value}`}`,
  NotDealing: (f) => (f.reason === 'over' ? 'la partida ha terminado' : 'la mano en curso no ha terminado'),
  // Plays and actions.
  NotPlaying: (f) => (f.reason === 'over' ? 'la partida ha terminado' : 'no se está jugando ninguna mano: primero hay que repartir'),
  BadPlay: (f) =>
    f.hand === undefined
      ? 'una jugada es {card, take: [cartas]} con cartas del 0 al 39'
      : `${at(f)}la jugada no se puede leer${f.inner === undefined ? ' (escribe "7o:3c+5e" o {"card": "7o", "take": ["3c", "5e"]})' : `: ${f.inner}`}`,
  BadAction: () => 'una acción es {type: "play", cards: [1 o 2 cartas distintas]} o {type: "exchange", card}',
  NotInHand: (f) => `${f.card ?? 'esa carta'} no está en la mano ${f.seat === undefined ? '' : `del asiento ${f.seat}`}`.trimEnd(),
  NotOnTable: (f) => `${f.card ?? 'esa carta'} no está en la mesa (${f.cards && f.cards.length > 0 ? `en la mesa hay ${f.cards.join(', ')}` : 'la mesa está vacía'})`,
  WrongSum: (f) => `${f.card ?? 'la carta'} con ${plus(f.cards)} suma ${f.sum ?? '?'}, no 15`,
  MustTake: (f) => `${f.card ?? 'la carta'} puede sumar 15, así que tiene que llevarse cartas`,
  MustCapture: (f) => `${f.other ?? 'una carta de la mano'} puede sumar 15, y con capture "forced" quien puede llevarse cartas tiene que hacerlo`,
  NoRenuncio: (f) => `no hay renuncio que reclamar: ${(NO_RENUNCIO[f.reason ?? ''] ?? NO_RENUNCIO.over!)(f)}`,
  BadRenuncio: (f) =>
    f.reason === 'card'
      ? `el renuncio es sobre ${f.other ?? 'otra carta'}, no sobre ${f.card ?? 'esa'}`
      : `${f.card ?? 'la carta'} no podía llevarse ${plus(f.cards)}; podía llevarse ${orList(f.choices)}`,
  WrongCount: (f) => (f.reason === 'two' ? `el Alcalde juega dos cartas por turno, no ${plus(f.cards)}` : `el asiento ${f.seat ?? '?'} juega una carta por turno, no ${plus(f.cards)}`),
  NoExchange: (f) =>
    f.reason === 'other'
      ? `${f.card ?? 'esa carta'} no puede llevarse la muestra ${f.other ?? ''}: ahora solo puede ${orList(f.choices)}`
      : `${f.card ?? 'esa carta'} no se puede cambiar: ${(NO_EXCHANGE[f.reason ?? ''] ?? NO_EXCHANGE.winner!)(f)}`,
  SenasOff: () => 'las señas están desactivadas (opción senas: solo Brisca 2 contra 2)',
  SenaRepeated: (f) => `el asiento ${f.seat ?? '?'} ya hizo la seña ${f.value ?? ''} en esta mano`,
  SenaUntrue: (f) =>
    `el asiento ${f.seat ?? '?'} no puede hacer la seña ${f.value ?? ''}: ${f.reason === 'holdsTrump' ? `tiene un triunfo${f.card === undefined ? '' : ` (${f.card})`}` : `no tiene ${f.card ?? 'esa carta'}`} (las señas deben ser verdad)`,
  SenasNeedPartners: () => 'las señas (opción senas) son señales entre compañeros: jugad 4 jugadores 2 contra 2 (partnerships), o dejad senas desactivada',
  // Rules and tables.
  UnknownPreset: (f) => `variante desconocida ${f.value ?? ''} (variantes: ${(f.choices ?? []).join(', ')})`,
  UnknownOption: (f) => `opción de reglas desconocida ${q(f.option)} (opciones: ${(f.choices ?? []).join(', ')})`,
  BadOptionValue: (f) => `opción de reglas ${f.option ?? ''}: se espera ${expected(f.expected)}, no ${f.value ?? 'nada'}`,
  BadRules: (f) => {
    if (f.inner !== undefined) return `reglas: ${f.inner}`;
    if (f.reason === 'missing') return `falta "rules" (el nombre de una variante como ${q(f.preset)}, o un objeto)`;
    return `las reglas deben ser el nombre de una variante o un objeto como ${f.example ?? ''}, no ${given(f)}`;
  },
  ImpossibleRules: (f) =>
    IMPOSSIBLE[f.option ?? '']?.(f) ?? `la opción de reglas ${f.option ?? ''} es de ${orList(f.choices)}, no de ${f.preset ?? 'esta variante'}`,
  BadPlayers: (f) => `${f.preset === undefined ? 'se juega' : `${f.preset} se juega`} con ${orList(f.choices)} jugadores, no ${f.value ?? 'nada'}`,
  BadPartnerships: (f) => {
    if (f.reason === 'notBoolean') return `"partnerships" debe ser true o false, no ${f.value ?? 'nada'}`;
    if (f.reason === 'six') return '6 jugadores juegan en dos equipos de tres: pon "partnerships" a true';
    if (f.reason === 'dealerAlone') return `en ${f.preset ?? 'el Alcalde'} los bandos los decide el Alcalde: no pongas "partnerships"`;
    return `las parejas necesitan ${orList(f.choices)} jugadores, no ${f.value ?? 'nada'}`;
  },
  // Records.
  BadJson: (f) => `no es JSON válido${f.inner === undefined ? '' : `: ${f.inner}`}`,
  BadRecord: (f) => (RECORD_SHAPE[f.reason ?? ''] ?? RECORD_SHAPE.object!)(f),
  BadTable: (f) => {
    if (f.inner !== undefined) return f.inner;
    if (f.reason === 'partnerships') return '"partnerships" debe ser true o false';
    return `falta "players" (${orList(f.choices)})`;
  },
  BadHand: (f) => `${at(f)}${f.reason === 'plays' ? '"plays" debe ser una lista' : 'una mano debe ser un objeto {dealer, deck, plays}'}`,
  IllegalPlay: (f) => `${at(f)}${f.inner ?? (f.reason === 'over' ? `la mano ya había terminado tras ${f.play ?? 0} jugadas` : 'jugada ilegal')}`,
  GameOver: (f) => `${at(f)}la partida ya estaba ganada${f.seat === undefined ? '' : ` por el bando ${f.seat}`}${f.hand === undefined ? '' : ` tras la mano ${f.hand - 1}`}`,
  UnfinishedHand: (f) => `${at(f)}la mano ${(f.hand ?? 1) - 1} está sin terminar, así que no puede seguirla otra`,
};

/** Commander's error lines, by their English pattern (commander writes them before the program sees them). */
const COMMANDER_ES: readonly (readonly [RegExp, string])[] = [
  [/^error: unknown option '(.*?)'/m, "error: opción desconocida '$1'"],
  [/^error: unknown command '(.*?)'/m, "error: orden desconocida '$1'"],
  [/^error: missing required argument '(.*?)'/m, "error: falta el argumento obligatorio '$1'"],
  [/^error: option '(.*?)' argument missing/m, "error: a la opción '$1' le falta su valor"],
  [/^error: required option '(.*?)' not specified/m, "error: falta la opción obligatoria '$1'"],
  [/^error: too many arguments for '(.*?)'\. Expected (\d+) arguments? but got (\d+)\./m, "error: demasiados argumentos para '$1': admite $2 y se han dado $3."],
  [/^error: too many arguments\. Expected (\d+) arguments? but got (\d+)\./m, 'error: demasiados argumentos: admite $1 y se han dado $2.'],
  [/^error: option '(.*?)' argument '(.*?)' is invalid\./m, "error: el valor '$2' de la opción '$1' no es válido:"],
  [/\(Did you mean one of (.*)\?\)/, '(¿Querías decir una de $1?)'],
  [/\(Did you mean (.*)\?\)/, '(¿Querías decir $1?)'],
];

/** Node's JSON parser errors (`Unexpected token ...`) as a Spanish detail. */
function jsonDetail(message: string): string {
  if (/end of JSON input/i.test(message)) return 'el texto se acaba antes de tiempo';
  const position = /position (\d+)(?: \(line (\d+) column (\d+)\))?/.exec(message);
  if (position) return position[2] === undefined ? `error en la posición ${position[1]}` : `error en la línea ${position[2]}, columna ${position[3]}`;
  const token = /Unexpected token '(.*?)'/.exec(message);
  if (token) return `carácter inesperado '${token[1]}'`;
  return 'no se puede leer como JSON';
}

export const ERRORS_ES: ErrorMessages = {
  wholeNumber: (option, min, max, got) => `${option} debe ser un número entero ${max === null ? `de ${min} en adelante` : `de ${min} a ${max}`}, no ${q(got)}`,
  seconds: (option, max, got) => `${option} debe ser un número de segundos mayor que 0 y de ${max} como mucho, no ${q(got)}`,
  fraction: (option, lo, hi, got) => `${option} debe ser un número mayor que ${lo} y menor que ${hi}, no ${q(got)}`,
  threshold: (got) => `--threshold debe ser un número de puntos, 0 o más, no ${q(got)}`,
  rulesArgument: 'el argumento de reglas',
  notJson: (what, detail) => `${what} no es JSON válido: ${detail}`,
  rulesText: (what, presets, example, got) => `${what} debe ser el nombre de una variante (${presets.join(', ')}) o un objeto JSON como ${example}, no ${q(got)}`,
  optionProblem: (option, sentence) => `${option}: ${sentence}`,
  level: (option, levels, got) => `${option} debe ser uno de ${levels.join(', ')}, no ${q(got)}`,
  levelsCount: (n, got) => `--levels necesita ${n} nivel${n === 1 ? '' : 'es'} (uno por cada asiento de la máquina, en orden de asiento), no ${q(got)}`,
  game: (words, got) => `--game debe ser uno de ${words.join(', ')}, no ${q(got)}`,
  rulesOfOtherGame: (preset, game, asked) => `--rules ${preset} es una variante de ${game}, no de --game ${asked}`,
  botRequired: (option, levels) => `${option} es obligatorio: un nivel (${levels.join(', ')}) o cmd:<orden>`,
  cmdEmpty: (option) => `${option} cmd: necesita una orden detrás, p. ej. ${option} "cmd:python3 mybot.py"`,
  unknownBot: (option, got, levels) => `${option}: bot desconocido ${q(got)}: usa un nivel (${levels.join(', ')}) o cmd:<orden>`,
  noCeiling: (option, game) => `${option} omniscient: ${game} no tiene jugador omnisciente`,
  noPerfectInference: (option, game) => `${option} perfect-inference: ${game} no tiene jugador de inferencia perfecta`,
  sprtWithout: '--sprt-delta, --sprt-alpha y --sprt-beta van con --sprt',
  envLang: (value) => `ESCOBA_LANG debe ser en, es o pt, no ${q(value)}`,
  noFile: (path) => `no se puede leer ${path}: no existe (usa - para leer la entrada estándar)`,
  isDirectory: (path) => `no se puede leer ${path}: es una carpeta, no un fichero`,
  denied: (path) => `no se puede leer ${path}: permiso denegado`,
  cannotRead: (path, detail) => `no se puede leer ${path}: ${detail}`,
  cannotReadStdin: (detail) => `no se puede leer la entrada estándar: ${detail}`,
  readingStdin: 'leyendo registros de la entrada estándar; termina con Ctrl-D',
  noRecords: 'la entrada no contiene ningún registro (se espera un registro JSON, o JSON Lines con un registro por línea)',
  hint: (hint) => `pista: ${hint}`,
  hintArray: 'la entrada parece una lista JSON; se lee un registro, o JSON Lines con un registro por línea',
  hintSpread: (detail) => `la entrada parece un registro repartido en varias líneas, pero no es JSON válido: ${detail}`,
  failed: (failed, total) => `${failed} de ${total} registro${total === 1 ? '' : 's'} no se ${failed === 1 ? 'pudo' : 'pudieron'} reproducir`,
  lineNotJson: (line, detail) => `línea ${line}: no es JSON válido: ${detail}`,
  jsonDetail,
  progressMatch: (games, total, aWins, bWins) => `${games} de ${total} partidas jugadas (A ganó ${aWins}, B ganó ${bWins})`,
  progressBar: 'match [{bar}] {value}/{total} partidas | A {aWins} B {bWins} | {duration_formatted} transcurrido, quedan {eta_formatted}',
  progressAnalyze: (record, records, hand, hands) => `analizando el registro ${record} de ${records}, mano ${hand} de ${hands}`,
  dealHint: (seat, held, players, partnerships, dealer) =>
    `el asiento ${seat} tiene ${held.join(', ') || 'nada'}. Este registro reparte la baraja a ${players} jugadores${partnerships ? ' por parejas' : ''} y reparte el asiento ${dealer}: ` +
    'si se escribió para otro número de jugadores u otro repartidor, el reparto es distinto, así que revisa "players" y "dealer"',
  engine: (facts) => (ENGINE_ERRORS_ES as Readonly<Record<string, (f: ErrorFacts) => string>>)[facts.code]?.(facts) ?? facts.message,
  commander: (line) => COMMANDER_ES.reduce((text, [pattern, spanish]) => text.replace(pattern, spanish), line),
};
