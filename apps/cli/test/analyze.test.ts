import { describe, expect, it } from 'vitest';
import { legalPlays, makePlay, replayRecord, unwrap, type GameRecord, type SeatView } from '@escoba/engine';
import type { Analyst } from '@escoba/bots';
import type { AnalysisLine, PlayAnalysis, RecordSummary } from '../src/games/escoba/analyze.js';
import { parseAnalyzeOptions, runAnalysis } from '../src/commands/analyze.js';
import { cli, nonBlankLines, withMustTakeViolation, withoutProgress } from './helpers.js';

const selfplay = async (args: string[]): Promise<GameRecord[]> =>
  nonBlankLines((await cli(['selfplay', ...args])).stdout).map((l) => JSON.parse(l) as GameRecord);

/** The first `hands` hands of a record: still a valid record, and quicker to analyse. */
const firstHands = (r: GameRecord, hands: number): GameRecord => ({ ...r, hands: r.hands.slice(0, hands) });

const parseLines = (stdout: string): AnalysisLine[] => nonBlankLines(stdout).map((l) => JSON.parse(l) as AnalysisLine);

describe('escoba analyze', () => {
  it('analyses every play of a selfplay record from the seat that made it', async () => {
    const [full] = await selfplay(['--seed', '4']);
    const record = firstHands(full!, 2);
    const out = await cli(['analyze', '--iterations', '16', '-'], JSON.stringify(record));
    expect(withoutProgress(out.stderr)).toBe('');
    expect(out.code).toBe(0);
    const lines = parseLines(out.stdout);
    const plays = lines.filter((l): l is PlayAnalysis => l.type === 'play');
    const summary = lines.at(-1) as RecordSummary;
    expect(lines.filter((l) => l.type === 'summary')).toHaveLength(1);
    // One line per play, in record order.
    expect(plays.map((p) => p.played)).toEqual(record.hands.flatMap((h) => h.plays));
    expect(plays.map((p) => [p.hand, p.play])).toEqual(record.hands.flatMap((h, hi) => h.plays.map((_, pi) => [hi, pi])));
    // The seat is the one on turn, and the alternatives are exactly its legal plays.
    const before: { seat: number; legal: string[] }[] = [];
    let prev: Parameters<typeof legalPlays>[0] | null = null;
    unwrap(
      replayRecord(record, (step) => {
        if (step.play >= 0) before.push({ seat: prev!.hand!.turn, legal: legalPlays(prev!).map(makePlay) });
        prev = step.state;
      }),
    );
    plays.forEach((p, i) => {
      expect(Object.keys(p)).toEqual(['type', 'record', 'hand', 'play', 'seat', 'side', 'played', 'forced', 'best', 'expected', 'loss', 'mistake']);
      expect(p.record).toBe(0);
      expect(p.seat).toBe(before[i]!.seat);
      expect(p.side).toBe(p.seat % 2);
      expect(p.loss).toBeGreaterThanOrEqual(0);
      expect(p.mistake).toBe(p.loss > 0.25);
      if (p.forced) {
        expect(before[i]!.legal).toEqual([p.played]);
        expect(p).toMatchObject({ best: p.played, expected: [], loss: 0, mistake: false });
        return;
      }
      expect(p.expected.map((e) => e.play).sort()).toEqual([...before[i]!.legal].sort());
      expect(p.expected.map((e) => e.play)).toContain(p.played);
      expect(p.best).toBe(p.expected[0]!.play);
      for (const e of p.expected) {
        expect(Number.isFinite(e.points) && Number.isFinite(e.margin)).toBe(true);
        expect(e.margin).toBeLessThanOrEqual(p.expected[0]!.margin);
      }
      const mine = p.expected.find((e) => e.play === p.played)!;
      expect(p.loss).toBeCloseTo(p.expected[0]!.margin - mine.margin, 2);
    });
    expect(summary).toMatchObject({ type: 'summary', record: 0, hands: 2, plays: plays.length, sides: [[0], [1]], threshold: 0.25 });
    expect(summary.forced).toBe(plays.filter((p) => p.forced).length);
    for (const side of [0, 1]) {
      const mine = plays.filter((p) => p.side === side);
      expect(summary.mistakes[side]).toBe(mine.filter((p) => p.mistake).length);
      expect(summary.loss[side]).toBeCloseTo(mine.reduce((t, p) => t + p.loss, 0), 2);
      expect(summary.seats[side]).toMatchObject({ seat: side, side, plays: mine.length, mistakes: summary.mistakes[side] });
    }
  });

  it('gives the analyst only the view of the seat that played', async () => {
    const views: SeatView[] = [];
    const spy: Analyst = {
      estimate(view) {
        views.push(view);
        return view.legal.map((play, i) => ({ play, points: i, margin: i }));
      },
    };
    const [r] = await selfplay(['--seed', '2', '--players', '4', '--partnerships']);
    let text = '';
    const config = parseAnalyzeOptions({});
    if (!config.ok) throw new Error(config.message);
    expect(runAnalysis(JSON.stringify(firstHands(r!, 1)), config.value, (t) => (text += t), spy)).toEqual({ records: 1, failed: 0 });
    const plays = parseLines(text).filter((l): l is PlayAnalysis => l.type === 'play' && !l.forced);
    expect(views).toHaveLength(plays.length);
    views.forEach((v, i) => {
      expect(v.seat).toBe(plays[i]!.seat);
      expect(v.turn).toBe(v.seat);
      // The seat's own hand only: the others' hands are counts, and the deck is not there.
      expect(v.hand).toHaveLength(v.handCounts[v.seat!]!);
      expect(Object.keys(v)).not.toContain('deck');
      // The spy rates the last legal play best.
      expect(plays[i]!.best).toBe(makePlay(v.legal.at(-1)!));
    });
  });

  it('rejects a record that does not replay with the engine error and status 2', async () => {
    const [good] = await selfplay(['--seed', '30']);
    const bad = withMustTakeViolation(good!);
    const out = await cli(['analyze', '-'], JSON.stringify(bad.record));
    expect(out.code).toBe(2);
    expect(parseLines(out.stdout)).toEqual([{ type: 'error', record: 0, error: `hand ${bad.hand} play ${bad.play}: ${bad.card} can make 15, so it must take` }]);
    expect(out.stderr).toBe('escoba analyze: 1 of 1 record did not replay\n');
    const notJson = await cli(['analyze', '-'], 'nope\n');
    expect(notJson.code).toBe(2);
    expect(parseLines(notJson.stdout)[0]).toMatchObject({ type: 'error', record: 0, error: expect.stringMatching(/^line 1: not valid JSON/) });
    expect((await cli(['analyze', '-'], '')).stderr).toMatch(/^escoba analyze: the input holds no record/);
    expect(await cli(['analyze', 'no/such.json'])).toEqual({ stdout: '', stderr: 'escoba analyze: cannot read no/such.json: no such file (use - to read standard input)\n', code: 2 });
  });

  it('JSON Lines input: one block per record, numbered from 0, and a failure among them', async () => {
    const records = (await selfplay(['--seed', '5', '--games', '2'])).map((r) => firstHands(r, 1));
    const text = [JSON.stringify(records[0]), '{"format":"escoba-record/1"}', JSON.stringify(records[1])].join('\n');
    const out = await cli(['analyze', '--iterations', '8', '-'], text);
    expect(out.code).toBe(2);
    const lines = parseLines(out.stdout);
    expect(lines.filter((l) => l.type === 'summary').map((l) => l.record)).toEqual([0, 2]);
    expect(lines.filter((l) => l.type === 'error')).toEqual([{ type: 'error', record: 1, error: 'rules: missing (a preset name such as "classic", or an object)' }]);
  });

  it('--pretty prints a table per record', async () => {
    const [r] = await selfplay(['--seed', '6']);
    const out = await cli(['analyze', '--pretty', '--iterations', '8', '-'], JSON.stringify(firstHands(r!, 1)));
    expect(out.code).toBe(0);
    const lines = out.stdout.split('\n');
    expect(lines[0]).toMatch(/^record 1: 2 players, each for themselves; rules classic; 1 hand, \d+ plays \(\d+ forced\); hands and plays count from 1, as in replay --pretty \(the JSON lines count from 0\)$/);
    expect(lines[1]).toMatch(/^ {2}hand {2}play {2}seat {2}played +points {2}margin {2}best +points {2}margin {2}loss$/);
    // Hands and plays count from 1, as replay --pretty counts its hands.
    expect(out.stdout).toMatch(/^ +1 +1 +\d +\S+ /m);
    expect(out.stdout).not.toMatch(/^ +0 +\d+ +\d +\S+ /m);
    const replayed = await cli(['replay', '--pretty', '-'], JSON.stringify(firstHands(r!, 1)));
    expect(replayed.stdout).toMatch(/^ +1 +\d +\d +\d+ /m);
    expect(out.stdout).toMatch(/^ {2}seat 0: total loss \d+\.\d\d, \d+ mistakes? \(loss above 0\.25\)$/m);
  });

  it('checks its options', async () => {
    for (const [args, message] of [
      [['--iterations', '0'], /--iterations must be a whole number 1 or more/],
      [['--seed', '-3'], /--seed must be a whole number/],
      [['--threshold', 'big'], /--threshold must be a number/],
    ] as const) {
      const out = await cli(['analyze', ...args, '-'], '');
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(message);
    }
    const t = parseAnalyzeOptions({ threshold: '0.5', iterations: '10', seed: '3' });
    expect(t.ok && t.value).toEqual({ pretty: false, threshold: 0.5, analyst: { seed: 3, iterations: 10 }, lang: 'en' });
  });
});
