/**
 * The nurse's wallet (requirements.md 2.10 my-wallet, 3 Wallet, 9 currency; issue 23): her balance, what she
 * may withdraw now and when the rest becomes withdrawable, money on its way to her bank, and her
 * transactions newest first, each earning opening the work that paid it.
 */
import { countOf } from '@sc/domain/format/counts';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatCents } from '@sc/domain/format/currency';
import { formatShortDate, formatTime } from '@sc/domain/format/dates';
import type { FnOutput } from '@sc/domain/contract/index';
import {
  Alert,
  ActionBar,
  AnchorButton,
  Button,
  Card,
  CardActions,
  EmptyState,
  Figure,
  FigureRow,
  LinkButton,
  ListRow,
  Page,
  PageLoading,
  StatusChip,
  type ChipTone,
} from '../../components/ui/index.ts';
import { EmptyIcon } from '../../components/ui/icons.ts';
import { call } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { fnKey, useFn } from '../../lib/query.ts';
import { now, nowDate } from '../../lib/clock.ts';

type Transaction = FnOutput<'getTransactions'>['transactions'][number];
type PayoutStatus = NonNullable<Transaction['service']['payout']>['status'];

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
// A date in another year than now carries it (ADR 078): a statement can reach back past New Year.
const when = (iso: string, timeZone = zone()) =>
  `${formatShortDate(iso, timeZone, now())}, ${formatTime(iso, timeZone)}`;

export const payoutChip: Record<PayoutStatus, { text: string; tone: ChipTone }> = {
  requested: { text: 'Requested', tone: 'info' },
  sending: { text: 'On its way', tone: 'info' },
  sent: { text: 'On its way', tone: 'info' },
  settled: { text: 'Paid', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
};

function describe(t: Transaction): { title: string; meta: string; to?: string } {
  const { shift, itinerary, payout } = t.service;
  if (t.kind === 'earning' && shift)
    return {
      title: 'Shift earnings',
      meta: `${formatShortDate(shift.startTime, shift.timeZone, now())} · ${shift.serviceRegions || 'No Area on Shift'}`,
      to: paths.shift.href({ shiftID: shift.id }),
    };
  if (t.kind === 'earning' && itinerary)
    return {
      title: 'Itinerary earnings',
      meta: [
        formatShortDate(itinerary.startTime, itinerary.timeZone, now()),
        itinerary.stops === 0 ? null : countOf(itinerary.stops, 'stop'),
      ]
        .filter(Boolean)
        .join(' · '),
      to: paths.itinerary.href({ itineraryID: itinerary.id }),
    };
  if (t.kind === 'earning') return { title: 'Earnings', meta: when(t.createdAt) };
  if (t.kind === 'withdrawal')
    return { title: `Withdrawal to •••• ${payout?.last4 ?? ''}`.trim(), meta: when(t.createdAt) };
  return { title: 'Payout returned', meta: t.memo ?? when(t.createdAt) };
}

export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const appPath = useAppPath();
  const { title, meta, to } = describe(transaction);
  const payout = transaction.kind === 'withdrawal' ? transaction.service.payout : null;
  const amount = transaction.amountCents;
  return (
    <ListRow
      title={title}
      meta={meta}
      value={amount > 0 ? `+${formatCents(amount)}` : formatCents(amount)}
      status={
        payout ? <StatusChip tone={payoutChip[payout.status].tone}>{payoutChip[payout.status].text}</StatusChip> : null
      }
      {...(to ? { to: appPath(to) } : {})}
    />
  );
}

const PAGE = 20;

function Transactions() {
  const list = useInfiniteQuery({
    queryKey: [...fnKey('getTransactions'), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call('getTransactions', pageParam ? { limit: PAGE, before: pageParam } : { limit: PAGE }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  if (list.isPending) return <PageLoading />;
  if (list.error) return <Alert tone="danger">{list.error.message}</Alert>;
  const rows = list.data.pages.flatMap((p) => p.transactions);
  if (rows.length === 0)
    return (
      <EmptyState icon={EmptyIcon} title="No transactions yet.">
        Your earnings appear here once you finish work.
      </EmptyState>
    );
  return (
    <>
      <ul className="ui-list-rows" aria-label="Transactions">
        {rows.map((t) => (
          <li key={t.id}>
            <TransactionRow transaction={t} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" fullWidth busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </>
  );
}

/** Her statement of a year as a PDF, served by the print route (ADR 048, 057). */
export const statementPdfHref = (year: number) => `/api/print/earnings-statement/${year}`;

/** The yearly earnings statement for her taxes, downloaded as CSV or opened as a PDF (issue 23). */
function StatementCard() {
  const thisYear = nowDate().getFullYear();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (year: number) => {
    setBusy(year);
    setError(null);
    try {
      const { csv } = await call('getEarningsStatement', { year });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `earnings-${year}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title="Earnings statement">
      <p>Your earnings per month, shifts and itineraries apart, for your taxes.</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {[thisYear, thisYear - 1].map((year) => (
        <CardActions key={year}>
          <AnchorButton variant="secondary" href={statementPdfHref(year)} target="_blank" rel="noopener">
            Download {year} (PDF)
          </AnchorButton>
          <Button variant="secondary" busy={busy === year} onClick={() => void download(year)}>
            Download {year} (CSV)
          </Button>
        </CardActions>
      ))}
    </Card>
  );
}

export function WalletPage() {
  const appPath = useAppPath();
  const wallet = useFn('getWallet', {});
  return (
    <Page title="Wallet" width="narrow">
      {wallet.isPending ? <PageLoading /> : null}
      {wallet.error ? <Alert tone="danger">{wallet.error.message}</Alert> : null}
      {wallet.data ? (
        <>
          <Card>
            <Figure size="hero" label="Balance" value={formatCents(wallet.data.balance)} />
            <FigureRow>
              <Figure label="Withdrawable" value={formatCents(wallet.data.withdrawableBalance)} />
              <Figure
                label="Pending"
                value={formatCents(wallet.data.pendingBalance)}
                note={
                  wallet.data.upcoming[0]
                    ? `${formatCents(wallet.data.upcoming[0].amountCents)} available ${when(wallet.data.upcoming[0].releaseAt)}`
                    : undefined
                }
              />
              {wallet.data.inFlight > 0 ? (
                <Figure label="On its way to your bank" value={formatCents(wallet.data.inFlight)} />
              ) : null}
            </FigureRow>
            <p>Earnings become withdrawable a day after the work is done.</p>
          </Card>
          <Card title="Bank account">
            {wallet.data.bankAccount ? (
              <>
                <p>
                  {wallet.data.bankAccount.accountType === 'savings' ? 'Savings' : 'Checking'} ••••{' '}
                  {wallet.data.bankAccount.last4}
                  <br />
                  {wallet.data.bankAccount.holderName}
                </p>
                <LinkButton variant="secondary" fullWidth to={appPath(paths.walletAddBankAccount.href())}>
                  Change bank account
                </LinkButton>
              </>
            ) : (
              // Adding one is the page's primary action, in the bar below: one button, not two.
              <p>Add a bank account to withdraw your earnings.</p>
            )}
          </Card>
          <StatementCard />
          <h2>Transactions</h2>
          <Transactions />
          <ActionBar>
            {wallet.data.bankAccount ? (
              <LinkButton fullWidth to={appPath(paths.walletWithdraw.href())}>
                Withdraw
              </LinkButton>
            ) : (
              <LinkButton fullWidth to={appPath(paths.walletAddBankAccount.href())}>
                Add bank account
              </LinkButton>
            )}
          </ActionBar>
        </>
      ) : null}
    </Page>
  );
}
