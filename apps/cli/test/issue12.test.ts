import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../src/program.js';
import { notUnderstood } from '../src/input-error.js';
import { TTY_DELAY_MS, watchDelay, writePaced } from '../src/pacing.js';
import { progressLines } from '../src/progress.js';
import { analysisProgress } from '../src/commands/analyze.js';
import { cli as cliWith, cliEnv, ROOT, spawnCli } from './helpers.js';

/** Runs the program in-process as if standard output (and error) were terminals or pipes, with a fake clock for pauses. */
async function runAs(args: readonly string[], tty: { stdout?: boolean; stderr?: boolean }) {
  const chunks: string[] = [];
  const pauses: number[] = [];
  let stderr = '';
  const code = await run(args, {
    out: (t) => chunks.push(t),
    err: (t) => (stderr += t),
    stdin: Readable.from([]),
    stdoutIsTTY: tty.stdout,
    stderrIsTTY: tty.stderr,
    sleep: async (ms) => {
      pauses.push(ms);
      chunks.push('<pause>');
    },
  });
  return { code, chunks, pauses, stderr, stdout: chunks.filter((c) => c !== '<pause>').join('') };
}

describe('watch pacing', () => {
  it('decides the pause: --delay when given, 600 ms on a terminal, none when piped', () => {
    expect(watchDelay(undefined, true)).toEqual({ ok: true, value: TTY_DELAY_MS });
    expect(TTY_DELAY_MS).toBe(600);
    expect(watchDelay(undefined, false)).toEqual({ ok: true, value: 0 });
    expect(watchDelay('250', false)).toEqual({ ok: true, value: 250 });
    expect(watchDelay('0', true)).toEqual({ ok: true, value: 0 });
    expect(watchDelay('-5', true)).toMatchObject({ ok: false, message: expect.stringMatching(/^--delay must be a whole number from 0 to 60000/) as string });
  });

  it('writes the lines between pauses after each beat, and all at once without a delay', async () => {
    const lines = ['a', 'b', 'c', 'd'];
    const out: string[] = [];
    const waits: number[] = [];
    await writePaced(lines, [1, 3], 50, (t) => out.push(t), async (ms) => void waits.push(ms));
    expect(out).toEqual(['a\n', 'b\nc\n', 'd\n']);
    expect(waits).toEqual([50, 50]);
    const once: string[] = [];
    await writePaced(lines, [1, 3], 0, (t) => once.push(t), () => Promise.reject(new Error('no pause without a delay')));
    expect(once).toEqual(['a\nb\nc\nd\n']);
  });

  it('on a terminal, pauses 600 ms after every play and prints the same text as when piped', async () => {
    const tty = await runAs(['watch', '--seed', '2'], { stdout: true });
    const piped = await runAs(['watch', '--seed', '2'], { stdout: false });
    expect(tty.code).toBe(0);
    expect(tty.stdout).toBe(piped.stdout);
    expect(piped.pauses).toEqual([]);
    const plays = piped.stdout.match(/^ {2}seat \d {2}\S+ /gm)!.length;
    expect(tty.pauses).toEqual(Array(plays).fill(600));
    // Each pause comes right after a play line.
    tty.chunks.forEach((c, i) => {
      if (c === '<pause>') expect(tty.chunks[i - 1]).toMatch(/^ {2}seat \d {2}\S+ .*\n$/m);
    });
    expect((await runAs(['watch', '--seed', '2', '--delay', '5'], { stdout: false })).pauses).toEqual(Array(plays).fill(5));
    expect((await runAs(['watch', '--rules', 'brisca', '--delay', '7'], { stdout: true })).pauses.length).toBeGreaterThanOrEqual(40);
    expect((await runAs(['watch', '--delay', 'soon'], {})).stderr).toMatch(/^escoba watch: --delay must be a whole number/);
  });

  it('piped, the built command prints the whole game with no delay option, ending with the npx selfplay hint', () => {
    const out = spawnCli(['watch', '--seed', '4']);
    expect(out.code).toBe(0);
    expect(out.stdout.trimEnd().split('\n').at(-1)).toBe('The record of this game: npx escoba selfplay --seed 4 --start 0 --games 1');
    expect(spawnCli(['--help']).stdout).toContain('Start with: npx escoba watch');
  });
});

