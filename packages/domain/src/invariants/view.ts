/**
 * What the simulator saw of the whole operation at one instant (architecture.md 11, ADR 073): rows
 * it read with SQL through the server's database (what the product holds) beside answers of named
 * functions (what the product shows). The invariants are pure functions of this view, so each is
 * tested on its own tables of facts, without a server.
 */
import type { OrderStatus } from '../vocabulary/orders.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';
import type { CustodyEventKind } from '../vocabulary/custody.ts';

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
  'supply-in-one-place',
  'supply-counts-hold',
  'custody-unbroken',
  'nurse-out-holds-nothing',
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
  /** Work finished, with what completing it owes her (invariant 4: paid exactly once); absent where not observed. */
  finished?: FinishedWork[];
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
  /** Where every supply item is and each place's counts (invariant 6); absent where not observed. */
  supplies?: SupplyFacts;
  /** Every specimen's custody chain and collected tubes (invariant 3); absent where not observed. */
  custody?: SpecimenCustodyFacts[];
  /** Itineraries of the days nurses were marked out sick (ADR 085); absent where not observed. */
  nursesOut?: NurseOutItineraryFacts[];
}

/**
 * A record that holds a supply item (invariant 6): the packers' work (a transfer's scan, a
 * procedure's packed kit, a supply shipment's box), a nurse's fulfillment, or the field's records
 * of her visits and shifts (a procedure's supplies, kit and bags, a sample's tube, a shift's bag).
 */
export type SupplyHolder =
  | {
      kind: 'packing';
      /** What names it, for the report: "transfer st-1 procedure-kit". */
      record: string;
      placeId: string | null;
      /** Its supply shipment has left the place (in transit). */
      shipped: boolean;
      /** Where the box goes: a patient's kit shipment, or the nurse who ordered the kit. */
      to: { patient: string } | { nurse: string };
    }
  | { kind: 'fulfillment'; record: string; nurseId: string }
  | { kind: 'field'; record: string; nurseId: string | null };

export interface SupplyItemFacts {
  id: string;
  supplyId: string;
  status: 'inactive' | 'activated' | 'used';
  ownerPlaceId: string | null;
  ownerUserId: string | null;
  holders: SupplyHolder[];
}

/** A place's stored count of one supply (place_supplies), now and before the first step. */
export interface StockCountFacts {
  placeId: string;
  supplyId: string;
  quantity: number;
  /** The count and the items activated there when the week began (the demo seed's). */
  startQuantity: number;
  startActivated: number;
}

/** A packing scan of the wrong item, sent on purpose: it must be refused and move nothing. */
export interface WrongScanFacts {
  name: string;
  /** What was wrong with it, for the report. */
  why: string;
  status: number;
  /** Whether any supply item's rows, a transfer's or a shipment's changed across the call. */
  changed: boolean;
}

export interface SupplyFacts {
  items: SupplyItemFacts[];
  counts: StockCountFacts[];
  wrongScans: WrongScanFacts[];
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

/**
 * A finished piece of work and what it owes its nurse (completion-earnings.ts): a done itinerary its
 * accepted offer's earnings; a shift whose itineraries are all done its base plus her offer's extra.
 */
export interface FinishedWork {
  kind: 'itinerary' | 'shift';
  id: string;
  userId: string;
  /** What the product owes for it; 0 owes nothing and posts nothing. */
  owedCents: number;
}

/**
 * An itinerary of a day a nurse was marked out sick (ADR 085) that she held or was offered: whose
 * it is now and what became of her offer.
 */
export interface NurseOutItineraryFacts {
  nurseId: string;
  /** The day she is out (YYYY-MM-DD). */
  day: string;
  itineraryId: string;
  status: string;
  holder: string | null;
  /** Her offer on it, if one was made. */
  herOffer: string | null;
  /** Its procedures not yet collected, failed or canceled. */
  visitsWaiting: number;
}

/** One procedure's specimen (invariant 3): its custody events and the tubes collected for it. */
export interface SpecimenCustodyFacts {
  procedureId: string;
  /** The order it was placed with; null for a procedure entered without one (the demo's). */
  orderId: string | null;
  /** In the order they happened (their time, then the order they were written). */
  events: {
    kind: CustodyEventKind;
    atMs: number;
    /** For a drop-off: whether its stop is a lab's (a pick-drop stop); null for other events. */
    atLab: boolean | null;
  }[];
  /** Its itinerary is done: every stop finished, so a collected specimen has left the nurse's hands. */
  itineraryDone: boolean;
  /**
   * Whether it has tubes of its own: a test collected in another test's tube (ADR 028, a shared
   * container is its first procedure's sample) is never "sample-collected" itself.
   */
  ownTubes: boolean;
  /** Its collected tubes as the stability clocks read them (getProcedureSpecimens). */
  tubes: {
    sampleId: string;
    collectedAtMs: number;
    /** The rule's window in hours; null when the product knows none, so no clock can run. */
    stabilityHours: number | null;
    atLabMs: number | null;
  }[];
}
