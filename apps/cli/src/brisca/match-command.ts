import { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/bots';
import type { BriscaState } from '@escoba/brisca';
import { failure, lines, parsed, problem, type CommandResult, type Parsed } from '../command.js';
import { reportJson } from '../match/report.js';
import { messages, type Messages } from '../messages/index.js';
import { parseLang, parseSearchEffort, parseWholeNumber } from '../options.js';
import { briscaSeatingCount, runBriscaMatch, type BriscaMatchSetup } from './match.js';
import { briscaReportText } from './match-report.js';
import { DEFAULT_GAMES } from '../defaults.js';

/** Games played so far and the wins of each bot (draws count half). */
export interface MatchProgress {
  readonly games: number;
  readonly aWins: number;
  readonly bWins: number;
}

/** The `escoba match` options a Brisca match reads. */
export interface BriscaMatchOptions {
  readonly a?: string;
  readonly b?: string;
  readonly games?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly iterations?: string;
  readonly timeMs?: string;
  readonly sprt?: boolean;
  readonly lang?: string;
}

const parseLevel = (option: string, text: string | undefined, m: Messages): Parsed<BotLevel> => {
  const t = (text ?? '').trim();
  if (isBotLevel(t)) return parsed(t);
  if (t.startsWith('cmd:')) return problem(m.errors.briscaCmd(option, BOT_LEVELS));
  return problem(m.errors.briscaUnknownBot(option, text ?? '', BOT_LEVELS));
};

export function parseBriscaMatch(options: BriscaMatchOptions, start: BriscaState, m: Messages = messages('en')): Parsed<{ setup: BriscaMatchSetup; sets: number; json: boolean }> {
  const a = parseLevel('--a', options.a, m);
  if (!a.ok) return a;
  const b = parseLevel('--b', options.b, m);
  if (!b.ok) return b;
  const games = parseWholeNumber('--games', options.games ?? String(DEFAULT_GAMES), 1, 100_000_000, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  if (options.sprt) return problem(m.errors.briscaSprt);
  const sets = Math.max(1, Math.ceil(games.value / briscaSeatingCount(start)));
  return parsed({ setup: { start, seed: seed.value, a: a.value, b: b.value, ...effort.value }, sets, json: options.json === true });
}

/** `escoba match` for Brisca and the Alcalde games: a duplicate match of hands in this thread, reported like Escoba's. */
export function briscaMatchCommand(options: BriscaMatchOptions, start: BriscaState, progress?: (total: number) => { update: (p: MatchProgress) => void; stop: () => void }): CommandResult {
  const lang = parseLang(options.lang);
  if (!lang.ok) return failure('match', lang.message);
  const config = parseBriscaMatch(options, start, messages(lang.value));
  if (!config.ok) return failure('match', config.message);
  const { setup, sets, json } = config.value;
  const bar = progress?.(sets * briscaSeatingCount(start));
  const report = runBriscaMatch(setup, sets, bar && ((games, aWins, bWins) => bar.update({ games, aWins, bWins })));
  bar?.stop();
  if (json) {
    const round = (x: number | null) => (x === null || !Number.isFinite(x) ? null : Number(x.toFixed(4)));
    const out = { ...reportJson(report), margin: { perHand: round(report.margin.perHand), perHandCI: report.margin.ci.map(round) } };
    return { stdout: `${JSON.stringify(out)}\n`, stderr: '', code: 0 };
  }
  return { stdout: lines(briscaReportText(setup, report, briscaSeatingCount(start), lang.value)), stderr: '', code: 0 };
}