describe('progress on stderr', () => {
  it('progressLines prints at each tenth of the total, or after a pause with progress, and the last count', () => {
    let t = 0;
    const out: string[] = [];
    const tick = progressLines(100, (s) => out.push(s), (n) => `done ${n}`, 5000, () => t);
    for (let n = 1; n <= 100; n++) tick(n);
    expect(out).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((n) => `done ${n}\n`));
    const slow: string[] = [];
    const slowTick = progressLines(1000, (s) => slow.push(s), (n) => `${n}`, 5000, () => t);
    t = 6000;
    slowTick(3);
    slowTick(4);
    t = 12_000;
    slowTick(5);
    expect(slow).toEqual(['3\n', '5\n']);
  });

  it('analysisProgress prints the start of each record, then a new hand at most once every interval', () => {
    let t = 0;
    const out: string[] = [];
    const tell = analysisProgress((s) => out.push(s), 2000, () => t);
    tell(1, 2, 1, 5);
    tell(1, 2, 1, 5);
    t = 1000;
    tell(1, 2, 2, 5);
    t = 2500;
    tell(1, 2, 3, 5);
    t = 2600;
    tell(2, 2, 1, 4);
    expect(out).toEqual([
      'escoba analyze: analysing record 1 of 2, hand 1 of 5\n',
      'escoba analyze: analysing record 1 of 2, hand 3 of 5\n',
      'escoba analyze: analysing record 2 of 2, hand 1 of 4\n',
    ]);
  });

  const spawnPiped = (args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['apps/cli/bin/escoba.js', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: cliEnv() });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ stdout, stderr, code }));
    });

  it('match piped: progress lines on stderr, the report alone on stdout', async () => {
    const r = await spawnPiped(['match', '--a', 'random', '--b', 'random', '--games', '20', '--workers', '1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 20 });
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(11);
    for (const l of lines) expect(l).toMatch(/^escoba match: \d+ of 20 games played \(A won [\d.]+, B won [\d.]+\)$/);
    expect(lines.at(-1)).toMatch(/^escoba match: 20 of 20 games played/);
  }, 60_000);

  it('Brisca match piped: progress lines too', async () => {
    const r = await spawnPiped(['match', '--a', 'random', '--b', 'random', '--rules', 'brisca', '--games', '10']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^A: random/);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toMatch(/^escoba match: 10 of 10 games played/);
  }, 60_000);

  it('analyze piped: says which record and hand it is analysing on stderr, the JSON Lines alone on stdout', async () => {
    const records = (await cliWith(['selfplay', '--seed', '3', '--games', '2'])).stdout;
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'escoba-analyze-')), 'games.jsonl');
    writeFileSync(file, records);
    const r = await spawnPiped(['analyze', '--iterations', '4', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^escoba analyze: analysing record 1 of 2, hand 1 of \d+\n/);
    expect(r.stderr).toMatch(/^escoba analyze: analysing record 2 of 2, hand 1 of \d+$/m);
    for (const l of r.stdout.trimEnd().split('\n')) expect(() => JSON.parse(l) as unknown).not.toThrow();
  }, 60_000);
});

