import { BRISCA_BOT_LEVELS, isBriscaBotLevel, type BriscaBotLevel } from '@escoba/bots';
import type { BriscaState } from '@escoba/brisca';
import { failure, lines, parsed, problem, type CommandResult, type Parsed } from '../command.js';
import { reportJson } from '../match/report.js';
import { isLang } from '../messages/index.js';
import { parseSearchEffort, parseWholeNumber } from '../options.js';
import { briscaSeatingCount, runBriscaMatch, type BriscaMatchSetup } from './match.js';
import { briscaReportText } from './match-report.js';

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

const parseLevel = (option: string, text: string | undefined): Parsed<BriscaBotLevel> => {
  const t = (text ?? '').trim();
  if (isBriscaBotLevel(t)) return parsed(t);
  if (t.startsWith('cmd:')) return problem(`${option}: external (cmd:) bots play Escoba matches only for now; a Brisca match takes levels (${BRISCA_BOT_LEVELS.join(', ')})`);
  return problem(`${option}: unknown bot ${JSON.stringify(text)}: use a level (${BRISCA_BOT_LEVELS.join(', ')})`);
};

export function parseBriscaMatch(options: BriscaMatchOptions, start: BriscaState): Parsed<{ setup: BriscaMatchSetup; sets: number; json: boolean }> {
  const a = parseLevel('--a', options.a);
  if (!a.ok) return a;
  const b = parseLevel('--b', options.b);
  if (!b.ok) return b;
  const games = parseWholeNumber('--games', options.games ?? '100', 1, 100_000_000);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options);
  if (!effort.ok) return effort;
  if (options.sprt) return problem('--sprt is for Escoba matches (a Brisca match reports the card-point margin per hand with its interval)');
  const sets = Math.max(1, Math.ceil(games.value / briscaSeatingCount(start)));
  return parsed({ setup: { start, seed: seed.value, a: a.value, b: b.value, ...effort.value }, sets, json: options.json === true });
}

/** `escoba match` for Brisca and the Alcalde games: a duplicate match of hands in this thread, reported like Escoba's. */
export function briscaMatchCommand(options: BriscaMatchOptions, start: BriscaState, progress?: (total: number) => { update: (p: MatchProgress) => void; stop: () => void }): CommandResult {
  const config = parseBriscaMatch(options, start);
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
  return { stdout: lines(briscaReportText(setup, report, briscaSeatingCount(start), isLang(options.lang) ? options.lang : 'en')), stderr: '', code: 0 };
}
