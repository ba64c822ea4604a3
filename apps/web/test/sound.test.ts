import { describe, expect, it } from 'vitest';
import { legalPlays, seatView, type SeatView } from '@escoba/engine';
import { escobaMatch, type Match } from '../src/games/escoba/match.js';
import { eventsBetween } from '../src/games/escoba/adapter.js';
import { escobaSounds } from '../src/games/escoba/sounds.js';
import { briscaSounds } from '../src/games/brisca/sounds.js';
import { escobaNarrator } from '../src/games/escoba/narrate.js';
import { offlineNames } from '../src/table/names.js';
import { makeI18n } from '../src/i18n/translator.js';
import { TablePlayback } from '../src/table/playback.js';
import type { TableStep } from '../src/table/source.js';
import { DEFAULT_SOUND_PREFS, loadSoundPrefs, saveSoundPrefs, SOUND_PREFS_KEY } from '../src/sound/prefs.js';
import { memoryStore } from './memory-store.js';

// The pure parts of the table's sounds: the remembered controls, each game's cues over its real events, and the
// playback telling only the steps shown as they happen. The sounds themselves fire in Chromium: sound.e2e.test.ts.

/** Escoba's steps of one hand, each play the first legal one, as the local source makes them. */
function handSteps(seed: string): TableStep<SeatView>[] {
  const r = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed });
  if (!r.ok) throw new Error(r.error.message);
  let m: Match = r.value;
  const first = seatView(m.state, 0);
  const steps: TableStep<SeatView>[] = [{ seq: 0, view: first, events: eventsBetween(null, first), reset: false }];
  while (m.state.phase === 'play') {
    const next = escobaMatch.play(m, legalPlays(m.state)[0]!);
    if (!next.ok) throw new Error(next.error.message);
    m = next.value;
    const before = steps.at(-1)!;
    const view = seatView(m.state, 0);
    steps.push({ seq: before.seq + 1, view, events: eventsBetween(before.view, view), reset: false });
  }
  return steps;
}

describe('the sound controls, remembered', () => {
  it('saves and reads back the mute and the volume; bad or missing values fall back, a volume is kept within 0–1', () => {
    const store = memoryStore();
    expect(loadSoundPrefs(store)).toEqual(DEFAULT_SOUND_PREFS);
    saveSoundPrefs(store, { muted: true, volume: 0.25 });
    expect(loadSoundPrefs(store)).toEqual({ muted: true, volume: 0.25 });
    store.setItem(SOUND_PREFS_KEY, JSON.stringify({ muted: 'yes', volume: 3 }));
    expect(loadSoundPrefs(store)).toEqual({ muted: DEFAULT_SOUND_PREFS.muted, volume: 1 });
    store.setItem(SOUND_PREFS_KEY, '{not json');
    expect(loadSoundPrefs(store)).toEqual(DEFAULT_SOUND_PREFS);
  });
});

describe("each game's sound cues", () => {
  it('Escoba: a card played for every play, a capture for a take, an escoba (not a capture) for a sweep, the hand’s end', () => {
    // Seed announce-23, first legal plays: hand 1 has an escoba in play (announcements.test.ts).
    const steps = handSteps('announce-23');
    const cues = steps.map((s) => escobaSounds(s.events, s.view));
    const plays = steps.slice(1);
    expect(plays.every((s, i) => cues[i + 1]!.includes('cardPlayed'))).toBe(true);
    for (const [i, step] of steps.entries()) {
      const play = step.events.find((e) => e.kind === 'play');
      const sweep = step.events.some((e) => e.kind === 'sweep');
      expect(cues[i]!.includes('sweep'), `step ${i}`).toBe(sweep);
      expect(cues[i]!.includes('capture'), `step ${i}`).toBe(!sweep && play !== undefined && play.took.length > 0);
    }
    expect(cues.flat().filter((k) => k === 'sweep').length).toBeGreaterThan(0);
    expect(cues.flat().filter((k) => k === 'capture').length).toBeGreaterThan(0);
    expect(cues.map((c) => c.includes('handEnd'))).toEqual(steps.map((_, i) => i === steps.length - 1));
    expect(cues.flat().some((k) => k === 'trickWon' || k === 'yourTurn')).toBe(false);
  });

  it('Brisca and Alcalde: a card played (the Alcalde’s two are one), a trick won, the hand’s end', () => {
    const view = {} as Parameters<typeof briscaSounds>[1];
    expect(briscaSounds([{ kind: 'play', seat: 1, card: 3, took: [], claim: false }], view)).toEqual(['cardPlayed']);
    expect(briscaSounds([{ kind: 'play', seat: 0, card: 4, took: [], claim: false, also: [5] }, { kind: 'trick', seats: [1, 2, 0, 0], cards: [3, 7, 4, 5], winner: 2, points: 0 }], view)).toEqual(['cardPlayed', 'trickWon']);
    expect(briscaSounds([{ kind: 'play', seat: 0, card: 4, took: [], claim: false }, { kind: 'trick', seats: [1, 0], cards: [3, 4], winner: 0, points: 0 }, { kind: 'handEnd', hand: 0 }], view)).toEqual(['cardPlayed', 'trickWon', 'handEnd']);
    expect(briscaSounds([{ kind: 'deal', hand: 1, dealer: 0 }, { kind: 'exchange', seat: 0, gave: 1, took: 2 }], view)).toEqual([]);
  });
});

describe('the playback tells the live steps', () => {
  const narrate = escobaNarrator(makeI18n('en'), offlineNames(makeI18n('en')));

  it('each step once, as its card lands; never a reset, nor the steps a reset or a jump shows at once', () => {
    const steps = handSteps('announce-23');
    let timers: (() => void)[] = [];
    const later = (_ms: number, run: () => void) => {
      timers.push(run);
      return () => (timers = timers.filter((t) => t !== run));
    };
    const fire = () => {
      const due = timers;
      timers = [];
      due.forEach((run) => run());
    };
    // A saved game opened at its second play: a reset.
    const opened = { ...steps[2]!, reset: true };
    const playback = new TablePlayback(opened, { narrate, timings: { move: 100, banner: 0 }, later, settled: () => {} });
    const live: number[] = [];
    playback.setLive((step) => live.push(step.seq));
    playback.receive([opened]);
    expect(live).toEqual([]);

    // The next play flies first and is told when it lands.
    playback.receive([opened, steps[3]!]);
    expect(live).toEqual([]);
    fire();
    expect(live).toEqual([3]);

    // An undo (a reset) and the steps that come with it are shown at once, untold.
    const undo = { ...steps[2]!, seq: 4, reset: true };
    const after = { ...steps[3]!, seq: 5 };
    playback.receive([undo, after]);
    fire();
    expect(live).toEqual([3]);

    // Steps missed (a jump) are shown at once, untold; the next is told again.
    playback.receive([{ ...steps[5]!, seq: 7 }]);
    fire();
    expect(live).toEqual([3]);
    playback.receive([{ ...steps[6]!, seq: 8 }]);
    fire();
    expect(live).toEqual([3, 8]);

    // With nobody listening, nothing is told.
    playback.setLive(null);
    playback.receive([{ ...steps[7]!, seq: 9 }]);
    fire();
    expect(live).toEqual([3, 8]);
  });
});