describe('messages', () => {
  it('a line play cannot read is one sentence', () => {
    expect(notUnderstood('xyz', '"xyz" is not a play: "xyz" is not a card: write 7o')).toBe('"xyz" is not a card or a command: write 7o. Type help for the commands.');
    expect(notUnderstood('7o:3z', '"7o:3z" is not a play: "3z" is not a card: write 7o')).toBe('"7o:3z" is not a play or a command: "3z" is not a card (write 7o). Type help for the commands.');
    expect(notUnderstood('q!', '"q!" is not an action: bad')).toBe('"q!" is not an action or a command: bad. Type help for the commands.');
  });

  it('escoba rules names the rule texts by name and number (issue 21: not "rule text 001"), never "seed NNN"', async () => {
    const text = await runAs(['rules'], {});
    expect(text.stdout).toContain('source: pagat (001) and rules site (000)');
    expect(text.stdout).toContain('source: Spanish card games page (001b), "Briscas"');
    expect(text.stdout).not.toMatch(/rule text \d{3}/);
    expect(text.stdout).not.toMatch(/seed \d{3}/);
    expect((await runAs(['rules', '--json'], {})).stdout).not.toMatch(/seed \d{3}/);
  });

  const ENGLISH = /\b(side|seat|hand|points|captured|breakdown|final scores|winner|trick|won by|played|loss|mistakes?|forced|games won|per hand|rules)\b/;

  it('--lang es: replay --pretty and analyze --pretty of Escoba and Brisca records are Spanish', async () => {
    // The records are the input here (the built selfplay is e2e.test.ts's), so they are made in-process.
    const selfplay = async (args: string[]) => (await cliWith(['selfplay', ...args])).stdout;
    const escoba = await selfplay(['--seed', '7', '--games', '2']);
    const partners = await selfplay(['--seed', '7', '--players', '4', '--partnerships']);
    const brisca = await selfplay(['--seed', '5', '--rules', 'brisca']);
    const alcalde = await selfplay(['--seed', '5', '--rules', 'alcalde']);
    for (const records of [escoba, partners, brisca, alcalde]) {
      const out = await cliWith(['replay', '--pretty', '--lang', 'es', '-'], records);
      expect(out.code).toBe(0);
      expect(out.stdout).toMatch(/^registro 1/);
      expect(out.stdout).not.toMatch(ENGLISH);
      const en = await cliWith(['replay', '--pretty', '-'], records);
      expect(en.stdout).toMatch(/^record 1/);
    }
    expect((await cliWith(['replay', '--pretty', '--lang', 'es', '-'], partners)).stdout).toContain('  equipo 0: asientos 0 y 2\n');
    const first = (text: string) => `${JSON.stringify({ ...(JSON.parse(text.split('\n')[0]!) as { hands: unknown[] }), hands: (JSON.parse(text.split('\n')[0]!) as { hands: unknown[] }).hands.slice(0, 1) })}\n`;
    for (const records of [first(escoba), brisca]) {
      const out = await cliWith(['analyze', '--pretty', '--lang', 'es', '--iterations', '4', '-'], records);
      expect(out.code).toBe(0);
      expect(out.stdout).toMatch(/^registro 1: .*manos y jugadas cuentan desde 1/);
      expect(out.stdout).toMatch(/^ {2}mano {2}jugada {2}asiento/m);
      expect(out.stdout).toMatch(/^ {2}asiento 0: pérdida total \d+\.\d\d, \d+ error(es)? \(pérdida mayor que [\d.]+\)$/m);
      expect(out.stdout).not.toMatch(ENGLISH);
    }
    expect((await cliWith(['replay', '--lang', 'fr', '-'], escoba)).stderr).toBe('escoba replay: --lang must be en, es or pt, got "fr"\n');
    expect((await cliWith(['analyze', '--lang', 'fr', '-'], escoba)).stderr).toBe('escoba analyze: --lang must be en, es or pt, got "fr"\n');
  }, 60_000);

  it('--lang es: the match report is Spanish, Escoba and Brisca; the JSON does not change', async () => {
    for (const rules of ['classic', 'brisca', 'alcalde']) {
      const args = ['match', '--a', 'random', '--b', 'easy', '--games', '6', '--workers', '1', '--rules', rules];
      const es = await cliWith([...args, '--lang', 'es'], '');
      expect(es.code).toBe(0);
      expect(es.stdout).toMatch(/^A: random {3}B: easy\n.*semilla 1\n/);
      expect(es.stdout).toMatch(/IC 95%/);
      expect(es.stdout).not.toMatch(ENGLISH);
      const json = async (extra: string[]) => (await cliWith([...args, '--json', ...extra], '')).stdout.replace(/"decisionMs":\{[^}]*\}/g, '');
      expect(await json(['--lang', 'es'])).toBe(await json([]));
    }
    expect((await cliWith(['match', '--a', 'random', '--b', 'random', '--lang', 'fr'], '')).stderr).toMatch(/^escoba match: --lang must be en, es or pt, got "fr"/);
  }, 60_000);
});
