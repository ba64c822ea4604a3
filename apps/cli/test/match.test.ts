import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRules, unwrap } from '@escoba/engine';
import { escobaCli, parseMatchOptions } from '../src/games/escoba/index.js';
import type { MatchSetup } from '../src/duplicate/types.js';
import type { EscobaGameResult } from '../src/games/escoba/match.js';
import { runMatch } from '../src/duplicate/runner.js';
import { cli, ROOT, withoutProgress } from './helpers.js';

// Worker threads run the compiled worker script (dist/duplicate/worker.js), and one test runs `escoba bot` built
// (the cli lane builds once before its tests: test/build.ts).

const FIXTURE = join(ROOT, 'apps/cli/test/fixtures/first-legal-bot.mjs');
const fixtureBot = (...args: string[]) => `cmd:"${process.execPath}" "${FIXTURE}"${args.map((a) => ` ${a}`).join('')}`;
const builtBot = (...args: string[]) => `cmd:"${process.execPath}" "${join(ROOT, 'apps/cli/bin/escoba.js')}" bot ${args.join(' ')}`;

interface SideJson {
  wins: number;
  winRate: number;
  winRateCI: [number, number];
  pointsPerHand: number;
  pointsPerHandCI: [number, number];
  decisionMs: { median: number; p99: number };
}
interface MatchJson {
  games: number;
  hands: number;
  a: SideJson;
  b: SideJson;
  sprt?: { decision: string | null; games: number };
}

const json = async (args: string[]): Promise<MatchJson> => {
  const r = await cli(['match', '--json', ...args]);
  expect(withoutProgress(r.stderr)).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as MatchJson;
};

/** The JSON without the timings, which differ between runs. */
const untimed = (j: MatchJson) => ({ ...j, a: { ...j.a, decisionMs: null }, b: { ...j.b, decisionMs: null } });

