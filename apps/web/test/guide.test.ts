import { describe, expect, it } from 'vitest';
import { briscaGame } from '@escoba/brisca';
import { escobaGame } from '@escoba/engine';
import type { AnyLesson } from '../src/guide/lesson.js';
import { nextStep, pickMove, startRun, wantedMove, type GuideRun } from '../src/guide/run.js';
import { makeI18n } from '../src/i18n/translator.js';
import { LANGS } from '../src/i18n/strings.js';
import * as escobaGuide from '../src/games/escoba/guide/lesson.js';
import * as briscaGuide from '../src/games/brisca/guide/brisca-lesson.js';
import * as alcaldeGuide from '../src/games/brisca/guide/alcalde-lesson.js';
import { ESCOBA_GUIDE } from '../src/games/escoba/guide/strings.js';
import { BRISCA_GUIDE } from '../src/games/brisca/guide/strings.js';
import { GAME_ENTRIES } from '../src/games/catalog.js';
import { hashFromPath, hashOf, routeFromHash } from '../src/app/route-parse.js';

const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);

/** The picks that make `action` in the guided table: the exchange button, or the cards in order. */
function picksOf(action: { type?: string; card?: number; cards?: readonly number[] }): (number | string)[] {
  if (action.type === 'exchange') return ['exchange'];
  if (action.cards) return [...action.cards];
  return [action.card!];
}

/**
 * Plays a lesson to its end as a player who does what it asks, and in the free part picks the first card of the
 * hand (the computer's moves are the lesson's). Returns every position passed through, for checks along the way.
 */
function playThrough(lesson: AnyLesson): GuideRun<unknown, unknown>[] {
  let run = startRun(lesson);
  const seen = [run];
  for (let guard = 0; guard < 500; guard++) {
    const step = lesson.steps[run.step]!;
    if (step.kind === 'end') return seen;
    if (step.kind === 'say' || step.kind === 'them') run = nextStep(lesson, run);
    else if (step.kind === 'you') {
      for (const pick of picksOf(wantedMove(lesson, run) as never)) run = pickMove(lesson, run, pick);
    } else {
      // The free part: the first card of the hand (a second one when the move needs two).
      const hand = lesson.scene(run.state, makeI18n('en')).find((z) => z.mine)!.cards;
      const before = run;
      run = pickMove(lesson, run, hand[0]!);
      if (run.picks.length > 0) run = pickMove(lesson, run, hand[1]!);
      expect(run).not.toBe(before);
    }
    expect(run.refused).toBeNull();
    seen.push(run);
  }
  throw new Error('the lesson did not end');
}

