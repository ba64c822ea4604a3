import { ERRORS_ES } from './es-errors.js';
import { HELP_ES } from './es-help.js';
import { RULES_ES } from './es-rules-messages.js';
import { SESSION_ES } from './es-session.js';
import { gameMessages } from './games.js';
import type { Messages, Noun } from './types.js';

const NOUNS: Record<Noun, readonly [string, string]> = {
  card: ['carta', 'cartas'],
  coin: ['oro', 'oros'],
  seven: ['siete', 'sietes'],
  point: ['punto', 'puntos'],
  hand: ['mano', 'manos'],
  trick: ['baza', 'bazas'],
};

export const count = (n: number, noun: Noun) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;
export const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);
export const seats = (l: readonly number[]) => (l.length === 1 ? `asiento ${l[0]}` : `asientos ${list(l.map(String))}`);
export const oneSeatEach = (sides: readonly (readonly number[])[]) => sides.every((s) => s.length === 1);
const side = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `asiento ${sides[s]![0]}` : `equipo ${s} (${seats(sides[s] ?? [])})`);
const sideShort = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `asiento ${sides[s]![0]}` : `equipo ${s}`);

export const ES: Messages = {
  lang: 'es',
  count,
  list,
  seat: (s) => `asiento ${s}`,
  seats,
  side,
  sideName: sideShort,
  scores: (scores, sides) => scores.map((n, s) => `${sideShort(sides, s)} ${n}`).join(', '),
  table: (players, partnerships) => (partnerships ? `${players} jugadores, ${players / 2} contra ${players / 2}` : `${players} jugadores, cada uno por su cuenta`),
  empty: '(vacía)',
  errorPrefix: (command) => `escoba ${command}: `,
  badLang: (given) => `--lang debe ser en, es o pt, no ${JSON.stringify(given)}`,
  pretty: {
    title: (record, line) => `registro ${record}${line === null ? '' : ` (línea ${line})`}`,
    winner: (who, zeroCards) => `gana: ${who}${zeroCards ? ', porque el otro bando no se llevó ninguna carta en la última mano' : ''}`,
    forced: 'forzada',
    mistake: 'ERROR',
    loss: (who, loss, mistakes, threshold) => `${who}: pérdida total ${loss}, ${mistakes} ${mistakes === 1 ? 'error' : 'errores'} (pérdida mayor que ${threshold})`,
  },
  match: {
    swap: 'los bots cambian de lado',
    rotate: 'A se sienta en cada asiento por turno, B en los demás',
    stoppedEarly: (requested) => `; parado antes por el SPRT (de ${requested})`,
    to: 'a',
    rows: {
      winRateCI: '  IC 95% de victorias',
      ci: '  IC 95%',
      msMedian: 'ms por decisión, mediana',
      msP99: 'ms por decisión, p99',
    },
    sprtHead: (p0, p1, alpha, beta) => `SPRT sobre las victorias de A, H0 p = ${p0} frente a H1 p = ${p1} (alfa ${alpha}, beta ${beta}): `,
    llr: (llr, lower, upper) => `LLR ${llr}, límites ${lower} y ${upper}`,
    h1: (games, llr) => `H1 aceptada tras ${games} partidas: A es más fuerte que B (${llr})`,
    h0: (games, delta, llr) => `H0 aceptada tras ${games} partidas: A no es más fuerte que B por ${delta} (${llr})`,
    undecided: (games, llr) => `sin decidir tras ${games} partidas (${llr}); jugad más partidas`,
  },
  recordHint: (command) => `El registro de esta partida: ${command}`,
  watchPlayers: (levels) => (levels === null ? 'jugadas legales al azar' : `bots ${levels.map((l, s) => `asiento ${s} ${l}`).join(', ')}`),
  watchBotsNote: 'Los bots eligieron cada jugada con lo que ve su asiento; --seed y --game reparten otras partidas.',
  session: SESSION_ES,
  rules: RULES_ES,
  errors: ERRORS_ES,
  help: HELP_ES,
  bench: {
    locale: 'es-ES',
    head: 'manos completas al azar por segundo, en un núcleo:',
    unknownCpu: 'CPU desconocida',
  },
  get games() {
    return gameMessages('es');
  },
};
