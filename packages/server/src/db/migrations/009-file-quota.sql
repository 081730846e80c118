-- ADR 019: when a step first named the photo (the step's own-file check marks it, in the step's
-- transaction). The hourly sweep deletes photos no step names once they are three days old.
alter table files add column attached_at timestamptz;
-- The sweep's candidates, oldest first, without reading the attached rows.
create index files_unattached on files (created_at) where attached_at is null;