describe('guided first hands', () => {
  it('every game of the catalog has one, at #/<game>/learn', () => {
    for (const entry of GAME_ENTRIES) {
      expect(entry.guide, entry.id).toBeTypeOf('function');
      const route = routeFromHash(`#/${entry.id}/learn`);
      expect(route).toEqual({ screen: 'learn', game: entry.id });
      expect(hashOf(route)).toBe(`/${entry.id}/learn`);
      expect(hashFromPath(`/${entry.id}/learn`)).toBe(`#/${entry.id}/learn`);
    }
  });

  it('Escoba deals what the lesson says, and each scripted play is legal when it comes', () => {
    const lesson = escobaGuide.escobaLesson;
    const hand = lesson.start().hand!;
    expect(sorted(hand.hands[0]!)).toEqual(sorted(escobaGuide.YOUR_HAND));
    expect(sorted(hand.hands[1]!)).toEqual(sorted(escobaGuide.COMPUTER_HAND));
    expect(hand.table).toEqual(escobaGuide.TABLE);
    expect(escobaGame.turn(lesson.start())).toBe(0);
    const runs = playThrough(lesson);
    // The 15 takes the king, and the 7 of coins clears the table: an escoba.
    const afterEscoba = runs.find((r) => r.step === 4)!.state as ReturnType<typeof lesson.start>;
    expect(afterEscoba.hand!.escobas[0]).toBe(1);
    expect(afterEscoba.hand!.piles[0]).toHaveLength(7);
    const end = runs.at(-1)!.state as ReturnType<typeof lesson.start>;
    expect(escobaGame.handOutcome(end)).not.toBeNull();
  });

  it('Brisca deals what the lesson says: the trump card a 3 the 7 may take, the exchange legal at the first turn', () => {
    const lesson = briscaGuide.briscaLesson;
    const start = lesson.start();
    const h = start.hand!;
    expect(sorted(h.hands[0]!)).toEqual(sorted(briscaGuide.YOUR_HAND));
    expect(sorted(h.hands[1]!)).toEqual(sorted(briscaGuide.COMPUTER_HAND));
    expect(h.trumpCard).toBe(briscaGuide.CARDS.three);
    expect(briscaGame.legalActions(start).some((a) => a.type === 'exchange' && a.card === briscaGuide.CARDS.seven)).toBe(true);
    const runs = playThrough(lesson);
    // The first trick is the computer's (4 points), the second, the ace trumped, yours (11 points).
    const afterTrump = runs.find((r) => r.step === 7)!.state as typeof start;
    expect(afterTrump.hand!.points).toEqual([11, 4]);
    expect(afterTrump.hand!.hands[0]).toContain(briscaGuide.CARDS.three);
    const end = runs.at(-1)!.state as typeof start;
    expect(end.hand!.result!.points[0]! + end.hand!.result!.points[1]!).toBe(120);
  });

  it('Alcalde deals what the lesson says: you the Alcalde with six cards, two a turn, the two tricks yours', () => {
    const lesson = alcaldeGuide.alcaldeLesson;
    const start = lesson.start();
    const h = start.hand!;
    expect(h.alcalde).toBe(0);
    expect(sorted(h.hands[0]!)).toEqual(sorted(alcaldeGuide.YOUR_HAND));
    expect(sorted(h.hands[1]!)).toEqual(sorted(alcaldeGuide.COMPUTER_HANDS[0]!));
    expect(sorted(h.hands[2]!)).toEqual(sorted(alcaldeGuide.COMPUTER_HANDS[1]!));
    expect(h.trumpCard).toBe(alcaldeGuide.CARDS.trump);
    expect(briscaGame.turn(start)).toBe(1);
    const runs = playThrough(lesson);
    const afterTwo = runs.find((r) => r.step === 7)!.state as typeof start;
    // 1 of cups + 3 of cups (21), then the ace of coins and the knight of swords (11 + 3): all yours.
    expect(afterTwo.hand!.points).toEqual([35, 0, 0]);
    const end = runs.at(-1)!.state as typeof start;
    expect(end.hand!.result!.alcaldeKeeps).not.toBeNull();
  });

  it('another legal move is refused with why, unless the lesson accepts it; a card that is no move is refused', () => {
    const lesson = escobaGuide.escobaLesson;
    const run = nextStep(lesson, startRun(lesson));
    const refused = pickMove(lesson, run, escobaGuide.CARDS.seven);
    expect(refused.refused).toBe('why');
    expect(refused.step).toBe(run.step);
    expect(refused.state).toBe(run.state);

    const alcalde = alcaldeGuide.alcaldeLesson;
    let a = startRun(alcalde);
    for (let k = 0; k < 3; k++) a = nextStep(alcalde, a);
    // The Alcalde's two cards in the other order: the lesson still works, so it is taken.
    a = pickMove(alcalde, a, alcaldeGuide.CARDS.four);
    expect(a.picks).toEqual([alcaldeGuide.CARDS.four]);
    a = pickMove(alcalde, a, alcaldeGuide.CARDS.two);
    expect(a.refused).toBeNull();
    expect(a.step).toBe(4);
    // A card not in the hand is no move.
    expect(pickMove(alcalde, a, alcaldeGuide.CARDS.aceOfCups).refused).toBe('illegal');
  });

  it('says every step in every language, with the same placeholders', () => {
    for (const strings of [ESCOBA_GUIDE, BRISCA_GUIDE]) {
      const keys = Object.keys(strings.en).sort();
      for (const lang of LANGS) {
        expect(Object.keys(strings[lang]).sort(), lang).toEqual(keys);
        for (const key of keys) {
          const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
          expect(holes(strings[lang][key as keyof typeof strings.en]), `${lang} ${key}`).toEqual(holes(strings.en[key as keyof typeof strings.en]));
        }
      }
    }
    for (const lesson of [escobaGuide.escobaLesson, briscaGuide.briscaLesson, alcaldeGuide.alcaldeLesson] as AnyLesson[]) {
      const runs = playThrough(lesson);
      for (const lang of LANGS) {
        const i18n = makeI18n(lang);
        for (const run of runs) {
          const text = lesson.steps[run.step]!.text(i18n, run.state);
          expect(text, `${lang} step ${run.step}`).not.toMatch(/\{\w+\}|undefined|NaN/);
        }
      }
    }
  });
});
