import { OPTION_INFO, PRESETS, type RuleOptions, type Rules } from '@escoba/engine';
import { OPTION_INFO as BRISCA_OPTION_INFO, PRESETS as BRISCA_PRESETS, type BriscaRuleOptions, type BriscaRules } from '@escoba/brisca';
import type { TableInfo, TableSettings } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { I18n } from '../i18n/translator.js';
import { TABLES } from '../games/escoba/settings.js';
import { playerName } from './names.js';

const key = (k: string) => k as MessageKey;

// The protocol's settings carry each game's rules as that game's data: read here by the table's gameId.
const escobaRules = (settings: TableSettings): Rules => settings.rules as Rules;
const briscaRules = (settings: TableSettings): BriscaRules => settings.rules as BriscaRules;

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

/** A Brisca rule option's value in words: yes/no, the number, or the option's value label. */
function briscaValueWords(i18n: I18n, name: keyof BriscaRuleOptions, value: unknown): string {
  if (typeof value === 'boolean') return i18n.t(value ? 'yes' : 'no');
  if (typeof value === 'number') return i18n.num(value);
  return i18n.t(key(`brisca.option.${name}.${String(value)}`));
}

/** Brisca's or an Alcalde game's rules in plain words: the preset's name and each option that differs from it (the hands to win are said apart). */
export function describeBriscaRules(i18n: I18n, rules: BriscaRules): string {
  const preset = BRISCA_PRESETS[rules.preset];
  const preName = i18n.t(key(`brisca.preset.${rules.preset}`));
  const changes = BRISCA_OPTION_INFO.filter((info) => info.name !== 'wins' && info.presets.includes(rules.preset) && rules[info.name] !== preset[info.name]).map(
    (info) => `${i18n.t(key(`brisca.option.${info.name}`))}: ${briscaValueWords(i18n, info.name, rules[info.name])}`,
  );
  return changes.length === 0 ? i18n.t('online.rulesAsPreset', { preset: preName }) : i18n.t('online.rulesChanged', { preset: preName, changes: changes.join('; ') });
}

/** The players as the new-game forms say them: "4 players, 2 against 2". */
function playersWords(i18n: I18n, settings: TableSettings): string {
  const { players, partnerships } = settings;
  const id = TABLES.find((t) => t.players === players && t.partnerships === partnerships)?.id;
  return id ? i18n.t(key(`table.${id}`)) : i18n.t('record.players', { n: players });
}

/** The game and its players: "Escoba de 15, 2 players", "Brisca, 4 players, 2 against 2", "Alcalde variation, 3 players". */
export function gameWords(i18n: I18n, settings: TableSettings): string {
  const players = playersWords(i18n, settings);
  if (settings.gameId === 'escoba') return i18n.t('online.gameEscoba', { players });
  return i18n.t('online.gameWithPlayers', { game: i18n.t(key(`brisca.preset.${briscaRules(settings).preset}`)), players });
}

/** How long the game lasts, as its label and value: Escoba's points to win, Brisca's hands to win, an Alcalde table's hands. */
export function lengthWords(i18n: I18n, settings: TableSettings): { readonly label: string; readonly value: string } {
  if (settings.gameId === 'escoba') return { label: i18n.t('online.targetLabel'), value: i18n.num(escobaRules(settings).target) };
  if (settings.hands !== null) return { label: i18n.t('online.handsLabel'), value: i18n.num(settings.hands) };
  return { label: i18n.t('brisca.option.wins'), value: i18n.num(briscaRules(settings).wins) };
}

/** The table in one line for the lobby: the rules' preset, how long it lasts, the turn timer. */
export function settingsLine(i18n: I18n, settings: TableSettings): string {
  const parts =
    settings.gameId === 'escoba'
      ? [i18n.t(key(`preset.${escobaRules(settings).preset}`)), i18n.t('target', { n: escobaRules(settings).target })]
      : [gameWords(i18n, settings), settings.hands !== null ? i18n.t('online.handsN', { n: settings.hands }) : i18n.t(briscaRules(settings).wins === 1 ? 'brisca.toOneHand' : 'brisca.toHands', { n: briscaRules(settings).wins })];
  if (settings.turnSeconds !== null) parts.push(`${i18n.t('online.seconds')}: ${settings.turnSeconds}`);
  return parts.join(' · ');
}

/** What a shared link leads to, before joining: who invites, the game, its rules, how long it lasts and the turn timer. */
export function TableSummary({ table }: { readonly table: TableInfo }) {
  const i18n = useI18n();
  const { settings } = table;
  const length = lengthWords(i18n, settings);
  return (
    <>
      <p className="invited-by" data-testid="invited-by">
        {i18n.t('online.invitedBy', { name: playerName(i18n, table, table.host) })}
      </p>
      <dl className="table-summary" data-testid="table-summary">
        <dt>{i18n.t('online.gameLabel')}</dt>
        <dd data-testid="table-game">{gameWords(i18n, settings)}</dd>
        <dt>{i18n.t('online.rulesLabel')}</dt>
        <dd data-testid="table-rules">{settings.gameId === 'escoba' ? describeRules(i18n, escobaRules(settings)) : describeBriscaRules(i18n, briscaRules(settings))}</dd>
        <dt>{length.label}</dt>
        <dd data-testid="table-length">{length.value}</dd>
        <dt>{i18n.t('online.timerLabel')}</dt>
        <dd>{settings.turnSeconds === null ? i18n.t('online.noTimer') : i18n.t('online.timerSeconds', { n: settings.turnSeconds })}</dd>
      </dl>
    </>
  );
}
