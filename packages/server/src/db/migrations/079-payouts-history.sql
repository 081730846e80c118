-- Operations' payouts list (ADR 079): every payout stays findable, a page at a time in the order
-- its filter lists it, each page read from an index (the key of the page before, then the next
-- rows), never a sort of the whole table.

-- Open payouts, oldest first: the id breaks a tie of two requested in the same instant.
drop index withdrawals_open;
create index withdrawals_open on withdrawals (requested_at, id) where status in ('requested', 'sending', 'sent');
-- Settled, or failed, newest finished first (scanned backwards).
create index withdrawals_finished on withdrawals (status, finished_at, id) where status in ('settled', 'failed');
-- All of them, newest requested first (scanned backwards).
create index withdrawals_requested on withdrawals (requested_at, id);
