/**
 * Record fuzzing: mutated escoba-record/1 records never make replayRecord throw; it returns either a state or a
 * typed error whose message names where it is (hand / play index). Mutations of the plays alone are also
 * checked against the independent reference replayer (same verdict, same place).
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, createRng, makeCard, recordFromState, replayRecord, summarize, type GameRecord, type Rng } from '@escoba/engine';
import { randomGame } from './helpers.js';
import { refReplay } from './reference.js';

type Hand = { dealer: unknown; deck: unknown; plays: unknown };
type Rec = Record<string, unknown> & { hands: Hand[] };

const CODES = ['BadJson', 'BadRecord', 'BadRules', 'BadTable', 'BadHand', 'BadDeck', 'BadDealer', 'BadPlay', 'IllegalPlay', 'GameOver', 'UnfinishedHand'];

// Valid base records: finished games, and games cut in the middle of a hand.
const BASES: Rec[] = (() => {
  const out: Rec[] = [];
  const configs = [
    { rules: 'classic', players: 2 },
    { rules: { preset: 'sevens', renuncio: true }, players: 2 },
    { rules: { preset: 'sevens', renuncio: true }, players: 4, partnerships: true },
    { rules: 'fournier', players: 3 },
    { rules: { preset: 'classic', capture: 'forced', target: 9 }, players: 4 },
    { rules: 'escova', players: 6, partnerships: true },
  ];
  configs.forEach((config, i) => {
    const full = randomGame(config, `fuzz-${i}`, undefined, 3);
    out.push(JSON.parse(JSON.stringify(recordFromState(full))) as Rec);
    // The same game with its last hand cut short.
    const rec = JSON.parse(JSON.stringify(recordFromState(full))) as Rec;
    const last = rec.hands[rec.hands.length - 1]!;
    last.plays = (last.plays as unknown[]).slice(0, 11 + i);
    out.push(rec);
  });
  return out;
})();

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;
const CARDS = ALL_CARDS.map(makeCard);
const randomCard = (rng: Rng) => pick(rng, CARDS);
const junk = (rng: Rng): unknown =>
  pick(rng, [null, 0, -1, 1.5, 99, '', 'x', '8o', '7o', true, false, [], {}, ['7o'], { card: '7o' }, 'escoba-record/1', 'classic', 2, 6, 2 ** 40, '__proto__']);

function randomPlayText(rng: Rng): string {
  const k = rng.int(4);
  const take = Array.from({ length: k }, () => randomCard(rng));
  const base = randomCard(rng) + (take.length ? ':' + take.join('+') : '');
  return rng.int(8) === 0 ? '!' + base : base;
}

interface Outcome {
  ok: boolean;
  hand?: number;
  play?: number;
}

/** Replays, asserting the error contract; returns the verdict. */
function replayChecked(rec: unknown): Outcome {
  let r: ReturnType<typeof replayRecord>;
  try {
    r = replayRecord(rec);
  } catch (e) {
    throw new Error(`replayRecord threw ${String(e)} on ${JSON.stringify(rec).slice(0, 300)}`, { cause: e });
  }
  if (r.ok) return { ok: true };
  const e = r.error;
  expect(CODES).toContain(e.code);
  expect(typeof e.message).toBe('string');
  expect(e.message.length).toBeGreaterThan(0);
  const hands = rec && typeof rec === 'object' ? (rec as { hands?: unknown }).hands : undefined;
  if (e.hand !== undefined) {
    expect(Number.isInteger(e.hand) && e.hand >= 0).toBe(true);
    if (Array.isArray(hands)) expect(e.hand).toBeLessThan(hands.length);
    if (e.play !== undefined) {
      expect(e.message.startsWith(`hand ${e.hand} play ${e.play}: `)).toBe(true);
      const plays = Array.isArray(hands) ? (hands[e.hand] as { plays?: unknown })?.plays : undefined;
      if (Array.isArray(plays)) expect(e.play).toBeLessThan(plays.length);
    } else {
      expect(e.message.startsWith(`hand ${e.hand}: `)).toBe(true);
    }
  }
  // Codes that are about a hand always say which.
  if (['BadHand', 'BadDeck', 'BadDealer', 'GameOver', 'UnfinishedHand'].includes(e.code)) expect(e.hand).toBeDefined();
  if (['BadPlay', 'IllegalPlay'].includes(e.code)) expect(e.play).toBeDefined();
  return { ok: false, hand: e.hand, play: e.play };
}

