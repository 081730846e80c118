-- HIPAA 164.312(b) audit controls (ADR 017): every access to patient data, every impersonation
-- and every refused attempt is a row with who, what record, when, from where and the outcome.
-- The table is append-only in the database itself: a trigger refuses UPDATE, DELETE and TRUNCATE
-- for every role the application connects as.
alter table audit_log
  add column actor_role text,
  add column record_type text,
  add column record_id text,
  add column outcome text not null default 'success' check (outcome in ('success', 'refused')),
  add column ip text,
  add column request_id text;

create index audit_log_record on audit_log (record_type, record_id, at);
create index audit_log_actor on audit_log (actor_id, at);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end $$;

create trigger audit_log_no_update_or_delete before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
