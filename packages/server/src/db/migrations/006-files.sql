-- Uploaded photos (requirements.md 4, 5: the centrifuge photo, shipment and box photos): who uploaded
-- them and what they are; the bytes live in the storage adapter under the id.
create table files (
  id text primary key,
  owner_user_id text not null references users (id) on delete cascade,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null,
  idempotency_key text,
  created_at timestamptz not null default now()
);
create index files_owner on files (owner_user_id, created_at);
-- A retried upload (same user, same Idempotency-Key) finds the first file instead of a second.
create unique index files_owner_idempotency on files (owner_user_id, idempotency_key) where idempotency_key is not null;
