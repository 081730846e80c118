-- Office settings (issue 14, requirements.md 2.4 office/settings, 3 Office, 6; ADR 031): the office's
-- address and time zone, which emails its staff get, its partners, and the places whose accounts
-- its staff share.

-- Where the office is, and the zone its day is counted in. The name's and address's bounds are the
-- domain's (offices/office-settings.ts); the zone is checked there against the runtime's IANA list.
alter table offices add column address text not null default '' check (length(address) <= 200);
alter table offices add column time_zone text not null default 'America/New_York' check (length(time_zone) <= 64);
-- Which emails the office's staff get (domain offices/notifications.ts: one fixed set); new offices
-- get the order and results emails, not the daily summary.
alter table offices add column notification_emails text[] not null
  default array['order-collected', 'order-failed', 'results-available']::text[]
  check (notification_emails <@ array['order-collected', 'order-failed', 'results-available', 'daily-summary']::text[]);

-- requirements.md 3 Office.partners: each row is one office naming another as its partner. A partnership
-- holds when both name each other (ADR 031): naming alone is a request the other office sees.
create table office_partners (
  office_id text not null references offices (id) on delete cascade,
  partner_office_id text not null references offices (id) on delete cascade,
  added_by_user_id text references users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (office_id, partner_office_id),
  check (office_id <> partner_office_id)
);
-- "Who names this office" (requests it received, and the other half of each partnership); the
-- primary key serves "whom this office names".
create index office_partners_partner on office_partners (partner_office_id, office_id);

-- requirements.md 3 Office.sharedPlaceAccounts: places (labs, packing and shipping, drop-offs) where the
-- office holds an account its staff share, with the account's number there.
create table office_place_accounts (
  office_id text not null references offices (id) on delete cascade,
  place_id text not null references places (id) on delete cascade,
  account_number text not null default '' check (length(account_number) <= 40),
  added_at timestamptz not null default now(),
  primary key (office_id, place_id)
);
-- A place's offices (a place removed, or a later "who holds an account here").
create index office_place_accounts_place on office_place_accounts (place_id);
