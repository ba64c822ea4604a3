import { describe, expect, it } from 'vitest';
import { cli, nonBlankLines } from './helpers.js';

const COMMANDS = ['replay', 'selfplay', 'rules', 'bench', 'watch', 'match', 'bot', 'play', 'analyze', 'tournament'];

describe('escoba program (in-process)', () => {
  it('--help on the program lists every command', async () => {
    const out = await cli(['--help']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Usage: escoba \[options\] \[command\]/);
    for (const c of COMMANDS) expect(out.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
  });

  for (const c of COMMANDS) {
    it(`${c} --help prints its usage and options`, async () => {
      const out = await cli([c, '--help']);
      expect(out.code).toBe(0);
      expect(out.stderr).toBe('');
      expect(out.stdout).toMatch(new RegExp(`^Usage: escoba ${c} `));
      expect(out.stdout).toContain('Example');
      expect((await cli(['help', c])).stdout).toBe(out.stdout);
    });
  }

  it('without a command prints the help on stderr and exits 2', async () => {
    const out = await cli([]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/^Usage: escoba/);
  });

  it('exits 2 on an unknown command, an unknown option or a missing argument', async () => {
    for (const args of [['frob'], ['selfplay', '--bogus'], ['replay'], ['rules', 'a', 'b'], ['selfplay', 'extra']]) {
      const out = await cli(args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(/^error: /);
    }
  });

  it('--version prints the package version', async () => {
    const out = await cli(['--version']);
    expect(out).toEqual({ stdout: '0.1.0\n', stderr: '', code: 0 });
  });

  it('selfplay | replay - works through standard input', async () => {
    const records = await cli(['selfplay', '--games', '3', '--seed', '4', '--players', '4', '--partnerships']);
    expect(records.code).toBe(0);
    expect(nonBlankLines(records.stdout)).toHaveLength(3);
    const out = await cli(['replay', '-'], records.stdout);
    expect(out.code).toBe(0);
    const summaries = nonBlankLines(out.stdout).map((l) => JSON.parse(l) as { sides: number[][]; winner: number });
    expect(summaries).toHaveLength(3);
    for (const s of summaries) expect(s.sides).toEqual([[0, 2], [1, 3]]);
  });

  it('replay --pretty - and a missing file', async () => {
    const records = await cli(['selfplay', '--seed', '2']);
    const pretty = await cli(['replay', '--pretty', '-'], records.stdout);
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).toMatch(/^record 1: 2 players, each for themselves; rules classic\n/);
    const missing = await cli(['replay', 'no/such/file.jsonl']);
    expect(missing).toEqual({ stdout: '', stderr: 'escoba replay: cannot read no/such/file.jsonl: no such file (use - to read standard input)\n', code: 2 });
  });

  it('selfplay validates its options', async () => {
    const out = await cli(['selfplay', '--players', '3', '--partnerships']);
    expect(out).toEqual({ stdout: '', stderr: expect.stringMatching(/^escoba selfplay: --partnerships: /), code: 2 });
  });

  it('rules and watch run', async () => {
    expect((await cli(['rules'])).stdout).toContain('Presets');
    expect(JSON.parse((await cli(['rules', '--json'])).stdout)).toHaveProperty('options');
    const watch = await cli(['watch', '--seed', '3']);
    expect(watch.code).toBe(0);
    expect(watch.stdout).toContain('== Hand 1');
  });
});
