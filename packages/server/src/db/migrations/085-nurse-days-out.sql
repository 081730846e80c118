-- A nurse out sick (ADR 085): operations mark her out for a day. The row says she is out and who
-- said so, when (the clock's instant, ADR 066); her availability gets a day off beside it, so
-- dispatch plans and offers her nothing that day. One row a nurse a day: marking her out again is
-- the same mark. The live day lists the day's rows (index by day).
create table nurse_days_out (
  user_id text not null,
  day date not null,
  marked_by text not null,
  marked_at timestamptz not null,
  primary key (user_id, day)
);
create index nurse_days_out_day on nurse_days_out (day);
