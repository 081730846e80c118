-- Operations (issue 25, ADR 053): the live day reads a day's itineraries by their start, across
-- every nurse (itineraries_user_start leads with the nurse); the people list pages through people
-- by role and status, oldest first, with a stable tie-break on id.
create index itineraries_start on itineraries (start_at, id);
create index users_operations_people on users (role, status, created_at, id);
