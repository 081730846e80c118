import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';

// Shared by TextField and Checkbox: a field's hint and error lines and the aria-describedby that
// points at them, so every field announces its help and its error the same way.

/** Ids of the hint and error elements, joined with any aria-describedby the caller passed. */
export function useFieldDescription(
  hint: ReactNode,
  error: string | undefined,
  describedBy: string | undefined,
) {
  const baseId = useId();
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const ids = cx(describedBy, hintId, errorId);
  return { baseId, hintId, errorId, describedBy: ids || undefined };
}

export interface FieldMessagesProps {
  hint: ReactNode;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string | undefined;
}

/** The hint and error lines under a field. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
