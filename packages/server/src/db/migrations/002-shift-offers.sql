-- The first slice of field work: service regions, shifts and itineraries with their offers, and
-- places for packers. The field workflow engine extends these tables.

create table service_regions (
  id text primary key,
  name text not null,
  time_zone text not null
);

create table shifts (
  id text primary key,
  status text not null check (status in ('open', 'accepted', 'in_progress', 'complete', 'canceled')),
  start_at timestamptz not null,
  end_at timestamptz not null,
  time_zone text not null,
  base_earnings_cents integer not null check (base_earnings_cents >= 0),
  user_id text references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index shifts_user_start on shifts (user_id, start_at);

create table shift_service_regions (
  shift_id text not null references shifts (id) on delete cascade,
  service_region_id text not null references service_regions (id),
  position integer not null default 0,
  primary key (shift_id, service_region_id)
);

create table shift_offers (
  shift_id text not null references shifts (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  status text not null check (status in ('offered', 'accepted', 'declined', 'no-response')),
  decline_reason text,
  additional_earnings_cents integer not null default 0 check (additional_earnings_cents >= 0),
  created_at timestamptz not null default now(),
  primary key (shift_id, user_id),
  check (status <> 'declined' or decline_reason is not null)
);
create index shift_offers_user on shift_offers (user_id, status);

create table itineraries (
  id text primary key,
  shift_id text references shifts (id) on delete cascade,
  status text not null check (status in ('open', 'accepted', 'in_progress', 'done', 'canceled')),
  start_at timestamptz not null,
  time_zone text not null,
  user_id text references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index itineraries_shift on itineraries (shift_id);
create index itineraries_user_start on itineraries (user_id, start_at);

create table itinerary_offers (
  itinerary_id text not null references itineraries (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  status text not null check (status in ('offered', 'accepted', 'declined', 'no-response')),
  decline_reason text,
  earnings_cents integer not null default 0 check (earnings_cents >= 0),
  created_at timestamptz not null default now(),
  primary key (itinerary_id, user_id),
  check (status <> 'declined' or decline_reason is not null)
);
create index itinerary_offers_user on itinerary_offers (user_id, status);

create table places (
  id text primary key,
  name text not null,
  type text not null check (type in ('lab', 'packing-and-shipping', 'drop-off')),
  address text not null
);

create table place_accounts (
  user_id text not null references users (id) on delete cascade,
  place_id text not null references places (id) on delete cascade,
  primary key (user_id, place_id)
);
create index place_accounts_place on place_accounts (place_id);
