/**
 * An independent reference replayer written straight from the project spec (and the seeds it cites),
 * sharing no code with the engine: its own card parser, deal, capture check, escobas, leftover,
 * scoring and winner. Golden and simulation tests compare the engine's summary against it, so an
 * expected value is never just a copy of the engine's output.
 *
 * It only checks legality coarsely (to find where an illegal record breaks); messages are the engine's job.
 */

export interface RefCard {
  readonly rank: number; // printed rank 1-7, 10, 11, 12
  readonly suit: 'o' | 'c' | 'e' | 'b';
  readonly text: string;
}

const SUIT_LETTERS = ['o', 'c', 'e', 'b'] as const;

export function refCard(text: string): RefCard | null {
  const m = /^(1[012]|[1-7])([oceb])$/.exec(text);
  if (!m) return null;
  return { rank: Number(m[1]), suit: m[2] as RefCard['suit'], text };
}

/** Capture value (spec; seed 001): 1-7 face value, sota 8, caballo 9, rey 10. */
export const refValue = (text: string): number => {
  const r = refCard(text)!.rank;
  return r <= 7 ? r : r - 2;
};

export interface RefRules {
  target: number;
  capture: 'mustTake' | 'optional' | 'forced';
  dealEscobas: 'dealer' | 'dealerGroups' | 'dealerNoEscoba' | 'mano' | 'none';
  lastPlayEscoba: boolean;
  sevens: 'prime' | 'primiera' | 'mostSevens' | 'none';
  primeOrder: 'pagat' | 'faceValue';
  bonusCards: boolean;
  bonusAllCoins: boolean;
  bonusAllSevens: boolean;
  bonusScoring: 'instead' | 'added';
  zeroCardsLoses: boolean;
  renuncio: boolean;
}

// Presets as the spec lists them.
const CLASSIC: RefRules = {
  target: 21,
  capture: 'mustTake',
  dealEscobas: 'dealer',
  lastPlayEscoba: true,
  sevens: 'prime',
  primeOrder: 'pagat',
  bonusCards: false,
  bonusAllCoins: false,
  bonusAllSevens: false,
  bonusScoring: 'instead',
  zeroCardsLoses: false,
  renuncio: false,
};
export const REF_PRESETS: Record<string, RefRules> = {
  classic: CLASSIC,
  sevens: { ...CLASSIC, capture: 'optional', sevens: 'mostSevens', bonusAllSevens: true, lastPlayEscoba: false },
  fournier: { ...CLASSIC, sevens: 'mostSevens', bonusCards: true, bonusAllCoins: true, bonusAllSevens: true, zeroCardsLoses: true },
  escova: { ...CLASSIC, target: 31, sevens: 'none', bonusAllCoins: true },
};

export function refRules(input: unknown): RefRules {
  if (typeof input === 'string') return { ...REF_PRESETS[input]! };
  const o = input as Record<string, unknown>;
  const base = REF_PRESETS[(o.preset as string | undefined) ?? 'classic']!;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(o)) if (k !== 'preset') out[k] = v;
  return out as unknown as RefRules;
}

export function refSides(players: number, partnerships: boolean): number[][] {
  if (!partnerships) return Array.from({ length: players }, (_, i) => [i]);
  return players === 4 ? [[0, 2], [1, 3]] : [[0, 2, 4], [1, 3, 5]];
}

interface RefPlay {
  card: string;
  take: string[];
  renuncio: boolean;
}

function refPlay(entry: unknown): RefPlay | null {
  if (typeof entry === 'string') {
    const renuncio = entry.startsWith('!');
    const body = renuncio ? entry.slice(1) : entry;
    const [card, rest] = body.split(':');
    const take = rest === undefined ? [] : rest.split('+');
    if (!refCard(card!) || take.some((t) => !refCard(t))) return null;
    return { card: card!, take, renuncio };
  }
  if (typeof entry === 'object' && entry !== null) {
    const o = entry as { card?: unknown; take?: unknown; renuncio?: unknown };
    if (typeof o.card !== 'string' || !refCard(o.card)) return null;
    const take = Array.isArray(o.take) ? (o.take as string[]) : [];
    return { card: o.card, take, renuncio: o.renuncio === true };
  }
  return null;
}

