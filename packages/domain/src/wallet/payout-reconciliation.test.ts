import { describe, expect, test } from 'vitest';
import type { PayoutStatus, ProviderPayoutStatus } from '../vocabulary/wallet.ts';
import {
  describePayoutDifferences,
  reconcilePayouts,
  type LedgerPayout,
  type ProviderPayout,
} from './payout-reconciliation.ts';

const ledger = (status: PayoutStatus, amountCents = 1_000): LedgerPayout => ({
  withdrawalId: 'wd-1',
  amountCents,
  status,
  providerReference: status === 'requested' || status === 'sending' ? null : 'po_1',
});
const provider = (status: ProviderPayoutStatus, amountCents = 1_000, withdrawalId = 'wd-1'): ProviderPayout => ({
  reference: 'po_1',
  withdrawalId,
  amountCents,
  status,
});

describe('reconciling the provider’s payouts with the ledger (ADR 072)', () => {
  test.each([
    // Agreements and payouts still on their way: nothing to raise.
    ['settled, paid', [ledger('settled')], [provider('paid')], []],
    ['failed, failed', [ledger('failed')], [provider('failed')], []],
    ['sent, pending', [ledger('sent')], [provider('pending')], []],
    ['sent, paid (the settlement not yet recorded)', [ledger('sent')], [provider('paid')], []],
    ['sending, unknown: its job waits for the answer', [ledger('sending')], [], []],
    ['requested, unknown: not sent yet', [ledger('requested')], [], []],
    ['failed by hand before sending, unknown', [ledger('failed')], [], []],
    ['failed at the provider, unknown to the ledger: no money left', [], [provider('failed')], []],
    // Every kind of difference.
    [
      'paid at the provider, returned in the ledger',
      [ledger('failed')],
      [provider('paid')],
      ['paid-at-provider-returned-in-ledger'],
    ],
    [
      'paying at the provider, returned in the ledger',
      [ledger('failed')],
      [provider('pending')],
      ['paid-at-provider-returned-in-ledger'],
    ],
    [
      'settled in the ledger, failed at the provider',
      [ledger('settled')],
      [provider('failed')],
      ['settled-in-ledger-failed-at-provider'],
    ],
    [
      'failed at the provider, still on its way in the ledger',
      [ledger('sent')],
      [provider('failed')],
      ['failed-at-provider-open-in-ledger'],
    ],
    ['settled in the ledger, unknown to the provider', [ledger('settled')], [], ['unknown-to-provider']],
    ['sent in the ledger, unknown to the provider', [ledger('sent')], [], ['unknown-to-provider']],
    ['paid at the provider, unknown to the ledger', [], [provider('paid', 1_000, 'wd-9')], ['unknown-to-ledger']],
    ['amounts differ', [ledger('settled', 1_000)], [provider('paid', 10_000)], ['amounts-differ']],
    [
      'returned and amounts differ: both raised',
      [ledger('failed', 1_000)],
      [provider('paid', 900)],
      ['paid-at-provider-returned-in-ledger', 'amounts-differ'],
    ],
  ] as const)('%s', (_, inLedger, atProvider, kinds) => {
    expect(reconcilePayouts(inLedger, atProvider).map((d) => d.kind)).toEqual(kinds);
  });

  test('each difference names the withdrawal, the amounts and the provider’s reference', () => {
    const [difference] = reconcilePayouts([ledger('failed')], [provider('paid')]);
    expect(difference).toEqual({
      kind: 'paid-at-provider-returned-in-ledger',
      withdrawalId: 'wd-1',
      text: 'Withdrawal wd-1 ($10) was failed in the ledger and the money returned to her wallet, but the provider paid it (po_1).',
    });
    expect(reconcilePayouts([ledger('settled', 1_000)], [provider('paid', 1_050)])[0]!.text).toBe(
      'Withdrawal wd-1 is $10 in the ledger but $10.50 at the provider (po_1).',
    );
  });

  test('the text for operations counts them and lists at most ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...ledger('settled'), withdrawalId: `wd-${i}` }));
    const text = describePayoutDifferences(reconcilePayouts(many, []));
    expect(text).toMatch(/^The provider's payouts and the ledger show 12 differences: 1\. Withdrawal wd-0 /);
    expect(text).toContain('10. Withdrawal wd-9 ');
    expect(text).not.toContain('11. ');
    expect(text).toMatch(/… and 2 more in the server's log\.$/);
  });
});
