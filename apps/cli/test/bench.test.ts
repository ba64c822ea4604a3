import { describe, expect, it, vi } from 'vitest';
import { benchCommand } from '../src/commands/bench.js';

// The runner gives each game's figures by game id; these tests give Escoba's only.
const fake = (result: Record<string, number> = { hands2p: 120000.4, hands4p: 60000, apiHands2p: 30000 }) => vi.fn<(options: { seconds?: number }) => Record<string, Record<string, number>>>(() => ({ escoba: result }));

describe('bench', () => {
  it('--json prints exactly the three figures', () => {
    const runner = fake({ hands2p: 1, hands4p: 2, apiHands2p: 3, extra: 4 });
    const out = benchCommand({ json: true, seconds: '0.5' }, 'escoba bench --json --seconds 0.5', runner);
    expect(out).toEqual({ stdout: '{"hands2p":1,"hands4p":2,"apiHands2p":3}\n', stderr: '', code: 0 });
    expect(runner).toHaveBeenCalledWith({ seconds: 0.5 });
  });

  it('plain output labels the figures and echoes the command line', () => {
    const runner = fake();
    const out = benchCommand({}, 'escoba bench', runner);
    expect(runner).toHaveBeenCalledWith({});
    expect(out.code).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('$ escoba bench');
    expect(lines[1]).toContain(`node ${process.version}`);
    expect(out.stdout).toMatch(/2 players, fast kernel +120,000\n/);
    expect(out.stdout).toMatch(/4 players \(2 against 2\), fast kernel +60,000\n/);
    expect(out.stdout).toMatch(/2 players, public API \(legalPlays \+ applyPlay\) +30,000\n/);
  });

  it('rejects a bad --seconds without measuring', () => {
    for (const s of ['0', '-1', 'abc', '1e9', '']) {
      const runner = fake();
      const out = benchCommand({ seconds: s }, 'escoba bench', runner);
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(/^escoba bench: --seconds must be a number of seconds above 0/);
      expect(runner).not.toHaveBeenCalled();
    }
  });
});
