import type { GameError, OptionDescription, PresetDescription, Result, TableDescription } from '@escoba/cards';
import { renderTable, wrap } from './format.js';
import { messages, type Messages } from './messages/index.js';

/**
 * What `escoba rules` reads of any game's `GameDefinition`. `tables` takes only rules that came from the same
 * game's `resolveRules`, which this module guarantees, hence its `never` parameter here.
 */
export interface CatalogGame {
  readonly id: string;
  readonly name: string;
  readonly presets: readonly PresetDescription[];
  readonly options: readonly OptionDescription[];
  resolveRules(input: unknown): Result<unknown, GameError>;
  tables(rules: never): readonly TableDescription[];
}

const tablesOf = (game: CatalogGame, rules: unknown): readonly TableDescription[] => game.tables(rules as never);

const WIDTH = 100;
const EN = messages('en');

/** `whole number 1-99`, `true | false`, `seed | winner | none`. */
export function typeLabel(o: Pick<OptionDescription, 'type'>, m: Messages = EN): string {
  switch (o.type.kind) {
    case 'boolean':
      return 'true | false';
    case 'enum':
      return o.type.values.join(' | ');
    case 'integer':
      return m.rules.wholeNumber(o.type.min, o.type.max);
  }
}

/** `2, 3 or 4 players each for themselves; 4 players 2 against 2`. */
export function tablesLabel(tables: readonly TableDescription[], m: Messages = EN): string {
  const r = m.rules;
  if (tables.length === 1 && !tables[0]!.partnerships) return r.playersOnly(tables[0]!.players);
  const alone = tables.filter((t) => !t.partnerships).map((t) => String(t.players));
  const teams = tables.filter((t) => t.partnerships).map((t) => r.playersTeams(t.players));
  return [...(alone.length === 0 ? [] : [r.playersAlone(r.orList(alone))]), ...teams].join('; ');
}

/** A preset's full rules (an object of option values), or an empty object if the game refuses its own preset. */
const presetRules = (game: CatalogGame, name: string): Record<string, unknown> => {
  const r = game.resolveRules(name);
  return r.ok ? (r.value as Record<string, unknown>) : {};
};

/** One game of `escoba rules --json`'s `games`: its presets with their rules and tables, and its options (in English, as the engines say them). */
export function gameCatalog(game: CatalogGame) {
  return {
    id: game.id,
    name: game.name,
    presets: game.presets.map((p) => {
      const rules = game.resolveRules(p.name);
      return { name: p.name, source: EN.rules.preset(game.id, p).source, summary: p.summary, rules: rules.ok ? rules.value : null, tables: rules.ok ? tablesOf(game, rules.value) : [] };
    }),
    options: game.options.map((o) => ({ name: o.name, type: o.type, meaning: o.meaning })),
  };
}

/** The presets of a game, each with its summary (and the lines `extra` adds) and its source, in `m`'s language. */
export function presetLines(game: CatalogGame, m: Messages, extra: (preset: PresetDescription, pad: string) => string[] = () => []): string[] {
  const out: string[] = [];
  const nameWidth = Math.max(...game.presets.map((p) => p.name.length));
  const pad = ' '.repeat(nameWidth + 4);
  for (const p of game.presets) {
    const text = m.rules.preset(game.id, p);
    const summary = wrap(text.summary, WIDTH, pad);
    out.push(`  ${p.name.padEnd(nameWidth)}  ${summary[0]!.trimStart()}`, ...summary.slice(1), ...extra(p, pad), `${pad}${m.rules.source(text.source)}`);
  }
  return out;
}

/** The table of every option's value in every preset. */
export function presetValueLines(game: CatalogGame, m: Messages): string[] {
  const table = [[m.rules.optionColumn, ...game.presets.map((p) => p.name)]];
  for (const o of game.options) table.push([o.name, ...game.presets.map((p) => String(presetRules(game, p.name)[o.name] ?? '-'))]);
  return renderTable(table).map((l) => `  ${l}`);
}

/** Each option: its values (and its value in `preset`, when given) and its meaning in `m`'s language. */
export function optionLines(game: CatalogGame, m: Messages, preset: string | null): string[] {
  const defaults = preset === null ? {} : presetRules(game, preset);
  return game.options.flatMap((o) => [
    m.rules.optionLine(o.name, typeLabel(o, m), preset ?? '', preset === null ? null : String(defaults[o.name])),
    ...wrap(m.rules.meaning(game.id, o), WIDTH, '      '),
  ]);
}

/** The text section of one game in `escoba rules`: presets with tables, option values per preset, options. */
export function gameCatalogText(game: CatalogGame, m: Messages = EN): string[] {
  const tables = (p: PresetDescription, pad: string) => {
    const rules = game.resolveRules(p.name);
    return rules.ok ? [`${pad}${m.rules.tables(tablesLabel(tablesOf(game, rules.value), m))}`] : [];
  };
  const first = game.presets[0]!.name;
  return [
    m.rules.gameTitle(game.name, game.id),
    '',
    ...presetLines(game, m, tables),
    '',
    m.rules.valuesTitle,
    '',
    ...presetValueLines(game, m),
    '',
    m.rules.optionsTitle(`{"preset":"${first}",...}`),
    '',
    ...optionLines(game, m, null),
  ];
}

/** The full option values of resolved rules, one row per option of the game; `game` null leaves the game's name out. */
export function resolvedRulesText(game: CatalogGame, label: string, rules: unknown, m: Messages = EN, named = true): string[] {
  const values = rules as Record<string, unknown>;
  const rows = game.options.map((o) => [o.name, String(values[o.name])]);
  return [m.rules.resolved(named ? game.name : null, label), ...renderTable(rows).map((l) => `  ${l}`)];
}
