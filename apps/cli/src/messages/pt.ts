import { ERRORS_PT } from './pt-errors.js';
import { HELP_PT } from './pt-help.js';
import { RULES_PT } from './pt-rules-messages.js';
import { SESSION_PT } from './pt-session.js';
import { gameMessages } from './games.js';
import type { Messages, Noun } from './types.js';

const NOUNS: Record<Noun, readonly [string, string]> = {
  card: ['carta', 'cartas'],
  coin: ['ouro', 'ouros'],
  seven: ['sete', 'setes'],
  point: ['ponto', 'pontos'],
  hand: ['mão', 'mãos'],
  trick: ['vaza', 'vazas'],
};

export const count = (n: number, noun: Noun) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;
export const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`);
export const seats = (l: readonly number[]) => (l.length === 1 ? `lugar ${l[0]}` : `lugares ${list(l.map(String))}`);
export const oneSeatEach = (sides: readonly (readonly number[])[]) => sides.every((s) => s.length === 1);
const side = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `lugar ${sides[s]![0]}` : `dupla ${s} (${seats(sides[s] ?? [])})`);
const sideShort = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `lugar ${sides[s]![0]}` : `dupla ${s}`);

export const PT: Messages = {
  lang: 'pt',
  count,
  list,
  seat: (s) => `lugar ${s}`,
  seats,
  side,
  sideName: sideShort,
  scores: (scores, sides) => scores.map((n, s) => `${sideShort(sides, s)} ${n}`).join(', '),
  table: (players, partnerships) => (partnerships ? `${players} jogadores, ${players / 2} contra ${players / 2}` : `${players} jogadores, cada um por si`),
  empty: '(vazia)',
  errorPrefix: (command) => `escoba ${command}: `,
  badLang: (given) => `--lang deve ser en, es ou pt, não ${JSON.stringify(given)}`,
  pretty: {
    title: (record, line) => `registro ${record}${line === null ? '' : ` (linha ${line})`}`,
    winner: (who, zeroCards) => `vence: ${who}${zeroCards ? ', porque o outro lado não levou nenhuma carta na última mão' : ''}`,
    forced: 'forçada',
    mistake: 'ERRO',
    loss: (who, loss, mistakes, threshold) => `${who}: perda total ${loss}, ${mistakes} ${mistakes === 1 ? 'erro' : 'erros'} (perda acima de ${threshold})`,
  },
  match: {
    swap: 'os bots trocam de lado',
    rotate: 'A senta em cada lugar por vez, B nos outros',
    stoppedEarly: (requested) => `; parado antes pelo SPRT (de ${requested})`,
    to: 'a',
    rows: {
      winRateCI: '  IC 95% de vitórias',
      ci: '  IC 95%',
      msMedian: 'ms por decisão, mediana',
      msP99: 'ms por decisão, p99',
    },
    sprtHead: (p0, p1, alpha, beta) => `SPRT sobre as vitórias de A, H0 p = ${p0} contra H1 p = ${p1} (alfa ${alpha}, beta ${beta}): `,
    llr: (llr, lower, upper) => `LLR ${llr}, limites ${lower} e ${upper}`,
    h1: (games, llr) => `H1 aceita após ${games} partidas: A é mais forte que B (${llr})`,
    h0: (games, delta, llr) => `H0 aceita após ${games} partidas: A não é mais forte que B por ${delta} (${llr})`,
    undecided: (games, llr) => `sem decisão após ${games} partidas (${llr}); joguem mais partidas`,
  },
  recordHint: (command) => `O registro desta partida: ${command}`,
  watchPlayers: (levels) => (levels === null ? 'jogadas legais ao acaso' : `bots ${levels.map((l, s) => `lugar ${s} ${l}`).join(', ')}`),
  watchBotsNote: 'Os bots escolheram cada jogada com o que o seu lugar vê; --seed e --game dão outras partidas.',
  session: SESSION_PT,
  rules: RULES_PT,
  errors: ERRORS_PT,
  help: HELP_PT,
  bench: {
    locale: 'pt-BR',
    head: 'mãos completas ao acaso por segundo, em um núcleo:',
    unknownCpu: 'CPU desconhecida',
  },
  get games() {
    return gameMessages('pt');
  },
};
