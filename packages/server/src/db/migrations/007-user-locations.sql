-- requirements.md 3, 7: users/{id}/location/current, the caller's last written position and its
-- lastUpdate (nurses and packers share their location). One row per user, replaced when the
-- domain's write thresholds pass (requirements.md 5, 9: 5 minutes or a move over 100 m).
create table user_locations (
  user_id text primary key references users (id) on delete cascade,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  last_update timestamptz not null
);
