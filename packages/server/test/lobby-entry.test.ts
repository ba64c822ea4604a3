import { describe, expect, it } from 'vitest';
import { resolveTableConfig, TABLE_GAMES } from '@escoba/games';
import type { LobbyEntry, TableConfig } from '@escoba/protocol';
import { evolve, rebuild, type LogEntry, type TableState } from '@escoba/server';
import { lobbyEntryOf } from '../src/lobby/entry.js';
import { mergeEntries, LobbyView } from '../src/lobby/lobby-view.js';

const settingsOf = (config: TableConfig) => {
  const r = resolveTableConfig(TABLE_GAMES, config);
  if (!r.ok) throw new Error(r.error.message);
  return r.settings;
};

/** A table's log up to its host seated, with secrets in it as the store holds them. */
const created = (config: TableConfig): LogEntry[] => [
  { v: 1, event: { type: 'created', settings: settingsOf(config), host: 0, at: 0, invite: 'INVITE-SECRET-0123456789' } },
  { v: 2, event: { type: 'seated', seat: 0, name: 'Ana', tokenHash: 'TOKEN-HASH-SECRET' } },
];

const next = (state: TableState, event: LogEntry['event']): TableState => evolve(state, { v: state.v + 1, event }, state.code);

describe('a table’s lobby entry (lobby22)', () => {
  it('reads a log written before public tables as a private table, never listed', () => {
    const [first, seated] = created({ players: 2 });
    const old: Record<string, unknown> = { ...(first!.event as Extract<LogEntry['event'], { type: 'created' }>).settings };
    delete old['public'];
    const state = rebuild('OLD234', [{ v: 1, event: { ...first!.event, settings: old } as LogEntry['event'] }, seated!]);
    expect(state.settings.public).toBe(false);
    expect(lobbyEntryOf(state)).toBeNull();
  });

  it('lists a public table with a free seat, without its invitation or token hash; not once full, again in play, not once finished', () => {
    let state = rebuild('PUB234', created({ players: 2, public: true }));
    const entry = lobbyEntryOf(state)!;
    expect(entry).toEqual({ code: 'PUB234', v: 2, settings: state.settings, status: 'lobby', seats: [{ name: 'Ana', bot: null }, { name: null, bot: null }] });
    expect(JSON.stringify(entry)).not.toMatch(/SECRET/);
    state = next(state, { type: 'seated', seat: 1, name: 'Bea', tokenHash: 'TOKEN-HASH-SECRET-2' });
    expect(lobbyEntryOf(state)).toBeNull();
    state = next(state, { type: 'started', game: 0 });
    expect(lobbyEntryOf(state)).toMatchObject({ status: 'playing', v: 4 });
    state = next(state, { type: 'finished', game: 0, winner: 0, scores: [1, 0] });
    expect(lobbyEntryOf(state)).toBeNull();
  });

  it('names bot seats by level and never counts them free', () => {
    const state = rebuild('BOT234', created({ players: 3, public: true, bots: [{ seat: 1, level: 'easy' }] }));
    expect(lobbyEntryOf(state)!.seats).toEqual([{ name: 'Ana', bot: null }, { name: 'easy', bot: 'easy' }, { name: null, bot: null }]);
  });
});

describe('the lobby’s changes (lobby22)', () => {
  const state = rebuild('PUB234', created({ players: 2, public: true }));
  const entry = lobbyEntryOf(state)!;

  it('merges processes’ entries by the highest version', () => {
    const newer = { ...entry, v: 5, status: 'playing' as const };
    expect(mergeEntries([[newer], [entry]]).get('PUB234')).toBe(newer);
    expect(mergeEntries([[entry], [newer]]).get('PUB234')).toBe(newer);
  });

  it('tells only what changed, and nothing when nothing did', () => {
    const view = new LobbyView();
    const now = (tables: Map<string, LobbyEntry>, online: number) => ({ tables, online, people: [], guests: 0, games: [] });
    expect(view.advance(now(new Map([[entry.code, entry]]), 1))).toEqual({ message: { type: 'lobby', full: false, tables: [entry], removed: [], online: 1 }, people: false });
    expect(view.advance(now(new Map([[entry.code, { ...entry }]]), 1))).toBeNull();
    expect(view.snapshot()).toEqual({ type: 'lobby', full: true, tables: [entry], removed: [], online: 1, games: { listed: [], more: 0 } });
    expect(view.advance(now(new Map(), 2))).toEqual({ message: { type: 'lobby', full: false, tables: [], removed: ['PUB234'], online: 2 }, people: false });
  });

  it('online22: tells the people and the games in play when they change, whole', () => {
    const view = new LobbyView();
    const person = { id: 'acc-1', person: { name: 'Ana', doing: 'idle' as const } };
    const game = { code: 'PLY234', v: 9, settings: entry.settings, seats: entry.seats, hands: 2, score: [1, 1] };
    expect(view.advance({ tables: new Map(), online: 1, people: [person], guests: 0, games: [] })).toEqual({ message: { type: 'lobby', full: false, tables: [], removed: [], online: 1 }, people: true });
    expect(view.advance({ tables: new Map(), online: 1, people: [person], guests: 0, games: [game] })).toEqual({ message: { type: 'lobby', full: false, tables: [], removed: [], online: 1, games: { listed: [game], more: 0 } }, people: false });
    expect(view.advance({ tables: new Map(), online: 1, people: [person], guests: 0, games: [game] })).toBeNull();
    expect(view.advance({ tables: new Map(), online: 1, people: [person], guests: 1, games: [game] })).toMatchObject({ people: true });
  });
});
