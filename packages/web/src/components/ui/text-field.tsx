import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldMessages, useFieldDescription } from './field-messages.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  /** Visible label, bound to the input. */
  label: ReactNode;
  /** Help shown under the label, read after the label. */
  hint?: ReactNode;
  /** Error message; marks the input invalid and is read as its description. */
  error?: string;
  /** Class for the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

/**
 * A labelled text input. All input props (type, name, value, onChange, autoComplete, inputMode,
 * autoFocus, readOnly, required, ref ...) pass through to the `<input>`.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const { baseId, hintId, errorId, describedBy } = useFieldDescription(
    hint,
    error,
    ariaDescribedBy,
  );
  const inputId = id ?? `${baseId}-input`;

  return (
    <div className={cx('ui-field', fieldClassName)}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <input
        type="text"
        {...inputProps}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx('ui-input', className)}
      />
    </div>
  );
}
