/**
 * Brisca and Alcalde records in the browser, without the browser: reading a record file of any game, the
 * review's steps (señas among them, but not analysed), expected points from the search's margin, clear
 * mistakes and the hand's chart. The Chromium test is brisca-review.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  deal,
  legalActions,
  legalSenas,
  randomDeck,
  recordFromState,
  senaOf,
  unwrap,
  type BriscaState,
  type GameConfig,
} from '@escoba/brisca';
import { readRecordFile } from '../src/review/record-file.js';
import { gameOfRecord } from '../src/games/records.js';
import { briscaRecordScore, briscaRecordScoreWords } from '../src/games/brisca/record-score.js';
import { makeI18n } from '../src/i18n/translator.js';
import { analyse, CLEAR_MISTAKE_POINTS, expectedPoints, handSeries, replaySteps, type Analysis } from '../src/games/brisca/review/replay.js';

/** A record of a random game: every seña the seat may make, then a random card action. */
function randomRecord(config: GameConfig, seed: string, hands = 1): Record<string, unknown> {
  const rng = createRng(seed);
  let s: BriscaState = unwrap(createGame(config));
  for (let h = 0; h < hands && s.phase === 'deal'; h++) {
    s = unwrap(deal(s, randomDeck(s, rng), s.nextDealer ?? 0));
    while (s.phase === 'play') {
      for (const sena of legalSenas(s)) s = unwrap(applyAction(s, senaOf(sena)));
      const legal = legalActions(s);
      s = unwrap(applyAction(s, legal[rng.int(legal.length)]!));
    }
  }
  return recordFromState(s, { seed, game: 7 }) as Record<string, unknown>;
}

const SENAS: GameConfig = { rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true };

describe('record files of every game', () => {
  it('a brisca-record/1 alone opens as one record; its game is picked by format', () => {
    const record = randomRecord(SENAS, 'one');
    const read = readRecordFile(JSON.stringify(record));
    expect(read).toEqual({ kind: 'single', record });
    expect(gameOfRecord(record)?.id).toBe('brisca');
    expect(gameOfRecord({ ...record, format: 'tute-record/1' })).toBeNull();
  });

  it('JSON Lines of Brisca and Alcalde records list every game; the picker scores them once their game is loaded', () => {
    const lines = [randomRecord(SENAS, 'a'), randomRecord({ rules: 'alcalde', players: 3 }, 'b'), { ...randomRecord({ rules: 'brisca', players: 2 }, 'c'), hands: 'none' }];
    const read = readRecordFile(lines.map((l) => JSON.stringify(l)).join('\n'));
    if (read.kind !== 'list') throw new Error(read.kind);
    expect(read.games.map((g) => [g.line, g.game, g.format, g.players, g.partnerships])).toEqual([
      [1, 7, 'brisca-record/1', 4, true],
      [2, 7, 'brisca-record/1', 3, false],
      [3, 7, 'brisca-record/1', 2, false],
    ]);
    const first = briscaRecordScore(lines[0]);
    expect(first).toMatchObject({ preset: 'brisca', kind: 'cardPoints' });
    expect(first!.scores.reduce((a, b) => a + b, 0)).toBe(120);
    const second = briscaRecordScore(lines[1]);
    expect(second).toMatchObject({ preset: 'alcalde', kind: 'cardPoints' });
    expect(briscaRecordScoreWords(makeI18n('en'), lines[1])).toBe(`Alcalde · card points ${second!.scores.join('–')}`);
    expect(briscaRecordScore(lines[2])).toBeNull();
    expect(briscaRecordScoreWords(makeI18n('en'), lines[2])).toBeNull();
  });

  it('a bad line is an error naming the line', () => {
    expect(readRecordFile(`${JSON.stringify(randomRecord(SENAS, 'x'))}\n{"format": "brisca-record/1",`)).toMatchObject({ kind: 'bad', line: 2 });
  });
});