const sum = (cards: readonly string[]) => cards.reduce((t, x) => t + refValue(x), 0);

/** Every subset of `table` whose values plus `card`'s make exactly 15. */
function sets15(table: readonly string[], card: string): string[][] {
  const out: string[][] = [];
  const need = 15 - refValue(card);
  const n = table.length;
  // Tables are small in practice; bound the enumeration by pruning on the running sum.
  const walk = (i: number, chosen: string[], s: number) => {
    if (s === need) {
      out.push([...chosen]);
      return;
    }
    for (let k = i; k < n; k++) {
      const v = refValue(table[k]!);
      if (s + v > need) continue;
      chosen.push(table[k]!);
      walk(k + 1, chosen, s + v);
      chosen.pop();
    }
  };
  walk(0, [], 0);
  return out;
}

export interface RefHandSummary {
  dealer: number;
  complete: boolean;
  points?: number[];
  breakdown?: Record<string, number>[];
  captured?: number[];
  escobas?: number[];
}
export interface RefSummary {
  scores: number[];
  winner: number | null;
  sides: number[][];
  hands: RefHandSummary[];
}
export type RefResult = { ok: true; summary: RefSummary; leftovers: { cards: string[]; to: number | null }[] } | { ok: false; hand: number; play?: number };

// Prime strength per printed rank (pagat: 7 > 6 > 1 > 5 > 4 > 3 > 2 > figures; seed 000 faceValue: 7 > 6 > 5 > 4 > 3 > 2 > 1 > figures).
const STRENGTH: Record<RefRules['primeOrder'], Record<number, number>> = {
  pagat: { 7: 70, 6: 60, 1: 50, 5: 40, 4: 30, 3: 20, 2: 10, 10: 0, 11: 0, 12: 0 },
  faceValue: { 7: 70, 6: 60, 5: 50, 4: 40, 3: 30, 2: 20, 1: 10, 10: 0, 11: 0, 12: 0 },
};
const PRIMIERA: Record<number, number> = { 7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 10: 10, 11: 10, 12: 10 };

function uniqueMax(values: readonly number[]): number | null {
  const max = Math.max(...values);
  const at = values.flatMap((v, i) => (v === max ? [i] : []));
  return at.length === 1 ? at[0]! : null;
}

function primeOf(pile: readonly string[], order: RefRules['primeOrder']): string[] | null {
  const out: string[] = [];
  for (const suit of SUIT_LETTERS) {
    const inSuit = pile.filter((x) => refCard(x)!.suit === suit);
    if (inSuit.length === 0) return null;
    inSuit.sort((a, b) => STRENGTH[order][refCard(b)!.rank]! - STRENGTH[order][refCard(a)!.rank]!);
    out.push(inSuit[0]!);
  }
  return out;
}

