-- Place groups (issue 25, ADR 060; requirements.md 3: an office's placeGroupID, a procedure's
-- dropOffPlaceGroups): a named set of places of one type. Operations edit them; a change
-- publishes `place-group-types/{type}` to open screens (requirements.md 7).
create table place_groups (
  id text primary key,
  name text not null,
  type text not null check (type in ('lab-company', 'drop-boxes', 'office-sites')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two groups of one name would be told apart by nobody.
create unique index place_groups_name on place_groups (lower(name));
create index place_groups_type on place_groups (type, name);

create table place_group_places (
  group_id text not null references place_groups (id) on delete cascade,
  place_id text not null references places (id) on delete cascade,
  primary key (group_id, place_id)
);
create index place_group_places_place on place_group_places (place_id);
