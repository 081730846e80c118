/**
 * The daily comparison of the provider's payouts with the ledger (ADR 072). A payout is matched by
 * the idempotency key the provider got, which is the withdrawal's id. Only what says money went
 * where the other side says it did not is a difference: a payout still on its way on either side
 * (`requested`, `sending` or `sent` here, `pending` there) is not, except where the other side has
 * already returned it or never heard of it.
 */
import { formatCents } from '../format/currency.ts';
import type { PayoutDifferenceKind, PayoutStatus, ProviderPayoutStatus } from '../vocabulary/wallet.ts';

/** A withdrawal as the ledger holds it. */
export interface LedgerPayout {
  withdrawalId: string;
  amountCents: number;
  status: PayoutStatus;
  providerReference: string | null;
}

/** A payout as the provider lists it. */
export interface ProviderPayout {
  reference: string;
  /** The idempotency key it was sent with: the withdrawal's id. */
  withdrawalId: string;
  amountCents: number;
  status: ProviderPayoutStatus;
}

export interface PayoutDifference {
  kind: PayoutDifferenceKind;
  withdrawalId: string;
  /** The sentence operations read. */
  text: string;
}

const providerHasMoney = (status: ProviderPayoutStatus) => status === 'paid' || status === 'pending';

function compareOne(ledger: LedgerPayout, provider: ProviderPayout | undefined): PayoutDifference[] {
  const id = ledger.withdrawalId;
  const amount = formatCents(ledger.amountCents);
  const found: PayoutDifference[] = [];
  const add = (kind: PayoutDifferenceKind, text: string) => found.push({ kind, withdrawalId: id, text });
  if (!provider) {
    // `sending`: its job is still waiting for the provider's answer; `requested` and `failed` never left.
    if (ledger.status === 'settled' || ledger.status === 'sent')
      add(
        'unknown-to-provider',
        `Withdrawal ${id} (${amount}) is ${ledger.status} in the ledger, but the provider has no payout for it.`,
      );
    return found;
  }
  const ref = provider.reference;
  if (ledger.status === 'failed' && providerHasMoney(provider.status))
    add(
      'paid-at-provider-returned-in-ledger',
      `Withdrawal ${id} (${amount}) was failed in the ledger and the money returned to her wallet, but the provider ${provider.status === 'paid' ? 'paid' : 'is paying'} it (${ref}).`,
    );
  if (ledger.status === 'settled' && provider.status === 'failed')
    add(
      'settled-in-ledger-failed-at-provider',
      `Withdrawal ${id} (${amount}) is settled in the ledger, but the provider failed it (${ref}).`,
    );
  if (ledger.status === 'sent' && provider.status === 'failed')
    add(
      'failed-at-provider-open-in-ledger',
      `Withdrawal ${id} (${amount}) failed at the provider (${ref}) but is still on its way in the ledger: fail it with the bank's reason.`,
    );
  if (ledger.amountCents !== provider.amountCents)
    add(
      'amounts-differ',
      `Withdrawal ${id} is ${amount} in the ledger but ${formatCents(provider.amountCents)} at the provider (${ref}).`,
    );
  return found;
}

/**
 * Every difference between the ledger's withdrawals and the provider's payouts, ledger order first,
 * then the provider's payouts the ledger does not know.
 */
export function reconcilePayouts(
  ledger: readonly LedgerPayout[],
  provider: readonly ProviderPayout[],
): PayoutDifference[] {
  const byWithdrawal = new Map(provider.map((payout) => [payout.withdrawalId, payout]));
  const known = new Set(ledger.map((payout) => payout.withdrawalId));
  const differences = ledger.flatMap((payout) => compareOne(payout, byWithdrawal.get(payout.withdrawalId)));
  for (const payout of provider)
    if (!known.has(payout.withdrawalId) && providerHasMoney(payout.status))
      differences.push({
        kind: 'unknown-to-ledger',
        withdrawalId: payout.withdrawalId,
        text: `The provider ${payout.status === 'paid' ? 'paid' : 'is paying'} ${formatCents(payout.amountCents)} (${payout.reference}) for withdrawal ${payout.withdrawalId}, which the ledger does not have.`,
      });
  return differences;
}

/** Raised differences, in one text for operations' Failed jobs page, at most `max` listed. */
export function describePayoutDifferences(differences: readonly PayoutDifference[], max = 10): string {
  const shown = differences.slice(0, max).map((d, i) => `${i + 1}. ${d.text}`);
  const more = differences.length > max ? [`… and ${differences.length - max} more in the server's log.`] : [];
  const count = differences.length === 1 ? '1 difference' : `${differences.length} differences`;
  return [`The provider's payouts and the ledger show ${count}:`, ...shown, ...more].join(' ');
}