export function refScore(rules: RefRules, piles: readonly string[][], escobas: readonly number[]) {
  const breakdown: Record<string, number>[] = piles.map(() => ({}));
  const give = (side: number | null, key: string, n: number) => {
    if (side !== null && n > 0) breakdown[side]![key] = (breakdown[side]![key] ?? 0) + n;
  };
  escobas.forEach((e, s) => give(s, 'escobas', e));
  const captured = piles.map((x) => x.length);
  const cardsBest = uniqueMax(captured);
  // Seed 001: a bonus is worth 2 "instead of 1"; seed 003's table read line by line adds its 2 to the 1.
  const bonus = rules.bonusScoring === 'added' ? 3 : 2;
  if (cardsBest !== null) {
    const others = captured.filter((_, s) => s !== cardsBest);
    // Seed 001: "more than 30 cards, the opponent(s) having fewer than 10".
    give(cardsBest, 'cards', rules.bonusCards && captured[cardsBest]! > 30 && others.every((n) => n < 10) ? bonus : 1);
  }
  const coins = piles.map((x) => x.filter((y) => y.endsWith('o')).length);
  const coinsBest = uniqueMax(coins);
  if (coinsBest !== null) give(coinsBest, 'coins', rules.bonusAllCoins && coins[coinsBest] === 10 ? bonus : 1);
  piles.forEach((x, s) => {
    if (x.includes('7o')) give(s, 'sevenOfCoins', 1);
  });
  const sevens = piles.map((x) => x.filter((y) => y.startsWith('7')).length);
  if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
    if (rules.sevens === 'prime') {
      const primes = piles.map((x) => primeOf(x, rules.primeOrder));
      const keys = primes.map((pr) => (pr ? pr.map((x) => STRENGTH[rules.primeOrder][refCard(x)!.rank]!).sort((a, b) => b - a) : null));
      // Encode the sorted strengths as one number (each < 100) so that the lexicographic order is numeric.
      const codes = keys.map((k) => (k ? k.reduce((t, v) => t * 100 + v, 0) : -1));
      if (codes.some((x) => x >= 0)) give(uniqueMax(codes), 'prime', 1);
    } else {
      // Primiera: the card of highest primiera value in each suit, summed.
      const totals = piles.map((x) => {
        const best = SUIT_LETTERS.map((suit) => Math.max(-1, ...x.filter((y) => refCard(y)!.suit === suit).map((y) => PRIMIERA[refCard(y)!.rank]!)));
        return best.includes(-1) ? -1 : best.reduce((t, v) => t + v, 0);
      });
      if (totals.some((x) => x >= 0)) give(uniqueMax(totals), 'prime', 1);
    }
  } else if (rules.sevens === 'mostSevens') {
    give(uniqueMax(sevens), 'sevens', 1);
  }
  // Seed 001: all four sevens make 3 with the 7 of coins and the sevens point (+1); seed 003 read line by line: 3 with the 7 of coins (+2).
  if (rules.bonusAllSevens) sevens.forEach((n, s) => n === 4 && give(s, 'allSevens', rules.bonusScoring === 'added' ? 2 : 1));
  const points = breakdown.map((b) => Object.values(b).reduce((t, v) => t + v, 0));
  return { points, breakdown, captured, escobas: [...escobas], coins, sevens };
}

