import { describe, expect, it } from 'vitest';
import { replayRecord, summarize, unwrap, type GameRecord } from '@escoba/engine';
import { replayText, splitRecords } from '../src/commands/replay.js';
import { selfplayRecord } from '../src/commands/selfplay.js';
import { gameFromOptions } from '../src/games/escoba/table.js';
import { escobaCli } from '../src/games/escoba/index.js';
import { nonBlankLines, withMustTakeViolation } from './helpers.js';

const game = (players = '2', rules = 'classic', partnerships?: boolean) => {
  const g = gameFromOptions({ players, rules, partnerships });
  if (!g.ok) throw new Error(g.message);
  return g.value;
};
const rec = (index: number, players = '2', rules = 'classic', partnerships?: boolean): GameRecord =>
  selfplayRecord(escobaCli, game(players, rules, partnerships), 21, index);
const summaryOf = (r: unknown): string => JSON.stringify(summarize(unwrap(replayRecord(r))));

describe('replay', () => {
  it('prints exactly JSON.stringify(summarize(state)) for one record', () => {
    const r = rec(0);
    const out = replayText(JSON.stringify(r));
    expect(out).toEqual({ stdout: `${summaryOf(r)}\n`, stderr: '', code: 0 });
    const summary = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(['scores', 'winner', 'sides', 'hands']);
    expect(Object.keys((summary.hands as object[])[0]!)).toEqual(['dealer', 'complete', 'points', 'breakdown', 'captured', 'escobas']);
  });

  it('reads a pretty-printed record spread over many lines as one record', () => {
    const r = rec(1, '4', 'sevens', true);
    const out = replayText(JSON.stringify(r, null, 2));
    expect(out.code).toBe(0);
    expect(nonBlankLines(out.stdout)).toEqual([summaryOf(r)]);
  });

  it('reads JSON Lines: one summary per record, blank lines skipped', () => {
    const rs = [rec(0), rec(1, '3', 'escova'), rec(2, '6', 'fournier')];
    const out = replayText(`${JSON.stringify(rs[0])}\n\n${JSON.stringify(rs[1])}\r\n${JSON.stringify(rs[2])}\n`);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(rs.map((r) => `${summaryOf(r)}\n`).join(''));
  });

  it('prints the error of an illegal record with hand and play indices, goes on, and exits 2', () => {
    const good = [rec(3), rec(4)];
    const bad = withMustTakeViolation(rec(5));
    const expected = `hand ${bad.hand} play ${bad.play}: ${bad.card} can make 15, so it must take`;
    const engine = replayRecord(bad.record);
    expect(engine.ok ? '' : engine.error.message).toBe(expected);
    const out = replayText([good[0], bad.record, good[1]].map((r) => JSON.stringify(r)).join('\n'));
    expect(out.code).toBe(2);
    expect(out.stdout.split('\n')).toEqual([summaryOf(good[0]), JSON.stringify({ error: expected }), summaryOf(good[1]), '']);
    expect(out.stderr).toBe('escoba replay: 1 of 3 records did not replay\n');
  });

  it('names the line of bad JSON, goes on, and exits 2', () => {
    const r = rec(6);
    const out = replayText(`${JSON.stringify(r)}\n\n{"format": "escoba-record/1",\n${JSON.stringify(r)}\n`);
    expect(out.code).toBe(2);
    const got = out.stdout.trimEnd().split('\n');
    expect(got).toHaveLength(3);
    expect(got[0]).toBe(summaryOf(r));
    expect(JSON.parse(got[1]!)).toEqual({ error: expect.stringMatching(/^line 3: not valid JSON: .+/) });
    expect(got[2]).toBe(summaryOf(r));
  });

  it('reports records that are JSON but not records', () => {
    const out = replayText('42\n{"format":"escoba-record/1","rules":"classic","players":5,"hands":[]}\n{"format":"other"}\n');
    expect(out.code).toBe(2);
    expect(nonBlankLines(out.stdout).map((l) => (JSON.parse(l) as { error: string }).error)).toEqual([
      'a record must be a JSON object',
      'players must be 2, 3, 4 or 6, got 5',
      'format must be "escoba-record/1", got "other"',
    ]);
  });

  it('shows an unfinished last hand as complete: false with no points', () => {
    const r = rec(7);
    const last = r.hands[1]!;
    const cut = { ...r, hands: [r.hands[0]!, { ...last, plays: last.plays.slice(0, 5) }] };
    const out = replayText(JSON.stringify(cut));
    expect(out.code).toBe(0);
    const summary = JSON.parse(out.stdout) as { winner: number | null; hands: Record<string, unknown>[] };
    expect(summary.winner).toBeNull();
    expect(summary.hands).toHaveLength(2);
    expect(summary.hands[1]).toEqual({ dealer: last.dealer, complete: false });
  });

  it('fails with status 2 on input without records', () => {
    for (const text of ['', '  \n\n']) {
      const out = replayText(text);
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/holds no record/);
    }
  });

  it('hints at the likely mistake for a JSON array or a broken pretty-printed record', () => {
    const array = replayText(JSON.stringify([rec(0)], null, 2));
    expect(array.code).toBe(2);
    expect(array.stderr).toMatch(/hint: the input looks like a JSON array/);
    const broken = replayText(`${JSON.stringify(rec(0), null, 2).slice(0, -2)},\n}`);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/hint: the input looks like one record spread over several lines, but it is not valid JSON/);
  });

  describe('--pretty', () => {
    it('prints a table per record: sides with seats, hands, totals, final scores and winner', () => {
      const r = rec(8, '4', 'classic', true);
      const state = unwrap(replayRecord(r));
      const out = replayText(JSON.stringify(r), { pretty: true });
      expect(out.code).toBe(0);
      const text = out.stdout;
      expect(text).toMatch(/^record 1: 4 players, 2 against 2; rules classic\n/);
      expect(text).toContain('  side 0: seats 0, 2\n  side 1: seats 1, 3\n');
      expect(text).toMatch(/hand\s+dealer\s+side\s+points\s+captured\s+escobas\s+total\s+breakdown/);
      expect(text).toContain(`final scores: side 0 ${state.scores[0]}, side 1 ${state.scores[1]} (target 21)`);
      expect(text).toContain(`winner: side ${state.winner} (seats ${state.setup.sides[state.winner!]!.join(', ')})`);
      // One row per side per hand, and each hand's breakdown in words.
      const all = text.split('\n');
      const rows = all.slice(all.findIndex((l) => /^\s+hand\s+dealer/.test(l)) + 1, all.findIndex((l) => l.includes('final scores')));
      expect(rows).toHaveLength(state.results.length * 2);
      const first = state.results[0]!;
      const words = { escobas: 'escobas', cards: 'cards', coins: 'coins', sevenOfCoins: 'seven of coins', prime: 'prime' } as Record<string, string>;
      for (const [key, n] of Object.entries(first.breakdown[0]!)) expect(rows[0]).toContain(`${words[key]} ${n}`);
    });

    it('marks an unfinished hand and a game without a winner', () => {
      const r = rec(9);
      const cut = { ...r, hands: [{ ...r.hands[0]!, plays: r.hands[0]!.plays.slice(0, 3) }] };
      const out = replayText(JSON.stringify(cut), { pretty: true });
      expect(out.stdout).toMatch(/\n\s+1\s+\d\s+unfinished: no points\n/);
      expect(out.stdout).toContain('no winner yet: the last hand is unfinished');
    });

    it('prints errors clearly and keeps going', () => {
      const bad = withMustTakeViolation(rec(10));
      const out = replayText(`${JSON.stringify(rec(11))}\n${JSON.stringify(bad.record)}\nnot json\n`, { pretty: true });
      expect(out.code).toBe(2);
      expect(out.stdout).toMatch(/^record 1 \(line 1\): 2 players/);
      expect(out.stdout).toContain(`record 2 (line 2): ERROR: hand ${bad.hand} play ${bad.play}: ${bad.card} can make 15, so it must take\n`);
      expect(out.stdout).toMatch(/record 3 \(line 3\): ERROR: line 3: not valid JSON: /);
    });
  });

  describe('splitRecords', () => {
    it('takes a whole-text object as one record and anything else line by line', () => {
      expect(splitRecords('{\n"a": 1\n}\n').inputs).toEqual([{ line: null, value: { a: 1 } }]);
      expect(splitRecords('\uFEFF{"a":1}').inputs).toEqual([{ line: null, value: { a: 1 } }]);
      expect(splitRecords('{"a":1}\n\n{"b":2}').inputs).toEqual([
        { line: 1, value: { a: 1 } },
        { line: 3, value: { b: 2 } },
      ]);
      const [only] = splitRecords('[1,\n2]').inputs;
      expect(only!.error).toMatch(/^line 1: not valid JSON/);
    });
  });
});
