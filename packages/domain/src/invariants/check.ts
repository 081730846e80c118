/**
 * Every invariant of the whole operation over one view (architecture.md 11). `final` adds what may
 * only be asked once the simulated time is over: offers and jobs that never ended.
 */
import { serverErrorBreaks, repeatBreaks } from './answers.ts';
import { ledgerBreaks } from './ledger-balances.ts';
import { doubleBookingBreaks } from './no-overlapping-work.ts';
import { jobBreaks, offerBreaks } from './offers-and-jobs-end.ts';
import { orderBoardBreaks, orderStateBreaks } from './orders-in-one-state.ts';
import { supplyBreaks } from './supplies-in-one-place.ts';
import { reconciliationBreaks } from './payouts-reconciled.ts';
import { custodyBreaks } from './custody-unbroken.ts';
import { nurseOutBreaks } from './nurses-out.ts';
import type { InvariantBreak, OperationView } from './view.ts';

export function checkInvariants(view: OperationView, options: { final?: boolean } = {}): InvariantBreak[] {
  const final = options.final ?? false;
  return [
    ...orderStateBreaks(view.orders),
    ...orderBoardBreaks(view.orders, view.boards, view.flags),
    ...doubleBookingBreaks(view.work),
    ...ledgerBreaks(view.ledger, final),
    ...offerBreaks(view.offers, view.nowMs, final),
    ...jobBreaks(view.jobs, final),
    ...serverErrorBreaks(view.answers),
    ...repeatBreaks(view.repeats),
    ...(view.supplies ? supplyBreaks(view.supplies) : []),
    ...reconciliationBreaks(view.reconciliations ?? []),
    ...custodyBreaks(view.custody ?? []),
    ...nurseOutBreaks(view.nursesOut ?? []),
  ];
}
