-- A payout's provider call in flight, and the daily reconciliation with the provider (ADR 072).

-- `sending`: the payout job recorded, and committed, that it is calling the provider, with the
-- idempotency key the provider gets, before the call; only the provider's answer moves it on, so
-- operations cannot fail (return the money of) a payout the provider may be paying.
alter table withdrawals drop constraint withdrawals_status_check;
alter table withdrawals add constraint withdrawals_status_check
  check (status in ('requested', 'sending', 'sent', 'settled', 'failed'));
alter table withdrawals add column idempotency_key text check (length(idempotency_key) <= 200);
alter table withdrawals add column sending_at timestamptz;
drop index withdrawals_open;
create index withdrawals_open on withdrawals (requested_at) where status in ('requested', 'sending', 'sent');

-- The daily comparison of the provider's payouts with the ledger is a job (ADR 034). A later
-- migration that changes this list keeps every kind.
alter table jobs drop constraint jobs_kind_check;
alter table jobs add constraint jobs_kind_check check (kind in ('email.send', 'sweep.expired',
  'sweep.unattached-files', 'sweep.job-history', 'payout.send', 'wallet.release', 'dispatch.optimise',
  'payout.reconcile'));
