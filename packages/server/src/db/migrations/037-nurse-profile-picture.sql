-- Her profile picture (issue 23 personal info; ADR 059): one of her own uploads, kept by the
-- unattached-files sweep once named here.
alter table nurse_profiles add column picture_file_id text references files (id) on delete set null;
