import { ERRORS_EN } from './en-errors.js';
import { HELP_EN } from './en-help.js';
import { RULES_EN } from './en-rules.js';
import { SESSION_EN } from './en-session.js';
import { gameMessages } from './games.js';
import type { Messages, Noun } from './types.js';

const NOUNS: Record<Noun, readonly [string, string]> = {
  card: ['card', 'cards'],
  coin: ['coin', 'coins'],
  seven: ['seven', 'sevens'],
  point: ['point', 'points'],
  hand: ['hand', 'hands'],
  trick: ['trick', 'tricks'],
};

export const count = (n: number, noun: Noun) => `${n} ${NOUNS[noun][n === 1 ? 0 : 1]}`;
export const seats = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(', ')}`);
export const oneSeatEach = (sides: readonly (readonly number[])[]) => sides.every((s) => s.length === 1);
const side = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `seat ${sides[s]![0]}` : `side ${s} (${seats(sides[s] ?? [])})`);
const sideShort = (sides: readonly (readonly number[])[], s: number) => (oneSeatEach(sides) ? `seat ${sides[s]![0]}` : `side ${s}`);

export const EN: Messages = {
  lang: 'en',
  count,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
  seat: (s) => `seat ${s}`,
  seats,
  side,
  sideName: sideShort,
  scores: (scores, sides) => scores.map((n, s) => `${sideShort(sides, s)} ${n}`).join(', '),
  table: (players, partnerships) => (partnerships ? `${players} players, ${players / 2} against ${players / 2}` : `${players} players, each for themselves`),
  empty: '(empty)',
  errorPrefix: (command) => `escoba ${command}: `,
  badLang: (given) => `--lang must be en, es or pt, got ${JSON.stringify(given)}`,
  pretty: {
    title: (record, line) => `record ${record}${line === null ? '' : ` (line ${line})`}`,
    winner: (who, zeroCards) => `winner: ${who}${zeroCards ? ': the other side took no card in the last hand' : ''}`,
    forced: 'forced',
    mistake: 'MISTAKE',
    loss: (who, loss, mistakes, threshold) => `${who}: total loss ${loss}, ${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'} (loss above ${threshold})`,
  },
  match: {
    swap: 'the bots swap sides',
    rotate: 'A sits in each seat in turn, B in the others',
    stoppedEarly: (requested) => `; stopped early by the SPRT (of ${requested})`,
    to: 'to',
    rows: {
      winRateCI: '  win rate 95% CI',
      ci: '  95% CI',
      msMedian: 'decision ms median',
      msP99: 'decision ms p99',
    },
    sprtHead: (p0, p1, alpha, beta) => `SPRT on A's game wins, H0 p = ${p0} against H1 p = ${p1} (alpha ${alpha}, beta ${beta}): `,
    llr: (llr, lower, upper) => `LLR ${llr}, bounds ${lower} and ${upper}`,
    h1: (games, llr) => `H1 accepted after ${games} games: A is stronger than B (${llr})`,
    h0: (games, delta, llr) => `H0 accepted after ${games} games: A is not stronger than B by ${delta} (${llr})`,
    undecided: (games, llr) => `undecided after ${games} games (${llr}); play more games`,
  },
  recordHint: (command) => `The record of this game: ${command}`,
  watchPlayers: (levels) => (levels === null ? 'random legal plays' : `bots ${levels.map((l, s) => `seat ${s} ${l}`).join(', ')}`),
  watchBotsNote: 'The bots chose every play from their own seat\'s view; --seed and --game deal other games.',
  session: SESSION_EN,
  rules: RULES_EN,
  errors: ERRORS_EN,
  help: HELP_EN,
  bench: {
    locale: 'en-US',
    head: 'complete random hands per second, on one core:',
    unknownCpu: 'unknown CPU',
  },
  get games() {
    return gameMessages('en');
  },
};
