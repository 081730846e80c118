-- The job queue (ADR 034): work that runs after the write that causes it commits, claimed by any
-- server process with FOR UPDATE SKIP LOCKED, retried with backoff, dead-lettered after its last try.
create table jobs (
  id bigserial primary key,
  kind text not null check (kind in ('email.send', 'sweep.expired', 'sweep.unattached-files', 'sweep.job-history')),
  -- One job per kind and key, ever: enqueueing the same work twice enqueues it once.
  key text check (length(key) <= 200),
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'dead')),
  attempts integer not null default 0,
  max_attempts integer not null check (max_attempts between 1 and 100),
  -- How long one try may hold the job before another process may take it over.
  lease_ms integer not null check (lease_ms between 1000 and 3600000),
  run_at timestamptz not null default now(),
  -- The process holding a running job, and until when: past it another process may take it over.
  locked_by text,
  locked_until timestamptz,
  last_error text check (length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index jobs_kind_key on jobs (kind, key) where key is not null;
create index jobs_queued on jobs (run_at, id) where status = 'queued';
create index jobs_running on jobs (locked_until) where status = 'running';
create index jobs_dead on jobs (finished_at desc, id desc) where status = 'dead';
create index jobs_succeeded on jobs (finished_at) where status = 'succeeded';

-- Periodic jobs: the process that moves next_run_at on enqueues the run, so each runs once for all.
create table job_schedules (
  name text primary key,
  next_run_at timestamptz not null
);

-- Rate-limit windows shared by every process on this database (ADR 035).
create table rate_limit_counters (
  key text not null check (length(key) <= 600),
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
create index rate_limit_counters_window on rate_limit_counters (window_start);
