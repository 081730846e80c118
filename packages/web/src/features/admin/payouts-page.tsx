/**
 * Operations' payouts (ADR 042, 072): with the default payouts adapter no money moves by itself.
 * Each withdrawal waits here: operations pay it by their bank and press Settle, or press Fail with
 * the bank's reason, which returns the money to the nurse's wallet with that reason. While the
 * provider's call is in flight the buttons are held back: its answer decides (the server refuses too).
 */
import { useState } from 'react';
import { formatCents } from '@sc/domain/format/currency';
import { formatShortDate, formatTime } from '@sc/domain/format/dates';
import { movePayout } from '@sc/domain/wallet/payout-status';
import type { PayoutStatus } from '@sc/domain/vocabulary/wallet';
import {
  Alert,
  Button,
  Card,
  CardActions,
  EmptyState,
  Page,
  PageLoading,
  StatusChip,
  TextField,
} from '../../components/ui/index.ts';
import { DoneIcon, EarningsIcon } from '../../components/ui/icons.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const when = (iso: string) => `${formatShortDate(iso, zone)}, ${formatTime(iso, zone)}`;

/** A payout's state in operations' words. */
const payoutChip: Record<PayoutStatus, string> = {
  requested: 'Requested',
  sending: 'Sending to the bank…',
  sent: 'Waiting for the bank',
  settled: 'Settled',
  failed: 'Failed',
};

/** Whether operations' hand may settle or fail it now (ADR 072: not while the provider's call is in flight). */
const byHand = (status: PayoutStatus) => movePayout(status, 'fail-by-hand').ok;

export function PayoutsPage() {
  const list = useFn('listPayouts', {});
  const [failing, setFailing] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const settle = useFnMutation('settlePayout', { onSuccess: () => list.refetch() });
  const fail = useFnMutation('failPayout', {
    onSuccess: () => {
      setFailing(null);
      setReason('');
      return list.refetch();
    },
  });
  const error = settle.error ?? fail.error;

  return (
    <Page title="Payouts" width="wide">
      <p>
        Nurses’ withdrawals waiting for their bank transfer. Pay each by the bank, then settle it here; or fail it with
        the bank’s reason, which returns the money to her wallet.
      </p>
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {list.data?.payouts.length === 0 ? <EmptyState icon={DoneIcon} title="No payout is waiting." /> : null}
      <ul className="app-list" aria-label="Payouts">
        {list.data?.payouts.map((payout) => (
          <li key={payout.id}>
            <Card
              icon={EarningsIcon}
              title={`${formatCents(payout.amountCents)} to ${payout.nurseName}`}
              meta={`Requested ${when(payout.requestedAt)} · routing ${payout.routingNumber}, account •••• ${payout.last4} · ${payout.nurseEmail}`}
              status={<StatusChip tone="info">{payoutChip[payout.status]}</StatusChip>}
            >
              {failing === payout.id ? (
                <TextField
                  label="Why the bank refused it"
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
              ) : null}
              {byHand(payout.status) ? (
                <CardActions>
                  {failing === payout.id ? (
                    <>
                      <Button variant="secondary" onClick={() => setFailing(null)}>
                        Keep it
                      </Button>
                      <Button
                        variant="danger"
                        busy={fail.isPending}
                        disabled={reason.trim() === ''}
                        onClick={() => fail.mutate({ withdrawalID: payout.id, reason })}
                      >
                        Fail and return the money
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        variant="secondary"
                        aria-label={`Fail payout to ${payout.nurseName}`}
                        onClick={() => setFailing(payout.id)}
                      >
                        Fail
                      </Button>
                      <Button
                        aria-label={`Settle payout to ${payout.nurseName}`}
                        busy={settle.isPending && settle.variables?.withdrawalID === payout.id}
                        onClick={() => settle.mutate({ withdrawalID: payout.id })}
                      >
                        Settle
                      </Button>
                    </>
                  )}
                </CardActions>
              ) : (
                // Its provider call is in flight: the answer decides (ADR 072).
                <p>The provider has not answered yet. Settle and Fail come back once it has.</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
