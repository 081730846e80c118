import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldMessages, useFieldDescription } from './field-messages.tsx';

export interface CheckboxGroupProps {
  /** What the boxes choose, read before each box's own label. */
  legend: ReactNode;
  hint?: ReactNode;
  /** A refusal of the choice as a whole ("Choose at least one place."), under the legend. */
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Checkboxes that answer one question (the places of a group): a fieldset whose legend names it,
 * with its hint and error lines where a single field has them. Styles in records.css.
 */
export function CheckboxGroup({ legend, hint, error, className, children }: CheckboxGroupProps) {
  const { hintId, errorId, describedBy } = useFieldDescription(hint, error, undefined);
  return (
    <fieldset
      className={cx('ui-field', 'ui-checkbox-group', className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </fieldset>
  );
}
