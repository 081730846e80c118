import { describe, expect, test } from 'vitest';
import { payoutDifferences, reconciliationBreaks } from './payouts-reconciled.ts';
import type { ReconciliationFacts } from './view.ts';

const run = (over: Partial<ReconciliationFacts>): ReconciliationFacts => ({
  at: 'day 1',
  providerPayouts: [],
  ledgerPayouts: [],
  jobStatus: 'succeeded',
  raised: null,
  ...over,
});
const paid = (withdrawalId: string, amountCents = 1000) => ({ withdrawalId, amountCents, status: 'paid' as const });
const pending = (withdrawalId: string, amountCents = 1000) => ({
  withdrawalId,
  amountCents,
  status: 'pending' as const,
});
const ledger = (withdrawalId: string, status: string, amountCents = 1000) => ({ withdrawalId, amountCents, status });
const raisedFor = (...ids: string[]) =>
  `The provider's payouts and the ledger show ${ids.length} difference${ids.length === 1 ? '' : 's'}: ` +
  ids.map((id, i) => `${i + 1}. Withdrawal ${id} differs.`).join(' ');

describe('a difference between the provider and the ledger (ADR 072)', () => {
  test.each([
    ['paid and settled alike', [paid('w1')], [ledger('w1', 'settled')], []],
    ['pending there, sent here: on its way', [pending('w1')], [ledger('w1', 'sent')], []],
    ['paid there, still sending here: on its way', [paid('w1')], [ledger('w1', 'sending')], []],
    ['requested here, nothing there yet', [], [ledger('w1', 'requested')], []],
    ['failed here, nothing there', [], [ledger('w1', 'failed')], []],
    ['paid there, returned here', [paid('w1')], [ledger('w1', 'failed')], ['w1']],
    ['being paid there, returned here', [pending('w1')], [ledger('w1', 'failed')], ['w1']],
    ['settled here, unknown there', [], [ledger('w1', 'settled')], ['w1']],
    ['sent here, unknown there', [], [ledger('w1', 'sent')], ['w1']],
    ['paid there, unknown here', [paid('w9')], [], ['w9']],
    ['two amounts', [paid('w1', 1000)], [ledger('w1', 'settled', 900)], ['w1']],
    [
      'settled here, failed there',
      [{ withdrawalId: 'w1', amountCents: 1000, status: 'failed' as const }],
      [ledger('w1', 'settled')],
      ['w1'],
    ],
  ])('%s', (_name, providerPayouts, ledgerPayouts, ids) => {
    expect([...payoutDifferences(run({ providerPayouts, ledgerPayouts })).keys()]).toEqual(ids);
  });
});

describe('every difference is raised for operations, nothing else (architecture.md 11, invariant 4)', () => {
  const differing = {
    providerPayouts: [paid('w1'), paid('w2')],
    ledgerPayouts: [ledger('w1', 'failed'), ledger('w2', 'settled')],
  };
  test.each([
    [
      'no difference, nothing raised',
      run({ providerPayouts: [paid('w2')], ledgerPayouts: [ledger('w2', 'settled')] }),
      0,
    ],
    ['a difference raised', run({ ...differing, jobStatus: 'dead', raised: raisedFor('w1') }), 0],
    ['a difference the job passed over', run({ ...differing }), 1],
    [
      'a difference raised, another agreeing one named too',
      run({ ...differing, jobStatus: 'dead', raised: raisedFor('w1', 'w2') }),
      1,
    ],
    [
      'more differences than the text lists: those named are differences',
      run({ ...differing, jobStatus: 'dead', raised: `${raisedFor('w1')} … and 4 more in the server's log.` }),
      0,
    ],
    [
      'the provider could not be asked: the failed reconciliation is what is raised',
      run({ ...differing, jobStatus: 'dead', raised: 'ECONNREFUSED: connect ECONNREFUSED' }),
      0,
    ],
    ['not run yet', run({ ...differing, jobStatus: 'queued' }), 0],
  ])('%s', (_name, facts, breaks) => {
    expect(reconciliationBreaks([facts])).toHaveLength(breaks);
  });
});
