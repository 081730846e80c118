/**
 * The simulator's payout provider (ADR 073): an adapter that records what it actually paid, so the
 * ledger can be compared with the money that left (architecture.md 11, invariant 4). A call answered
 * `pending` is taken but not yet paid (its fate is settled later, by operations, ADR 042); one
 * answered `settled` has paid. It pays once per idempotency key, as a real provider does, and a key
 * it has paid is answered `settled` again. Its faults: `slow` holds a call in flight until the
 * simulator answers it, so operations can act on a payout whose call has not come back; `down`
 * refuses every call and its list; `answersTwice` pays a key's first call and loses the answer (the
 * connection drops), so the job's retry is answered a second time for the one payout.
 */
import type { ProviderPayout } from '@sc/domain/wallet/payout-reconciliation';
import type { PayoutAnswer, PayoutRequest, PayoutService } from '../src/adapters/payouts/payouts.ts';

export interface HeldCall {
  withdrawalId: string;
  answer(outcome: 'pending' | 'settled' | 'error'): void;
}

type Payment = { withdrawalId: string; amountCents: number; reference: string };

/** What a client sees of a provider it cannot reach. */
const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED: the payout provider is down'), { code: 'ECONNREFUSED' });

export class SimPayoutProvider implements PayoutService {
  readonly name = 'sim-provider';
  slow = false;
  down = false;
  answersTwice = false;
  /** What left for a bank, by the provider's idempotency key. */
  readonly payments = new Map<string, Payment>();
  /** Calls answered `pending`: taken, not paid (a real provider lists them too). */
  readonly pending = new Map<string, Payment>();
  /** Keys whose first answer was lost (answersTwice). */
  private readonly lost = new Set<string>();
  readonly held: HeldCall[] = [];

  send(request: PayoutRequest): Promise<PayoutAnswer> {
    if (this.down) return Promise.reject(unreachable());
    if (this.answersTwice && !this.lost.has(request.idempotencyKey)) {
      this.lost.add(request.idempotencyKey);
      this.pay(request, 'settled');
      return Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    }
    if (!this.slow) return Promise.resolve(this.pay(request, 'pending'));
    return new Promise((resolve, reject) => {
      this.held.push({
        withdrawalId: request.id,
        answer: (outcome) =>
          outcome === 'error' ? reject(new Error('the provider timed out')) : resolve(this.pay(request, outcome)),
      });
    });
  }

  /** The provider's own list (ADR 072's reconciliation reads it): paid, and taken but not yet paid. */
  async list(): Promise<ProviderPayout[]> {
    if (this.down) throw unreachable();
    return this.records();
  }

  /** Every payout it holds, whether or not it can be asked now. */
  records(): ProviderPayout[] {
    return [
      ...[...this.payments.values()].map((p) => ({ ...p, status: 'paid' as const })),
      ...[...this.pending.entries()]
        .filter(([key]) => !this.payments.has(key))
        .map(([, p]) => ({ ...p, status: 'pending' as const })),
    ];
  }

  private pay(request: PayoutRequest, outcome: 'pending' | 'settled'): PayoutAnswer {
    const key = request.idempotencyKey;
    const payment = { withdrawalId: request.id, amountCents: request.amountCents, reference: `sim-${key}` };
    if (outcome === 'settled' && !this.payments.has(key)) this.payments.set(key, payment);
    if (outcome === 'pending' && !this.pending.has(key)) this.pending.set(key, payment);
    return { reference: payment.reference, status: this.payments.has(key) ? 'settled' : 'sent' };
  }
}
