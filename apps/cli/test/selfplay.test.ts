import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  createGame,
  createRng,
  deal,
  legalPlays,
  recordFromState,
  replayRecord,
  shuffledDeck,
  summarize,
  unwrap,
  type GameRecord,
  type GameState,
} from '@escoba/engine';
import { parseSelfplayOptions, selfplayCommand, selfplayRecord, type SelfplayOptions } from '../src/commands/selfplay.js';
import { escobaCli } from '../src/games/escoba/index.js';
import { nonBlankLines } from './helpers.js';

const records = (options: SelfplayOptions): GameRecord[] => {
  const r = selfplayCommand(options);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return nonBlankLines(r.stdout).map((l) => JSON.parse(l) as GameRecord);
};

describe('selfplay', () => {
  it('prints one escoba-record/1 per line, format first, with seed and game metadata', () => {
    const out = records({ games: '3', seed: '11' });
    expect(out).toHaveLength(3);
    out.forEach((rec, i) => {
      expect(Object.keys(rec).slice(0, 3)).toEqual(['format', 'seed', 'game']);
      expect(rec).toMatchObject({ format: 'escoba-record/1', seed: 11, game: i, rules: 'classic', players: 2, partnerships: false });
      expect(rec.hands.length).toBeGreaterThan(0);
    });
  });

  it('is deterministic: same seed same output, different seed different output', () => {
    const a = selfplayCommand({ games: '4', seed: '42', players: '4', partnerships: true });
    const b = selfplayCommand({ games: '4', seed: '42', players: '4', partnerships: true });
    const c = selfplayCommand({ games: '4', seed: '43', players: '4', partnerships: true });
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
  });

  it('plays game i the same on its own (--start i --games 1) as inside a longer run', () => {
    const run = nonBlankLines(selfplayCommand({ games: '5', seed: '9' }).stdout);
    const alone = nonBlankLines(selfplayCommand({ games: '1', seed: '9', start: '3' }).stdout);
    expect(alone).toEqual([run[3]]);
    expect((JSON.parse(alone[0]!) as GameRecord).game).toBe(3);
  });

  it('follows the documented algorithm: rng "seed:game", dealer, then deck and uniform legal plays', () => {
    const seed = 5;
    const game = 2;
    const rng = createRng(`${seed}:${game}`);
    let s: GameState = unwrap(createGame({ players: 3, rules: 'escova' }));
    let dealer: number | undefined = rng.int(3);
    while (s.phase === 'deal') {
      s = unwrap(deal(s, shuffledDeck(rng), dealer));
      dealer = undefined;
      while (s.phase === 'play') {
        const legal = legalPlays(s);
        s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
      }
    }
    const expected = recordFromState(s, { seed, game });
    const [line] = nonBlankLines(selfplayCommand({ seed: String(seed), start: String(game), players: '3', rules: 'escova' }).stdout);
    expect(JSON.parse(line!)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  const setups: { name: string; options: SelfplayOptions; sides: number[][] }[] = [
    { name: '2 players classic', options: {}, sides: [[0], [1]] },
    { name: '3 players escova', options: { players: '3', rules: 'escova' }, sides: [[0], [1], [2]] },
    { name: '4 players alone', options: { players: '4' }, sides: [[0], [1], [2], [3]] },
    { name: '4 players 2v2 sevens', options: { players: '4', partnerships: true, rules: 'sevens' }, sides: [[0, 2], [1, 3]] },
    { name: '6 players (3v3 by default) fournier', options: { players: '6', rules: 'fournier' }, sides: [[0, 2, 4], [1, 3, 5]] },
    { name: 'sevens with renuncio, to 11', options: { rules: '{"preset":"sevens","renuncio":true,"target":11}' }, sides: [[0], [1]] },
    { name: 'forced capture, primiera', options: { players: '4', partnerships: true, rules: '{"capture":"forced","sevens":"primiera"}' }, sides: [[0, 2], [1, 3]] },
  ];

  for (const { name, options, sides } of setups) {
    it(`every record replays, with consistent sides, scores and winner: ${name}`, () => {
      for (const rec of records({ ...options, games: '4', seed: '3' })) {
        const replayed = replayRecord(rec);
        expect(replayed.ok, replayed.ok ? '' : replayed.error.message).toBe(true);
        if (!replayed.ok) continue;
        const state = replayed.value;
        const summary = summarize(state);
        expect(summary.sides).toEqual(sides);
        expect(summary.hands.every((h) => h.complete)).toBe(true);
        const totals = sides.map((_, s) => summary.hands.reduce((t, h) => t + h.points![s]!, 0));
        expect(summary.scores).toEqual(totals);
        expect(summary.winner).not.toBeNull();
        const w = summary.winner!;
        if (state.winReason === 'target') {
          expect(summary.scores[w]).toBeGreaterThanOrEqual(state.rules.target);
          summary.scores.forEach((n, s) => s !== w && expect(n).toBeLessThan(summary.scores[w]!));
        } else {
          expect(state.winReason).toBe('zeroCards');
          expect(summary.hands.at(-1)!.captured![1 - w]).toBe(0);
        }
        // The game ended with the hand that decided it: no earlier hand left a unique leader at the target.
        let running = sides.map(() => 0);
        for (const h of summary.hands.slice(0, -1)) {
          running = running.map((t, s) => t + h.points![s]!);
          const top = Math.max(...running);
          expect(top >= state.rules.target && running.filter((n) => n === top).length === 1).toBe(false);
        }
      }
    });
  }

  it('6 players play 3 against 3 without --partnerships', () => {
    const config = parseSelfplayOptions({ players: '6' });
    expect(config.ok && (config.value.game as GameState).setup.partnerships).toBe(true);
    const rec = selfplayRecord(escobaCli, unwrap(createGame({ players: 6 })), 1, 0);
    expect(rec.partnerships).toBe(true);
  });

  it('writes rules that differ from the preset as an object', () => {
    const [rec] = records({ rules: '{"preset":"classic","target":15}' });
    expect(rec!.rules).toEqual({ preset: 'classic', target: 15 });
  });

  const bad: [SelfplayOptions, RegExp][] = [
    [{ games: '0' }, /--games must be a whole number 1 or more, got "0"/],
    [{ games: 'ten' }, /--games must be a whole number/],
    [{ games: '2.5' }, /--games must be a whole number/],
    [{ seed: '-1' }, /--seed must be a whole number 0 or more/],
    [{ seed: 'abc' }, /--seed must be a whole number/],
    [{ start: 'x' }, /--start must be a whole number/],
    [{ players: '5' }, /--players: players must be 2, 3, 4 or 6, got 5/],
    [{ players: 'two' }, /--players must be 2, 3, 4 or 6, got "two"/],
    [{ players: '2', partnerships: true }, /--partnerships: partnerships need 4 players .* not 2/],
    [{ players: '3', partnerships: true }, /--partnerships: partnerships need 4 players .* not 3/],
    [{ players: '6', partnerships: false }, /--partnerships: 6 players play as two partnerships of three/],
    [{ rules: 'classical' }, /--rules: unknown preset "classical" \(presets: classic, sevens, fournier, escova\)/],
    [{ rules: '{"preset":"nope"}' }, /--rules: unknown preset "nope"/],
    [{ rules: '{"colour":"red"}' }, /--rules: unknown rule option "colour"/],
    [{ rules: '{"target":0}' }, /--rules: rule option target: expected a whole number from 1 to 1000, got 0/],
    [{ rules: '{"renuncio":true}' }, /--rules: renuncio needs capture "optional"/],
    [{ rules: '{"target":15' }, /--rules is not valid JSON/],
    // Issue 10: a JSON list is reported as a list, not as an unknown preset.
    [{ rules: '[1,2]' }, /--rules: rules must be a preset name or an object like \{"preset": "classic", "target": 15\}, got the list \[1,2\]$/m],
    [{ rules: 'classic,target=15' }, /--rules must be a preset name \(classic, sevens, fournier, escova\) or a JSON object such as \{"preset":"classic","target":15\}, got "classic,target=15"/],
    [{ rules: '{"sevens":"primiera","primeOrder":"faceValue"}' }, /--rules: primeOrder "faceValue" needs sevens "prime"/],
  ];
  for (const [options, message] of bad) {
    it(`rejects ${JSON.stringify(options)} with a clear message and status 2`, () => {
      const r = selfplayCommand(options);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^escoba selfplay: /);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });
  }
});