describe('the review of a Brisca record', () => {
  it('steps through every action, señas included; only card actions are analysed', () => {
    const record = randomRecord(SENAS, 'steps');
    const replay = replaySteps(record);
    if ('error' in replay) throw new Error(replay.error);
    const plays = (record.hands as { plays: string[] }[])[0]!.plays;
    expect(replay.steps).toHaveLength(plays.length + 1);
    expect(replay.steps[0]).toMatchObject({ play: -1, action: null, seat: null });
    const senas = plays.filter((p) => p.startsWith('!')).length;
    expect(senas).toBeGreaterThan(0);
    expect(replay.decisions).toHaveLength(plays.length - senas);
    for (const d of replay.decisions) {
      expect(d.played.type).not.toBe('sena');
      expect(replay.steps[d.step]!.seat).toBe(d.seat);
      expect(d.before.hand!.turn).toBe(d.seat);
    }
  });

  it('says what is wrong with a bad record', () => {
    const record = randomRecord(SENAS, 'bad');
    const hands = record.hands as { plays: string[] }[];
    const plays = hands[0]!.plays;
    const k = plays.findIndex((p) => p.startsWith('!'));
    const repeated = { ...record, hands: [{ ...hands[0]!, plays: [...plays.slice(0, k + 1), plays[k]!] }] };
    const replay = replaySteps(repeated);
    expect('error' in replay && replay.error).toMatch(new RegExp(`^hand 0 play ${k + 1}: seat \\d already made the seña`));
  });

  it('expected points: the margin over the other sides’ mean, with the pack’s 120 points shared', () => {
    expect(expectedPoints(0, 2)).toBe(60);
    expect(expectedPoints(20, 2)).toBe(70);
    expect(expectedPoints(-120, 2)).toBe(0);
    expect(expectedPoints(0, 3)).toBe(40);
    expect(expectedPoints(60, 3)).toBe(80);
  });

  it('a play giving away at least CLEAR_MISTAKE_POINTS is a clear mistake; the chart ends at the real points', () => {
    const record = randomRecord({ rules: 'brisca', players: 2 }, 'chart');
    const replay = replaySteps(record);
    if ('error' in replay) throw new Error(replay.error);
    const d = replay.decisions.find((x) => x.before.hand!.hands[x.seat]!.length > 1)!;
    const legal = legalActions(d.before);
    const others = legal.filter((a) => JSON.stringify(a) !== JSON.stringify(d.played));
    // The played action valued 2 × CLEAR_MISTAKE_POINTS below the best in margin: CLEAR_MISTAKE_POINTS in points.
    const estimates = [{ action: d.played, value: 0 }, ...others.map((action, i) => ({ action, value: i === 0 ? 2 * CLEAR_MISTAKE_POINTS : -5 }))];
    const a = analyse(d, estimates);
    expect(a.options[0]!.points).toBe(60 + CLEAR_MISTAKE_POINTS);
    expect(a.loss).toBe(CLEAR_MISTAKE_POINTS);
    expect(a.mistake).toBe(true);
    expect(analyse(d, [{ action: d.played, value: 0 }, ...others.map((action) => ({ action, value: 2 * CLEAR_MISTAKE_POINTS - 1 }))]).mistake).toBe(false);
    const analyses = new Map<number, Analysis>([[d.step, a]]);
    const series = handSeries(replay.steps, replay.decisions, analyses, 0);
    const side = d.before.hand!.sideOf[d.seat]!;
    const at = replay.decisions.indexOf(d);
    expect(series[side]![at]).toBe(60);
    expect(series[1 - side]![at]).toBe(60);
    expect(series[side]![at - 1] ?? null).toBeNull();
    const final = replay.steps.at(-1)!.state.hand!.result!.points;
    expect(series.map((s) => s.at(-1))).toEqual([...final]);
    expect(series[0]).toHaveLength(replay.decisions.length + 1);
  });
});
