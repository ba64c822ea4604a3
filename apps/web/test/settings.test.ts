import { describe, expect, it } from 'vitest';
import { resolveRules } from '@escoba/engine';
import { defaultSettings, langFromBrowser, loadSettings, saveSettings, SETTINGS_KEY, type Settings } from '../src/settings.js';
import { rulesOf } from '../src/games/escoba/settings.js';
import { SAVED_GAME_KEYS } from '../src/games/catalog.js';
import { escobaMatch, escobaSaved } from '../src/games/escoba/match.js';
import { memoryStore } from './memory-store.js';

describe('settings', () => {
  it('takes the language from the browser', () => {
    expect(langFromBrowser('es-ES')).toBe('es');
    expect(langFromBrowser('es')).toBe('es');
    expect(langFromBrowser('en-GB')).toBe('en');
    expect(langFromBrowser('fr')).toBe('en');
    expect(langFromBrowser('pt')).toBe('pt');
    expect(langFromBrowser('pt-BR')).toBe('pt');
    expect(langFromBrowser('pt-PT')).toBe('pt');
    expect(langFromBrowser('es_AR')).toBe('es');
    expect(langFromBrowser('it')).toBe('en');
    expect(langFromBrowser(undefined)).toBe('en');
  });

  it('are remembered', () => {
    const store = memoryStore();
    const s: Settings = { ...defaultSettings('en'), lang: 'es', deckStyle: 'french', showValues: false, table: '4p', preset: 'fournier', options: { target: 31 }, levels: ['expert', 'easy', 'hard', 'random', 'medium'] };
    saveSettings(store, s);
    expect(loadSettings(store, 'en')).toEqual(s);
  });

  it('drop anything invalid and keep the rest', () => {
    const store = memoryStore();
    store.setItem(SETTINGS_KEY, JSON.stringify({ lang: 'fr', deckStyle: 'tarot', table: '5', preset: 'classic', options: { target: '21', capture: 'optional', renuncio: true, bogus: 1 }, levels: ['expert', 'genius'] }));
    const s = loadSettings(store, 'es');
    expect(s.lang).toBe('es');
    expect(s.deckStyle).toBe('spanish');
    expect(s.table).toBe('2');
    expect(s.options).toEqual({ capture: 'optional', renuncio: true });
    expect(s.levels.slice(0, 2)).toEqual(['expert', 'medium']);
    store.setItem(SETTINGS_KEY, '{not json');
    expect(loadSettings(store, 'en')).toEqual(defaultSettings('en'));
  });

  it('describe rules the engine accepts', () => {
    expect(rulesOf(defaultSettings('en'))).toBe('classic');
    const r = rulesOf({ ...defaultSettings('en'), preset: 'sevens', options: { target: 15 } });
    expect(r).toEqual({ preset: 'sevens', target: 15 });
    expect(resolveRules(r).ok).toBe(true);
  });
});

describe('saved game', () => {
  const match = () => {
    const m = escobaMatch.create({ rules: 'classic', players: 3, partnerships: false, levels: [null, 'easy', 'medium'], seed: 'save' });
    if (!m.ok) throw new Error(m.error.message);
    return m.value;
  };

  it('is stored as an escoba-record/1 and resumed', () => {
    const store = memoryStore();
    escobaSaved.save(store, match());
    expect(JSON.parse(store.getItem(SAVED_GAME_KEYS.escoba)!)).toMatchObject({ format: 'escoba-record/1', seed: 'save', players: 3 });
    const back = escobaSaved.load(store);
    expect(back?.state.hand!.hands).toEqual(match().state.hand!.hands);
    escobaSaved.forget(store);
    expect(escobaSaved.load(store)).toBeNull();
  });

  it('drops a broken save instead of failing', () => {
    const store = memoryStore();
    store.setItem(SAVED_GAME_KEYS.escoba, '{"format":"escoba-record/1"');
    expect(escobaSaved.load(store)).toBeNull();
    expect(store.getItem(SAVED_GAME_KEYS.escoba)).toBeNull();
  });
});
