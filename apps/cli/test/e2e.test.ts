import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '@escoba/engine';
import { cli, nonBlankLines, ROOT, spawnCli, withMustTakeViolation } from './helpers.js';

// These run the built program, `node apps/cli/bin/escoba.js`, as a user would (built once before the lane: test/build.ts).

describe('escoba (built program)', () => {
  it('--help works on the program and every command', async () => {
    expect(spawnCli(['--help']).stdout).toMatch(/^Usage: escoba /);
    expect(spawnCli(['selfplay', '--help']).stdout).toMatch(/^Usage: escoba selfplay /);
    // The program loads every command before it reads its arguments (src/program.ts), so the built program's own
    // help above has loaded them all; each command's help is then the same code in-process.
    for (const c of ['replay', 'selfplay', 'rules', 'bench', 'watch', 'match', 'bot', 'play', 'analyze']) {
      const out = await cli([c, '--help']);
      expect(out.code, c).toBe(0);
      expect(out.stdout).toMatch(new RegExp(`^Usage: escoba ${c} `));
    }
  });

  it('selfplay is reproducible, and its records replay through standard input', () => {
    const a = spawnCli(['selfplay', '--games', '4', '--seed', '12', '--players', '3']);
    expect(a.code).toBe(0);
    expect(spawnCli(['selfplay', '--games', '4', '--seed', '12', '--players', '3']).stdout).toBe(a.stdout);
    expect(spawnCli(['selfplay', '--games', '4', '--seed', '13', '--players', '3']).stdout).not.toBe(a.stdout);
    const out = spawnCli(['replay', '-'], a.stdout);
    expect(out.code).toBe(0);
    const summaries = nonBlankLines(out.stdout).map((l) => JSON.parse(l) as { sides: number[][]; winner: number | null; scores: number[] });
    expect(summaries).toHaveLength(4);
    for (const s of summaries) {
      expect(s.sides).toEqual([[0], [1], [2]]);
      expect(s.scores[s.winner!]).toBe(Math.max(...s.scores));
    }
  });

  it('replay of a JSON Lines file with one illegal record prints its error and exits 2', async () => {
    const records = nonBlankLines((await cli(['selfplay', '--games', '3', '--seed', '30'])).stdout).map((l) => JSON.parse(l) as GameRecord);
    const bad = withMustTakeViolation(records[1]!);
    const file = join(mkdtempSync(join(tmpdir(), 'escoba-e2e-')), 'games.jsonl');
    writeFileSync(file, [records[0], bad.record, records[2]].map((r) => JSON.stringify(r)).join('\n') + '\n');
    const out = spawnCli(['replay', file]);
    expect(out.code).toBe(2);
    const lines = nonBlankLines(out.stdout);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toHaveProperty('scores');
    expect(JSON.parse(lines[1]!)).toEqual({ error: `hand ${bad.hand} play ${bad.play}: ${bad.card} can make 15, so it must take` });
    expect(JSON.parse(lines[2]!)).toHaveProperty('winner');
    const pretty = spawnCli(['replay', '--pretty', file]);
    expect(pretty.code).toBe(2);
    expect(pretty.stdout).toContain(`record 2 (line 2): ERROR: hand ${bad.hand} play ${bad.play}:`);
  });

  it('a missing file is a clear message on stderr and status 2', () => {
    const out = spawnCli(['replay', 'missing.jsonl']);
    expect(out).toEqual({ stdout: '', stderr: 'escoba replay: cannot read missing.jsonl: no such file (use - to read standard input)\n', code: 2 });
  });

  it('bad options exit 2 with a message', () => {
    for (const args of [['selfplay', '--players', '5'], ['selfplay', '--games', 'x'], ['selfplay', '--rules', 'nope'], ['selfplay', '--nope'], ['bench', '--seconds', '0']]) {
      const out = spawnCli(args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr.length).toBeGreaterThan(0);
    }
  });

  it('rules lists the presets; --json is machine-readable', () => {
    expect(spawnCli(['rules']).stdout).toMatch(/^ {2}escova /m);
    expect((JSON.parse(spawnCli(['rules', '--json']).stdout) as { presets: unknown[] }).presets).toHaveLength(4);
  });

  it('bench --json --seconds 0.2 prints the three Escoba figures and the Brisca ones', () => {
    const out = spawnCli(['bench', '--json', '--seconds', '0.2']);
    expect(out.code).toBe(0);
    const { brisca, ...figures } = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(Object.keys(figures)).toEqual(['hands2p', 'hands4p', 'apiHands2p']);
    for (const v of Object.values(figures)) expect(typeof v === 'number' && v > 0).toBe(true);
    expect(Object.keys(brisca as object)).toEqual(['hands2p', 'hands4p', 'alcaldeHands', 'apiHands2p']);
    for (const v of Object.values(brisca as object)) expect(typeof v === 'number' && v > 0).toBe(true);
  });

  it('watch tells a game', () => {
    const out = spawnCli(['watch', '--seed', '1']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('== Hand 1: seat');
    expect(out.stdout).toMatch(/Game over after \d+ hands?: seat \d wins/);
  });

  // A program that did not stop would be killed at spawnSync's timeout, which leaves no exit status (null).
  it('stops quietly when the reader goes away (selfplay | head)', () => {
    const r = spawnSync('sh', ['-c', 'node apps/cli/bin/escoba.js selfplay --games 1000000 | head -n 1'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(nonBlankLines(r.stdout)).toHaveLength(1);
    expect(r.stderr).toBe('');
  });
});
