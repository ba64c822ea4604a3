import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliEnv, ROOT, spawnCli } from './helpers.js';

// The Swiss of the issue runs the built `escoba` as a user would (the cli lane builds once before its tests); the
// other cases run the program in-process.

interface Standing {
  rank: number;
  player: number;
  bot: string;
  points: number;
  games: number;
  byes: number;
  tieBreaks: { buchholz: number; sonnebornBerger: number };
  losses: number;
  withdrawn: boolean;
}
interface TournamentJson {
  format: string;
  game: string;
  standings: Standing[];
  games: { game: number; round: number; seats: number[]; results: string[]; forfeit?: { player: number; reason: string } }[];
}

const FIXTURE = join(ROOT, 'apps/cli/test/fixtures/first-legal-bot.mjs');
const fixtureBot = `cmd:"${process.execPath}" "${FIXTURE}"`;

const SWISS = ['tournament', '--format', 'swiss', '--rounds', '5', '--players', '12', '--game', 'brisca', '--levels', 'random,easy', '--seed', '3'];

describe('escoba tournament', () => {
  it('runs a 5-round Swiss of 12 Brisca bots: standings as a table and as --json, every record replays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'escoba-tournament-'));
    const text = spawnCli([...SWISS, '--records', dir]);
    expect(text.code).toBe(0);
    const rows = text.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^swiss tournament, Brisca .*: 30 games$/);
    expect(rows[1]).toMatch(/#\s+player\s+bot\s+points\s+games\s+won\s+drawn\s+lost\s+byes\s+Buchholz\s+S-B/);
    expect(rows).toHaveLength(2 + 12);
    expect(text.stderr).toBe(`escoba tournament: 30 records written to ${dir}\n`);

    const json = await cli([...SWISS, '--json']);
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout) as TournamentJson;
    expect(out).toMatchObject({ format: 'swiss', game: 'brisca' });
    expect(out.standings).toHaveLength(12);
    expect(out.games).toHaveLength(30);
    // The same seed gives the same tournament: the table's first column is the JSON's ranks and players.
    expect(rows.slice(2).map((r) => r.trim().split(/\s+/).slice(0, 2).map(Number))).toEqual(out.standings.map((s) => [s.rank, s.player]));
    const met = new Set(out.games.map((g) => [...g.seats].sort((x, y) => x - y).join('-')));
    expect(met.size).toBe(30);
    for (const s of out.standings) expect(s.games).toBe(5);
    const points = out.standings.reduce((t, s) => t + s.points, 0);
    expect(points).toBe(30);

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(30);
    const replay = await cli(['replay', '-'], files.map((f) => readFileSync(join(dir, f), 'utf8')).join(''));
    expect(replay.code).toBe(0);
    const summaries = replay.stdout.trim().split('\n').map((l) => JSON.parse(l) as { over?: boolean; error?: string });
    expect(summaries).toHaveLength(30);
    for (const s of summaries) expect(s).toMatchObject({ over: true });
  });

  it('runs an arena of three-player Brisca tables and refuses a Swiss at them', async () => {
    const arena = await cli(['tournament', '--format', 'arena', '--duration', '3', '--seats', '3', '--game', 'brisca', '--players', '7', '--levels', 'random', '--json']);
    expect(arena.code).toBe(0);
    const out = JSON.parse(arena.stdout) as TournamentJson;
    expect(out.games.length).toBeGreaterThan(0);
    for (const g of out.games) expect(new Set(g.seats).size).toBe(3);
    const swiss = await cli(['tournament', '--format', 'swiss', '--seats', '3', '--game', 'brisca', '--players', '6']);
    expect(swiss.code).toBe(2);
    expect(swiss.stderr).toMatch(/^escoba tournament: a swiss is for two-sided tables/);
  });

  // A long --bot-timeout: on a loaded machine a new node process can take more than the default 10 s to answer.
  it('plays an external cmd: bot in a knock-out of Brisca in partnerships, and withdraws it when it fails', async () => {
    const ko = await cli(['tournament', '--format', 'knockout', '--game', 'brisca', '--seats', '4', '--partnerships', '--player', fixtureBot, '--players', '4', '--levels', 'random', '--bot-timeout', '300', '--json']);
    expect(ko.code).toBe(0);
    const out = JSON.parse(ko.stdout) as TournamentJson;
    // Entrant 1 holds both seats of its side in each of its games.
    const mine = out.games.filter((g) => g.seats.includes(1));
    expect(mine.length).toBeGreaterThan(0);
    for (const g of mine) expect(g.seats.filter((p) => p === 1)).toHaveLength(2);
    expect(out.standings.map((s) => s.rank).sort()).toEqual([1, 2, 3, 3]);
    // tour23: a failing bot loses its game and is withdrawn; the tournament goes on to its end.
    const failing = await cli(['tournament', '--format', 'knockout', '--game', 'brisca', '--player', 'cmd:exit 1', '--players', '4', '--levels', 'random', '--json']);
    expect(failing.code).toBe(0);
    expect(failing.stderr).toMatch(/^escoba tournament: player 1 \(cmd:exit 1\) in seat \d, hand 0 play \d+: exited with status 1 before answering: the game is lost and the player withdrawn\n$/);
    const bracket = JSON.parse(failing.stdout) as TournamentJson;
    expect(bracket.games).toHaveLength(3);
    const lost = bracket.games.find((g) => g.forfeit)!;
    expect(lost.forfeit!.player).toBe(1);
    expect(lost.results[lost.seats.indexOf(1)]).toBe('loss');
    expect(bracket.standings.find((l) => l.player === 1)).toMatchObject({ games: 1, losses: 1, withdrawn: true });
  });

  it('withdraws each bot that crashes, answers what is no play or runs out of time, from an arena that plays on', async () => {
    const bots = ['cmd:exit 1', 'cmd:sleep 100', 'cmd:while read l; do echo 1z; done'];
    const arena = await cli(['tournament', '--format', 'arena', '--duration', '2', '--game', 'brisca', ...bots.flatMap((b) => ['--player', b]), '--players', '5', '--levels', 'random', '--bot-timeout', '2', '--json']);
    expect(arena.code).toBe(0);
    const lines = arena.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('player 1 '))).toMatch(/exited with status 1 before answering: the game is lost and the player withdrawn$/);
    expect(lines.find((l) => l.includes('player 2 '))).toMatch(/did not answer within 2 s: the game is lost and the player withdrawn$/);
    expect(lines.find((l) => l.includes('player 3 '))).toMatch(/its answer "1z" is not an action.*: the game is lost and the player withdrawn$/);
    const out = JSON.parse(arena.stdout) as TournamentJson;
    for (const player of [1, 2, 3]) {
      const games = out.games.filter((g) => g.seats.includes(player));
      // Its last game is the one its bot failed in, lost; it is paired no more.
      expect(games.at(-1)!.forfeit?.player).toBe(player);
      expect(games.at(-1)!.results[games.at(-1)!.seats.indexOf(player)]).toBe('loss');
      expect(out.standings.find((l) => l.player === player)).toMatchObject({ withdrawn: true, games: games.length });
    }
    // The level bots play on after the withdrawals.
    for (const player of [4, 5]) expect(out.standings.find((l) => l.player === player)).toMatchObject({ withdrawn: false });
    expect(out.games.filter((g) => !g.forfeit).length).toBeGreaterThan(0);
  });

  it('plays an Alcalde game of a tournament as one hand, as its rules count a game (and the server does)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'escoba-tournament-alcalde-'));
    const out = await cli(['tournament', '--format', 'arena', '--duration', '1', '--game', 'alcalde', '--seats', '3', '--players', '3', '--levels', 'random', '--records', dir]);
    expect(out.code).toBe(0);
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect((JSON.parse(readFileSync(join(dir, f), 'utf8')) as { hands: unknown[] }).hands).toHaveLength(1);
  });

  it('refuses options that do not make a tournament, with status 2 and a sentence saying why', async () => {
    const cases: [string[], string][] = [
      [['--format', 'bogus'], '--format must be one of arena, swiss, knockout, roundrobin, not "bogus"'],
      [['--format', 'arena', '--rounds', '3'], '--rounds is for --format swiss'],
      [['--duration', '3'], '--duration is for --format arena'],
      [['--player', 'hard'], 'a tournament needs at least 2 entrants: give --players N, or --player twice or more'],
      [['--player', 'hard', '--player', 'easy', '--player', 'easy', '--players', '2'], '--players 2 is fewer than the 3 bots given with --player'],
      [['--rounds', '12', '--players', '12'], '12 entrants can play at most 11 Swiss rounds without meeting twice, not 12'],
    ];
    for (const [args, message] of cases) {
      const out = await cli(['tournament', '--game', 'brisca', ...args]);
      expect(out, args.join(' ')).toEqual({ stdout: '', stderr: `escoba tournament: ${message}\n`, code: 2 });
    }
    const es = await cli(['tournament', '--format', 'bogus', '--lang', 'es']);
    expect(es.stderr).toBe('escoba tournament: --format debe ser arena, swiss, knockout, roundrobin, no "bogus"\n');
  });

  // loose23: a cmd: bot whose command starts other processes (a shell, a helper that never ends and holds the bot's
  // output open) leaves none of them behind, and does not keep the CLI from ending: each bot's process group is
  // ended when the CLI closes it, and when the CLI itself is stopped by a signal.
  describe('cmd: bots that start other processes', () => {
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const pidsIn = (file: string) => readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    const helperBot = (file: string) => `cmd:sh -c '"${process.execPath}" "${FIXTURE}" helper "${file}"'`;
    /** The built `escoba`, run until it ends on its own (or is killed after `ms`): its status, or its signal. */
    const runCli = (args: readonly string[], ms: number, onStart?: (stop: (signal: NodeJS.Signals) => void) => void) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null; timedOut: boolean }>((resolve) => {
        const child = spawn(process.execPath, ['apps/cli/bin/escoba.js', ...args], { cwd: ROOT, env: cliEnv(), stdio: 'ignore' });
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, ms);
        child.on('exit', (code, signal) => {
          clearTimeout(timer);
          resolve({ code, signal, timedOut });
        });
        onStart?.((signal) => child.kill(signal));
      });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };

    it('escoba tournament and escoba match end, with every process of their bots', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'escoba-groups-'));
      const file = join(dir, 'pids');
      const tournament = await runCli(['tournament', '--format', 'knockout', '--game', 'brisca', '--player', helperBot(file), '--player', helperBot(file), '--players', '2'], 60_000);
      expect(tournament).toEqual({ code: 0, signal: null, timedOut: false });
      const match = await runCli(['match', '--game', 'brisca', '--a', helperBot(file), '--b', 'random', '--games', '2', '--workers', '2'], 60_000);
      expect(match).toEqual({ code: 0, signal: null, timedOut: false });
      const pids = pidsIn(file);
      // Two bots of the tournament, and at least one of the match (one per seat it holds, per worker).
      expect(pids.length).toBeGreaterThanOrEqual(6);
      await waitFor(() => pids.every((pid) => !alive(pid)));
    });

    it('a CLI stopped by SIGTERM ends its bots’ process groups first', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'escoba-groups-'));
      const file = join(dir, 'pids');
      // A long arena of a bot and a level: stopped as soon as the bot has started its helper.
      const stopped = await runCli(['tournament', '--format', 'arena', '--duration', '100000', '--game', 'brisca', '--player', helperBot(file), '--players', '2', '--levels', 'random'], 60_000, (stop) => {
        void waitFor(() => existsSync(file)).then(() => stop('SIGTERM'));
      });
      expect(stopped).toEqual({ code: null, signal: 'SIGTERM', timedOut: false });
      const pids = pidsIn(file);
      expect(pids).toHaveLength(2);
      await waitFor(() => pids.every((pid) => !alive(pid)));
    });
  });
});
