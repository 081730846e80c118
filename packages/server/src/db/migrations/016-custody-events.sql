-- Custody events (architecture.md 10, issue 14): where each procedure's specimen has been, from the order
-- to the lab. Written in the same transaction as the write that causes them and never changed:
-- the procedure page's timeline and "where is my specimen" read them.
create table custody_events (
  id bigserial primary key,
  procedure_id text not null references procedures (id) on delete cascade,
  kind text not null check (kind in ('ordered', 'scheduled', 'nurse-assigned', 'en-route', 'arrived',
    'sample-collected', 'collection-failed', 'centrifuged', 'bagged', 'collection-completed', 'packed', 'shipped',
    'to-lab', 'dropped-off', 'failed', 'canceled')),
  at timestamptz not null,
  actor_user_id text references users (id) on delete set null,
  actor_role text,
  waypoint_id text references waypoints (id) on delete set null,
  place text check (length(place) <= 500),
  sample_id text,
  supply_item_id text,
  detail text check (length(detail) <= 1000)
);
-- The timeline of one procedure, oldest first; the latest stage of many (the orders list).
create index custody_events_procedure on custody_events (procedure_id, at, id);

-- Append-only: an event is never edited or removed by hand. Removing its procedure (a cascade,
-- which runs inside the foreign key's own trigger) still removes it.
create function custody_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'custody_events is append-only' using errcode = 'insufficient_privilege';
end $$;
create trigger custody_events_append_only before update or delete on custody_events
  for each row when (pg_trigger_depth() < 1) execute function custody_events_append_only();
