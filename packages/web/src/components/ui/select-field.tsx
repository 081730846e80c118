import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './field-frame.tsx';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The choices, in order; an empty `value` is the "choose one" line. */
  options: readonly { value: string; label: string }[];
  fieldClassName?: string;
}

/** A labelled native select: the phone's own picker, the keyboard's own behaviour. */
export function SelectField({ label, hint, error, options, id, className, fieldClassName, ...rest }: SelectFieldProps) {
  const { 'aria-describedby': describedBy, ...selectProps } = rest;
  return (
    <FieldFrame {...{ label, hint, error, id, fieldClassName }} aria-describedby={describedBy}>
      {(control) => (
        <select {...selectProps} {...control} className={cx('ui-input', className)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
