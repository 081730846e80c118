-- Idempotency-Key (ADR 017). A key remembers a fingerprint of its request (an HMAC under the
-- server's secret: an input may hold a password), so a key reused with another body answers 422
-- instead of replaying the first answer; and anonymous writes (sign-ups, reset emails) honour keys
-- too, under the `anonymous` scope, so a retried sign-up whose answer was lost gets that answer
-- rather than "email taken".
alter table idempotency_keys add column request_hash text not null default '';
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys alter column user_id drop not null;
alter table idempotency_keys add column scope text;
update idempotency_keys set scope = user_id;
alter table idempotency_keys alter column scope set not null;
alter table idempotency_keys add primary key (scope, key);
