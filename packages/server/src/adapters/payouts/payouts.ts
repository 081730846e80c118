/**
 * Wallet payouts (architecture.md 7, ADR 042, 072): a withdrawal handed to whoever moves the money.
 * `send` is idempotent by the key the job recorded before calling (the withdrawal's id): a job that
 * runs it twice pays once. `list` answers the provider's payouts for the daily reconciliation.
 */
import type { ProviderPayout } from '@sc/domain/wallet/payout-reconciliation';

export interface PayoutRequest {
  /** The withdrawal's id. */
  id: string;
  /** The provider's idempotency key, recorded with `sending` before the call (ADR 072). */
  idempotencyKey: string;
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
  /**
   * The provider's payouts created since `since`, each with the idempotency key it was sent with.
   * Absent where operations are the provider: their Settle and Fail are the only record.
   */
  list?(since: Date): Promise<ProviderPayout[]>;
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
          'idempotency-key': request.idempotencyKey,
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
    list: (since) => listHttpPayouts(url, apiKey, since),
  };
}

/** A page of GET <url>/payouts, as the provider answers it. */
interface PayoutsPage {
  data?: { id?: unknown; amount?: unknown; status?: unknown; metadata?: { withdrawal_id?: unknown } }[];
  has_more?: unknown;
}

/** Pages of 100 are read until the provider has no more; a month of payouts is far below the cap. */
const MAX_LIST_PAGES = 200;

async function listHttpPayouts(url: string, apiKey: string, since: Date): Promise<ProviderPayout[]> {
  const payouts: ProviderPayout[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const address = new URL('payouts', url.endsWith('/') ? url : `${url}/`);
    address.searchParams.set('created_gte', String(Math.floor(since.getTime() / 1000)));
    address.searchParams.set('limit', '100');
    if (after) address.searchParams.set('starting_after', after);
    const response = await fetch(address, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`Payout provider answered ${response.status} to the list of payouts`);
    const body = (await response.json()) as PayoutsPage;
    for (const item of body.data ?? []) {
      if (typeof item.id !== 'string' || typeof item.amount !== 'number') continue;
      const withdrawalId = item.metadata?.withdrawal_id;
      payouts.push({
        reference: item.id,
        // A payout we did not send has no withdrawal: its own id keeps it apart from every one of ours.
        withdrawalId: typeof withdrawalId === 'string' ? withdrawalId : `(none: ${item.id})`,
        amountCents: item.amount,
        status:
          item.status === 'paid'
            ? 'paid'
            : item.status === 'failed' || item.status === 'canceled'
              ? 'failed'
              : 'pending',
      });
      after = item.id;
    }
    if (body.has_more !== true || !after) return payouts;
  }
  throw new Error(`Payout provider listed more than ${MAX_LIST_PAGES} pages of payouts`);
}
