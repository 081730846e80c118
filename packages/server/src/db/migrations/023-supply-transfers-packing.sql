-- Packers and supply logistics (issue 26, ADR 045): what a supply transfer packs, for whom, and the
-- packer's searchable lists. A transfer is a kit shipment to a patient's visit (a draft waypoint of
-- the kit-shipment strategy) or a nurse's kit order (no waypoint: lines of supplies).

alter table supply_transfers alter column draft_waypoint_id drop not null;
alter table supply_transfers
  add column kind text not null default 'kit-shipment' check (kind in ('kit-shipment', 'kit-order')),
  add column requested_by_user_id text references users (id) on delete set null,
  -- Who the box goes to and where, as the packer reads it on the list and the label.
  add column recipient text not null default '' check (length(recipient) <= 200),
  add column address text not null default '' check (length(address) <= 400),
  -- The day the supplies are needed by (the visit's day): a kit expiring before it is refused.
  add column needed_by date,
  add column search_text text not null default '' check (length(search_text) <= 2000),
  add column search tsvector generated always as (to_tsvector('simple', id || ' ' || search_text)) stored;
alter table supply_transfers add constraint supply_transfers_kind_waypoint
  check ((kind = 'kit-shipment') = (draft_waypoint_id is not null));
create index supply_transfers_search on supply_transfers using gin (search);
create index supply_transfers_place on supply_transfers (place_id, status, created_at desc, id);

-- A nurse's kit order: which supplies, how many.
create table supply_transfer_lines (
  supply_transfer_id text not null references supply_transfers (id) on delete cascade,
  supply_id text not null references supplies (id),
  quantity integer not null check (quantity between 1 and 100),
  primary key (supply_transfer_id, supply_id)
);

alter table supply_shipments
  add column place_id text references places (id),
  add column recipient text not null default '' check (length(recipient) <= 200),
  add column address text not null default '' check (length(address) <= 400),
  add column box_supply_item_id text references supply_items (id),
  add column scanned_shipping_label_barcode text check (length(scanned_shipping_label_barcode) <= 200),
  add column tracking_number text check (length(tracking_number) <= 100),
  add column box_image_file_id text,
  add column created_at timestamptz not null default now(),
  add column search_text text not null default '' check (length(search_text) <= 2000),
  add column search tsvector generated always as (to_tsvector('simple', id || ' ' || search_text)) stored;
create index supply_shipments_search on supply_shipments using gin (search);
create index supply_shipments_place on supply_shipments (place_id, status, created_at desc, id);

-- What the packer scanned into a transfer: a procedure's kit and supplies, and the kits going into
-- a shipment's box (the same kit items again). A retried scan finds its row and writes nothing;
-- an item packed for one procedure cannot be packed for another.
create table supply_transfer_scans (
  supply_transfer_id text not null references supply_transfers (id) on delete cascade,
  role text not null check (role in ('procedure-kit', 'procedure-supply', 'box-kit')),
  procedure_id text references procedures (id) on delete cascade,
  supply_shipment_id text references supply_shipments (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  scanned_by text references users (id) on delete set null,
  scanned_at timestamptz not null default now(),
  primary key (supply_transfer_id, role, supply_item_id)
);
create unique index supply_transfer_scans_item on supply_transfer_scans (supply_item_id) where role <> 'box-kit';

-- The printed forms the packer scanned back (requisition form, instruction sheet), per procedure.
create table supply_transfer_documents (
  supply_transfer_id text not null references supply_transfers (id) on delete cascade,
  procedure_id text not null references procedures (id) on delete cascade,
  document text not null check (document in ('requisition-form', 'instruction-sheet')),
  scanned_at timestamptz not null default now(),
  primary key (supply_transfer_id, procedure_id, document)
);

-- A kit's items expire: a kit expiring before the visit is refused at scan time.
alter table supply_items add column expires_on date;
