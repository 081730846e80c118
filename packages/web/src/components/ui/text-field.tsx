import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './field-frame.tsx';

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
export function TextField({ label, hint, error, id, className, fieldClassName, ...rest }: TextFieldProps) {
  const { 'aria-describedby': describedBy, ...inputProps } = rest;
  return (
    <FieldFrame {...{ label, hint, error, id, fieldClassName }} aria-describedby={describedBy}>
      {(control) => <input type="text" {...inputProps} {...control} className={cx('ui-input', className)} />}
    </FieldFrame>
  );
}
