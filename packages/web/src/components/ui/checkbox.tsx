import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldMessages, useFieldDescription } from './field-messages.tsx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** Visible label; the whole label row is the touch target. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Class for the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

/** A labelled checkbox. Input props (checked, defaultChecked, onChange, name, ref ...) pass through. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const { baseId, hintId, errorId, describedBy } = useFieldDescription(
    hint,
    error,
    ariaDescribedBy,
  );
  const inputId = id ?? `${baseId}-input`;

  return (
    <div className={cx('ui-field', 'ui-checkbox', fieldClassName)}>
      <label htmlFor={inputId} className="ui-checkbox__label">
        <input
          {...inputProps}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx('ui-checkbox__input', className)}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
