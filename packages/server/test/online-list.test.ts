// online22: the people list across processes (online/online-list.ts): an account on two processes once, with its
// busier activity; by name; at most LOBBY_PEOPLE_LISTED listed and the rest counted; a viewer's blocks left out;
// of two entries for one game in play, the newer.
import { describe, expect, it } from 'vitest';
import { LOBBY_PEOPLE_LISTED, type LiveGame, type OnlineActivity } from '@escoba/protocol';
import { mergeGames, mergePeople, onlineListFor } from '../src/online/online-list.js';

const person = (id: string, name: string, doing: OnlineActivity) => ({ id, person: { name, doing } });

describe('the people list', () => {
  it('lists an account connected to two processes once, with the busier of its activities, in order of name', () => {
    const merged = mergePeople([[person('b', 'Beto', 'idle'), person('a', 'Ana', 'watching')], [person('a', 'Ana', 'playing'), person('b', 'Beto', 'quickplay')], [person('a', 'Ana', 'idle')]]);
    expect(merged.map((p) => [p.person.name, p.person.doing])).toEqual([
      ['Ana', 'playing'],
      ['Beto', 'quickplay'],
    ]);
  });

  it('lists at most the cap and counts the rest; a viewer’s blocked accounts are left out, and never an id', () => {
    const many = mergePeople([Array.from({ length: LOBBY_PEOPLE_LISTED + 7 }, (_, i) => person(`id${i}`, `P${String(i).padStart(3, '0')}`, 'idle'))]);
    const all = onlineListFor(many, 4);
    expect(all.listed).toHaveLength(LOBBY_PEOPLE_LISTED);
    expect(all.more).toBe(7);
    expect(all.guests).toBe(4);
    expect(JSON.stringify(all)).not.toContain('"id"');
    const blocked = onlineListFor(many, 4, (id) => id === 'id0' || id === 'id1');
    expect(blocked.listed[0]!.name).toBe('P002');
    expect(blocked.more).toBe(5);
  });

  it('keeps the newer entry of a game in play', () => {
    const game = (v: number): LiveGame => ({ code: 'K7PM2Q', v, settings: {} as LiveGame['settings'], seats: [], hands: v, score: [] });
    expect(mergeGames([[game(3)], [game(5)], [game(4)]])).toEqual([game(5)]);
  });
});
