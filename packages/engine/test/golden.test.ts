/**
 * Golden records (test/golden/*.json) with their expected summaries (*.summary.json).
 *
 * The records were made once by self-play with fixed seeds and simple policies (greedy takers, careless layers),
 * some on hand-built decks, and then checked: every expected summary must also come out of the independent
 * reference replayer (reference.ts, written from the spec, no engine code), and hand 0 of classic-2p-escobas is
 * worked out by hand below. Never regenerate a summary from engine output alone.
 *
 *   classic-2p-escobas    classic, 2 players: deal escoba (1o 3c 5e 6b = 15) to the dealer, escobas in play, hand 1 unfinished
 *   fournier-4p-partners  fournier, 4 players in partnerships {0,2} v {1,3}, two complete hands
 *   sevens-6p-renuncio    sevens + renuncio, 6 players {0,2,4} v {1,3,5}: five renuncio claims, one side takes nothing
 *   escova-3p-game        escova to 8, 3 players: a whole game with a winner
 *   illegal-musttake      classic: the spec's own error, "hand 2 play 17: 7o can make 15, so it must take"
 *   illegal-deck          sevens, 3 players: hand 1's deck has 5c twice
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handEvents, recordFromState, replayRecord, replayRecordText, summarize, unwrap, type HandEvent } from '@escoba/engine';
import { refReplay } from './reference.js';

const dir = new URL('./golden/', import.meta.url);
const load = (name: string): unknown => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.summary.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

type Rec = { rules: unknown; players: number; partnerships?: boolean; hands: { dealer: number; deck: string[]; plays: string[] }[] };

/** The public events of hand `i` of a record, as replayed. */
function handEventsOf(rec: unknown, i: number): HandEvent[] {
  let events: HandEvent[] = [];
  replayRecord(rec, (st) => {
    if (st.hand === i && st.state.hand) events = handEvents(st.state.hand);
  });
  return events;
}

describe('golden records', () => {
  it('the set of golden records is complete', () => {
    expect(names).toEqual(['classic-2p-escobas', 'escova-3p-game', 'fournier-4p-partners', 'illegal-deck', 'illegal-musttake', 'sevens-6p-renuncio']);
  });

  it.each(names)('%s replays to its expected summary, and the reference replayer agrees', (name) => {
    const rec = load(`${name}.json`) as Rec;
    const expected = load(`${name}.summary.json`) as Record<string, unknown>;
    const r = replayRecord(rec);
    const ref = refReplay(rec);
    if ('error' in expected) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toEqual(expected.error);
      const e = expected.error as { hand?: number; play?: number };
      expect(ref).toMatchObject({ ok: false, hand: e.hand, ...(e.play === undefined ? {} : { play: e.play }) });
      return;
    }
    const s = unwrap(r);
    expect(summarize(s)).toEqual(expected);
    expect(ref.ok).toBe(true);
    if (ref.ok) expect(ref.summary).toEqual(expected);
    // Writing the record back and replaying it changes nothing.
    const again = unwrap(replayRecordText(JSON.stringify(recordFromState(s))));
    expect(again).toEqual(s);
  });

  it('classic-2p-escobas, hand 0, worked out by hand', () => {
    // Dealer 0: seat 1 plays the even-numbered plays, seat 0 the odd ones (no renuncio in classic).
    // Deal: seat 1 gets 2c 11e 4b, seat 0 12o 6e 1b; table 1o 3c 5e 6b = 1+3+5+6 = 15: a deal escoba for the dealer (seat 0).
    // Seat 0 takes:  deal 1o 3c 5e 6b | 12o:1b+4b | 6e:11e | 1e:4o+12b (sweep) | 10b:7b (sweep) | 10o:7o (sweep)
    //                | 5c:12e | 10c:7c | 2e:3o+7e+3b | 3e:4c+2o+6o (the final play), then the leftover 12c.
    //                4+3+2+3+2+2+2+2+4+4+1 = 29 cards; escobas 1 (deal) + 3 = 4.
    // Seat 1 takes:  11c:1c+5b | 5o:2c+10e | 11o:6c | 4e:11b+2b (sweep) = 3+3+2+3 = 11 cards; 1 escoba.
    // Check: 29 + 11 = 40.
    // Cards 29-11: seat 0. Oros: seat 0 1o 12o 4o 7o 10o 3o 2o 6o = 8, seat 1 5o 11o = 2: seat 0. 7o: seat 0.
    // Prime: seat 0 has all four sevens (7o 7c 7e 7b) -> 7,7,7,7; seat 1's best are 5o, 6c, 4e, 5b -> 6,5,5,4 (pagat). Seat 0.
    // Points: seat 0 = 4 escobas + cards + coins + 7o + prime = 8; seat 1 = 1 escoba.
    const s = unwrap(replayRecord(load('classic-2p-escobas.json')));
    const h0 = s.results[0]!;
    expect(h0.captured).toEqual([29, 11]);
    expect(h0.escobas).toEqual([4, 1]);
    expect(h0.coins).toEqual([8, 2]);
    expect(h0.sevens).toEqual([4, 0]);
    expect(h0.leftover.length).toBe(1);
    expect(h0.leftoverTo).toBe(0);
    expect(h0.points).toEqual([8, 1]);
    expect(h0.breakdown).toEqual([{ escobas: 4, cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 }, { escobas: 1 }]);
    // Hand 1 is unfinished: 7 plays so far.
    expect(summarize(s).hands[1]).toEqual({ dealer: 1, complete: false });
    expect(s.phase).toBe('play');
    expect(s.hand!.playCount).toBe(7);
  });

  it('each golden record shows what it is meant to', () => {
    const classic = load('classic-2p-escobas.json') as Rec;
    // A deal escoba (its table sums to 15) and escobas made in play.
    const events = handEventsOf(classic, 0);
    expect(events.filter((e) => e.type === 'dealEscoba')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'play' && e.escoba).length).toBeGreaterThanOrEqual(3);
    const fournier = unwrap(replayRecord(load('fournier-4p-partners.json')));
    expect(fournier.setup.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(fournier.results).toHaveLength(2);
    const six = load('sevens-6p-renuncio.json') as Rec;
    expect(six.hands[0]!.plays.filter((x) => x.startsWith('!'))).toHaveLength(5);
    expect(six.hands[0]!.plays).toHaveLength(36 + 5);
    const escova = unwrap(replayRecord(load('escova-3p-game.json')));
    expect(escova.phase).toBe('over');
    expect(escova.winner).toBe(1);
    expect(escova.scores).toEqual([7, 10, 5]);
    expect(escova.scores.reduce((a, b) => a + b, 0)).toBe(escova.results.reduce((t, r) => t + r.points.reduce((a, b) => a + b, 0), 0));
  });

  it('illegal-musttake: at hand 2 play 17 the dealer holds only 7o and the table holds 10e (sota, 8): 7 + 8 = 15', () => {
    const rec = load('illegal-musttake.json') as Rec;
    expect(rec.hands[2]!.plays[17]).toBe('7o');
    expect(rec.hands[2]!.plays[16]).toBe('10e');
    let table: number[] = [];
    replayRecord(rec, (st) => {
      if (st.hand === 2 && st.play === 16) table = [...st.state.hand!.table];
    });
    expect(table.map((x) => x)).toContain(27); // 10e is card id 27 (espadas 2*10 + rank index 7)
  });
});
