import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldMessages, useFieldDescription } from './field-messages.tsx';

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  'aria-describedby'?: string;
  fieldClassName?: string;
  /** The control, given its id and what describes it (the hint and the error). */
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}

/**
 * A labelled control's frame, shared by TextField, SelectField and TextAreaField: the label bound
 * to the control, the hint and error lines, and the ids that tie them together.
 */
export function FieldFrame({ label, hint, error, id, fieldClassName, children, ...rest }: FieldFrameProps) {
  const { baseId, hintId, errorId, describedBy } = useFieldDescription(hint, error, rest['aria-describedby']);
  const controlId = id ?? `${baseId}-control`;
  return (
    <div className={cx('ui-field', fieldClassName)}>
      <label htmlFor={controlId} className="ui-field__label">
        {label}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
