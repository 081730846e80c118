-- The test catalogue (issue 14, ADR 026): what each orderable test needs of a collection. The
-- collection plan (domain catalogue/collection-plan.ts) reads these columns; containers are the
-- domain's list, each a supply.
create table lab_tests (
  id text primary key,
  code text not null unique,
  name text not null,
  aliases text[] not null default '{}',
  container text not null check (container in ('blood-culture-bottles', 'light-blue-citrate', 'red-serum',
    'gold-sst', 'green-heparin', 'lavender-edta', 'royal-blue-edta', 'tan-lead', 'gray-fluoride', 'urine-cup')),
  -- Microlitres: exact, where millilitres would be a fraction.
  min_volume_ul integer not null check (min_volume_ul > 0 and min_volume_ul <= 100000),
  fasting_hours integer not null default 0 check (fasting_hours between 0 and 24),
  light_sensitive boolean not null default false,
  temperature text not null check (temperature in ('room', 'refrigerated', 'frozen')),
  centrifuge boolean not null default false,
  clot_minutes integer not null default 0 check (clot_minutes between 0 and 120),
  stability_hours integer not null check (stability_hours > 0),
  dedicated boolean not null default false,
  containers integer not null default 1 check (containers between 1 and 4),
  instructions text not null default '',
  charting jsonb not null default '[]',
  -- Lower-case code, name and aliases: what "search as you type" matches.
  search_text text not null,
  active boolean not null default true
);
-- The catalogue as offices list it: active tests by name.
create index lab_tests_active_name on lab_tests (name) where active;
