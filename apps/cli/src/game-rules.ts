import type { GameError, OptionDescription, PresetDescription, Result, TableDescription } from '@escoba/cards';
import { renderTable, wrap } from './format.js';

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

/** `whole number 1-99`, `true | false`, `seed | winner | none`. */
export function typeLabel(o: OptionDescription): string {
  switch (o.type.kind) {
    case 'boolean':
      return 'true | false';
    case 'enum':
      return o.type.values.join(' | ');
    case 'integer':
      return `whole number ${o.type.min}-${o.type.max}`;
  }
}

/** `2, 3 or 4 players each for themselves; 4 players 2 against 2`. */
export function tablesLabel(tables: readonly TableDescription[]): string {
  if (tables.length === 1 && !tables[0]!.partnerships) return `${tables[0]!.players} players`;
  const alone = tables.filter((t) => !t.partnerships).map((t) => t.players);
  const teams = tables.filter((t) => t.partnerships).map((t) => `${t.players} players ${t.players / 2} against ${t.players / 2}`);
  const list = (ns: number[]) => (ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(', ')} or ${ns[ns.length - 1]}`);
  const parts = alone.length === 0 ? [] : [`${list(alone)} players each for themselves`];
  return [...parts, ...teams].join('; ');
}

/** A preset's full rules (an object of option values), or an empty object if the game refuses its own preset. */
const presetRules = (game: CatalogGame, name: string): Record<string, unknown> => {
  const r = game.resolveRules(name);
  return r.ok ? (r.value as Record<string, unknown>) : {};
};

/**
 * A preset's source as `escoba rules` prints it: the rule texts the games were written from are numbered
 * `seed 001` in some packages, which read like a random seed next to `--seed`, so they are called rule texts.
 */
export const sourceLabel = (source: string): string => source.replace(/\bseed (\d{3})\b/g, 'rule text $1');

/** One game of `escoba rules --json`'s `games`: its presets with their rules and tables, and its options. */
export function gameCatalog(game: CatalogGame) {
  return {
    id: game.id,
    name: game.name,
    presets: game.presets.map((p) => {
      const rules = game.resolveRules(p.name);
      return { name: p.name, source: sourceLabel(p.source), summary: p.summary, rules: rules.ok ? rules.value : null, tables: rules.ok ? tablesOf(game, rules.value) : [] };
    }),
    options: game.options.map((o) => ({ name: o.name, type: o.type, meaning: o.meaning })),
  };
}

/** The text section of one game in `escoba rules`: presets with tables, option values per preset, options. */
export function gameCatalogText(game: CatalogGame): string[] {
  const out = [`${game.name} (--game ${game.id}; choose a preset with --rules NAME):`, ''];
  const nameWidth = Math.max(...game.presets.map((p) => p.name.length));
  const pad = ' '.repeat(nameWidth + 4);
  for (const p of game.presets) {
    const summary = wrap(p.summary, WIDTH, pad);
    const rules = game.resolveRules(p.name);
    out.push(`  ${p.name.padEnd(nameWidth)}  ${summary[0]!.trimStart()}`, ...summary.slice(1));
    if (rules.ok) out.push(`${pad}tables: ${tablesLabel(tablesOf(game, rules.value))}`);
    out.push(`${pad}source: ${sourceLabel(p.source)}`);
  }
  out.push('', 'Option values of each preset:', '');
  const table = [['option', ...game.presets.map((p) => p.name)]];
  for (const o of game.options) table.push([o.name, ...game.presets.map((p) => String(presetRules(game, p.name)[o.name] ?? '-'))]);
  out.push(...renderTable(table).map((l) => `  ${l}`));
  const first = game.presets[0]!.name;
  out.push('', `Options (change them with --rules '{"preset":"${first}",...}'; unnamed options keep the preset's value):`, '');
  for (const o of game.options) out.push(`  ${o.name}: ${typeLabel(o)}`, ...wrap(o.meaning, WIDTH, '      '));
  return out;
}

/** The full option values of resolved rules, one row per option of the game. */
export function resolvedRulesText(game: CatalogGame, label: string, rules: unknown): string[] {
  const values = rules as Record<string, unknown>;
  const rows = game.options.map((o) => [o.name, String(values[o.name])]);
  return [`${game.name}, ${label}:`, ...renderTable(rows).map((l) => `  ${l}`)];
}
