import { forwardRef } from 'react';

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: 'text' | 'password';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  readonly help?: string;
  /** Shown under the input and tied to it (`aria-describedby`, `aria-invalid`), so a screen reader reads it with the field. */
  readonly error?: string | null;
  readonly maxLength?: number;
}

/** A labelled input with its help and its error, each tied to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ id, label, type, value, onChange, autoComplete, help, error, maxLength }, ref) {
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((x) => x !== null).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        data-testid={id}
      />
      {help && (
        <p id={`${id}-help`} className="help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});
