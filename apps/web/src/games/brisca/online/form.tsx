import type { ReactNode } from 'react';
import { briscaGame } from '@escoba/brisca';
import { DEFAULT_ALCALDE_HANDS } from '@escoba/games';
import { useI18n } from '../../../i18n/I18n.js';
import type { KeyValueStore } from '../../../settings.js';
import { anyFormPart, type FormPartProps, type OnlineFormPart } from '../../../online/game-parts.js';
import { TableChoice } from '../../../online/TableChoice.js';
import { AlcaldePresetChoice, BriscaRulesFields, briscaRulesProblem, type BriscaRulesChoice } from '../BriscaRulesFields.js';
import { HandsToPlayField } from '../HandsToPlayField.js';
import { BRISCA_TABLES, defaultBriscaPrefs, loadBriscaPrefs, rulesAtTable, tableById, type BriscaPrefs, type TableSeats } from '../settings.js';

/** Brisca's choices in the "Create a table" form: the table and the rules (the hands to win among them). */
export interface BriscaTableChoice {
  readonly table: string;
  readonly rules: BriscaRulesChoice;
}

/** An Alcalde table's: which of the two games (its preset) and its options, and how many hands the table plays. */
export interface AlcaldeTableChoice {
  readonly rules: BriscaRulesChoice;
  readonly hands: number;
}

const prefsOf = (kv: KeyValueStore | null): BriscaPrefs => (kv === null ? defaultBriscaPrefs() : loadBriscaPrefs(kv));

/** The engine's verdict on rules at a table (the options that mean something there: see `rulesAtTable`). */
function rulesAt(rules: BriscaRulesChoice, seats: TableSeats) {
  const created = briscaGame.newGame({ rules: rulesAtTable(rules, seats), ...seats });
  return created.ok ? null : created.error;
}

/** The rules' fields of both games, with the hands an Alcalde table plays first. */
function RulesBox({ rules, table, onChange, children }: { readonly rules: BriscaRulesChoice; readonly table: TableSeats; readonly onChange: (rules: BriscaRulesChoice) => void; readonly children?: ReactNode }) {
  const i18n = useI18n();
  return (
    <fieldset data-testid="online-brisca-rules">
      <legend>{i18n.t('online.rulesLabel')}</legend>
      {children}
      <BriscaRulesFields choice={rules} which="all" prefix="online-" table={table} onChange={onChange} />
    </fieldset>
  );
}

/** Brisca's part of the form: it starts from Brisca's new-game choices. */
export const briscaForm = anyFormPart<BriscaTableChoice>({
  initial: (_settings, kv) => {
    const { brisca } = prefsOf(kv);
    return { table: brisca.table, rules: { preset: brisca.preset, options: brisca.options } };
  },
  seats: (choice) => tableById(choice.table),
  config: (choice) => ({ gameId: 'brisca', rules: rulesAtTable(choice.rules, tableById(choice.table)) }),
  rulesError: (choice) => rulesAt(choice.rules, tableById(choice.table)),
  rulesProblem: briscaRulesProblem,
  TableFields: ({ choice, onChange }: FormPartProps<BriscaTableChoice>) => (
    <TableChoice ids={BRISCA_TABLES.map((t) => t.id)} picked={choice.table} onPick={(table) => onChange({ ...choice, table })} />
  ),
  RulesFields: ({ choice, onChange }: FormPartProps<BriscaTableChoice>) => (
    <RulesBox rules={choice.rules} table={tableById(choice.table)} onChange={(rules) => onChange({ ...choice, rules })} />
  ),
});

const ALCALDE_SEATS = { players: 3, partnerships: false } as const;

function HandsField({ choice, onChange }: FormPartProps<AlcaldeTableChoice>) {
  return <HandsToPlayField id="online-hands" hands={choice.hands} onChange={(hands) => onChange({ ...choice, hands })} />;
}

const alcaldePart: OnlineFormPart<AlcaldeTableChoice> = {
  initial: (_settings, kv) => {
    const { alcalde } = prefsOf(kv);
    return { rules: { preset: alcalde.preset, options: alcalde.options }, hands: DEFAULT_ALCALDE_HANDS };
  },
  seats: () => ALCALDE_SEATS,
  config: (choice) => ({ gameId: 'alcalde', rules: rulesAtTable(choice.rules, ALCALDE_SEATS), hands: choice.hands }),
  rulesError: (choice) => rulesAt(choice.rules, ALCALDE_SEATS),
  rulesProblem: briscaRulesProblem,
  // The two Alcalde games are its "table": both for three; choosing one starts from its options.
  TableFields: ({ choice, onChange }) => <AlcaldePresetChoice preset={choice.rules.preset} onChange={(preset) => onChange({ ...choice, rules: { preset, options: {} } })} prefix="online-" />,
  // The hands field only where the table's hands are chosen: a tournament's Alcalde game is one hand (loose23).
  RulesFields: ({ choice, onChange, lengthFields }) => (
    <RulesBox rules={choice.rules} table={ALCALDE_SEATS} onChange={(rules) => onChange({ ...choice, rules })}>
      {(lengthFields === undefined || lengthFields.includes('hands')) && <HandsField choice={choice} onChange={onChange} />}
    </RulesBox>
  ),
};

/** An Alcalde table's part of the form: it starts from the Alcalde new-game choices and {@link DEFAULT_ALCALDE_HANDS} hands. */
export const alcaldeForm = anyFormPart(alcaldePart);
