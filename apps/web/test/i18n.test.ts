import { describe, expect, it } from 'vitest';
import { OPTION_INFO, PRESET_NAMES, SCORE_KEYS } from '@escoba/engine';
import { BOT_LEVELS } from '@escoba/bots';
import { ERROR_CODES } from '@escoba/protocol';
import { APP_MESSAGES, LANGS, type MessageKey } from '../src/i18n/strings.js';
import { escobaWords } from '../src/games/escoba/strings.js';
import { makeI18n, translate } from '../src/i18n/translator.js';
import { MESSAGE_SETS, MESSAGES } from '../src/games/messages.js';
import { ANIMATION_SPEEDS, DECK_STYLES } from '../src/settings.js';
import { TABLES } from '../src/games/escoba/settings.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n', () => {
  it('has every key in both languages, non-empty, with the same placeholders', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual(keys);
      for (const key of keys) {
        const text = MESSAGES[lang][key as MessageKey];
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(MESSAGES.en[key as MessageKey]));
      }
    }
  });

  it('takes each key from one set of words, the shell’s or one game’s, complete in every language', () => {
    const keys = MESSAGE_SETS.flatMap((set) => Object.keys(set.en));
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice, 'keys in more than one set').toEqual([]);
    expect(Object.keys(MESSAGES.en)).toHaveLength(keys.length);
    for (const set of MESSAGE_SETS) {
      for (const lang of LANGS) expect(Object.keys(set[lang]).sort(), lang).toEqual(Object.keys(set.en).sort());
    }
  });

  it('has a message for every key the app builds from engine and settings names, in the set of the code that builds it', () => {
    // The shell builds these (online/TableChoice.tsx the tables' names, ui/Header.tsx the decks, online/errors.ts the refusals).
    const shell = [
      ...TABLES.map((t) => `table.${t.id}`),
      ...BOT_LEVELS.map((l) => `level.${l}`),
      ...DECK_STYLES.map((d) => `deck.${d}`),
      ...ANIMATION_SPEEDS.map((a) => `animation.${a}`),
      ...Object.keys(ERROR_CODES).map((code) => `error.${code}`),
    ];
    const escoba = [
      ...PRESET_NAMES.flatMap((p) => [`preset.${p}`, `preset.${p}.help`]),
      ...OPTION_INFO.flatMap((o) => [`option.${o.name}`, `option.${o.name}.help`, ...(o.type.kind === 'enum' ? o.type.values.map((v) => `option.${o.name}.${v}`) : [])]),
      ...SCORE_KEYS.map((k) => `cat.${k}`),
    ];
    for (const key of shell) expect(APP_MESSAGES.en, key).toHaveProperty([key]);
    for (const key of escoba) expect(escobaWords.en, key).toHaveProperty([key]);
  });

  it('fills placeholders and names cards as the engine does', () => {
    expect(translate('es', 'stock', { n: 30 })).toBe('Mazo: 30');
    expect(makeI18n('es').card(6)).toBe('7 de oros');
    expect(makeI18n('en').card(6)).toBe('seven of coins');
    expect(makeI18n('es').card(37)).toBe('sota de bastos');
    expect(makeI18n('en').cards([2, 14])).toBe('three of coins + five of cups');
  });

  it('names a rules preset inside a sentence so that it agrees ("reglas: Clásica", not "reglas Clásica")', () => {
    expect(translate('es', 'reviewOf', { table: '2 jugadores', rules: translate('es', 'preset.classic') })).toBe('2 jugadores, reglas: Clásica');
    expect(translate('en', 'reviewOf', { table: '2 players', rules: translate('en', 'preset.classic') })).toBe('2 players, rules: Classic');
  });

  it('has Portuguese (Brazil) with every key Spanish and English have, each one translated', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    expect(Object.keys(MESSAGES.pt).sort()).toEqual(keys);
    expect(Object.keys(MESSAGES.es).sort()).toEqual(keys);
    // Not a copy of another language: only names, codes and formats may read the same.
    const same = keys.filter((k) => MESSAGES.pt[k as MessageKey] === MESSAGES.en[k as MessageKey] || MESSAGES.pt[k as MessageKey] === MESSAGES.es[k as MessageKey]);
    expect(same.length, same.join(', ')).toBeLessThan(keys.length / 10);
  });

  it('names the cards in Portuguese as Brazilian Escova players do, in every deck', () => {
    expect(makeI18n('pt').card(6)).toBe('sete de ouros');
    expect(makeI18n('pt').cards([0, 17, 28, 39])).toBe('ás de ouros + valete de copas + dama de espadas + rei de paus');
    expect(makeI18n('pt', 'french').card(18)).toBe('dama de copas');
    expect(makeI18n('pt', 'italian').card(28)).toBe('cavalo de espadas');
    expect(makeI18n('pt').num(2.5)).toBe('2,5');
  });

  it('names the cards as the chosen deck draws them, keeping the Spanish names for the Spanish deck', () => {
    expect(makeI18n('en', 'spanish').card(6)).toBe('seven of coins');
    expect(makeI18n('en', 'french').card(6)).toBe('7 of diamonds');
    expect(makeI18n('es', 'french').card(6)).toBe('7 de diamantes');
    expect(makeI18n('en', 'french').cards([37, 18, 29, 0])).toBe('jack of clubs + queen of hearts + king of spades + ace of diamonds');
    expect(makeI18n('es', 'french').cards([37, 18, 29, 0])).toBe('jota de tréboles + reina de corazones + rey de picas + as de diamantes');
    expect(makeI18n('en', 'italian').cards([37, 18, 3])).toBe('jack of batons + knight of cups + 4 of coins');
    expect(makeI18n('es', 'italian').cards([37, 18, 29])).toBe('fante de bastos + caballo de copas + rey de espadas');
  });
});
