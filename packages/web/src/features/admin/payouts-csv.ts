/** The payouts of a filter as a CSV file the browser saves (ADR 079): the server writes it, the page hands it over. */
import type { PayoutFilter } from '@sc/domain/wallet/payouts-console';
import { call } from '../../lib/api.ts';

export async function downloadPayoutsCsv(status: PayoutFilter): Promise<void> {
  const { csv, filename } = await call('exportPayouts', { status });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
