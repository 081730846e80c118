import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './field-frame.tsx';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldClassName?: string;
  /**
   * The most characters the field takes. A counter shows how many are used, and a longer text is
   * kept and refused in words (`overLimitMessage`), never cut silently as `maxLength` cuts a paste.
   */
  limit?: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** What a field says when its text is over its limit. */
export const overLimitMessage = (length: number, limit: number) =>
  `Too long: ${count(length)} characters. Shorten it to ${count(limit)} or fewer.`;

/** Whether a text is over a field's limit. */
export const isOverLimit = (text: string, limit: number) => text.length > limit;

/** A labelled multi-line input (notes, instructions), with a character counter when it has a limit. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  limit,
  ...rest
}: TextAreaFieldProps) {
  const { 'aria-describedby': describedBy, ...areaProps } = rest;
  const length = typeof areaProps.value === 'string' ? areaProps.value.length : 0;
  const over = limit !== undefined && length > limit;
  const shown = error ?? (over ? overLimitMessage(length, limit) : undefined);
  return (
    <FieldFrame {...{ label, hint, error: shown, id, fieldClassName }} aria-describedby={describedBy}>
      {(control) => (
        <>
          <textarea rows={3} {...areaProps} {...control} className={cx('ui-input', 'ui-textarea', className)} />
          {limit !== undefined ? (
            <p className={cx('ui-field__hint', over && 'ui-field__error')} aria-live="polite">
              {count(length)} of {count(limit)} characters
            </p>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
