-- The nurse's profile and work settings (issue 23, ADR 043): what operations need to decide on a
-- new nurse, and the inputs dispatch uses to choose whom to offer which work: where she works, when
-- (weekly hours in her time zone plus dated exceptions) and which procedures she performs.
-- Her name, phone, fax, address, time zone and date of birth stay on `users`.

create table nurse_profiles (
  user_id text primary key references users (id) on delete cascade,
  gender text check (length(gender) <= 50),
  -- requirements.md 3: languages with fluency, [{ "language": "Spanish", "fluency": "fluent" }].
  languages jsonb not null default '[]',
  title text check (length(title) <= 100),
  npi text check (npi ~ '^[0-9]{10}$'),
  malpractice_carrier text check (length(malpractice_carrier) <= 200),
  malpractice_expiry date,
  updated_at timestamptz not null default now()
);

-- Licences and certifications (requirements.md 3), one table: number, state, expiry and status.
create table nurse_credentials (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in ('licence', 'certification')),
  name text not null check (length(name) between 1 and 100),
  number text not null default '' check (length(number) <= 50),
  state_code text not null check (state_code ~ '^[A-Z]{2}$'),
  expiry_date date not null,
  status text not null check (status in ('active', 'inactive', 'pending')),
  created_at timestamptz not null default now()
);
create index nurse_credentials_user on nurse_credentials (user_id, kind);
-- Operations' "expiring within 30 days" sweep reads by expiry.
create index nurse_credentials_expiry on nurse_credentials (expiry_date);

-- Weekly hours in her time zone (users.time_zone): minutes from her midnight, weekday 0 Sunday.
create table nurse_weekly_availability (
  user_id text not null references users (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_minute integer not null check (start_minute between 0 and 1439),
  end_minute integer not null check (end_minute between 1 and 1440),
  primary key (user_id, weekday, start_minute),
  check (end_minute > start_minute)
);
create index nurse_weekly_availability_slot on nurse_weekly_availability (weekday, start_minute, end_minute, user_id);

-- A dated exception wins over the weekly hours of that day: no minutes, a day off.
create table nurse_availability_exceptions (
  user_id text not null references users (id) on delete cascade,
  day date not null,
  start_minute integer check (start_minute between 0 and 1439),
  end_minute integer check (end_minute between 1 and 1440),
  primary key (user_id, day),
  check ((start_minute is null) = (end_minute is null)),
  check (end_minute > start_minute)
);

-- requirements.md 3 shiftSettings: where she leaves from and returns to; her shift preferences.
create table nurse_work_settings (
  user_id text primary key references users (id) on delete cascade,
  leave_from_address text check (length(leave_from_address) <= 400),
  return_to_address text check (length(return_to_address) <= 400),
  -- Parts of the day she prefers (morning, afternoon, evening).
  day_parts text[] not null default '{}',
  max_hours_per_week integer check (max_hours_per_week between 1 and 80),
  max_drive_minutes integer check (max_drive_minutes between 5 and 240),
  updated_at timestamptz not null default now()
);

-- The service regions she works in: dispatch asks by region.
create table nurse_service_regions (
  user_id text not null references users (id) on delete cascade,
  service_region_id text not null references service_regions (id) on delete cascade,
  primary key (user_id, service_region_id)
);
create index nurse_service_regions_region on nurse_service_regions (service_region_id, user_id);

-- requirements.md 3 taskTypes (my-procedures): dispatch asks by task type.
create table nurse_task_types (
  user_id text not null references users (id) on delete cascade,
  task_type text not null check (task_type in ('venipuncture', 'capillary', 'pediatric-draw', 'urine-collection', 'swab',
    'centrifugation', 'mail-in-kit')),
  primary key (user_id, task_type)
);
create index nurse_task_types_type on nurse_task_types (task_type, user_id);
