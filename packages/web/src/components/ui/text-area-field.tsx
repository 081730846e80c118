import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './field-frame.tsx';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldClassName?: string;
}

/** A labelled multi-line input (notes, instructions). */
export function TextAreaField({ label, hint, error, id, className, fieldClassName, ...rest }: TextAreaFieldProps) {
  const { 'aria-describedby': describedBy, ...areaProps } = rest;
  return (
    <FieldFrame {...{ label, hint, error, id, fieldClassName }} aria-describedby={describedBy}>
      {(control) => (
        <textarea rows={3} {...areaProps} {...control} className={cx('ui-input', 'ui-textarea', className)} />
      )}
    </FieldFrame>
  );
}
