-- Custody events name a person and a stop with `on delete set null` (migration 016): without these
-- indexes, removing a user (deleteUser) or a waypoint scans every custody event to find theirs.
create index custody_events_actor on custody_events (actor_user_id) where actor_user_id is not null;
create index custody_events_waypoint on custody_events (waypoint_id) where waypoint_id is not null;
