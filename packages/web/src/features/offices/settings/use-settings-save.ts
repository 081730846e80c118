/**
 * One settings save: pending while it runs (with network retries under one idempotency key,
 * lib/query.ts), then its success text or its error, the error on its field when the server named
 * one. After a save the office's settings, its name (office page, viewer) and the order form's
 * patients are read again: this tab's own write is not announced back to it by the live stream.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import { useFnMutation } from '../../../lib/query.ts';
import { useAction } from '../../../lib/use-action.ts';

type SettingsWrite =
  | 'updateOfficeSettings'
  | 'addOfficePartner'
  | 'removeOfficePartner'
  | 'addOfficePlaceAccount'
  | 'removeOfficePlaceAccount';

const READ_AGAIN: FnName[] = ['getOfficeSettings', 'getOffice', 'getViewer', 'searchOfficePatients'];

export type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** `fields`: the inputs the step's form shows; a refusal of any other is the notice. */
export function useSettingsSave<N extends SettingsWrite>(name: N, fields: readonly string[] = []) {
  const queryClient = useQueryClient();
  const mutation = useFnMutation(name);
  const write = useAction(fields);
  const [success, setSuccess] = useState<Notice>(null);

  /** Saves; answers the result, or null when it failed (its refusal is then shown). */
  async function save(input: FnInput<N>, said: (output: FnOutput<N>) => string): Promise<FnOutput<N> | null> {
    setSuccess(null);
    let output: FnOutput<N> | null = null;
    const saved = await write.run(async () => {
      output = await mutation.mutateAsync(input);
    });
    if (!saved || output === null) return null;
    setSuccess({ tone: 'success', text: said(output) });
    await Promise.all(READ_AGAIN.map((fn) => queryClient.invalidateQueries({ queryKey: [fn] })));
    return output;
  }

  const notice: Notice = write.formError ? { tone: 'danger', text: write.formError } : success;
  return {
    save,
    pending: mutation.isPending,
    notice,
    fieldError: write.fieldError,
  };
}