/** (hand, play) of an outcome is at or after (h, p): nothing before a mutation can fail. */
function atOrAfter(o: Outcome, h: number, p = -1): boolean {
  if (o.ok) return true;
  if (o.hand === undefined) return false;
  return o.hand > h || (o.hand === h && (o.play ?? -1) >= p);
}

describe('replayRecord on mutated records never throws and always says where', () => {
  it('the base records are valid', () => {
    for (const rec of BASES) expect(replayChecked(rec).ok).toBe(true);
  });

  it('deck mutations: dropped, duplicated, wrong-typed cards are BadDeck at that hand; swapped cards fail no earlier', () => {
    const rng = createRng('fuzz-deck');
    for (let i = 0; i < 600; i++) {
      const rec = clone(pick(rng, BASES));
      const h = rng.int(rec.hands.length);
      const deck = rec.hands[h]!.deck as unknown[];
      const kind = rng.int(5);
      if (kind === 0) deck.splice(rng.int(40), 1);
      else if (kind === 1) deck[rng.int(40)] = deck[rng.int(40)];
      else if (kind === 2) deck[rng.int(40)] = junk(rng);
      else if (kind === 3) deck.push(randomCard(rng));
      else {
        const a = rng.int(40);
        const b = rng.int(40);
        [deck[a], deck[b]] = [deck[b], deck[a]];
      }
      const o = replayChecked(rec);
      // (The engine also takes card ids 0..39 in a deck.)
      const asText = deck.map((x) => (Number.isInteger(x) && (x as number) >= 0 && (x as number) < 40 ? CARDS[x as number] : x));
      const stillPermutation = asText.length === 40 && new Set(asText).size === 40 && asText.every((x) => typeof x === 'string' && CARDS.includes(x));
      if (!stillPermutation) expect(o).toEqual({ ok: false, hand: h, play: undefined });
      else expect(atOrAfter(o, h)).toBe(true);
    }
  });

  it('play mutations: replaced, dropped, duplicated, swapped plays fail at or after the mutation, where the reference replayer does', () => {
    const rng = createRng('fuzz-plays');
    let failures = 0;
    for (let i = 0; i < 1500; i++) {
      const rec = clone(pick(rng, BASES));
      const h = rng.int(rec.hands.length);
      const plays = rec.hands[h]!.plays as string[];
      if (plays.length === 0) continue;
      const p = rng.int(plays.length);
      const kind = rng.int(6);
      // The first index the mutation changes: nothing before it can fail.
      let first = p;
      if (kind === 0) plays[p] = randomPlayText(rng);
      else if (kind === 1) plays.splice(p, 1);
      else if (kind === 2) plays.splice(p, 0, plays[p]!);
      else if (kind === 3) {
        const q = rng.int(plays.length);
        [plays[p], plays[q]] = [plays[q]!, plays[p]!];
        first = Math.min(p, q);
      } else if (kind === 4) {
        // Lay the card instead of taking, or take with it instead of laying.
        const [card, take] = plays[p]!.replace('!', '').split(':');
        plays[p] = take ? card! : `${card}:${randomCard(rng)}`;
      } else plays.splice(p, 0, randomPlayText(rng));
      const o = replayChecked(rec);
      expect(atOrAfter(o, h, first)).toBe(true);
      if (!o.ok) failures++;
      const ref = refReplay(rec as never);
      expect({ ok: ref.ok, hand: ref.ok ? undefined : ref.hand, play: ref.ok ? undefined : ref.play }).toEqual({ ok: o.ok, hand: o.hand, play: o.play });
    }
    expect(failures).toBeGreaterThan(500);
  });

  it('play objects and wrong-typed plays', () => {
    const rng = createRng('fuzz-objects');
    for (let i = 0; i < 400; i++) {
      const base = pick(rng, BASES);
      const rec = clone(base);
      const h = rng.int(rec.hands.length);
      const plays = rec.hands[h]!.plays as unknown[];
      if (plays.length === 0) continue;
      const p = rng.int(plays.length);
      const text = plays[p] as string;
      const [card, take] = text.replace('!', '').split(':');
      const asObject: Record<string, unknown> = { card, take: take ? take.split('+') : [], ...(text.startsWith('!') ? { renuncio: true } : {}) };
      const kind = rng.int(4);
      if (kind === 0) {
        // The same play written as an object: the same final state as the base record.
        plays[p] = asObject;
        const a = replayRecord(rec);
        const b = replayRecord(base);
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) expect(a.value).toEqual(b.value);
        continue;
      }
      if (kind === 1) plays[p] = { ...asObject, [pick(rng, ['seat', 'cards', 'Card', 'x'])]: junk(rng) };
      else if (kind === 2) plays[p] = { ...asObject, [pick(rng, ['card', 'take', 'renuncio'])]: junk(rng) };
      else plays[p] = junk(rng);
      const o = replayChecked(rec);
      expect(atOrAfter(o, h, p)).toBe(true);
      if (kind === 1) expect(o).toEqual({ ok: false, hand: h, play: p });
    }
  });

  it('dealers: a wrong next dealer is BadDealer at that hand; a non-integer dealer too', () => {
    const rng = createRng('fuzz-dealer');
    for (let i = 0; i < 300; i++) {
      const rec = clone(pick(rng, BASES));
      const h = rng.int(rec.hands.length);
      const n = rec.players as number;
      const old = rec.hands[h]!.dealer as number;
      const kind = rng.int(2);
      rec.hands[h]!.dealer = kind === 0 ? (old + 1 + rng.int(n - 1)) % n : junk(rng);
      const o = replayChecked(rec);
      if (kind === 1 && !Number.isInteger(rec.hands[h]!.dealer)) expect(o).toEqual({ ok: false, hand: h, play: undefined });
      else if (h > 0 || (kind === 1 && ((rec.hands[h]!.dealer as number) < 0 || (rec.hands[h]!.dealer as number) >= n))) {
        expect(o).toEqual({ ok: false, hand: h, play: undefined });
      } else expect(atOrAfter(o, h)).toBe(true);
    }
  });

  it('top-level fields of the wrong type, extra fields, missing fields', () => {
    const rng = createRng('fuzz-top');
    for (let i = 0; i < 400; i++) {
      const base = pick(rng, BASES);
      const rec = clone(base) as Record<string, unknown>;
      const kind = rng.int(4);
      const field = pick(rng, ['format', 'rules', 'players', 'partnerships', 'hands']);
      if (kind === 0) rec[field] = junk(rng);
      else if (kind === 1) delete rec[field];
      else if (kind === 2) {
        // Extra metadata anywhere at the top level or in a hand object changes nothing.
        rec[pick(rng, ['note', 'date', 'seats', 'engine', 'x-version'])] = junk(rng);
        (rec.hands as Record<string, unknown>[])[0]!.comment = junk(rng);
        const a = replayRecord(rec);
        const b = replayRecord(base);
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) expect(summarize(a.value)).toEqual(summarize(b.value));
        continue;
      } else rec.hands = (rec.hands as unknown[]).map(() => junk(rng));
      replayChecked(rec);
    }
    for (const x of [undefined, null, 0, 'record', [], [{}], { format: 'escoba-record/1' }]) replayChecked(x);
  });

  it('truncation: fewer hands is valid; a hand cut short is valid only as the last hand', () => {
    for (const base of BASES) {
      for (let k = 0; k <= base.hands.length; k++) {
        expect(replayChecked({ ...clone(base), hands: clone(base.hands).slice(0, k) }).ok).toBe(true);
      }
      if (base.hands.length >= 2) {
        const rec = clone(base);
        rec.hands[0]!.plays = (rec.hands[0]!.plays as unknown[]).slice(0, 20);
        expect(replayChecked(rec)).toEqual({ ok: false, hand: 1, play: undefined });
        expect(replayRecord(rec)).toMatchObject({ ok: false, error: { code: 'UnfinishedHand' } });
      }
    }
  });

  it('random JSON anywhere in the record never makes replayRecord throw', () => {
    const rng = createRng('fuzz-deep');
    const mutateDeep = (x: unknown, depth: number): unknown => {
      if (depth > 0 && rng.int(12) === 0) return junk(rng);
      if (Array.isArray(x)) return x.map((y) => mutateDeep(y, depth + 1));
      if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, mutateDeep(v, depth + 1)]));
      return x;
    };
    for (let i = 0; i < 300; i++) replayChecked(mutateDeep(clone(pick(rng, BASES)), 0) as GameRecord);
  });
});
