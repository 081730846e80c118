/**
 * Invariant 4's daily half (architecture.md 11, ADR 072): every difference between the money the
 * payout provider moved and the ledger is raised for operations by the day's reconciliation, and
 * nothing is raised where the two agree. A difference is said here in terms of money, not by the
 * product's own comparison: money leaving (paid, or being paid) that the ledger returned to her
 * wallet or does not know; a payout the ledger calls settled or with the provider that the provider
 * does not have, or failed; two amounts. A payout on its way on either side is not one. A raised
 * difference no one sees is a nurse paid twice, or not at all, found by her bank statement.
 */
import type { InvariantBreak, ReconciliationFacts } from './view.ts';

const moving = (status: string) => status === 'paid' || status === 'pending';

/** Each withdrawal on which the provider and the ledger disagree, with what they say. */
export function payoutDifferences(facts: ReconciliationFacts): Map<string, string> {
  const found = new Map<string, string>();
  const provider = new Map(facts.providerPayouts.map((p) => [p.withdrawalId, p]));
  const ledger = new Map(facts.ledgerPayouts.map((w) => [w.withdrawalId, w]));
  for (const [id, p] of provider) {
    const w = ledger.get(id);
    if (!w) {
      if (moving(p.status))
        found.set(id, `the provider ${p.status === 'paid' ? 'paid' : 'is paying'} it, unknown to the ledger`);
    } else if (w.status === 'failed' && moving(p.status))
      found.set(
        id,
        `the ledger returned it to her wallet, and the provider ${p.status === 'paid' ? 'paid' : 'is paying'} it`,
      );
    else if ((w.status === 'settled' || w.status === 'sent') && p.status === 'failed')
      found.set(id, `the ledger has it ${w.status}, and the provider failed it`);
    else if (w.amountCents !== p.amountCents)
      found.set(id, `the ledger has ${w.amountCents} cents, the provider ${p.amountCents}`);
  }
  for (const [id, w] of ledger)
    if (!provider.has(id) && (w.status === 'settled' || w.status === 'sent'))
      found.set(id, `the ledger has it ${w.status}, and the provider has no payout for it`);
  return found;
}

/** "… show 3 differences:" at the head of what the reconciliation raised, and "… and 2 more". */
const COUNTED = /show (\d+) differences?:/;
const TRUNCATED = /… and \d+ more/;

export function reconciliationBreaks(runs: readonly ReconciliationFacts[]): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const fail = (message: string) => breaks.push({ invariant: 'payouts-reconciled', message });
  for (const run of runs) {
    const differences = payoutDifferences(run);
    const raised = run.raised ?? '';
    // Not compared (the provider could not be asked): the reconciliation itself is raised, failed.
    if (run.jobStatus === 'dead' && !COUNTED.test(raised)) continue;
    if (run.jobStatus !== 'succeeded' && run.jobStatus !== 'dead') continue;
    const ids = new Set([...run.providerPayouts, ...run.ledgerPayouts].map((p) => p.withdrawalId));
    const named = [...ids].filter((id) => raised.includes(id));
    for (const [id, what] of differences)
      if (!named.includes(id) && !TRUNCATED.test(raised))
        fail(`the reconciliation ${run.at} did not raise withdrawal ${id}: ${what}`);
    for (const id of named)
      if (!differences.has(id))
        fail(`the reconciliation ${run.at} raised withdrawal ${id}, on which the provider and the ledger agree`);
  }
  return breaks;
}
