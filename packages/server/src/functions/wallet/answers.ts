/** The wallet's rows as the contract answers them. */
import type { FnOutput } from '@sc/domain/contract/index';
import { amountForNurse } from '@sc/domain/wallet/ledger';
import type { TransactionRow } from '../../repositories/ledger.repository.ts';
import type { WithdrawalRow } from '../../repositories/payouts.repository.ts';

export const iso = (value: Date | string) => new Date(value).toISOString();

type Transaction = FnOutput<'getTransactions'>['transactions'][number];

/** The shift or itinerary an entry was earned on, when it names one: when it started, in its zone. */
function workOf<T extends object>(id: string | null, startAt: Date | string | null, timeZone: string | null, more: T) {
  return id && startAt ? { id, startTime: iso(startAt), timeZone: timeZone ?? 'UTC', ...more } : null;
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: String(row.id),
    kind: row.kind,
    amountCents: amountForNurse(row.kind, row.amountCents),
    createdAt: iso(row.createdAt),
    memo: row.memo,
    service: {
      shift: workOf(row.shiftId, row.shiftStartAt, row.shiftTimeZone, { serviceRegions: row.shiftRegions ?? '' }),
      itinerary: workOf(row.itineraryId, row.itineraryStartAt, row.itineraryTimeZone, { stops: row.stops ?? 0 }),
      payout:
        row.withdrawalId && row.payoutStatus
          ? { id: row.withdrawalId, status: row.payoutStatus, last4: row.last4, failureReason: row.failureReason }
          : null,
    },
  };
}

export function toPayout(row: WithdrawalRow) {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    requestedAt: iso(row.requestedAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
    last4: row.last4,
    failureReason: row.failureReason,
  };
}
