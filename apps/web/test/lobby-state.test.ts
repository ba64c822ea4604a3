import { describe, expect, it } from 'vitest';
import type { LobbyEntry, TableSettings } from '@escoba/protocol';
import { applyLobby, EMPTY_LOBBY, freeSeatsOf, gamesInPlay, openTables, peopleAtTables } from '../src/online/lobby/lobby-state.js';

const settings: TableSettings = { gameId: 'escoba', players: 2, partnerships: false, rules: { preset: 'classic' }, turnSeconds: null, bots: [null, null], hands: null, public: true, rated: false };
const entry = (code: string, over: Partial<LobbyEntry> = {}): LobbyEntry => ({ code, v: 2, settings, status: 'lobby', seats: [{ name: 'Ana', bot: null }, { name: null, bot: null }], ...over });

describe('the web lobby built from the server’s lobby messages (lobby22)', () => {
  it('takes the whole lobby, then its changes: entries replaced by code, codes removed', () => {
    let lobby = applyLobby(EMPTY_LOBBY, { type: 'lobby', full: true, tables: [entry('AAAAAA'), entry('BBBBBB')], removed: [], online: 3 });
    expect([...lobby.tables.keys()]).toEqual(['AAAAAA', 'BBBBBB']);
    lobby = applyLobby(lobby, { type: 'lobby', full: false, tables: [entry('AAAAAA', { v: 3, status: 'playing', seats: [{ name: 'Ana', bot: null }, { name: 'Bea', bot: null }] })], removed: ['BBBBBB'], online: 4 });
    expect(lobby.online).toBe(4);
    expect(openTables(lobby)).toEqual([]);
    expect(gamesInPlay(lobby).map((e) => e.code)).toEqual(['AAAAAA']);
    // A full lobby message replaces everything held.
    lobby = applyLobby(lobby, { type: 'lobby', full: true, tables: [entry('CCCCCC')], removed: [], online: 1 });
    expect([...lobby.tables.keys()]).toEqual(['CCCCCC']);
  });

  it('counts free seats without bot seats, filters by game, and names the people at public tables once', () => {
    const withBot = entry('DDDDDD', { settings: { ...settings, players: 3, bots: [null, 'easy', null] }, seats: [{ name: 'Ana', bot: null }, { name: 'easy', bot: 'easy' }, { name: null, bot: null }] });
    expect(freeSeatsOf(withBot)).toEqual([2]);
    const lobby = applyLobby(EMPTY_LOBBY, { type: 'lobby', full: true, tables: [withBot, entry('EEEEEE', { settings: { ...settings, gameId: 'brisca' }, seats: [{ name: 'Zoë', bot: null }, { name: null, bot: null }] })], removed: [], online: 2 });
    expect(openTables(lobby, (e) => e.settings.gameId === 'brisca').map((e) => e.code)).toEqual(['EEEEEE']);
    expect(peopleAtTables(lobby)).toEqual(['Ana', 'Zoë']);
  });
});
