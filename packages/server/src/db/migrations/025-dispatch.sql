-- Dispatch (issue 25, ADR 049): where a waiting visit is and which service region it belongs to,
-- where a lab is and when it receives, where a nurse leaves from, and the dispatcher's optimiser
-- runs with their plans and the offers each published plan made.

-- An order's visit: the patient's point and region, so the board finds a region's waiting visits
-- of a day through one index.
alter table orders add column lat double precision check (lat between -90 and 90);
alter table orders add column lng double precision check (lng between -180 and 180);
alter table orders add column service_region_id text references service_regions (id);
create index orders_waiting on orders (service_region_id, requested_date, id) where status = 'ordered';

-- A lab or drop box: its point and receiving hours (minutes from local midnight, its region's zone).
alter table places add column lat double precision check (lat between -90 and 90);
alter table places add column lng double precision check (lng between -180 and 180);
alter table places add column receiving_start_minute integer check (receiving_start_minute between 0 and 1439);
alter table places add column receiving_end_minute integer check (receiving_end_minute between 1 and 1440);
alter table places add column service_region_id text references service_regions (id);
create index places_region on places (service_region_id) where service_region_id is not null;

-- Where she leaves from, as a point (the address stays as she typed it).
alter table nurse_work_settings add column leave_from_lat double precision check (leave_from_lat between -90 and 90);
alter table nurse_work_settings add column leave_from_lng double precision check (leave_from_lng between -180 and 180);

-- One optimiser run for a region's day: its input (visits, nurses, places, matrix, pins), progress
-- while the job runs, the plan it answered (then edited by hand), and when it was published.
create table dispatch_runs (
  id text primary key,
  service_region_id text not null references service_regions (id),
  day date not null,
  status text not null check (status in ('queued', 'running', 'done', 'failed', 'published')),
  problem jsonb not null,
  progress jsonb,
  plan jsonb,
  failure text check (length(failure) <= 500),
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  published_at timestamptz
);
create index dispatch_runs_region_day on dispatch_runs (service_region_id, day, created_at desc);

-- The itineraries a published run made, one per planned nurse day, to watch their offers.
create table dispatch_itineraries (
  itinerary_id text primary key references itineraries (id) on delete cascade,
  run_id text not null references dispatch_runs (id) on delete cascade,
  planned_user_id text references users (id) on delete set null,
  base_earnings_cents integer not null check (base_earnings_cents >= 0),
  additional_earnings_cents integer not null default 0 check (additional_earnings_cents >= 0)
);
create index dispatch_itineraries_run on dispatch_itineraries (run_id);

-- The optimiser's run is a job (ADR 034). A later migration that changes this list keeps every kind.
alter table jobs drop constraint jobs_kind_check;
alter table jobs add constraint jobs_kind_check check (kind in ('email.send', 'sweep.expired',
  'sweep.unattached-files', 'sweep.job-history', 'payout.send', 'wallet.release', 'dispatch.optimise'));
