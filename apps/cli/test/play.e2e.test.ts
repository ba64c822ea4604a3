import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord, unwrap } from '@escoba/engine';
import { spawnCli } from './helpers.js';

// The issue asks for this: `escoba play` run as a program with its standard input piped.

describe('escoba play (built program, piped standard input)', () => {
  it('plays the lines it is given, then stops with status 0 when the input ends', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'escoba-play-e2e-')), 'game.json');
    const out = spawnCli(['play', '--players', '2', '--level', 'random', '--rules', 'classic', '--seed', '21', '--record', file], '1\n1\nhint\n1\n1\n');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Your turn: hand 1, deal 1 of 6;');
    expect(out.stdout).toMatch(/^ {2}you {5}\S+/m);
    expect(out.stdout).toMatch(/^Hint: \S+/m);
    expect(out.stdout).toContain('The input ended before the game was over');
    const state = unwrap(replayRecord(JSON.parse(readFileSync(file, 'utf8'))));
    expect(state.hand!.playCount).toBeGreaterThanOrEqual(4);
  });

  it('plays a whole game to the end', () => {
    const out = spawnCli(['play', '--level', 'random', '--seed', '5', '--players', '3'], '1\n'.repeat(3000));
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^ {2}Points for hand 1:$/m);
    expect(out.stdout).toMatch(/\nGame over after \d+ hands?\. .*\. Final score: seat 0 \d+, seat 1 \d+, seat 2 \d+\.\n$/);
  });

  it('play --help', () => {
    const out = spawnCli(['play', '--help']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Usage: escoba play /);
    for (const o of ['--players', '--partnerships', '--rules', '--level', '--levels', '--seat', '--seed', '--lang', '--record', '--iterations']) expect(out.stdout).toContain(o);
  });
});
