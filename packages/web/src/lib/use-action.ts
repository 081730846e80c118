/**
 * A form's or a button's async action, the one way screens handle a write's refusal: busy while it
 * runs, then the refusal beside the field it names (`fieldError`) or on the form's line
 * (`formError`) when none of the form's `fields` holds it (issue 27).
 */
import { useCallback, useState } from 'react';
import { besideField, besideForm, toRefusal, type Refusal } from './refusals.ts';

/** `fields`: the paths of the inputs this form shows ("user.phone", "invitations"). */
export function useAction(fields: readonly string[] = []) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Runs `action`; resolves true when it succeeded (its refusal is shown otherwise). */
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      return true;
    } catch (e) {
      setRefusal(toRefusal(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const clear = useCallback(() => setRefusal(null), []);
  return {
    busy,
    /** The whole refusal, for an action with no fields of its own. */
    error: refusal?.message ?? null,
    fieldError: (field: string) => besideField(refusal, field),
    formError: besideForm(refusal, fields),
    run,
    clear,
  };
}
