import { describe, expect, it } from 'vitest';
import { OPTION_INFO, PRESET_INFO, PRESETS } from '@escoba/engine';
import { ruleSource } from '@escoba/cards';
import { rulesCommand } from '../src/commands/rules.js';
import { ESCOBA_PRESET_SOURCES } from '../src/games/escoba/sources.js';
import { citeSources } from '../src/rule-sources.js';

describe('rules', () => {
  it('lists every preset with its summary and source, and every option value of every preset', () => {
    const out = rulesCommand();
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    for (const p of PRESET_INFO) {
      expect(out.stdout).toMatch(new RegExp(`^  ${p.name} +${p.summary.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
      expect(out.stdout).toContain(`source: ${ESCOBA_PRESET_SOURCES[p.name]!.ids.map((id) => `${ruleSource(id).name} (${id})`).join(' and ')}`);
    }
    const lines = out.stdout.split('\n');
    const header = lines.findIndex((l) => /^\s+option\s+classic\s+sevens\s+fournier\s+escova$/.test(l));
    expect(header).toBeGreaterThan(0);
    for (const o of OPTION_INFO) {
      const row = lines.slice(header).find((l) => l.trim().split(/\s+/)[0] === o.name);
      expect(row!.trim().split(/\s+/)).toEqual([o.name, ...PRESET_INFO.map((p) => String(PRESETS[p.name][o.name]))]);
    }
  });

  it('explains every option: allowed values, classic default and meaning', () => {
    const { stdout } = rulesCommand();
    expect(stdout).toContain('  target: whole number 1-1000 (classic: 21)\n');
    expect(stdout).toContain('  capture: mustTake | optional | forced (classic: mustTake)\n');
    expect(stdout).toContain('  renuncio: true | false (classic: false)\n');
    const flat = stdout.replace(/\s+/g, ' ');
    for (const o of OPTION_INFO) expect(flat).toContain(citeSources(o.meaning));
  });

  it('--json gives presets with full option values and options with type, default and meaning', () => {
    const out = rulesCommand({ json: true });
    expect(out.code).toBe(0);
    const data = JSON.parse(out.stdout) as { presets: { name: string; rules: unknown }[]; options: { name: string; type: unknown; default: unknown; meaning: string }[] };
    expect(data.presets.map((p) => p.name)).toEqual(['classic', 'sevens', 'fournier', 'escova']);
    for (const p of data.presets) expect(p.rules).toEqual(PRESETS[p.name as keyof typeof PRESETS]);
    expect(data.options).toEqual(OPTION_INFO.map((o) => ({ name: o.name, type: o.type, default: PRESETS.classic[o.name], meaning: o.meaning })));
  });

  it('shows the full rules of a preset or a JSON rules object', () => {
    const out = rulesCommand({}, '{"preset":"sevens","target":15}');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^sevens with target 15:\n/);
    expect(out.stdout).toMatch(/^ {2}target +15$/m);
    expect(out.stdout).toMatch(/^ {2}capture +optional$/m);
    expect(JSON.parse(rulesCommand({ json: true }, 'escova').stdout)).toEqual(PRESETS.escova);
  });

  it('rejects unknown presets, options and bad JSON with status 2', () => {
    expect(rulesCommand({}, 'nope')).toEqual({ stdout: '', stderr: expect.stringMatching(/^escoba rules: unknown preset "nope"/), code: 2 });
    expect(rulesCommand({}, '{"speed":1}').stderr).toMatch(/unknown rule option "speed"/);
    expect(rulesCommand({}, '{"target":').stderr).toMatch(/^escoba rules: the rules argument is not valid JSON/);
    // Issue 10: a list is not an unknown preset.
    expect(rulesCommand({}, '[1,2]').stderr).toMatch(/^escoba rules: rules must be a preset name or an object .*, got the list \[1,2\]/);
  });
});
