import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { legalPlays, makeCard, replayRecord, type GameRecord } from '@escoba/engine';
import { run } from '../src/program.js';

export interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

/** Runs the program in-process with `args` (after `escoba`), `stdin` as standard input and `vars` as its environment. */
export async function cli(args: readonly string[], stdin = '', vars: Readonly<Record<string, string>> = {}): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    stdin: Readable.from([Buffer.from(stdin)]),
    vars,
  });
  return { stdout, stderr, code };
}

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The environment of a spawned program: this process's, without the variables that choose the language (a
 * developer's Spanish locale must not change what the tests read), plus `vars`.
 */
export function cliEnv(vars: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['ESCOBA_LANG', 'LANG', 'LC_ALL', 'LC_MESSAGES']) delete env[name];
  return { ...env, ...vars };
}

/** Runs the built program (`node apps/cli/bin/escoba.js ...`) from the repository root; `vars` are added to its environment. */
export function spawnCli(args: readonly string[], input?: string, vars: Readonly<Record<string, string>> = {}): Outcome {
  const r = spawnSync(process.execPath, ['apps/cli/bin/escoba.js', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000, env: cliEnv(vars) });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, code: r.status ?? -1 };
}

export const nonBlankLines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

/**
 * A copy of `record` cut at the first moment a player could take (with a mustTake rule), ending in
 * that player laying the card instead: illegal. Returns where, and the card.
 */
export function withMustTakeViolation(record: GameRecord): { record: GameRecord; hand: number; play: number; card: string } {
  let found: { hand: number; play: number; card: string } | undefined;
  const replay = replayRecord(record, (step) => {
    if (found || step.state.phase !== 'play') return;
    const taker = legalPlays(step.state).find((p) => p.take.length > 0 && !p.renuncio);
    if (taker) found = { hand: step.hand, play: step.play + 1, card: makeCard(taker.card) };
  });
  if (!replay.ok || !found) throw new Error('test setup: the record has no moment where a card can take');
  const { hand, play, card } = found;
  const hands = record.hands.slice(0, hand + 1).map((h, i) => (i === hand ? { ...h, plays: [...h.plays.slice(0, play), card] } : h));
  return { record: { ...record, hands }, hand, play, card };
}

/** `stderr` without the progress lines of `match` and `analyze` (which a non-terminal stderr gets). */
export const withoutProgress = (stderr: string): string => stderr.replace(/^escoba (match: \d+(\.\d+)? of \d+ games played|analyze: analysing record) .*\n/gm, '');

/** Runs `escoba match --json` twice with `args` (a seed among them) and expects it to end well with `games` games and the same figures both times. */
export async function expectRepeatableMatch(args: readonly string[], games: number): Promise<void> {
  const out = await cli(['match', ...args, '--json']);
  if (out.code !== 0) throw new Error(`escoba match ${args.join(' ')} exited with ${out.code}: ${out.stderr}`);
  const r = JSON.parse(out.stdout) as { games: number; a: { pointsPerHand: number }; b: { pointsPerHand: number } };
  if (r.games !== games) throw new Error(`escoba match ${args.join(' ')} played ${r.games} games, not ${games}`);
  const again = JSON.parse((await cli(['match', ...args, '--json'])).stdout) as typeof r;
  if (again.a.pointsPerHand !== r.a.pointsPerHand || again.b.pointsPerHand !== r.b.pointsPerHand) throw new Error(`escoba match ${args.join(' ')} gave other figures the second time`);
}

