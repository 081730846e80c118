-- Accounts, offices, sessions, email-link tokens, outbox, flags, partners, idempotency, audit.

create table partners (
  name text primary key check (name ~ '^[a-z][a-z0-9-]{1,39}$'),
  display_name text not null,
  color text not null check (color ~ '^#[0-9a-fA-F]{6}$')
);

create table users (
  id text primary key,
  email text not null unique,
  role text not null check (role in ('nurse', 'patient', 'prescriber', 'assistant', 'packer', 'admin')),
  status text not null check (status in ('incomplete', 'pending', 'approved', 'declined', 'require_interview',
    'interview_scheduled', 'require_approval', 'waitlisted')),
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  password_hash text,
  interview_uri text,
  time_zone text not null default 'UTC',
  partner_name text references partners (name),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_awaiting_approval on users (created_at) where status <> 'approved';

create table offices (
  id text primary key,
  name text not null,
  type text not null check (type in ('lab', 'staffing', 'others')),
  status text not null check (status in ('approved', 'require_interview', 'interview_scheduled')),
  auto_approve boolean not null default false,
  interview_uri text,
  partner_name text references partners (name),
  created_at timestamptz not null default now()
);

create table office_members (
  office_id text not null references offices (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('prescriber', 'assistant', 'nurse', 'patient')),
  invitation_status text not null check (invitation_status in ('pending', 'accepted')),
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  primary key (office_id, user_id)
);
create index office_members_user on office_members (user_id);

create table sessions (
  id_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user on sessions (user_id);

create table auth_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('reset-password', 'finish-sign-up', 'sign-in')),
  route text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_tokens_user on auth_tokens (user_id, purpose);

create table outbox_emails (
  id text primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  links jsonb not null default '[]',
  sent_at timestamptz not null default now()
);
create index outbox_emails_sent on outbox_emails (sent_at desc);
create index outbox_emails_to on outbox_emails (to_email, sent_at desc);

create table feature_flags (
  name text primary key,
  enabled boolean not null,
  description text not null default ''
);

create table feature_flag_overrides (
  user_id text not null references users (id) on delete cascade,
  flag text not null,
  enabled boolean not null,
  primary key (user_id, flag)
);

create table idempotency_keys (
  user_id text not null references users (id) on delete cascade,
  key text not null,
  fn text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

create table interview_bookings (
  id text primary key,
  user_id text references users (id) on delete cascade,
  office_id text references offices (id) on delete cascade,
  start_at timestamptz not null unique,
  uri text not null,
  created_at timestamptz not null default now(),
  check ((user_id is null) <> (office_id is null))
);

-- Append-only record of reads and writes of patient data (architecture.md 6).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id text,
  action text not null,
  subject_user_id text,
  detail jsonb not null default '{}'
);
create index audit_log_subject on audit_log (subject_user_id, at);
