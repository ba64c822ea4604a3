import { describe, expect, it } from 'vitest';
import { hashFromPath, hashOf, routeFromHash } from '../src/app/route-parse.js';
import { inviteFrom, normaliseCode, socketUrl, tableLink, watchLink } from '../src/online/links.js';
import { findSeating, forgetSeating, latestSeating, ONLINE_KEY, rememberSeating, saveName, savedName } from '../src/online/seatings.js';
import { memoryStore } from './memory-store.js';

describe('online routes and links', () => {
  it('routes #/t/CODE (and /watch) to the table, everything else as before', () => {
    expect(routeFromHash('#/t/k7pm2q')).toEqual({ screen: 'table', code: 'K7PM2Q', watch: false });
    expect(routeFromHash('#/t/K7PM2Q/watch')).toEqual({ screen: 'table', code: 'K7PM2Q', watch: true });
    expect(routeFromHash('#/online')).toEqual({ screen: 'online' });
    expect(routeFromHash('#/t/K7PM2')).toEqual({ screen: 'home' });
    expect(routeFromHash('')).toEqual({ screen: 'home' });
    expect(hashOf({ screen: 'table', code: 'K7PM2Q', watch: true })).toBe('/t/K7PM2Q/watch');
    expect(hashOf({ screen: 'home' })).toBe('');
  });

  it('turns a shared path into the app’s hash route', () => {
    expect(hashFromPath('/t/K7PM2Q')).toBe('#/t/K7PM2Q');
    expect(hashFromPath('/t/K7PM2Q/watch')).toBe('#/t/K7PM2Q/watch');
    expect(hashFromPath('/')).toBeNull();
    expect(hashFromPath('/t/NOPE')).toBeNull();
  });

  it('builds the socket URL and the link, and reads typed codes', () => {
    expect(socketUrl({ protocol: 'http:', host: '192.168.1.20:8080' })).toBe('ws://192.168.1.20:8080/ws');
    expect(socketUrl({ protocol: 'https:', host: 'escoba.example' })).toBe('wss://escoba.example/ws');
    expect(tableLink('http://localhost:8080', 'K7PM2Q')).toBe('http://localhost:8080/t/K7PM2Q');
    expect(tableLink('http://localhost:8080', 'K7PM2Q', 'abcdefghijklmnopqrstuv')).toBe('http://localhost:8080/t/K7PM2Q?invite=abcdefghijklmnopqrstuv');
    expect(watchLink('http://localhost:8080', 'K7PM2Q')).toBe('http://localhost:8080/t/K7PM2Q/watch');
    expect(inviteFrom('?invite=abcdefghijklmnopqrstuv')).toBe('abcdefghijklmnopqrstuv');
    expect(inviteFrom('?invite=short')).toBeNull();
    expect(inviteFrom('')).toBeNull();
    expect(normaliseCode(' k7p-m2q ')).toBe('K7PM2Q');
    expect(normaliseCode('K7PM2O')).toBeNull();
    expect(normaliseCode('K7PM2')).toBeNull();
  });
});

describe('saved seatings', () => {
  it('keeps a seat per table code, forgets it, remembers the name, and drops what it cannot read', () => {
    const store = memoryStore();
    expect(findSeating(store, 'K7PM2Q')).toBeNull();
    rememberSeating(store, { code: 'K7PM2Q', seat: 1, token: 'abc' });
    rememberSeating(store, { code: 'ABCDEF', seat: null, token: null });
    saveName(store, 'Bea');
    expect(findSeating(store, 'k7pm2q')).toEqual({ code: 'K7PM2Q', seat: 1, token: 'abc' });
    expect(findSeating(store, 'ABCDEF')).toEqual({ code: 'ABCDEF', seat: null, token: null });
    expect(savedName(store)).toBe('Bea');
    forgetSeating(store, 'K7PM2Q');
    expect(findSeating(store, 'K7PM2Q')).toBeNull();
    store.setItem(ONLINE_KEY, '{"seatings":[{"code":"K7PM2Q","seat":"x"}],"name":3}');
    expect(findSeating(store, 'K7PM2Q')).toBeNull();
    expect(savedName(store)).toBe('');
    store.setItem(ONLINE_KEY, 'not json');
    expect(findSeating(store, 'K7PM2Q')).toBeNull();
  });

  it('knows the table joined most recently, for the way back from the home screen', () => {
    const store = memoryStore();
    expect(latestSeating(store)).toBeNull();
    rememberSeating(store, { code: 'K7PM2Q', seat: 1, token: 'abc' });
    rememberSeating(store, { code: 'ABCDEF', seat: null, token: null });
    expect(latestSeating(store)?.code).toBe('ABCDEF');
    // Taking a seat at a table watched before makes it the latest again, with the seat.
    rememberSeating(store, { code: 'K7PM2Q', seat: 0, token: 'def' });
    expect(latestSeating(store)).toEqual({ code: 'K7PM2Q', seat: 0, token: 'def' });
    forgetSeating(store, 'K7PM2Q');
    expect(latestSeating(store)?.code).toBe('ABCDEF');
  });

  it('keeps only the ten most recent tables', () => {
    const store = memoryStore();
    const codes = Array.from({ length: 12 }, (_, i) => `TABCD${'23456789ABCD'[i]}`);
    for (const code of codes) rememberSeating(store, { code, seat: 0, token: 't' });
    expect(findSeating(store, codes[0]!)).toBeNull();
    expect(findSeating(store, codes[1]!)).toBeNull();
    expect(findSeating(store, codes[11]!)).not.toBeNull();
    expect(findSeating(store, codes[2]!)).not.toBeNull();
  });
});
