/**
 * `brisca-record/1`: golden records (checked against the independent reference in reference.ts) and their pinned
 * replay summaries, round trips, the object forms of plays, and typed errors with hand and play indices.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  briscaGame,
  checkAction,
  handEvents,
  legalActions,
  makeCard,
  recordFromState,
  replayRecord,
  replayRecordText,
  STRENGTH,
  summarize,
  type BriscaRecord,
  type BriscaState,
  type Card,
} from '@escoba/brisca';
import { randomGame, CONFIGS } from './helpers.js';
import { referenceReplay } from './reference.js';

const dir = fileURLToPath(new URL('./golden/', import.meta.url));
const golden = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.summary.json'))
  .map((f) => ({ name: f, record: JSON.parse(readFileSync(dir + f, 'utf8')) as BriscaRecord, summary: JSON.parse(readFileSync(dir + f.replace('.json', '.summary.json'), 'utf8')) as unknown }));

describe('golden records', () => {
  it('are all there', () => expect(golden.length).toBeGreaterThanOrEqual(7));
  for (const g of golden) {
    it(`${g.name} replays to its pinned summary`, () => {
      const r = replayRecord(g.record);
      if (!r.ok) {
        expect({ error: r.error }).toEqual(g.summary);
        return;
      }
      expect(summarize(r.value)).toEqual(g.summary);
      // The independent reference agrees on every hand's points.
      const ref = referenceReplay(g.record as never);
      const hands = (g.summary as { hands: { points?: number[]; alcaldeKeeps?: boolean }[] }).hands;
      expect(ref.map((h) => h.points)).toEqual(hands.map((h) => h.points ?? null));
      for (const [i, h] of ref.entries()) if (h.alcaldeKeeps !== undefined) expect(h.alcaldeKeeps).toBe(hands[i]!.alcaldeKeeps);
      // Writing the record back gives the same record (metadata kept).
      expect(recordFromState(r.value, { note: g.record.note })).toEqual(JSON.parse(JSON.stringify({ ...g.record, note: g.record.note })));
    });
  }

  it('the brief\'s example error: "hand 0 play 7: seat 2 does not hold 4o"', () => {
    const g = golden.find((x) => x.name === 'illegal-not-held.json')!;
    expect(replayRecord(g.record)).toEqual({ ok: false, error: { code: 'IllegalPlay', hand: 0, play: 7, message: 'hand 0 play 7: seat 2 does not hold 4o' } });
  });
});

describe('records', () => {
  it('round-trip random games of every configuration, and the reference agrees', () => {
    CONFIGS.forEach((config, i) => {
      for (let g = 0; g < 4; g++) {
        const s = randomGame(config, `rec-${i}-${g}`, 3);
        const rec = JSON.parse(JSON.stringify(recordFromState(s, { seed: g })));
        const back = replayRecord(rec);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(summarize(back.value)).toEqual(summarize(s));
        expect(recordFromState(back.value, { seed: g })).toEqual(rec);
        expect(referenceReplay(rec).map((h) => h.points)).toEqual(s.results.map((r) => r.points));
      }
    });
  });

  it('accept the object forms of plays', () => {
    const g = golden.find((x) => x.name === 'alcalde-3hands.json')!;
    const rec = JSON.parse(JSON.stringify(g.record));
    rec.hands = rec.hands.map((h: { plays: string[] }) => ({
      ...h,
      plays: h.plays.map((p) => (p.startsWith('~') ? { card: p.slice(1), exchange: true } : p.includes('+') ? { cards: p.split('+') } : { card: p })),
    }));
    const r = replayRecord(rec);
    expect(r.ok && summarize(r.value)).toEqual(g.summary);
  });

  it('brisca-2p-seven-first-trick.json: the 7 of trumps takes the trump card during the first trick; the 2 then takes the 7', () => {
    const g = golden.find((x) => x.name === 'brisca-2p-seven-first-trick.json')!;
    const r = replayRecord(g.record);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const events = handEvents(r.value.log[0]!).slice(0, 5);
    expect(events.map((e) => e.type)).toEqual(['deal', 'exchange', 'play', 'exchange', 'play']);
    expect(events[1]).toEqual({ type: 'exchange', seat: 0, card: 20 + 6, took: 20 }); // ~7e takes the 1e, before any trick
    expect(events[3]).toEqual({ type: 'exchange', seat: 1, card: 20 + 1, took: 20 + 6 }); // ~2e takes the 7e: "a 7 or less"
  });

  it('brisca-2p-drawn-game.json: a 60-60 one-hand game is over, drawn; no hand may follow it', () => {
    const g = golden.find((x) => x.name === 'brisca-2p-drawn-game.json')!;
    expect(g.summary).toMatchObject({ wins: [0, 0], over: true, winner: null, hands: [{ points: [60, 60], winner: null }] });
    const rec = JSON.parse(JSON.stringify(g.record));
    rec.hands.push(rec.hands[0]);
    expect(replayRecord(rec)).toEqual({ ok: false, error: { code: 'GameOver', hand: 1, message: 'hand 1: the game already ended drawn after hand 0' } });
  });

  it('written before issue 19 replay: every exchange legal under the old reading (only the 2 in the first trick) is legal now', () => {
    // The old reading, rule `seed`: a 10 or better is taken by the 2 during the first trick, by the 7 afterwards;
    // a 7 or lower by the 2 at any time.
    const oldExchange = (s: BriscaState): Card | null => {
      const h = s.hand!;
      if (h.trumpCard === null || h.trickSeats.includes(h.turn) || h.trumpCard % 10 === 1) return null;
      const high = STRENGTH[h.trumpCard % 10]! > STRENGTH[6]!;
      const card = h.trumpSuit * 10 + (high && h.tricks > 0 ? 6 : 1);
      return h.hands[h.turn]!.includes(card) ? card : null;
    };
    let oldLegal = 0;
    CONFIGS.forEach((config, i) => {
      if (JSON.stringify(config.rules).includes('"exchange"')) return; // the seed rule only (the default)
      randomGame(config, `old-${i}`, 3, (before) => {
        const card = oldExchange(before);
        if (card === null) return;
        oldLegal++;
        const action = { type: 'exchange', card } as const;
        expect(checkAction(before, action), `~${makeCard(card)}`).toBeNull();
        expect(legalActions(before)).toContainEqual(action);
        expect(applyAction(before, action).ok).toBe(true);
      });
    });
    expect(oldLegal).toBeGreaterThan(20);
  });

  it('the summary for Alcalde has only hands, with [alcalde, partners] points and alcaldeKeeps', () => {
    const g = golden.find((x) => x.name === 'alcalde-3hands.json')!;
    const s = g.summary as { hands: unknown[] };
    expect(Object.keys(s)).toEqual(['hands']);
    expect(s.hands[0]).toMatchObject({ complete: true, alcaldeKeeps: expect.any(Boolean) });
  });

  it('an unfinished hand has no points and may only be the last one', () => {
    const g = golden.find((x) => x.name === 'alcalde-variation-unfinished.json')!;
    const last = (g.summary as { hands: Record<string, unknown>[] }).hands.at(-1)!;
    expect(last).toEqual({ dealer: last.dealer, complete: false, trump: last.trump });
    const rec = JSON.parse(JSON.stringify(g.record));
    rec.hands.push(rec.hands[0]);
    expect(replayRecord(rec)).toMatchObject({ ok: false, error: { code: 'UnfinishedHand', hand: 3 } });
  });

  const base = () => JSON.parse(JSON.stringify(golden.find((x) => x.name === 'brisca-4p-partners.json')!.record));
  const cases: [string, (r: Record<string, unknown> & { hands: Record<string, unknown>[] }) => void, string, string][] = [
    ['format', (r) => (r.format = 'escoba-record/1'), 'BadRecord', 'format must be "brisca-record/1", got "escoba-record/1"'],
    ['rules', (r) => (r.rules = { preset: 'brisca', wins: 0 }), 'BadRules', 'rules: rule option wins: expected a whole number from 1 to 99, got 0'],
    ['players', (r) => (r.players = 5), 'BadTable', 'brisca is played by 2, 3, 4 players, not 5'],
    ['deck', (r) => ((r.hands[0]!.deck as string[])[3] = '11b'), 'BadDeck', 'hand 0: deck card 3: 11b appears twice (first at 0)'],
    ['deck size', (r) => (r.hands[0]!.deck as string[]).pop(), 'BadDeck', 'hand 0: deck has 39 cards, expected 40'],
    ['dealer', (r) => (r.hands[0]!.dealer = 4), 'BadDealer', 'hand 0: dealer must be a seat from 0 to 3, got 4'],
    ['play notation', (r) => ((r.hands[0]!.plays as string[])[2] = '9o'), 'BadPlay', 'hand 0 play 2: "9o" is not an action: "9o" is not a card'],
    ['two cards', (r) => ((r.hands[0]!.plays as string[])[0] = '10c+11b'), 'IllegalPlay', 'hand 0 play 0: seat 1 plays one card a turn, got 10c+11b'],
    ['exchange', (r) => ((r.hands[0]!.plays as string[])[0] = '~4o'), 'IllegalPlay', 'hand 0 play 0: 4o cannot take the trump card 4e: only 2e can now'],
    ['extra play', (r) => (r.hands[0]!.plays as string[]).push('1o'), 'IllegalPlay', 'hand 0 play 41: the hand is already over after 41 plays'],
    ['object', (r) => ((r.hands[0]!.plays as unknown[])[1] = { card: '4b', take: [] }), 'BadPlay', 'hand 0 play 1: play object has an unknown field "take" (fields: card, cards, exchange, sena)'],
  ];
  for (const [what, change, code, message] of cases) {
    it(`give a typed error for a bad ${what}`, () => {
      const r = base();
      change(r);
      const out = replayRecord(r);
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.error.code).toBe(code);
        expect(out.error.message.startsWith(message)).toBe(true);
      }
    });
  }

  it('parse record text, reporting bad JSON', () => {
    expect(replayRecordText('{')).toMatchObject({ ok: false, error: { code: 'BadJson' } });
    expect(replayRecordText(JSON.stringify(base())).ok).toBe(true);
  });

  it('are read and written by the game definition too', () => {
    const r = briscaGame.record.replay(base());
    expect(r.ok).toBe(true);
    if (r.ok) expect(briscaGame.record.make(r.value)).toEqual(base());
    expect(briscaGame.record.format).toBe('brisca-record/1');
  });
});
