-- ADR 077: check-in opens an hour before the shift; QA may lift the wait for one person (a flag override).
insert into feature_flags (name, enabled, description) values
  ('checkInWindowDisabled', false, 'Check-in opens at any time before the shift, not only an hour before.')
on conflict (name) do nothing;
