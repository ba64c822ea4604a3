import { OPTION_INFO, PRESETS, type RuleOptions, type Rules } from '@escoba/engine';
import type { TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { I18n } from '../i18n/translator.js';
import { TABLES } from '../settings.js';
import { playerName } from './names.js';

const key = (k: string) => k as MessageKey;

/** A rule option's value in words: an enum's label, yes/no, or the number. */
function valueWords(i18n: I18n, name: keyof RuleOptions, value: unknown): string {
  if (typeof value === 'boolean') return i18n.t(value ? 'yes' : 'no');
  if (typeof value === 'number') return i18n.num(value);
  return i18n.t(key(`option.${name}.${String(value)}`));
}

/** The rules in plain words: the preset's name and each option that differs from it ("Taking: optional"). */
export function describeRules(i18n: I18n, rules: Rules): string {
  const preset = PRESETS[rules.preset];
  const preName = i18n.t(key(`preset.${rules.preset}`));
  const changes = OPTION_INFO.filter((info) => info.name !== 'target' && rules[info.name] !== preset[info.name]).map(
    (info) => `${i18n.t(key(`option.${info.name}`))}: ${valueWords(i18n, info.name, rules[info.name])}`,
  );
  return changes.length === 0 ? i18n.t('online.rulesAsPreset', { preset: preName }) : i18n.t('online.rulesChanged', { preset: preName, changes: changes.join('; ') });
}

/** The players as the new-game forms say them: "4 players, 2 against 2". */
function playersWords(i18n: I18n, table: TableInfo): string {
  const { players, partnerships } = table.settings;
  const id = TABLES.find((t) => t.players === players && t.partnerships === partnerships)?.id;
  return id ? i18n.t(key(`table.${id}`)) : i18n.t('record.players', { n: players });
}

/** What a shared link leads to, before joining: who invites, the game, its rules, target and turn timer. */
export function TableSummary({ table }: { readonly table: TableInfo }) {
  const i18n = useI18n();
  const { turnSeconds } = table.settings;
  // Only Escoba tables are described here so far; another game's table shows its preset's name.
  const rules = table.settings.gameId === 'escoba' ? table.settings.rules : null;
  return (
    <>
      <p className="invited-by" data-testid="invited-by">
        {i18n.t('online.invitedBy', { name: playerName(i18n, table, table.host) })}
      </p>
      <dl className="table-summary" data-testid="table-summary">
        <dt>{i18n.t('online.gameLabel')}</dt>
        <dd>{i18n.t('online.gameEscoba', { players: playersWords(i18n, table) })}</dd>
        <dt>{i18n.t('online.rulesLabel')}</dt>
        <dd data-testid="table-rules">{rules ? describeRules(i18n, rules) : i18n.t(key(`preset.${table.settings.rules.preset}`))}</dd>
        <dt>{i18n.t('online.targetLabel')}</dt>
        <dd>{rules ? i18n.num(rules.target) : '—'}</dd>
        <dt>{i18n.t('online.timerLabel')}</dt>
        <dd>{turnSeconds === null ? i18n.t('online.noTimer') : i18n.t('online.timerSeconds', { n: turnSeconds })}</dd>
      </dl>
    </>
  );
}
