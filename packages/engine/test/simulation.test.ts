/**
 * Random self-play over every preset x table and notable options, checking invariants after every play
 * and replaying each game's record. Seeded, so every failure is reproducible from its seed.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_COUNT,
  handEvents,
  recordFromState,
  replayRecord,
  sumValues,
  summarize,
  unwrap,
  type GameState,
  type Play,
} from '@escoba/engine';
import { expectAllCardsOnce, randomGame, type GameConfigT } from './helpers.js';
import { refReplay } from './reference.js';
import { size } from '../../../test/size.js';

const TABLES: { players: number; partnerships: boolean; label: string }[] = [
  { players: 2, partnerships: false, label: '2' },
  { players: 3, partnerships: false, label: '3' },
  { players: 4, partnerships: false, label: '4 alone' },
  { players: 4, partnerships: true, label: '4 partners' },
  { players: 6, partnerships: true, label: '6 partners' },
];
const PRESETS = ['classic', 'sevens', 'fournier', 'escova'];
const OPTIONS: { label: string; rules: Record<string, unknown> }[] = [
  { label: 'renuncio', rules: { preset: 'sevens', renuncio: true } },
  { label: 'renuncio + classic scoring', rules: { preset: 'classic', capture: 'optional', renuncio: true } },
  { label: 'forced', rules: { preset: 'classic', capture: 'forced' } },
  { label: 'dealEscobas mano', rules: { preset: 'classic', dealEscobas: 'mano' } },
  { label: 'dealEscobas none', rules: { preset: 'fournier', dealEscobas: 'none' } },
  { label: 'dealEscobas dealerGroups', rules: { preset: 'fournier', dealEscobas: 'dealerGroups' } },
  { label: 'dealEscobas dealerNoEscoba', rules: { preset: 'escova', dealEscobas: 'dealerNoEscoba' } },
  { label: 'bonusScoring added', rules: { preset: 'fournier', bonusScoring: 'added' } },
  { label: 'primiera', rules: { preset: 'classic', sevens: 'primiera' } },
  { label: 'faceValue', rules: { preset: 'classic', primeOrder: 'faceValue' } },
  { label: 'bonuses on classic, target 11', rules: { preset: 'classic', bonusCards: true, bonusAllCoins: true, bonusAllSevens: true, target: 11 } },
  { label: 'escova, lastPlayEscoba false', rules: { preset: 'escova', lastPlayEscoba: false } },
];

// Full in the soak lane (ESCOBA_TEST_SIZE=full), a few games otherwise.
const GAMES_PER_PRESET_TABLE = size(12, 2);
const GAMES_PER_OPTION_TABLE = size(6, 1);

/** Checks everything that must hold after one play. */
function checkStep(before: GameState, play: Play, after: GameState): void {
  const n = after.setup.players;
  const hb = before.hand!;
  const h = after.hand!;
  // 40 cards, each exactly once, across hands, table, piles and stock.
  expectAllCardsOnce(after);
  if (h.result === null) {
    expect(h.hands.flat().length + h.table.length + h.piles.flat().length + (CARD_COUNT - h.dealt)).toBe(CARD_COUNT);
  }
  // Every capture makes exactly 15 (a renuncio claim too).
  if (play.take.length > 0) expect(sumValues([play.card, ...play.take])).toBe(15);
  // Turn order: a claim keeps the turn, a play passes it on.
  if (!h.result) expect(h.turn).toBe(play.renuncio ? hb.turn : (hb.turn + 1) % n);
  // An escoba leaves the table empty and is never a renuncio claim.
  const events = handEvents(h);
  const last = events.filter((e) => e.type === 'play' || e.type === 'renuncio').at(-1)!;
  if (last.type === 'play' && last.escoba) expect(h.result ? [] : h.table).toEqual([]);
  if (play.renuncio) expect(h.escobas).toEqual(hb.escobas);
  // Escobas never go down within a hand.
  h.escobas.forEach((e, s) => expect(e).toBeGreaterThanOrEqual(hb.escobas[s]!));
  if (h.result) checkHandEnd(after);
}

