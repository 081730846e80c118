-- Office orders (issue 14, ADR 028): an order is one patient's visit with its tests, waiting for a
-- nurse until dispatch puts its procedures on an itinerary.

-- The patient's details an order prints and a nurse drives to (requirements.md 3: info dateOfBirth, address).
alter table users add column date_of_birth date;
alter table users add column address text;

-- An ordered procedure waits without a stop; its test is the catalogue's.
alter table procedures alter column draft_waypoint_id drop not null;
alter table procedures add column test_id text references lab_tests (id);
alter table procedures drop constraint procedures_status_check;
alter table procedures add constraint procedures_status_check
  check (status in ('ordered', 'scheduled', 'in-progress', 'completed', 'canceled', 'failed'));
create index procedures_order_test on procedures (order_id, test_id) where order_id is not null;

alter table orders add column requisition_number text unique;
alter table orders add column patient_id text references users (id);
alter table orders add column status text not null default 'scheduled'
  check (status in ('ordered', 'scheduled', 'in-progress', 'completed', 'failed', 'canceled'));
alter table orders add column requested_date date;
alter table orders add column window_start text check (window_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
alter table orders add column window_end text check (window_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
alter table orders add column time_zone text;
alter table orders add column fasting_hours integer not null default 0 check (fasting_hours between 0 and 24);
alter table orders add column notes text not null default '' check (length(notes) <= 1000);
alter table orders add column created_by_user_id text references users (id) on delete set null;
-- The orders list of one office: by requested day (its default), by status, by patient.
create index orders_office_requested on orders (office_id, requested_date desc, id desc);
create index orders_office_status on orders (office_id, status, requested_date desc, id desc);
create index orders_office_patient on orders (office_id, patient_id);

-- The collection an order planned (domain catalogue/collection-plan.ts): its containers in the
-- order of draw and the tests (procedures) each holds.
create table order_containers (
  order_id text not null references orders (id) on delete cascade,
  position integer not null check (position > 0),
  kind text not null check (kind in ('blood-culture-bottles', 'light-blue-citrate', 'red-serum',
    'gold-sst', 'green-heparin', 'lavender-edta', 'royal-blue-edta', 'tan-lead', 'gray-fluoride', 'urine-cup')),
  supply_id text not null references supplies (id),
  volume_ul integer not null check (volume_ul > 0),
  temperature text not null check (temperature in ('room', 'refrigerated', 'frozen')),
  light_sensitive boolean not null,
  centrifuge boolean not null,
  clot_minutes integer not null,
  stability_hours integer not null,
  procedure_ids text[] not null,
  primary key (order_id, position)
);
