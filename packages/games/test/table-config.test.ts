/** Table configs resolved by each game's table part (`resolveTableConfig`), as the server creates tables and the web checks its form. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@escoba/cards';
import { actionOfPlay, actionText, defaultTableName, GAMES, resolveTableConfig, TABLE_GAMES, tableGameById, tableGameNames } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { LIMITS, type TableConfig } from '@escoba/protocol';

const resolved = (config: TableConfig) => {
  const r = resolveTableConfig(TABLE_GAMES, config);
  if (!r.ok) throw new Error(r.error.message);
  return r.settings;
};
const refused = (config: TableConfig) => {
  const r = resolveTableConfig(TABLE_GAMES, config);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(config)}`);
  expect(r.error.code).toBe('BadConfig');
  return r.error.message;
};

describe('table names', () => {
  it('every game answers to its id first; Brisca also to `alcalde`; names are unique; the default is the first game, Escoba', () => {
    expect(tableGameNames(TABLE_GAMES)).toEqual(['escoba', 'brisca', 'alcalde']);
    for (const g of TABLE_GAMES) expect(g.table.names[0]!.name).toBe(g.definition.id);
    expect(TABLE_GAMES.map((g) => g.definition.id)).toEqual(GAMES.map((g) => g.id));
    expect(defaultTableName(TABLE_GAMES)).toBe('escoba');
    // Each name's default rules are a preset of its game.
    for (const g of TABLE_GAMES) for (const n of g.table.names) expect(g.definition.presets.map((p) => p.name)).toContain(n.defaultRules);
  });

  it('the server (every plugin) and a web form (TABLE_GAMES) resolve a config alike', () => {
    for (const config of [{ players: 2 }, { gameId: 'alcalde', players: 3, hands: 4 }, { gameId: 'brisca', players: 5 as never }] as TableConfig[]) {
      expect(resolveTableConfig(PLUGINS, config)).toEqual(resolveTableConfig(TABLE_GAMES, config));
    }
  });
});

describe('resolveTableConfig', () => {
  it('a config without gameId is an Escoba table, as escoba/1 clients send it', () => {
    expect(resolved({ players: 2 })).toMatchObject({ gameId: 'escoba', players: 2, partnerships: false, hands: null, rules: { preset: 'classic', target: 21 } });
    expect(resolved({ players: 6 })).toMatchObject({ gameId: 'escoba', partnerships: true });
    expect(resolved({ players: 2, target: 15 }).rules).toMatchObject({ target: 15 });
    // The settings' keys in the order logs and the wire carry them.
    expect(Object.keys(resolved({ players: 2 }))).toEqual(['gameId', 'players', 'partnerships', 'rules', 'turnSeconds', 'bots', 'hands', 'public', 'rated']);
    // lobby22: a table is private unless the host asks for it to be listed.
    expect(resolved({ players: 2 }).public).toBe(false);
    expect(resolved({ players: 2, public: true }).public).toBe(true);
    // rated22: casual unless asked; a range only at a rated table, and not upside down; set bounds only.
    expect(resolved({ players: 2 }).rated).toBe(false);
    expect(resolved({ players: 2, rated: true, ratingRange: { min: 1400 } })).toMatchObject({ rated: true, ratingRange: { min: 1400 } });
    expect(Object.keys(resolved({ players: 2, rated: true, ratingRange: {} }))).not.toContain('ratingRange');
    expect(resolveTableConfig(TABLE_GAMES, { players: 2, ratingRange: { min: 1 } })).toMatchObject({ ok: false, error: { message: 'ratingRange: only a rated table has a rating range' } });
    expect(resolveTableConfig(TABLE_GAMES, { players: 2, rated: true, ratingRange: { min: 1700, max: 1600 } })).toMatchObject({ ok: false, error: { message: 'ratingRange: the lowest rating (1700) is above the highest (1600)' } });
  });

  it('Brisca and Alcalde tables resolve their rules with their own game; `alcalde` is shorthand for brisca with an Alcalde preset', () => {
    expect(resolved({ gameId: 'brisca', players: 2 })).toMatchObject({ gameId: 'brisca', hands: null, rules: { preset: 'brisca', wins: 1 } });
    expect(resolved({ gameId: 'brisca', players: 4 })).toMatchObject({ partnerships: false });
    expect(resolved({ gameId: 'brisca', players: 4, partnerships: true, rules: { wins: 3 } })).toMatchObject({ partnerships: true, rules: { wins: 3 } });
    expect(resolved({ gameId: 'alcalde', players: 3 })).toMatchObject({ gameId: 'brisca', hands: 3, rules: { preset: 'alcalde', keep: 60 } });
    expect(resolved({ gameId: 'alcalde', players: 3, rules: { keep: 50 }, hands: 7 })).toMatchObject({ gameId: 'brisca', hands: 7, rules: { preset: 'alcalde', keep: 50 } });
    expect(resolved({ gameId: 'brisca', players: 3, rules: 'alcalde-variation' })).toMatchObject({ gameId: 'brisca', hands: 3, rules: { preset: 'alcalde-variation' } });
    // Señas are offered online (their content reaches only the partner's view: docs/protocol.md, "Señas").
    expect(resolved({ gameId: 'brisca', players: 4, partnerships: true, rules: { senas: true } })).toMatchObject({ partnerships: true, rules: { senas: true } });
  });

  it('refuses rules of another game, rules the game does not know, and tables the rules do not allow, naming the problem', () => {
    expect(refused({ gameId: 'brisca', players: 2, rules: 'classic' })).toMatch(/rules: unknown preset "classic"/);
    expect(refused({ players: 2, rules: 'brisca' })).toMatch(/rules: unknown preset "brisca"/);
    expect(refused({ gameId: 'brisca', players: 2, rules: { preset: 'brisca', target: 3 } })).toMatch(/unknown rule option "target"/);
    expect(refused({ gameId: 'brisca', players: 2, rules: { keep: 50 } })).toMatch(/keep applies to alcalde/);
    expect(refused({ gameId: 'brisca', players: 6 })).toBe('players: brisca is played by 2, 3, 4 players, not 6');
    expect(refused({ gameId: 'alcalde', players: 4 })).toBe('players: alcalde is played by 3 players, not 4');
    expect(refused({ gameId: 'brisca', players: 3, partnerships: true })).toBe('partnerships: brisca with 3 players is played without partnerships');
    expect(refused({ gameId: 'alcalde', players: 3, partnerships: true })).toMatch(/partnerships/);
    expect(refused({ players: 6, partnerships: false })).toBe('partnerships: Escoba with 6 players is played in partnerships');
    expect(refused({ gameId: 'alcalde', players: 3, rules: 'brisca' })).toBe('rules: an Alcalde table plays the alcalde or alcalde-variation preset, not brisca');
    expect(refused({ gameId: 'brisca', players: 2, target: 5 })).toBe('target: only Escoba plays to a target; Brisca plays until a side has won `wins` hands (a rules option), Alcalde for `hands` hands');
    expect(refused({ players: 2, hands: 5 })).toBe('hands: an Escoba table plays to its target, not for a number of hands');
    expect(refused({ gameId: 'brisca', players: 2, hands: 5 })).toBe('hands: a Brisca table plays until a side has won `wins` hands (a rules option), not for a number of hands');
    expect(refused({ gameId: 'brisca', players: 2, rules: { wins: LIMITS.maxHands + 1 } })).toBe(`rules: wins ${LIMITS.maxHands + 1} is above 50, the most an online table plays to`);
    expect(refused({ players: 2, rules: { preset: 'classic', target: LIMITS.maxTarget + 1 } })).toBe(`rules: target ${LIMITS.maxTarget + 1} is above ${LIMITS.maxTarget}, the highest an online table plays to`);
    expect(refused({ gameId: 'brisca', players: 2, bots: [{ seat: 0, level: 'easy' }, { seat: 1, level: 'hard' }] })).toBe('bots: at least one seat must be for a person');
    expect(refused({ players: 2, bots: [{ seat: 2, level: 'easy' }] })).toBe('bots: seat 2 does not exist at a table of 2');
    expect(refused({ players: 3, bots: [{ seat: 1, level: 'easy' }, { seat: 1, level: 'hard' }] })).toBe('bots: seat 1 is listed twice');
    // Señas (docs/rules.md, "Señas"): only Brisca 2 against 2.
    expect(refused({ gameId: 'brisca', players: 2, rules: { senas: true } })).toMatch(/brisca is played by 4 players, not 2/);
    expect(refused({ gameId: 'brisca', players: 4, partnerships: false, rules: { senas: true } })).toMatch(/4 players is played in partnerships/);
    expect(refused({ gameId: 'alcalde', players: 3, rules: { preset: 'alcalde', senas: true } })).toMatch(/senas/);
    // A name no game answers to (the server's schema refuses it first; a caller of this function may not).
    expect(refused({ gameId: 'tute', players: 2 })).toBe('gameId: no game is called "tute" (games: escoba, brisca, alcalde)');
  });

  it('the resolved rules of every preset start a game of their definition (the server starts every game from them)', () => {
    for (const { definition } of TABLE_GAMES) {
      for (const preset of definition.presets) {
        const table = definition.tables(unwrap(definition.resolveRules(preset.name)))[0]!;
        const settings = resolved({ gameId: definition.id, players: table.players as TableConfig['players'], partnerships: table.partnerships, rules: preset.name });
        expect(definition.newGame({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships }).ok, `${definition.id} ${preset.name}`).toBe(true);
        expect(definition.resolveRules(settings.rules)).toEqual({ ok: true, value: settings.rules });
      }
    }
  });
});

describe('plays', () => {
  const escoba = tableGameById('escoba');
  const brisca = tableGameById('brisca');

  it('travel as their game’s notation; Escoba’s card-id form too', () => {
    expect(actionText(escoba, { card: 6, take: [22, 14] })).toBe('7o:3e+5c');
    expect(actionText(escoba, { card: 6 })).toBe('7o');
    expect(actionText(brisca, { type: 'play', cards: [39, 3] })).toBe('12b+4o');
    expect(actionText(brisca, { type: 'exchange', card: 26 })).toBe('~7e');
    expect(actionText(brisca, '3o')).toBe('3o');
  });

  it('are read as their game’s action: notation, or card ids where the game reads them', () => {
    expect(actionOfPlay(escoba, '7o:3e+5c')).toEqual({ ok: true, value: { card: 6, take: [22, 14] } });
    expect(actionOfPlay(escoba, { card: 6 })).toEqual({ ok: true, value: { card: 6, take: [] } });
    expect(actionOfPlay(escoba, { card: 6, take: [22], renuncio: true })).toEqual({ ok: true, value: { card: 6, take: [22], renuncio: true } });
    expect(actionOfPlay(brisca, '~7e')).toEqual({ ok: true, value: { type: 'exchange', card: 26 } });
    expect(actionOfPlay(brisca, { card: 3 })).toEqual({ ok: false, error: { code: 'BadPlay', message: 'plays at a Brisca table are notation text (3o, 12b+4o, ~7e), not objects' } });
    expect(() => tableGameById('tute')).toThrow('no game "tute"');
  });
});