function checkHandEnd(s: GameState): void {
  const r = s.hand!.result!;
  // What is left on the table after the last play is worth 10 mod 15: the pack is worth 220 and every capture
  // takes exactly 15 (seed 001: "there will be 10, 25, 40 or 55 points left on the table"; with capture
  // "optional" more can be left, e.g. 70).
  expect(sumValues(r.leftover) % 15).toBe(10);
  expect(r.leftover.length).toBeGreaterThan(0);
  // The leftover went to the last capturer (or stayed, if nobody took anything).
  if (r.leftoverTo === null) expect(r.captured.reduce((a, b) => a + b, 0)).toBe(0);
  else expect(s.hand!.table).toEqual([]);
  expect(r.captured.reduce((a, b) => a + b, 0) + (r.leftoverTo === null ? r.leftover.length : 0)).toBe(40);
  // Points are the sum of the breakdown; ties give nobody; scores are the sum of the hands' points.
  r.breakdown.forEach((b, side) => expect(Object.values(b).reduce((t, v) => t + (v ?? 0), 0)).toBe(r.points[side]));
  s.scores.forEach((t, side) => expect(t).toBe(s.results.reduce((u, x) => u + x.points[side]!, 0)));
  // Exactly one side holds 7o (unless nobody took anything).
  const sevenOfCoins = r.breakdown.filter((b) => b.sevenOfCoins === 1).length;
  expect(sevenOfCoins).toBe(r.leftoverTo === null ? 0 : 1);
  // Escobas in the result are the seats' escobas summed per side.
  const seatEscobas = s.hand!.escobas;
  expect(r.escobas).toEqual(s.setup.sides.map((seats) => seats.reduce((t, x) => t + seatEscobas[x]!, 0)));
  // The winner, if any, is strictly highest at or over the target (or won by zeroCards).
  if (s.winner !== null) {
    if (s.winReason === 'target') {
      expect(s.scores[s.winner]).toBeGreaterThanOrEqual(s.rules.target);
      s.scores.forEach((t, side) => side !== s.winner && expect(t).toBeLessThan(s.scores[s.winner!]!));
    } else {
      expect(s.winReason).toBe('zeroCards');
      expect(r.captured[1 - s.winner]).toBe(0);
    }
  } else {
    const max = Math.max(...s.scores);
    const top = s.scores.filter((t) => t === max).length;
    expect(max < s.rules.target || top > 1).toBe(true);
  }
}

function checkGame(config: GameConfigT, seed: string): void {
  const s = randomGame(config, seed, checkStep, 40);
  // Replaying the game's record reproduces the same state and summary.
  const rec = JSON.parse(JSON.stringify(recordFromState(s, { seed })));
  const replayed = unwrap(replayRecord(rec));
  expect(replayed).toEqual(s);
  expect(summarize(replayed)).toEqual(summarize(s));
  // The independent reference replayer agrees on every hand's points, breakdown, captures and the winner.
  const ref = refReplay(rec);
  expect(ref.ok).toBe(true);
  if (ref.ok) {
    expect(ref.summary).toEqual(JSON.parse(JSON.stringify(summarize(s))));
    ref.leftovers.forEach((l, i) => expect(l.to).toBe(s.results[i]!.leftoverTo));
  }
}

describe('random games over every preset and table', () => {
  for (const preset of PRESETS) {
    for (const t of TABLES) {
      it(`${preset}, ${t.label}`, () => {
        for (let g = 0; g < GAMES_PER_PRESET_TABLE; g++) {
          checkGame({ rules: preset, players: t.players, partnerships: t.partnerships }, `${preset}/${t.label}/${g}`);
        }
      });
    }
  }
});

describe('random games with notable options', () => {
  for (const o of OPTIONS) {
    for (const t of TABLES) {
      it(`${o.label}, ${t.label}`, () => {
        for (let g = 0; g < GAMES_PER_OPTION_TABLE; g++) {
          checkGame({ rules: o.rules, players: t.players, partnerships: t.partnerships }, `${o.label}/${t.label}/${g}`);
        }
      });
    }
  }
});
