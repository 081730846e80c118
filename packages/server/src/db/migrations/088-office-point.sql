-- The office's own address as a place (ADR 082, extending ADR 071): saved with the point the person
-- confirmed on the map, like a patient's home, a nurse's leave-from and operations' places.
-- Offices saved before keep no point until their address is saved again; an office with no address
-- has none.
alter table offices add column lat double precision check (lat between -90 and 90);
alter table offices add column lng double precision check (lng between -180 and 180);
alter table offices add constraint offices_point check ((lat is null) = (lng is null));
