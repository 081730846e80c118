-- An office's place group (issue 25, ADR 065; requirements.md 3 Office.placeGroupID): the places its
-- specimens go to. Operations set it (setOfficePlaceGroup); createOrder stamps it on each new
-- procedure's drop_off_place_groups, which dispatch reads. A group deleted leaves its offices with none.
alter table offices add column place_group_id text references place_groups (id) on delete set null;
-- Which offices a group serves (a group's deletion sets them null through this index).
create index offices_place_group on offices (place_group_id) where place_group_id is not null;
