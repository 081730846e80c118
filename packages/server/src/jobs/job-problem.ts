/**
 * A try that found something no retry will change (ADR 072): a payout finished by hand before its
 * job sent it, the provider's payouts differing from the ledger. The runner buries the job at once
 * with this message, so it is on operations' Failed jobs page, where they already look for problems
 * (ADR 034), rather than spending its tries or returning as if all were well.
 */
export class JobProblem extends Error {
  override readonly name = 'JobProblem';
}
