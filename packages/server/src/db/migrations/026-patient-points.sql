-- A patient's home as a point (issue 25, ADR 049): an order copies it, with the service region
-- whose area holds it, so an office's new order reaches the dispatch board of its region and day.
-- Offline there is no geocoder (architecture.md 7): the point comes with the patient's record.
alter table users add column home_lat double precision check (home_lat between -90 and 90);
alter table users add column home_lng double precision check (home_lng between -180 and 180);
alter table users add constraint users_home_point check ((home_lat is null) = (home_lng is null));
