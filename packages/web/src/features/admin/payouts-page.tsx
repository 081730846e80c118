/**
 * Operations' payouts (ADR 042, 072, 079): with the default payouts adapter no money moves by itself.
 * Each withdrawal waits under Open: operations reveal the bank details to pay it by their bank, then
 * Settle it (asked first: only once the transfer has gone out), or Fail it with the bank's reason,
 * which returns the money to the nurse's wallet. While the provider's call is in flight the buttons
 * are held back: its answer decides (the server refuses too). Settled and failed payouts stay
 * findable under their filters, a page at a time, and any list downloads as CSV.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnInput, FnOutput } from '@sc/domain/contract/index';
import { formatCents } from '@sc/domain/format/currency';
import { movePayout } from '@sc/domain/wallet/payout-status';
import {
  PAYOUTS_PAGE_SIZE,
  payoutConsoleTexts as texts,
  payoutFilterLabels,
  payoutFilters,
  payoutStatusLabels,
  payoutWhen,
  revealBankDetailsRefusal,
  type PayoutFilter,
} from '@sc/domain/wallet/payouts-console';
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
  type ChipTone,
} from '../../components/ui/index.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import '../../components/ui/records.css';
import { DoneIcon, EarningsIcon } from '../../components/ui/icons.ts';
import { call, type ApiError } from '../../lib/api.ts';
import { now } from '../../lib/clock.ts';
import { fnKey, useFnMutation } from '../../lib/query.ts';
import { BankDetails } from './payout-bank-details.tsx';
import { downloadPayoutsCsv } from './payouts-csv.ts';

type Payout = FnOutput<'listPayouts'>['payouts'][number];

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const when = (iso: string) => payoutWhen(iso, now(), zone);

const chipTone: Record<PayoutStatus, ChipTone> = {
  requested: 'info',
  sending: 'info',
  sent: 'info',
  settled: 'success',
  failed: 'danger',
};

/** Someone may still pay it by their bank, so its bank details may be shown (ADR 079). */
const canReveal = (status: PayoutStatus) => revealBankDetailsRefusal(status) === null;
const isFinished = (status: PayoutStatus) => status === 'settled' || status === 'failed';

/** Whether operations' hand may settle or fail it now (ADR 072: not while the provider's call is in flight). */
const byHand = (status: PayoutStatus) => movePayout(status, 'fail-by-hand').ok;

/** The payout's dates in words: requested, then settled or failed. */
function datesOf(payout: Payout): string {
  const requested = `Requested ${when(payout.requestedAt)}`;
  if (!payout.finishedAt) return requested;
  return `${requested} · ${payoutStatusLabels[payout.status]} ${when(payout.finishedAt)}`;
}

export function PayoutsPage() {
  const [filter, setFilter] = useState<PayoutFilter>('open');
  const input = { status: filter, limit: PAYOUTS_PAGE_SIZE };
  const list = useInfiniteQuery<FnOutput<'listPayouts'>, ApiError>({
    queryKey: fnKey('listPayouts', input),
    queryFn: ({ pageParam, signal }) =>
      call(
        'listPayouts',
        { ...input, ...(pageParam ? { after: pageParam as FnInput<'listPayouts'>['after'] } : {}) },
        { signal },
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextAfter,
  });
  const payouts = list.data?.pages.flatMap((page) => page.payouts) ?? [];
  const [settling, setSettling] = useState<Payout | null>(null);
  const [failing, setFailing] = useState<string | null>(null);
  const [confirmingFail, setConfirmingFail] = useState<Payout | null>(null);
  const [reason, setReason] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const settle = useFnMutation('settlePayout', {
    onSettled: () => setSettling(null),
    onSuccess: () => list.refetch(),
  });
  const fail = useFnMutation('failPayout', {
    onSettled: () => setConfirmingFail(null),
    onSuccess: () => {
      setFailing(null);
      setReason('');
      return list.refetch();
    },
  });
  const error = settle.error ?? fail.error;

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadPayoutsCsv(filter);
    } catch (caught) {
      setExportError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page title="Payouts" width="wide">
      <p>
        Nurses’ withdrawals. Pay each open one by the bank, then settle it here; or fail it with the bank’s reason,
        which returns the money to her wallet. Settled and failed payouts stay here under their filters.
      </p>
      <div className="ui-filters">
        <SelectField
          label="Show"
          value={filter}
          options={payoutFilters.map((value) => ({ value, label: payoutFilterLabels[value] }))}
          onChange={(e) => {
            setFilter(e.target.value as PayoutFilter);
            setFailing(null);
          }}
        />
        <Button variant="secondary" busy={exporting} onClick={() => void download()}>
          Download CSV
        </Button>
      </div>
      {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {list.data && payouts.length === 0 ? <EmptyState icon={DoneIcon} title={texts.empty[filter]} /> : null}
      <ul className="app-list" aria-label="Payouts">
        {payouts.map((payout) => (
          <li key={payout.id}>
            <Card
              icon={EarningsIcon}
              title={`${formatCents(payout.amountCents)} to ${payout.nurseName}`}
              meta={`${datesOf(payout)} · account •••• ${payout.last4} · ${payout.nurseEmail}`}
              status={<StatusChip tone={chipTone[payout.status]}>{payoutStatusLabels[payout.status]}</StatusChip>}
            >
              {payout.status === 'failed' && payout.failureReason ? <p>Why it failed: {payout.failureReason}</p> : null}
              {canReveal(payout.status) ? <BankDetails withdrawalID={payout.id} nurseName={payout.nurseName} /> : null}
              {failing === payout.id ? (
                <TextField
                  label="Why the bank refused it"
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
              ) : null}
              {isFinished(payout.status) ? null : byHand(payout.status) ? (
                <CardActions>
                  {failing === payout.id ? (
                    <>
                      <Button variant="secondary" onClick={() => setFailing(null)}>
                        Keep it
                      </Button>
                      <Button
                        variant="danger"
                        disabled={reason.trim() === ''}
                        onClick={() => setConfirmingFail(payout)}
                      >
                        Fail payout
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        variant="secondary"
                        aria-label={`Fail payout to ${payout.nurseName}`}
                        onClick={() => {
                          setFailing(payout.id);
                          setReason('');
                        }}
                      >
                        Fail
                      </Button>
                      <Button aria-label={`Settle payout to ${payout.nurseName}`} onClick={() => setSettling(payout)}>
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
      {list.hasNextPage ? (
        <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
      <ConfirmDialog
        open={settling !== null}
        title={settling ? texts.settleQuestion(settling.amountCents, settling.nurseName) : ''}
        confirmLabel={texts.settle}
        cancelLabel={texts.cancel}
        busy={settle.isPending}
        onCancel={() => setSettling(null)}
        onConfirm={() => settling && settle.mutate({ withdrawalID: settling.id })}
      >
        <p>{texts.settleDetail}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingFail !== null}
        title={confirmingFail ? texts.failQuestion(confirmingFail.amountCents, confirmingFail.nurseName) : ''}
        confirmLabel={texts.fail}
        cancelLabel={texts.cancel}
        variant="danger"
        busy={fail.isPending}
        onCancel={() => setConfirmingFail(null)}
        onConfirm={() => confirmingFail && fail.mutate({ withdrawalID: confirmingFail.id, reason })}
      >
        <p>{texts.failDetail(reason)}</p>
      </ConfirmDialog>
    </Page>
  );
}
