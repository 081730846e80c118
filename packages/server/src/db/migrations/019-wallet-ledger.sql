-- The nurse's wallet (issue 23, ADR 041, 042): a double-entry ledger in integer cents, bank
-- accounts stored encrypted, and withdrawals paid out by a job through the payouts adapter.

-- One row per account: a nurse's three (user_id set) and the platform's two (user_id null). The
-- balance is kept in step with the account's lines in the transaction that posts them, never edited
-- otherwise; only the platform's earnings account may go below zero.
create table ledger_accounts (
  id bigserial primary key,
  user_id text references users (id) on delete restrict,
  kind text not null check (kind in ('earnings-pending', 'earnings-available', 'payouts-in-flight',
    'platform-earnings', 'payouts-settled')),
  balance_cents bigint not null default 0,
  constraint ledger_accounts_owner check ((user_id is null) = (kind in ('platform-earnings', 'payouts-settled'))),
  constraint ledger_accounts_not_negative check (kind = 'platform-earnings' or balance_cents >= 0)
);
create unique index ledger_accounts_user_kind on ledger_accounts (user_id, kind) where user_id is not null;
create unique index ledger_accounts_platform_kind on ledger_accounts (kind) where user_id is null;
insert into ledger_accounts (user_id, kind) values (null, 'platform-earnings'), (null, 'payouts-settled');

-- Withdrawals and their payouts: the id is the payout provider's idempotency key.
create table bank_accounts (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  holder_name text not null check (length(holder_name) between 1 and 200),
  account_type text not null check (account_type in ('checking', 'savings')),
  -- Routing number in clear (it names a bank, not a person); the account number sealed with
  -- AES-256-GCM under a key derived from DATA_ENCRYPTION_KEY and the user's id (ADR 042).
  routing_number text not null check (routing_number ~ '^[0-9]{9}$'),
  account_number_sealed text not null check (account_number_sealed ~ '^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$'),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  created_at timestamptz not null default now(),
  -- A replaced account stays for the payouts that named it.
  replaced_at timestamptz
);
create unique index bank_accounts_current on bank_accounts (user_id) where replaced_at is null;

create table withdrawals (
  id text primary key,
  user_id text not null references users (id) on delete restrict,
  amount_cents bigint not null check (amount_cents > 0),
  bank_account_id text not null references bank_accounts (id),
  status text not null default 'requested' check (status in ('requested', 'sent', 'settled', 'failed')),
  provider_reference text check (length(provider_reference) <= 200),
  failure_reason text check (length(failure_reason) <= 500),
  requested_at timestamptz not null default now(),
  sent_at timestamptz,
  finished_at timestamptz,
  finished_by text references users (id) on delete set null
);
create index withdrawals_user on withdrawals (user_id, requested_at desc);
create index withdrawals_open on withdrawals (requested_at) where status in ('requested', 'sent');

-- Journal entries: immutable. `key` makes posting idempotent (an itinerary's earning is posted
-- once however often its completion is retried or replayed). The work an entry pays or the
-- withdrawal it moves is named for the transactions page (requirements.md 7, service data).
create table journal_entries (
  id bigserial primary key,
  kind text not null check (kind in ('earning', 'release', 'withdrawal', 'payout-settled', 'payout-returned')),
  key text not null unique check (length(key) <= 200),
  -- The nurse whose wallet the entry moves.
  user_id text not null references users (id) on delete restrict,
  -- What the entry moves, positive: her transactions show it signed by kind (domain wallet/ledger.ts).
  amount_cents bigint not null check (amount_cents > 0),
  shift_id text references shifts (id) on delete set null,
  itinerary_id text references itineraries (id) on delete set null,
  withdrawal_id text references withdrawals (id),
  memo text check (length(memo) <= 500),
  created_at timestamptz not null default now()
);
-- Her transactions, newest first, paged by id (the list leaves releases and settlements out).
create index journal_entries_user_shown on journal_entries (user_id, id desc)
  where kind in ('earning', 'withdrawal', 'payout-returned');

create table journal_lines (
  id bigserial primary key,
  entry_id bigint not null references journal_entries (id) on delete restrict,
  account_id bigint not null references ledger_accounts (id) on delete restrict,
  amount_cents bigint not null check (amount_cents <> 0)
);
create index journal_lines_entry on journal_lines (entry_id);
create index journal_lines_account on journal_lines (account_id, id);

-- Append-only: the ledger is corrected by a new entry, never by editing one.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'insufficient_privilege';
end $$;
create trigger journal_entries_append_only before update or delete on journal_entries
  for each row execute function ledger_append_only();
create trigger journal_lines_append_only before update or delete on journal_lines
  for each row execute function ledger_append_only();

-- Earnings waiting to become withdrawable (ADR 041): the release job posts each once its time has
-- come and removes its row. A schedule, not the ledger.
create table earning_releases (
  entry_id bigint primary key references journal_entries (id),
  user_id text not null references users (id) on delete cascade,
  release_at timestamptz not null
);
create index earning_releases_due on earning_releases (release_at);
create index earning_releases_user on earning_releases (user_id, release_at);

alter table jobs drop constraint jobs_kind_check;
alter table jobs add constraint jobs_kind_check check (kind in ('email.send', 'sweep.expired',
  'sweep.unattached-files', 'sweep.job-history', 'payout.send', 'wallet.release'));
