-- An order's ordering prescriber's NPI and its diagnoses (ADR 087), as the requisition prints them.
-- Both are written on the order when it is placed and never change with the prescriber's later
-- orders: the paper a lab received says what was ordered. Orders placed before carry neither.
alter table orders add column prescriber_npi text
  check (prescriber_npi is null or prescriber_npi ~ '^[0-9]{10}$');
alter table orders add column diagnosis_codes text[] not null default '{}'
  check (cardinality(diagnosis_codes) <= 12);
-- The order form fills in a prescriber's NPI from their latest order at the office.
create index orders_office_prescriber_npi on orders (office_id, prescriber_id, created_at desc)
  where prescriber_npi is not null;
