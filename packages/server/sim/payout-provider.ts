/**
 * The simulator's payout provider (ADR 073): an adapter that records what it actually paid, so the
 * ledger can be compared with the money that left (architecture.md 11, invariant 4). A call answered
 * `pending` is taken but not yet paid (its fate is settled later, by operations, ADR 042); one
 * answered `settled` has paid. Slow by fault: while `slow` is set a call is held in flight until the
 * simulator answers it, so operations can act on a payout whose call has not come back. It pays
 * once per idempotency key, as a real provider does.
 */
import type { PayoutAnswer, PayoutRequest, PayoutService } from '../src/adapters/payouts/payouts.ts';

export interface HeldCall {
  withdrawalId: string;
  answer(outcome: 'pending' | 'settled' | 'error'): void;
}

export class SimPayoutProvider implements PayoutService {
  readonly name = 'sim-provider';
  slow = false;
  /** What left for a bank, by the provider's idempotency key. */
  readonly payments = new Map<string, { withdrawalId: string; amountCents: number; reference: string }>();
  readonly held: HeldCall[] = [];

  send(request: PayoutRequest): Promise<PayoutAnswer> {
    if (!this.slow) return Promise.resolve(this.pay(request, 'pending'));
    return new Promise((resolve, reject) => {
      this.held.push({
        withdrawalId: request.id,
        answer: (outcome) =>
          outcome === 'error' ? reject(new Error('the provider timed out')) : resolve(this.pay(request, outcome)),
      });
    });
  }

  /** The provider's own list (ADR 072's reconciliation reads it where the product has one). */
  async list(): Promise<{ reference: string; withdrawalId: string; amountCents: number; status: 'paid' }[]> {
    return [...this.payments.values()].map((p) => ({ ...p, status: 'paid' as const }));
  }

  private pay(request: PayoutRequest, outcome: 'pending' | 'settled'): PayoutAnswer {
    const key = (request as { idempotencyKey?: string }).idempotencyKey ?? request.id;
    const reference = `sim-${key}`;
    if (outcome === 'settled' && !this.payments.has(key))
      this.payments.set(key, { withdrawalId: request.id, amountCents: request.amountCents, reference });
    return { reference, status: outcome === 'settled' ? 'settled' : 'sent' };
  }
}
