import { TABLES, rulesOf, tableOf, type TableId } from '../settings.js';
import { anyFormPart, type FormPartProps } from '../../../online/game-parts.js';
import { TableChoice } from '../../../online/TableChoice.js';
import { resolveChoice, RulesFieldset, type RulesChoice } from '../RulesFieldset.js';

/** Escoba's choices in the "Create a table" form: the table and the rules (the points to win among them). */
export interface EscobaTableChoice {
  readonly table: TableId;
  readonly rules: RulesChoice;
}

function TableFields({ choice, onChange }: FormPartProps<EscobaTableChoice>) {
  return (
    <TableChoice
      ids={TABLES.map((t) => t.id)}
      picked={choice.table}
      onPick={(id) => onChange({ ...choice, table: TABLES.find((t) => t.id === id)?.id ?? choice.table })}
    />
  );
}

function RulesFields({ choice, onChange }: FormPartProps<EscobaTableChoice>) {
  return <RulesFieldset preset={choice.rules.preset} options={choice.rules.options} onChange={(rules) => onChange({ ...choice, rules })} prefix="online-" />;
}

/** Escoba's part of the form: it starts from the app's settings (the new-game form's choices). */
export const escobaForm = anyFormPart<EscobaTableChoice>({
  initial: (settings) => ({ table: settings.table, rules: { preset: settings.preset, options: settings.options } }),
  seats: (choice) => tableOf(choice.table),
  config: (choice) => ({ gameId: 'escoba', rules: rulesOf(choice.rules) }),
  rulesError(choice) {
    const resolved = resolveChoice(choice.rules);
    return resolved.ok ? null : resolved.error;
  },
  // The fieldset marks the options that do not go together; the form says so in one sentence.
  rulesProblem: (i18n) => i18n.t('online.needRules'),
  TableFields,
  RulesFields,
});
