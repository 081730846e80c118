/** A button's async action: busy while it runs, and the error message it ended with, if any. */
import { useState } from 'react';
import { errorMessage } from './api.ts';

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs `action`; resolves true when it succeeded (its error is shown otherwise). */
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
