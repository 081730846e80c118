/**
 * One settings save: pending while it runs (with network retries under one idempotency key,
 * lib/query.ts), then its success text or its error, the error on its field when the server named
 * one. After a save the office's settings, its name (office page, viewer) and the order form's
 * patients are read again: this tab's own write is not announced back to it by the live stream.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useFnMutation } from '../../../lib/query.ts';

type SettingsWrite =
  | 'updateOfficeSettings'
  | 'addOfficePartner'
  | 'removeOfficePartner'
  | 'addOfficePlaceAccount'
  | 'removeOfficePlaceAccount';

const READ_AGAIN: FnName[] = ['getOfficeSettings', 'getOffice', 'getViewer', 'searchOfficePatients'];

export type Notice = { tone: 'success' | 'danger'; text: string } | null;

export function useSettingsSave<N extends SettingsWrite>(name: N) {
  const queryClient = useQueryClient();
  const mutation = useFnMutation(name);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** Saves; answers the result, or null when it failed (its error is then shown). */
  async function save(input: FnInput<N>, success: (output: FnOutput<N>) => string): Promise<FnOutput<N> | null> {
    setNotice(null);
    setFieldErrors({});
    try {
      const output = await mutation.mutateAsync(input);
      setNotice({ tone: 'success', text: success(output) });
      await Promise.all(READ_AGAIN.map((fn) => queryClient.invalidateQueries({ queryKey: [fn] })));
      return output;
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      // A refusal about one field shows under that field; any other in the notice.
      if (field && error instanceof ApiError && error.code === 'bad_request')
        setFieldErrors({ [field]: error.message });
      else setNotice({ tone: 'danger', text: errorMessage(error) });
      return null;
    }
  }

  return {
    save,
    pending: mutation.isPending,
    notice,
    setNotice,
    fieldError: (field: string) => fieldErrors[field],
  };
}