/** Replays a record (already parsed JSON) from the spec alone. */
export function refReplay(record: { rules: unknown; players: number; partnerships?: boolean; hands: { dealer: number; deck: string[]; plays: unknown[] }[] }): RefResult {
  const rules = refRules(record.rules);
  const n = record.players;
  const partnerships = record.partnerships ?? n === 6;
  const sides = refSides(n, partnerships);
  const scores = sides.map(() => 0);
  const hands: RefHandSummary[] = [];
  const leftovers: { cards: string[]; to: number | null }[] = [];
  let winner: number | null = null;
  for (let hi = 0; hi < record.hands.length; hi++) {
    const hr = record.hands[hi]!;
    const d = hr.dealer;
    if (hi > 0 && d !== (record.hands[hi - 1]!.dealer + 1) % n) return { ok: false, hand: hi };
    const deck = hr.deck;
    let pos = 0;
    const held: string[][] = Array.from({ length: n }, () => []);
    const dealRound = () => {
      for (let k = 0; k < 3; k++) for (let j = 0; j < n; j++) held[(d + 1 + j) % n]!.push(deck[pos++]!);
    };
    dealRound();
    let table = deck.slice(pos, pos + 4);
    pos += 4;
    const piles: string[][] = Array.from({ length: n }, () => []);
    const escobas = new Array<number>(n).fill(0);
    let last: number | null = null;
    const opening = sum(table);
    // Seeds 000/001: 15 or 30, one or two escobas. Seed 003: "one or two groups of 15". Seed 004: a 15 "taken by the dealer and added to his scoring pile", no escoba.
    const splits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].some((m) => sum(table.filter((_, i) => m & (1 << i))) === 15);
    const groups = opening === 30 ? (splits ? 2 : 0) : opening === 15 ? 1 : 0;
    const takes =
      rules.dealEscobas === 'none' ? false
      : rules.dealEscobas === 'dealerNoEscoba' ? opening === 15
      : rules.dealEscobas === 'dealerGroups' ? groups > 0
      : opening === 15 || opening === 30;
    if (takes) {
      const taker = rules.dealEscobas === 'mano' ? (d + 1) % n : d;
      piles[taker]!.push(...table);
      escobas[taker]! += rules.dealEscobas === 'dealerNoEscoba' ? 0 : opening / 15;
      last = taker;
      table = [];
    }
    let turn = (d + 1) % n;
    let chance: { card: string; before: string[] } | null = null;
    let finished = false;
    for (let pi = 0; pi < hr.plays.length; pi++) {
      if (finished) return { ok: false, hand: hi, play: pi };
      const pl = refPlay(hr.plays[pi]);
      if (!pl) return { ok: false, hand: hi, play: pi };
      if (pl.renuncio) {
        if (!chance || chance.card !== pl.card) return { ok: false, hand: hi, play: pi };
        if (!pl.take.every((t) => chance!.before.includes(t)) || sum([pl.card, ...pl.take]) !== 15) return { ok: false, hand: hi, play: pi };
        piles[turn]!.push(pl.card, ...pl.take);
        table = table.filter((t) => t !== pl.card && !pl.take.includes(t));
        last = turn;
        chance = null;
        continue;
      }
      chance = null;
      const hand = held[turn]!;
      if (!hand.includes(pl.card)) return { ok: false, hand: hi, play: pi };
      if (!pl.take.every((t) => table.includes(t)) || new Set(pl.take).size !== pl.take.length) return { ok: false, hand: hi, play: pi };
      const remainingAfter = held.reduce((t, h) => t + h.length, 0) - 1;
      const final = remainingAfter === 0 && pos === 40;
      if (pl.take.length > 0) {
        if (sum([pl.card, ...pl.take]) !== 15) return { ok: false, hand: hi, play: pi };
        table = table.filter((t) => !pl.take.includes(t));
        piles[turn]!.push(pl.card, ...pl.take);
        last = turn;
        if (table.length === 0 && (!final || rules.lastPlayEscoba)) escobas[turn]! += 1;
      } else {
        const canThis = sets15(table, pl.card).length > 0;
        if (rules.capture === 'mustTake' && canThis) return { ok: false, hand: hi, play: pi };
        if (rules.capture === 'forced' && hand.some((x) => sets15(table, x).length > 0)) return { ok: false, hand: hi, play: pi };
        if (rules.renuncio && canThis && !final) chance = { card: pl.card, before: [...table] };
        table = [...table, pl.card];
      }
      held[turn] = hand.filter((x) => x !== pl.card);
      turn = (turn + 1) % n;
      if (held.every((h) => h.length === 0)) {
        if (pos < 40) dealRound();
        else finished = true;
      }
    }
    if (!finished) {
      if (hi < record.hands.length - 1) return { ok: false, hand: hi + 1 };
      hands.push({ dealer: d, complete: false });
      break;
    }
    leftovers.push({ cards: [...table], to: last });
    if (last !== null) piles[last]!.push(...table);
    const sidePiles = sides.map((seats) => seats.flatMap((s) => piles[s]!));
    const sideEscobas = sides.map((seats) => seats.reduce((t, s) => t + escobas[s]!, 0));
    const score = refScore(rules, sidePiles, sideEscobas);
    hands.push({ dealer: d, complete: true, points: score.points, breakdown: score.breakdown, captured: score.captured, escobas: score.escobas });
    score.points.forEach((pt, s) => (scores[s]! += pt));
    if (rules.zeroCardsLoses && sides.length === 2) {
      const empty = score.captured.indexOf(0);
      if (empty >= 0 && score.captured[1 - empty]! > 0) winner = 1 - empty;
    }
    if (winner === null) {
      const best = uniqueMax(scores);
      if (best !== null && scores[best]! >= rules.target) winner = best;
    }
    if (winner !== null && hi < record.hands.length - 1) return { ok: false, hand: hi + 1 };
  }
  return { ok: true, summary: { scores, winner, sides, hands }, leftovers };
}
