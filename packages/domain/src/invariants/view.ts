/**
 * What the simulator saw of the whole operation at one instant (architecture.md 11, ADR 073): rows
 * it read with SQL through the server's database (what the product holds) beside answers of named
 * functions (what the product shows). The invariants are pure functions of this view, so each is
 * tested on its own tables of facts, without a server.
 */
import type { OrderStatus } from '../vocabulary/orders.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';

export const invariantNames = [
  'order-one-state',
  'order-on-board',
  'no-double-booking',
  'ledger-balances',
  'offers-end',
  'jobs-end',
  'no-5xx',
  'idempotent-writes',
  'payouts-reconciled',
] as const;
export type InvariantName = (typeof invariantNames)[number];

export interface InvariantBreak {
  invariant: InvariantName;
  message: string;
}

export interface OrderFacts {
  id: string;
  storedStatus: OrderStatus;
  procedureStatuses: ProcedureStatus[];
  /** The status its office's orders list shows; null when that list does not show it at all. */
  officeShows: OrderStatus | null;
  /** YYYY-MM-DD in the order's own zone, and "today" there now. */
  requestedDate: string | null;
  today: string;
  serviceRegionId: string | null;
}

/** One region's dispatch board for one day, as operations read it (getDispatchBoard). */
export interface BoardFacts {
  serviceRegionId: string;
  day: string;
  waitingIds: string[];
}

/** An order the product shows someone as needing a hand, with the reason it gives. */
export interface OrderFlag {
  orderId: string;
  reason: string;
}

/** A piece of work a nurse holds: a shift, or an itinerary (in a shift of hers or not). */
export interface WorkPiece {
  nurseId: string;
  kind: 'shift' | 'itinerary';
  id: string;
  /** An itinerary's shift: the two are one piece of work, not two. */
  shiftId: string | null;
  startMs: number;
  endMs: number;
}

export interface LedgerEntryFacts {
  id: string;
  kind: string;
  userId: string;
  withdrawalId: string | null;
  itineraryId: string | null;
  shiftId: string | null;
  lineSum: number;
  lineCount: number;
}

export interface LedgerAccountFacts {
  id: string;
  userId: string | null;
  kind: string;
  balanceCents: number;
  /** The sum of the journal lines posted to it. */
  linesCents: number;
}

export interface WithdrawalFacts {
  id: string;
  userId: string;
  amountCents: number;
  status: string;
}

/** What the payout provider adapter actually paid, by withdrawal (it pays once per id). */
export interface ProviderPayment {
  withdrawalId: string;
  amountCents: number;
}

export interface LedgerFacts {
  entries: LedgerEntryFacts[];
  accounts: LedgerAccountFacts[];
  withdrawals: WithdrawalFacts[];
  providerPaid: ProviderPayment[];
}

export interface OfferFacts {
  itineraryId: string;
  userId: string;
  status: string;
  itineraryStatus: string;
  /** The nurse the itinerary is hers, if any. */
  itineraryHolder: string | null;
  startMs: number;
  /** Whether her getShiftsOffered lists it now; null when the simulator did not ask her. */
  shownToNurse: boolean | null;
}

export interface JobFacts {
  id: string;
  kind: string;
  status: string;
  /** Its try is waiting on an outside call the simulator holds (a slow payout provider). */
  held: boolean;
}

/** An answer of a named function during the step. */
export interface AnswerFacts {
  name: string;
  status: number;
  /** The error's message when it was refused, for the report. */
  message?: string;
  /** Answered while the simulator held the database away: a 503 then is the right answer (ADR 018). */
  duringOutage?: boolean;
}

/** The same write sent twice with one Idempotency-Key, and the two answers. */
export interface RepeatFacts {
  name: string;
  raced: boolean;
  first: { status: number; body: unknown };
  second: { status: number; body: unknown };
  /** Rows the write made, counted after both (one, however often it was sent); null where none is counted. */
  rowsMade: number | null;
}

export interface OperationView {
  nowMs: number;
  orders: OrderFacts[];
  boards: BoardFacts[];
  flags: OrderFlag[];
  work: WorkPiece[];
  ledger: LedgerFacts;
  offers: OfferFacts[];
  jobs: JobFacts[];
  answers: AnswerFacts[];
  repeats: RepeatFacts[];
  /** The day's payout reconciliations run since the last view (ADR 072); absent where none ran. */
  reconciliations?: ReconciliationFacts[];
}

/**
 * One run of the daily reconciliation (ADR 072): what the provider adapter held and the ledger's
 * withdrawals at that instant, and how the job ended, with the text operations read on a dead one.
 */
export interface ReconciliationFacts {
  /** When it ran, for the report. */
  at: string;
  providerPayouts: { withdrawalId: string; amountCents: number; status: 'pending' | 'paid' | 'failed' }[];
  ledgerPayouts: { withdrawalId: string; amountCents: number; status: string }[];
  jobStatus: string;
  raised: string | null;
}
