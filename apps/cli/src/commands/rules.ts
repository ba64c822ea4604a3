import { OPTION_INFO, PRESET_INFO, PRESETS, resolveRules, type OptionInfo, type Rules } from '@escoba/engine';
import { failure, lines, type CommandResult } from '../command.js';
import { renderTable, rulesLabel, wrap } from '../format.js';
import { parseRulesText } from '../options.js';

export interface RulesOptions {
  /** Machine-readable output. */
  readonly json?: boolean;
}

const WIDTH = 100;

/** `whole number 1-1000`, `true or false`, `mustTake | optional | forced`. */
export function optionTypeLabel(info: OptionInfo): string {
  switch (info.type.kind) {
    case 'boolean':
      return 'true | false';
    case 'enum':
      return info.type.values.join(' | ');
    case 'integer':
      return `whole number ${info.type.min}-${info.type.max}`;
  }
}

/** Everything `escoba rules --json` prints: each preset with its full option values, and each option. */
export function rulesCatalog() {
  return {
    presets: PRESET_INFO.map((p) => ({ name: p.name, source: p.source, summary: p.summary, rules: PRESETS[p.name] })),
    options: OPTION_INFO.map((o) => ({ name: o.name, type: o.type, default: PRESETS.classic[o.name], meaning: o.meaning })),
  };
}

function catalogText(): string[] {
  const out = ['Presets (choose one with --rules NAME):', ''];
  const nameWidth = Math.max(...PRESET_INFO.map((p) => p.name.length));
  for (const p of PRESET_INFO) {
    const pad = ' '.repeat(nameWidth + 4);
    const summary = wrap(p.summary, WIDTH, pad);
    out.push(`  ${p.name.padEnd(nameWidth)}  ${summary[0]!.trimStart()}`, ...summary.slice(1), `${pad}source: ${p.source}`);
  }
  out.push('', 'Option values of each preset:', '');
  const table = [['option', ...PRESET_INFO.map((p) => p.name)]];
  for (const o of OPTION_INFO) table.push([o.name, ...PRESET_INFO.map((p) => String(PRESETS[p.name][o.name]))]);
  out.push(...renderTable(table).map((l) => `  ${l}`));
  out.push('', `Options (change them with --rules '{"preset":"classic","target":15}'; unnamed options keep the preset's value):`, '');
  for (const o of OPTION_INFO) {
    out.push(`  ${o.name}: ${optionTypeLabel(o)} (classic: ${String(PRESETS.classic[o.name])})`, ...wrap(o.meaning, WIDTH, '      '));
  }
  return out;
}

function rulesText(rules: Rules): string[] {
  const rows = OPTION_INFO.map((o) => [o.name, String(rules[o.name])]);
  return [`${rulesLabel(rules)}:`, ...renderTable(rows).map((l) => `  ${l}`)];
}

/**
 * `escoba rules`: the presets and options. With `rules` (a preset name or a JSON object, as for
 * `--rules`), the full option values those rules resolve to instead.
 */
export function rulesCommand(options: RulesOptions = {}, rules?: string): CommandResult {
  if (rules === undefined) {
    return { stdout: options.json ? `${JSON.stringify(rulesCatalog())}\n` : lines(catalogText()), stderr: '', code: 0 };
  }
  const input = parseRulesText(rules, 'the rules argument');
  if (!input.ok) return failure('rules', input.message);
  const resolved = resolveRules(input.value);
  if (!resolved.ok) return failure('rules', resolved.error.message);
  return { stdout: options.json ? `${JSON.stringify(resolved.value)}\n` : lines(rulesText(resolved.value)), stderr: '', code: 0 };
}
