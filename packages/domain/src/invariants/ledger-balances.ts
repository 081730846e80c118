/**
 * Invariant 4 (architecture.md 11, ADR 041, 042): the ledger balances to the cent. Every entry's
 * lines sum to zero; every account's balance is the sum of its lines and only the platform's
 * earnings run below zero; finished work is paid exactly once, to her (never twice; by the week's
 * end, not never); a withdrawal is taken once and either leaves for the bank or comes back, never
 * both: what the payout provider adapter actually paid is compared with what the ledger says came
 * back. Money is the one thing a nurse checks to the cent.
 */
import type { InvariantBreak, LedgerFacts } from './view.ts';

const MAY_GO_NEGATIVE = new Set(['platform-earnings']);

export function ledgerBreaks(ledger: LedgerFacts, final = false): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  const fail = (message: string) => breaks.push({ invariant: 'ledger-balances', message });
  for (const entry of ledger.entries) {
    if (entry.lineSum !== 0) fail(`journal entry ${entry.id} (${entry.kind}) sums to ${entry.lineSum}, not zero`);
    if (entry.lineCount < 2) fail(`journal entry ${entry.id} (${entry.kind}) has ${entry.lineCount} line(s)`);
  }
  for (const account of ledger.accounts) {
    if (account.balanceCents !== account.linesCents)
      fail(
        `account ${account.id} (${account.kind}) holds ${account.balanceCents} but its lines sum to ${account.linesCents}`,
      );
    if (account.balanceCents < 0 && !MAY_GO_NEGATIVE.has(account.kind))
      fail(`account ${account.id} (${account.kind} of ${account.userId}) is below zero: ${account.balanceCents}`);
  }
  for (const [what, ids] of [
    ['itinerary', ledger.entries.filter((e) => e.kind === 'earning').map((e) => e.itineraryId)],
    ['shift', ledger.entries.filter((e) => e.kind === 'earning' && e.itineraryId === null).map((e) => e.shiftId)],
  ] as const)
    for (const id of repeated(ids)) fail(`${what} ${id} is paid more than once`);
  // Finished work is paid exactly once (completion-earnings.ts): twice breaks it at any step; never
  // paid breaks it once the week is over (the entry is posted with the finishing step, so a gap then
  // is a finish whose payment was lost).
  for (const work of ledger.finished ?? []) {
    if (work.owedCents <= 0) continue;
    const paid = ledger.entries.filter(
      (e) =>
        e.kind === 'earning' &&
        (work.kind === 'itinerary' ? e.itineraryId === work.id : e.itineraryId === null && e.shiftId === work.id),
    );
    if (final && paid.length === 0)
      fail(`${work.kind} ${work.id} was finished by ${work.userId} and never paid its ${work.owedCents}`);
    else if (paid.length > 0 && paid.some((e) => e.userId !== work.userId))
      fail(`${work.kind} ${work.id} was finished by ${work.userId} but paid to someone else`);
  }

  const entriesOf = (withdrawalId: string, kind: string) =>
    ledger.entries.filter((e) => e.withdrawalId === withdrawalId && e.kind === kind).length;
  const paid = new Map<string, number>();
  for (const payment of ledger.providerPaid) paid.set(payment.withdrawalId, (paid.get(payment.withdrawalId) ?? 0) + 1);
  for (const w of ledger.withdrawals) {
    const taken = entriesOf(w.id, 'withdrawal');
    const settled = entriesOf(w.id, 'payout-settled');
    const returned = entriesOf(w.id, 'payout-returned');
    if (taken !== 1) fail(`withdrawal ${w.id} was taken from her wallet ${taken} times`);
    if (settled + returned > 1) fail(`withdrawal ${w.id} was both settled and returned`);
    if (returned > 0 && paid.has(w.id))
      fail(`withdrawal ${w.id} of ${w.amountCents} was paid by the provider and returned to her wallet: paid twice`);
    if ((paid.get(w.id) ?? 0) > 1) fail(`withdrawal ${w.id} was paid by the provider ${paid.get(w.id)} times`);
  }
  for (const payment of ledger.providerPaid) {
    const w = ledger.withdrawals.find((x) => x.id === payment.withdrawalId);
    if (!w) fail(`the provider paid ${payment.amountCents} for ${payment.withdrawalId}, which no withdrawal is`);
    else if (w.amountCents !== payment.amountCents)
      fail(`the provider paid ${payment.amountCents} for withdrawal ${w.id} of ${w.amountCents}`);
  }
  return breaks;
}

function repeated(ids: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) if (id !== null) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}
