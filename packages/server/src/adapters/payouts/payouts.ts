/**
 * Wallet payouts (architecture.md 7, issue 23, ADR 042): a withdrawal handed to whoever moves the money.
 * `send` is idempotent by the withdrawal's id (the provider's idempotency key): a job that runs it
 * twice pays once.
 */
export interface PayoutRequest {
  /** The withdrawal's id, the idempotency key. */
  id: string;
  amountCents: number;
  holderName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
}

export interface PayoutAnswer {
  /** The provider's reference for the payout. */
  reference: string;
  /** `sent`: the provider will say later (operations in their console, or a webhook); `settled`: paid. */
  status: 'sent' | 'settled';
}

export interface PayoutService {
  /** The name operations see on a payout. */
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutAnswer>;
}

/**
 * The default: no money moves by itself. Each payout waits in operations' console (Payouts), where
 * they pay it by their bank and press Settle, or press Fail with the bank's reason.
 */
export const operationsPayouts: PayoutService = {
  name: 'operations',
  send: async (request) => ({ reference: `ops-${request.id}`, status: 'sent' }),
};

/**
 * A payment provider's payouts API (PAYOUTS_URL, PAYOUTS_API_KEY): POST <url>/payouts with the
 * withdrawal's id as the Idempotency-Key header. It answers `{ id, status }`; the settlement of a
 * payout still `pending` there arrives later by the provider's webhook or by operations.
 */
export function httpPayouts(url: string, apiKey: string): PayoutService {
  return {
    name: new URL(url).hostname,
    async send(request) {
      const response = await fetch(new URL('payouts', url.endsWith('/') ? url : `${url}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${apiKey}`,
          'idempotency-key': request.id,
        },
        body: JSON.stringify({
          amount: request.amountCents,
          currency: 'usd',
          destination: {
            account_holder_name: request.holderName,
            account_type: request.accountType,
            routing_number: request.routingNumber,
            account_number: request.accountNumber,
          },
          metadata: { withdrawal_id: request.id },
        }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`Payout provider answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown; status?: unknown };
      if (typeof body.id !== 'string') throw new Error('Payout provider answered without an id');
      return { reference: body.id.slice(0, 200), status: body.status === 'paid' ? 'settled' : 'sent' };
    },
  };
}
