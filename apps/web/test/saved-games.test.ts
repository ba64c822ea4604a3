import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalPlays } from '@escoba/engine';
import { escobaMatch, escobaSaved } from '../src/games/escoba/match.js';
import { briscaMatch, briscaSaved } from '../src/games/brisca/match.js';
import { SAVED_GAME_KEYS } from '../src/games/catalog.js';
import { memoryStore } from './memory-store.js';

// Saved games written by the web app before the generic local match (`game/match.ts`, `games/brisca/match.ts` and
// their `saved-game.ts`): an Escoba game after five plays and an Alcalde game after four, as localStorage held them.
const SAVED_V1: Record<string, string> = JSON.parse(readFileSync(new URL('./fixtures/saved-games-v1.json', import.meta.url), 'utf8'));

const storeWithV1 = () => {
  const kv = memoryStore();
  for (const [key, value] of Object.entries(SAVED_V1)) kv.setItem(key, value);
  return kv;
};

describe('saved games of the earlier web app', () => {
  it('are under the keys the app has always used', () => {
    expect(Object.keys(SAVED_V1).sort()).toEqual([SAVED_GAME_KEYS.alcalde, SAVED_GAME_KEYS.escoba].sort());
  });

  it('an Escoba game resumes where it was, with its undo, and is saved again byte for byte', () => {
    const kv = storeWithV1();
    const match = escobaSaved.load(kv);
    if (!match) throw new Error('the saved Escoba game did not resume');
    expect(match.setup).toEqual({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed: 'saved-v1' });
    const record = JSON.parse(SAVED_V1[SAVED_GAME_KEYS.escoba]!) as { hands: { plays: string[] }[] };
    expect(record.hands[0]!.plays).toHaveLength(5);
    expect(match.undoStack.length).toBeGreaterThan(0);
    escobaSaved.save(kv, match);
    expect(kv.getItem(SAVED_GAME_KEYS.escoba)).toBe(SAVED_V1[SAVED_GAME_KEYS.escoba]);
    // And it goes on: the seat on turn plays, and undo goes back to the resumed position's stack.
    const next = escobaMatch.play(match, legalPlays(match.state)[0]!);
    if (!next.ok) throw new Error(next.error.message);
    expect(escobaMatch.record(next.value).hands).toHaveLength(1);
  });

  it('an Alcalde game resumes under its own key and not under Brisca’s', () => {
    const kv = storeWithV1();
    const match = briscaSaved('alcalde').load(kv);
    if (!match) throw new Error('the saved Alcalde game did not resume');
    expect(match.setup).toMatchObject({ rules: 'alcalde', players: 3, levels: [null, 'easy', 'medium'], seed: 'saved-v1' });
    briscaSaved('alcalde').save(kv, match);
    expect(kv.getItem(SAVED_GAME_KEYS.alcalde)).toBe(SAVED_V1[SAVED_GAME_KEYS.alcalde]);
    expect(briscaMatch.canUndo(match)).toBe(match.undoStack.length > 0);
    // The Alcalde's record put under Brisca's key is not Brisca's: dropped.
    kv.setItem(SAVED_GAME_KEYS.brisca, SAVED_V1[SAVED_GAME_KEYS.alcalde]!);
    expect(briscaSaved('brisca').load(kv)).toBeNull();
    expect(kv.getItem(SAVED_GAME_KEYS.brisca)).toBeNull();
  });
});
