import { describe, expect, test } from 'vitest';
import { payoutStatuses, type PayoutStatus } from '../vocabulary/wallet.ts';
import {
  movePayout,
  payoutAnswerOutcome,
  payoutEvents,
  payoutJobStart,
  payoutTexts,
  type PayoutEvent,
} from './payout-status.ts';

describe('a payout’s moves (ADR 042, 072)', () => {
  // Every status by every event: the status it leads to, or the refusal operations read.
  const table: Record<PayoutStatus, Record<PayoutEvent, PayoutStatus | string>> = {
    requested: {
      'start-sending': 'sending',
      'provider-accepted': payoutTexts.notSent,
      'provider-paid': payoutTexts.notSent,
      'settle-by-hand': 'settled',
      'fail-by-hand': 'failed',
    },
    sending: {
      'start-sending': 'sending',
      'provider-accepted': 'sent',
      'provider-paid': 'settled',
      'settle-by-hand': payoutTexts.inFlight,
      'fail-by-hand': payoutTexts.inFlight,
    },
    sent: {
      'start-sending': payoutTexts.alreadySent,
      'provider-accepted': payoutTexts.alreadySent,
      'provider-paid': 'settled',
      'settle-by-hand': 'settled',
      'fail-by-hand': 'failed',
    },
    settled: Object.fromEntries(payoutEvents.map((e) => [e, payoutTexts.finished])) as Record<PayoutEvent, string>,
    failed: Object.fromEntries(payoutEvents.map((e) => [e, payoutTexts.finished])) as Record<PayoutEvent, string>,
  };
  const rows = payoutStatuses.flatMap((status) =>
    payoutEvents.map((event) => [status, event, table[status][event]] as const),
  );

  test.each(rows)('%s + %s → %s', (status, event, expected) => {
    const move = movePayout(status, event);
    if ((payoutStatuses as readonly string[]).includes(expected)) expect(move).toEqual({ ok: true, status: expected });
    else expect(move).toEqual({ ok: false, refusal: { code: 'conflict', message: expected } });
  });

  test('the in-flight refusal says in plain words why and what to do', () => {
    expect(payoutTexts.inFlight).toBe(
      'This payout is being sent to the bank now. Wait for the provider’s answer before failing or settling it.',
    );
  });
});

describe('the payout job’s start', () => {
  test.each([
    ['requested: first try', 'requested', null, 'send'],
    ['sending: a retry of a call whose answer never came, same key', 'sending', null, 'send'],
    ['sent: an earlier try recorded the answer', 'sent', 'po_1', 'recorded'],
    ['settled by the provider’s answer', 'settled', 'po_1', 'recorded'],
    ['failed by hand after the provider had it', 'failed', 'po_1', 'recorded'],
    ['settled by hand before it was sent', 'settled', null, 'changed'],
    ['failed by hand before it was sent', 'failed', null, 'changed'],
  ] as const)('%s', (_, status, providerReference, kind) => {
    const start = payoutJobStart({ id: 'wd-1', status, providerReference });
    expect(start.kind).toBe(kind);
    if (start.kind === 'changed') expect(start.why).toContain(`Withdrawal wd-1 was ${status} by hand`);
  });
});

describe('the provider’s answer', () => {
  test.each([
    ['sending, accepted', 'sending', null, false, { kind: 'record', status: 'sent' }],
    ['sending, paid', 'sending', null, true, { kind: 'record', status: 'settled' }],
    ['sent with this reference: another try recorded it', 'sent', 'po_1', false, { kind: 'recorded' }],
    ['settled with this reference', 'settled', 'po_1', true, { kind: 'recorded' }],
  ] as const)('%s', (_, status, providerReference, paid, outcome) => {
    expect(payoutAnswerOutcome({ id: 'wd-1', status, providerReference }, { reference: 'po_1', paid })).toEqual(
      outcome,
    );
  });

  test.each([
    ['failed under the call', 'failed', null],
    ['failed, though this provider reference was recorded', 'failed', 'po_1'],
    ['settled under the call', 'settled', null],
    ['sent under another reference', 'sent', 'po_0'],
    ['still requested', 'requested', null],
  ] as const)('%s: changed, raised with why', (_, status, providerReference) => {
    const outcome = payoutAnswerOutcome({ id: 'wd-1', status, providerReference }, { reference: 'po_1', paid: true });
    expect(outcome.kind).toBe('changed');
    if (outcome.kind === 'changed')
      expect(outcome.why).toMatch(new RegExp(`^Withdrawal wd-1 was ${status}.* when the provider paid it \\(po_1\\)`));
  });
});
