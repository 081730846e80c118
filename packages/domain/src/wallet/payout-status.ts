/**
 * A withdrawal's payout, move by move (ADR 042, 072). Why this is delicate: the provider's call takes
 * seconds and may pay however the caller's side ends. So the job records `sending` (and the
 * idempotency key the provider gets) and commits before it calls; from then on only the provider's
 * answer moves the payout, and a hand on the console is refused, since failing a payout the
 * provider is paying returns money that has already left. A retry of the job sends again with the
 * same key, so the provider pays once.
 *
 * The statuses are declared once, in `vocabulary/wallet.ts`.
 */
import { conflict, type Refusal } from '../transitions/result.ts';
import type { PayoutStatus } from '../vocabulary/wallet.ts';
import { withdrawalTexts } from './withdrawal.ts';

/**
 * What moves a payout: its job taking it (`start-sending`), the provider's answer (`provider-accepted`:
 * it will pay, or `provider-paid`), or operations in their console (`settle-by-hand`, `fail-by-hand`).
 */
export const payoutEvents = [
  'start-sending',
  'provider-accepted',
  'provider-paid',
  'settle-by-hand',
  'fail-by-hand',
] as const;
export type PayoutEvent = (typeof payoutEvents)[number];

/** The payouts operations still have to see through: not yet settled or failed. */
export const openPayoutStatuses = ['requested', 'sending', 'sent'] as const satisfies readonly PayoutStatus[];

export const payoutTexts = {
  inFlight: 'This payout is being sent to the bank now. Wait for the provider’s answer before failing or settling it.',
  finished: withdrawalTexts.payoutFinished,
  notSent: 'This payout has not reached the provider yet.',
  alreadySent: 'This payout was already handed to the provider.',
} as const;

/** Each status's moves: the status an event leads to. A missing event is refused. */
const moves: Record<PayoutStatus, Partial<Record<PayoutEvent, PayoutStatus>>> = {
  // Nothing has left yet: operations may still settle (paid by their bank) or fail it by hand.
  requested: { 'start-sending': 'sending', 'settle-by-hand': 'settled', 'fail-by-hand': 'failed' },
  // The provider's call is in flight: only its answer decides; a retry sends again with the same key.
  sending: { 'start-sending': 'sending', 'provider-accepted': 'sent', 'provider-paid': 'settled' },
  // The provider has it and will pay later: its word, or operations', settles or fails it.
  sent: { 'provider-paid': 'settled', 'settle-by-hand': 'settled', 'fail-by-hand': 'failed' },
  settled: {},
  failed: {},
};

export type PayoutMove = { ok: true; status: PayoutStatus } | { ok: false; refusal: Refusal };

/** The status `event` moves a payout in `status` to, or the refusal operations read. */
export function movePayout(status: PayoutStatus, event: PayoutEvent): PayoutMove {
  const next = moves[status][event];
  if (next) return { ok: true, status: next };
  if (status === 'settled' || status === 'failed') return { ok: false, refusal: conflict(payoutTexts.finished) };
  if (status === 'sending') return { ok: false, refusal: conflict(payoutTexts.inFlight) };
  if (status === 'requested') return { ok: false, refusal: conflict(payoutTexts.notSent) };
  return { ok: false, refusal: conflict(payoutTexts.alreadySent) };
}

/** What the payout job reads of its withdrawal. */
export interface PayoutJobView {
  id: string;
  status: PayoutStatus;
  /** Set once the provider's answer was recorded. */
  providerReference: string | null;
}

/**
 * What the payout job does when it starts: `send` (first try, or a retry of a call whose answer never
 * came), `recorded` (a try before it recorded the provider's answer: nothing left to do), or
 * `changed`: someone finished the payout before it reached the provider, which operations must hear.
 */
export type PayoutJobStart = { kind: 'send' } | { kind: 'recorded' } | { kind: 'changed'; why: string };

export function payoutJobStart(withdrawal: PayoutJobView): PayoutJobStart {
  if (withdrawal.status === 'requested' || withdrawal.status === 'sending') return { kind: 'send' };
  if (withdrawal.providerReference !== null) return { kind: 'recorded' };
  return {
    kind: 'changed',
    why: `Withdrawal ${withdrawal.id} was ${withdrawal.status} by hand before its payout reached the provider, so the job sent nothing. Check with the bank that the nurse was paid, or not, as the ledger says.`,
  };
}

/** The provider's answer to the job's call. */
export interface PayoutReply {
  reference: string;
  paid: boolean;
}

/**
 * What the job records when the provider answers: the payout's new status, `recorded` when another
 * try of the job already recorded this same answer, or `changed` when the withdrawal moved under the
 * call (a second reference, or finished some other way), which operations must hear.
 */
export type PayoutAnswerOutcome =
  { kind: 'record'; status: PayoutStatus } | { kind: 'recorded' } | { kind: 'changed'; why: string };

export function payoutAnswerOutcome(withdrawal: PayoutJobView, reply: PayoutReply): PayoutAnswerOutcome {
  if (withdrawal.providerReference === reply.reference && withdrawal.status !== 'failed') return { kind: 'recorded' };
  const move = movePayout(withdrawal.status, reply.paid ? 'provider-paid' : 'provider-accepted');
  if (move.ok && withdrawal.status === 'sending') return { kind: 'record', status: move.status };
  const answered = reply.paid ? `paid it (${reply.reference})` : `accepted it (${reply.reference})`;
  return {
    kind: 'changed',
    why: `Withdrawal ${withdrawal.id} was ${withdrawal.status}${withdrawal.providerReference ? ` as ${withdrawal.providerReference}` : ''} when the provider ${answered}; nothing was recorded. Compare the provider's payout with the ledger before acting.`,
  };
}