describe('escoba match', () => {
  it('--json prints exactly the specified object, with consistent wins and points (random vs random, in-process)', async () => {
    const j = await json(['--a', 'random', '--b', 'random', '--games', '20', '--seed', '3', '--workers', '1']);
    expect(Object.keys(j)).toEqual(['games', 'hands', 'a', 'b']);
    for (const side of [j.a, j.b]) {
      expect(Object.keys(side)).toEqual(['wins', 'winRate', 'winRateCI', 'pointsPerHand', 'pointsPerHandCI', 'decisionMs']);
      expect(Object.keys(side.decisionMs)).toEqual(['median', 'p99']);
      expect(side.winRate).toBeCloseTo(side.wins / j.games, 4);
      expect(side.winRateCI[0]).toBeLessThanOrEqual(side.winRate);
      expect(side.winRateCI[1]).toBeGreaterThanOrEqual(side.winRate);
      expect(side.pointsPerHandCI[0]).toBeLessThanOrEqual(side.pointsPerHand);
      expect(side.pointsPerHandCI[1]).toBeGreaterThanOrEqual(side.pointsPerHand);
      expect(side.decisionMs.median).toBeGreaterThanOrEqual(0);
      expect(side.decisionMs.p99).toBeGreaterThanOrEqual(side.decisionMs.median);
    }
    expect(j.games).toBe(20);
    expect(j.a.wins + j.b.wins).toBe(20);
    expect(j.hands).toBeGreaterThanOrEqual(20);
    // Two sides share the points of each hand: at least cards, coins, the siete de oros... between them.
    expect(j.a.pointsPerHand + j.b.pointsPerHand).toBeGreaterThan(3);

    // The same numbers from the match module: own points over hands, wins by game.
    const config = parseMatchOptions({ a: 'random', b: 'random', games: '20', seed: '3', workers: '1' });
    if (!config.ok) throw new Error(config.message);
    const report = await runMatch(escobaCli, { ...config.value });
    const results = report.results as EscobaGameResult[];
    const hands = report.results.reduce((t, g) => t + g.hands, 0);
    expect(hands).toBe(j.hands);
    expect(j.a.wins).toBe(results.filter((g) => g.winner === 'a').length);
    expect(j.a.pointsPerHand).toBeCloseTo(report.results.reduce((t, g) => t + g.aPoints, 0) / hands, 4);
    expect(j.b.pointsPerHand).toBeCloseTo(report.results.reduce((t, g) => t + g.bPoints, 0) / hands, 4);
    // A game's winner is the side that reached the target with the highest score.
    for (const g of results) expect(Math.max(...g.scores)).toBeGreaterThanOrEqual(21);
    // The margin is A's points per hand minus B's, and its interval (over deck sets) contains it.
    expect(report.margin.perHand).toBeCloseTo(report.a.pointsPerHand - report.b.pointsPerHand, 9);
    expect(report.margin.ci[0]!).toBeLessThan(report.margin.perHand);
    expect(report.margin.ci[1]!).toBeGreaterThan(report.margin.perHand);
  });

  it('the plain report names the bots, the games and the statistics', async () => {
    const r = await cli(['match', '--a', 'random', '--b', 'random', '--games', '5', '--workers', '1', '--players', '4', '--partnerships']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^A: random {3}B: random\n4 players, 2 against 2, rules classic, seed 1\n6 games \(3 deck sets x 2 seatings: the bots swap sides\), \d+ hands\n/);
    for (const label of ['games won', 'win rate 95% CI', 'points per hand', '95% CI', 'escobas per hand', 'decision ms median', 'decision ms p99', 'A - B points per hand']) {
      expect(r.stdout).toContain(label);
    }
    expect(r.stdout).not.toContain('SPRT');
  });

  it('2 workers give the same results as 1 for the same seed', async () => {
    const args = ['--a', 'random', '--b', 'random', '--games', '24', '--seed', '9', '--players', '3', '--rules', '{"target":9}'];
    const one = await json([...args, '--workers', '1']);
    const two = await json([...args, '--workers', '2']);
    expect(untimed(two)).toEqual(untimed(one));
    expect(one.games).toBe(24);
    expect(await json([...args, '--seed', '10', '--workers', '2'])).not.toEqual(one);
  });

  it('--sprt stops at the same deck set with 1 or 2 workers and reports its verdict', async () => {
    const args = ['--a', 'random', '--b', 'random', '--games', '400', '--seed', '2', '--sprt', '--sprt-delta', '0.3', '--rules', '{"target":9}'];
    const one = await json([...args, '--workers', '1']);
    const two = await json([...args, '--workers', '2']);
    expect(['H0', 'H1']).toContain(one.sprt!.decision);
    expect(one.games).toBeLessThan(400);
    expect(one.sprt!.games).toBe(one.games);
    expect(untimed(two)).toEqual(untimed(one));
    const text = await cli(['match', ...args, '--workers', '1']);
    expect(text.stdout).toMatch(/stopped early by the SPRT \(of 400\)/);
    expect(text.stdout).toMatch(/SPRT on A's game wins, H0 p = 0.500 against H1 p = 0.800 \(alpha 0.05, beta 0.05\): H[01] accepted after \d+ games/);
  });

  it('seats an external program (cmd:) that speaks the bot protocol', async () => {
    const j = await json(['--a', fixtureBot(), '--b', 'random', '--games', '4', '--workers', '1', '--rules', '{"target":11}']);
    expect(j.games).toBe(4);
    expect(j.a.wins + j.b.wins).toBe(4);
    expect(j.a.decisionMs.median).toBeGreaterThan(0);
    // escoba bot itself as the external program, on two workers, against a level bot in 3 seats.
    const k = await json(['--a', 'random', '--b', builtBot('--level', 'random'), '--games', '8', '--players', '4', '--workers', '2', '--rules', '{"target":7}']);
    expect(k.games).toBe(8);
    expect(k.a.wins + k.b.wins).toBe(8);
  });

  const failures: [string, string[], RegExp][] = [
    ['an illegal answer', [fixtureBot('illegal')], /bot A \(cmd:.*first-legal-bot\.mjs" illegal\) in seat \d, hand 0 play \d+: its answer "\w+" is not a legal play \(legal: .+\) \(game of deck set 0, seating 0, deck seed "1:0"\)/],
    ['a crash', [fixtureBot('crash', '3')], /bot A \(cmd:.*\) in seat \d, hand 0 play \d+: exited with status 3 before answering; its last stderr lines: first-legal-bot: crashing on request 3 as asked/],
    ['no answer in time', [fixtureBot('silent'), '--bot-timeout', '0.3'], /bot A \(cmd:.*\) in seat \d, hand 0 play \d+: did not answer within 0.3 s/],
    ['a program that does not exist', ['cmd:escoba-no-such-bot-program'], /bot A \(cmd:escoba-no-such-bot-program\) in seat \d, hand 0 play \d: exited with status \d+ before answering/],
  ];
  for (const [what, a, message] of failures) {
    it(`stops with a clear message naming the bot and the position on ${what}`, async () => {
      for (const workers of ['1', '2']) {
        const [bot, ...rest] = a;
        const r = await cli(['match', '--a', bot!, ...rest, '--b', 'random', '--games', '4', '--workers', workers]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^escoba match: /);
        expect(r.stderr).toMatch(message);
      }
    });
  }

  const bad: [string[], RegExp][] = [
    [['--a', 'grandmaster', '--b', 'random'], /escoba match: --a: unknown bot "grandmaster": use a level \(random, easy, medium, hard, expert\) or cmd:<command line>/],
    [['--a', 'random', '--b', 'cmd:'], /--b cmd: needs a command line/],
    [['--a', 'random', '--b', 'random', '--games', '0'], /--games must be a whole number from 1/],
    [['--a', 'random', '--b', 'random', '--games', 'many'], /--games must be a whole number/],
    [['--a', 'random', '--b', 'random', '--players', '3', '--partnerships'], /--partnerships: partnerships need 4 players .* not 3/],
    [['--a', 'random', '--b', 'random', '--players', '5'], /--players: players must be 2, 3, 4 or 6/],
    [['--a', 'random', '--b', 'random', '--rules', 'classical'], /--rules: unknown preset "classical"/],
    [['--a', 'random', '--b', 'random', '--workers', '0'], /--workers must be a whole number from 1/],
    [['--a', 'random', '--b', 'random', '--iterations', '-3'], /--iterations must be a whole number/],
    [['--a', 'random', '--b', 'random', '--bot-timeout', '0'], /--bot-timeout must be a number of seconds above 0/],
    [['--a', 'random', '--b', 'random', '--sprt-delta', '0.1'], /--sprt-delta, --sprt-alpha and --sprt-beta go with --sprt/],
    [['--a', 'random', '--b', 'random', '--sprt', '--sprt-delta', '0.5'], /--sprt-delta must be a number above 0 and below 0.5/],
    [['--a', 'random', '--b', 'random', '--players', '4', '--sprt', '--sprt-delta', '0.8'], /--sprt-delta must be a number above 0 and below 0.75/],
    [['--a', 'random', '--b', 'random', '--sprt', '--sprt-alpha', '0.7'], /--sprt-alpha must be a number above 0 and below 0.5/],
    [['--a', 'random'], /required option '--b <bot>' not specified/],
  ];
  for (const [args, message] of bad) {
    it(`rejects ${args.join(' ')} with status 2`, async () => {
      const r = await cli(['match', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    });
  }

  it('parses the options into a setup for the engine and the workers', () => {
    const c = parseMatchOptions({ a: 'expert', b: 'cmd:python3 my bot.py', games: '7', players: '4', partnerships: true, iterations: '50', timeMs: '20', sprt: true }, 8);
    if (!c.ok) throw new Error(c.message);
    const setup: MatchSetup = {
      rules: unwrap(resolveRules('classic')),
      players: 4,
      partnerships: true,
      sides: [[0, 2], [1, 3]],
      seed: 1,
      a: { kind: 'level', level: 'expert' },
      b: { kind: 'cmd', command: 'python3 my bot.py' },
      iterations: 50,
      timeMs: 20,
      botTimeoutMs: 10_000,
    };
    expect(c.value).toEqual({ setup, requested: 7, sets: 4, seatings: 2, workers: 8, sprt: { delta: 0.05, alpha: 0.05, beta: 0.05 }, json: false, lang: 'en' });
  });
});

describe('escoba match: Brisca and Alcalde as Escoba (cmd: bots, --sprt, worker threads)', () => {
  interface HandsJson extends MatchJson {
    margin: { perHand: number; perHandCI: [number | null, number | null] };
  }
  const handsJson = async (args: string[]): Promise<HandsJson> => (await json(args)) as HandsJson;
  const untimedHands = (j: HandsJson) => ({ ...untimed(j), margin: j.margin });

  it('2 workers give the same Brisca and Alcalde matches as 1 for the same seed', async () => {
    for (const table of [['--rules', 'brisca', '--players', '3'], ['--rules', 'alcalde']]) {
      const args = ['--a', 'easy', '--b', 'random', '--games', '12', '--seed', '5', ...table];
      const one = await handsJson([...args, '--workers', '1']);
      const two = await handsJson([...args, '--workers', '2']);
      expect(untimedHands(two), table[1]).toEqual(untimedHands(one));
      expect(one.hands).toBe(12);
      expect(Object.keys(one)).toEqual(['games', 'hands', 'a', 'b', 'margin']);
    }
  });

  it('--sprt stops a Brisca match at the same deck set with 1 or 2 workers, with A\'s fair share over the seatings', async () => {
    const args = ['--a', 'medium', '--b', 'random', '--rules', 'brisca', '--games', '400', '--seed', '2', '--sprt', '--sprt-delta', '0.3', '--iterations', '2'];
    const one = await handsJson([...args, '--workers', '1']);
    const two = await handsJson([...args, '--workers', '2']);
    expect(['H0', 'H1']).toContain(one.sprt!.decision);
    expect(one.games).toBeLessThan(400);
    expect(one.sprt!.games).toBe(one.games);
    expect(Object.keys(one)).toEqual(['games', 'hands', 'a', 'b', 'sprt', 'margin']);
    expect(untimedHands(two)).toEqual(untimedHands(one));
    const text = await cli(['match', ...args, '--workers', '1']);
    expect(text.stdout).toMatch(/stopped early by the SPRT \(of 400\)/);
    expect(text.stdout).toMatch(/SPRT on A's game wins, H0 p = 0.500 against H1 p = 0.800 \(alpha 0.05, beta 0.05\): H[01] accepted after \d+ games/);
    // Three players each alone: A's fair share is a third.
    const three = await cli(['match', '--a', 'random', '--b', 'random', '--rules', 'brisca', '--players', '3', '--games', '3', '--sprt', '--workers', '1']);
    expect(three.stdout).toMatch(/H0 p = 0.333 against H1 p = 0.383/);
  });

  it('seats an external program (cmd:) speaking the Brisca bot protocol, in Brisca and Alcalde matches', async () => {
    const j = await handsJson(['--a', fixtureBot(), '--b', 'random', '--rules', 'brisca', '--games', '4', '--workers', '1']);
    expect(j.hands).toBe(4);
    expect(j.a.wins + j.b.wins).toBe(4);
    expect(j.a.pointsPerHand + j.b.pointsPerHand).toBeCloseTo(120, 6);
    // escoba bot itself as the external program, on two workers, as the Alcalde's partners and as the Alcalde.
    const k = await handsJson(['--a', 'random', '--b', builtBot('--level', 'easy'), '--rules', 'alcalde', '--games', '4', '--workers', '2']);
    expect(k.hands).toBe(4);
    expect(k.a.wins + k.b.wins).toBe(4);
    const text = await cli(['match', '--a', fixtureBot(), '--b', 'random', '--rules', 'alcalde', '--games', '2', '--workers', '1']);
    expect(text.stdout).toMatch(/^A: cmd:.*first-legal-bot\.mjs" {3}B: random$/m);
  });

  it('stops a Brisca match with a clear message on an illegal answer', async () => {
    for (const workers of ['1', '2']) {
      const r = await cli(['match', '--a', fixtureBot('illegal'), '--b', 'random', '--rules', 'brisca', '--games', '4', '--workers', workers]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^escoba match: bot A \(cmd:.*first-legal-bot\.mjs" illegal\) in seat \d, hand 0 play \d+: its answer "\w+" is not a legal play \(legal: .+\) \(game of deck set 0, seating 0, deck seed "1:0"\)/);
    }
  });
});
