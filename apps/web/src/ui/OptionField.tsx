import type { OptionDescription } from '@escoba/cards';

export interface OptionFieldProps {
  /** A game definition's option: its control follows its type (a checkbox, a list of values, a number). */
  readonly info: OptionDescription;
  readonly id: string;
  readonly value: unknown;
  readonly label: string;
  readonly help: string;
  /** The words for an enum value. */
  readonly valueLabel: (value: string) => string;
  readonly onChange: (value: boolean | string | number) => void;
}

/** One rule option of any game's definition, with its label and explanation. */
export function OptionField({ info, id, value, label, help, valueLabel, onChange }: OptionFieldProps) {
  let control;
  if (info.type.kind === 'boolean') {
    control = <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} data-testid={id} />;
  } else if (info.type.kind === 'enum') {
    control = (
      <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        {info.type.values.map((v) => (
          <option key={v} value={v}>
            {valueLabel(v)}
          </option>
        ))}
      </select>
    );
  } else {
    const { min, max } = info.type;
    control = (
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        value={Number(value)}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        data-testid={id}
      />
    );
  }
  return (
    <div className="option">
      <label htmlFor={id}>{label}</label>
      {control}
      <p className="help">{help}</p>
    </div>
  );
}
