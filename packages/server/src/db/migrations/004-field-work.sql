-- The field workflow engine's data (requirements.md 3, 4; architecture.md 4): supplies and their items, orders,
-- bookings and procedures, waypoints with their actions, shipments and supply transfers, and the
-- events the field records. Status CHECKs are exactly the unions of packages/domain
-- (itinerary/model.ts, transitions/entities.ts). PostgreSQL 15 syntax only.

-- Service regions get their area; shifts their geo check, leave-from and supply counts.
alter table service_regions add column polygon jsonb;
alter table shifts add column geo_check jsonb;
alter table shifts add column leave_from jsonb;
-- requirements.md 3: supplies (count by supply): {"<supply id>": count}.
alter table shifts add column supplies jsonb not null default '{}';

-- Supplies, SKUs, batches, items and barcodes ------------------------------------------------

create table supplies (
  id text primary key,
  name text not null,
  type text not null check (type in ('amber-bag', 'branded-bag', 'container', 'insulated-bag', 'mail-in-box',
    'procedure-bag', 'specimen-bag', 'tube', 'kit', 'shipping-label')),
  color text,
  image_color text,
  icon text,
  kit_supply_id text references supplies (id),
  no_scan_after_collection boolean not null default false,
  order_weight integer not null default 0
);
create index supplies_kit on supplies (kit_supply_id) where kit_supply_id is not null;

create table skus (
  id text primary key,
  supply_id text not null references supplies (id),
  active boolean not null default true
);
create index skus_supply on skus (supply_id) where active;

create table batch_skus (
  id text primary key,
  sku_id text not null references skus (id),
  quantity integer not null check (quantity > 0),
  created_at timestamptz not null default now()
);
create index batch_skus_sku on batch_skus (sku_id);

create table batch_items (
  id text primary key,
  batch_sku_id text not null references batch_skus (id) on delete cascade
);
create index batch_items_batch_sku on batch_items (batch_sku_id);

create table batch_item_serials (
  batch_item_id text not null references batch_items (id) on delete cascade,
  serial text not null,
  primary key (batch_item_id, serial)
);
create index batch_item_serials_serial on batch_item_serials (serial);

create table supply_items (
  id text primary key,
  serial text unique,
  sku_id text not null references skus (id),
  status text not null default 'inactive' check (status in ('inactive', 'activated', 'used')),
  status_at timestamptz,
  owner_user_id text references users (id) on delete set null,
  owner_place_id text references places (id) on delete set null,
  created_at timestamptz not null default now(),
  check (owner_user_id is null or owner_place_id is null)
);
create index supply_items_sku on supply_items (sku_id);
create index supply_items_owner_user on supply_items (owner_user_id, status) where owner_user_id is not null;
create index supply_items_owner_place on supply_items (owner_place_id, status) where owner_place_id is not null;

-- What a scanned or typed barcode stands for: a supply item, a batch item or a shipping label.
create table barcodes (
  value text primary key,
  type text not null check (type in ('supply-item', 'batch-item', 'shipping-label')),
  target_id text not null,
  created_at timestamptz not null default now()
);
create index barcodes_target on barcodes (type, target_id);

create table place_supplies (
  place_id text not null references places (id) on delete cascade,
  supply_id text not null references supplies (id),
  quantity integer not null default 0 check (quantity >= 0),
  primary key (place_id, supply_id)
);
create index place_supplies_supply on place_supplies (supply_id);

create table shift_supply_items (
  shift_id text not null references shifts (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  primary key (shift_id, supply_item_id)
);
create index shift_supply_items_item on shift_supply_items (supply_item_id);

-- Orders and bookings ------------------------------------------------------------------------

create table orders (
  id text primary key,
  office_id text not null references offices (id),
  created_by_office_id text not null references offices (id),
  prescriber_id text references users (id) on delete set null,
  offline_scheduling boolean not null default false,
  created_at timestamptz not null default now()
);
create index orders_office on orders (office_id, created_at desc);
create index orders_created_by_office on orders (created_by_office_id, created_at desc);
create index orders_prescriber on orders (prescriber_id) where prescriber_id is not null;

create table bookings (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  patient_id text not null references users (id),
  created_at timestamptz not null default now()
);
create index bookings_order on bookings (order_id);
create index bookings_patient on bookings (patient_id);

-- Waypoints and their actions ----------------------------------------------------------------

create table waypoints (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  position integer not null check (position >= 0),
  type text not null check (type in ('patient', 'pick-drop')),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  address text not null,
  place_id text references places (id),
  status text not null default 'pending' check (status in ('pending', 'transit', 'at-waypoint', 'complete')),
  status_at timestamptz,
  scheduled_start_at timestamptz not null,
  supply_item_id text references supply_items (id),
  unique (itinerary_id, position)
);
create index waypoints_open on waypoints (itinerary_id, position) where status <> 'complete';
create index waypoints_supply_item on waypoints (supply_item_id) where supply_item_id is not null;
create index waypoints_place on waypoints (place_id) where place_id is not null;

create table draft_waypoints (
  id text primary key,
  waypoint_id text not null references waypoints (id) on delete cascade,
  supply_strategy text not null check (supply_strategy in ('nurse-supplies', 'kit-shipment'))
);
create index draft_waypoints_waypoint on draft_waypoints (waypoint_id);

create table waypoint_actions (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  waypoint_id text not null references waypoints (id) on delete cascade,
  position integer not null default 0,
  type text not null check (type in ('mail-in', 'sample', 'pickup', 'patient-action', 'dropoff')),
  status text not null default 'incomplete' check (status in ('incomplete', 'in-progress', 'packed', 'complete',
    'canceled')),
  status_at timestamptz,
  action_duration_minutes integer not null default 0 check (action_duration_minutes >= 0),
  mail_in_box_barcode text,
  shipment_id text,
  check (type = 'mail-in' or (mail_in_box_barcode is null and shipment_id is null))
);
create index waypoint_actions_waypoint on waypoint_actions (waypoint_id, position);
create index waypoint_actions_itinerary on waypoint_actions (itinerary_id);
create index waypoint_actions_open on waypoint_actions (itinerary_id) where status not in ('complete', 'canceled');
create index waypoint_actions_mail_in_box on waypoint_actions (mail_in_box_barcode) where mail_in_box_barcode is not null;

-- A mail-in action carries the boxes of the actions it links (requirements.md 3: waypointActionID links).
create table waypoint_action_links (
  mail_in_action_id text not null references waypoint_actions (id) on delete cascade,
  linked_action_id text not null references waypoint_actions (id) on delete cascade,
  primary key (mail_in_action_id, linked_action_id),
  check (mail_in_action_id <> linked_action_id)
);
create index waypoint_action_links_linked on waypoint_action_links (linked_action_id);

create table shipments (
  id text primary key,
  status text not null default 'pending' check (status in ('pending', 'ready_to_ship', 'in-transit')),
  status_at timestamptz,
  shipment_box_supply_item_id text references supply_items (id),
  scanned_shipping_label_barcode text,
  shipping_label_barcode text,
  shipment_box_image text,
  waypoint_action_id text references waypoint_actions (id) on delete set null,
  waypoint_arrival boolean not null default false,
  preparing_to_label boolean not null default false
);
create index shipments_waypoint_action on shipments (waypoint_action_id) where waypoint_action_id is not null;
create index shipments_box on shipments (shipment_box_supply_item_id) where shipment_box_supply_item_id is not null;
create index shipments_label on shipments (shipping_label_barcode) where shipping_label_barcode is not null;
create index shipments_open on shipments (status) where status <> 'in-transit';

alter table waypoint_actions add constraint waypoint_actions_shipment_fk
  foreign key (shipment_id) references shipments (id) on delete set null;
create index waypoint_actions_shipment on waypoint_actions (shipment_id) where shipment_id is not null;

create table processing_actions (
  id text primary key,
  waypoint_id text not null references waypoints (id) on delete cascade,
  type text not null,
  supply_instruction text not null check (supply_instruction in ('scan', 'centrifuge', 'discard-after-transfer',
    'fill-by-patient', 'refrigerate', 'transfer-from-container')),
  status text not null default 'incomplete' check (status in ('incomplete', 'in-progress', 'packed', 'complete',
    'canceled')),
  status_at timestamptz
);
create index processing_actions_waypoint on processing_actions (waypoint_id);
create index processing_actions_open on processing_actions (waypoint_id) where status not in ('complete', 'packed', 'canceled');

-- Supply transfers (packers ship supplies to a draft waypoint) --------------------------------

create table supply_transfers (
  id text primary key,
  status text not null default 'pending' check (status in ('pending', 'packed')),
  status_at timestamptz,
  draft_waypoint_id text not null references draft_waypoints (id) on delete cascade,
  place_id text references places (id),
  created_at timestamptz not null default now()
);
create index supply_transfers_draft_waypoint on supply_transfers (draft_waypoint_id);
create index supply_transfers_open on supply_transfers (place_id, created_at) where status = 'pending';

create table supply_shipments (
  id text primary key,
  delivery_method text not null check (delivery_method in ('mail', 'courier', 'nurse-pickup')),
  scanning jsonb not null default '{}',
  shipping_label_barcode text,
  status text not null default 'pending' check (status in ('pending', 'ready_to_ship', 'in-transit')),
  status_at timestamptz
);
create index supply_shipments_label on supply_shipments (shipping_label_barcode) where shipping_label_barcode is not null;

create table supply_transfer_shipments (
  supply_transfer_id text not null references supply_transfers (id) on delete cascade,
  supply_shipment_id text not null references supply_shipments (id) on delete cascade,
  primary key (supply_transfer_id, supply_shipment_id)
);
create index supply_transfer_shipments_shipment on supply_transfer_shipments (supply_shipment_id);

-- Procedures and what hangs off them -----------------------------------------------------------

create table procedures (
  id text primary key,
  order_id text references orders (id),
  booking_id text references bookings (id),
  task_id text,
  draft_waypoint_id text not null references draft_waypoints (id) on delete cascade,
  status text not null default 'scheduled' check (status in ('scheduled', 'in-progress', 'completed', 'canceled',
    'failed')),
  status_at timestamptz,
  kit_supply_item_id text references supply_items (id),
  insulated_bag_id text references supply_items (id),
  specimen_bag_id text references supply_items (id),
  -- Free-form (architecture.md 4): supply instructions, instruction texts, the charting tree, contact.
  supply_instruction_config jsonb not null default '[]',
  instructions jsonb not null default '{}',
  charting_items jsonb not null default '[]',
  charting_status text not null default 'incomplete' check (charting_status in ('incomplete', 'complete')),
  contact jsonb,
  documents jsonb not null default '[]',
  drop_off_place_groups jsonb not null default '[]',
  disable_sample_scanning boolean not null default false,
  sample_shipment_id text references shipments (id) on delete set null,
  supply_transfer_id text references supply_transfers (id) on delete set null,
  failed_reason text,
  failed_by text references users (id) on delete set null,
  failed_by_role text,
  failed_supply_condition text check (failed_supply_condition in ('used', 'unused')),
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  check (status <> 'failed' or (failed_reason is not null and failed_at is not null and failed_supply_condition is not null)),
  check ((failed_at is null) = (failed_reason is null))
);
create index procedures_draft_waypoint on procedures (draft_waypoint_id);
create index procedures_open on procedures (draft_waypoint_id) where status in ('scheduled', 'in-progress');
create index procedures_order on procedures (order_id) where order_id is not null;
create index procedures_booking on procedures (booking_id) where booking_id is not null;
create index procedures_sample_shipment on procedures (sample_shipment_id) where sample_shipment_id is not null;
create index procedures_supply_transfer on procedures (supply_transfer_id) where supply_transfer_id is not null;
create index procedures_kit on procedures (kit_supply_item_id) where kit_supply_item_id is not null;
create index procedures_insulated_bag on procedures (insulated_bag_id) where insulated_bag_id is not null;
create index procedures_specimen_bag on procedures (specimen_bag_id) where specimen_bag_id is not null;

create table waypoint_action_procedures (
  waypoint_action_id text not null references waypoint_actions (id) on delete cascade,
  procedure_id text not null references procedures (id) on delete cascade,
  position integer not null default 0,
  primary key (waypoint_action_id, procedure_id)
);
create index waypoint_action_procedures_procedure on waypoint_action_procedures (procedure_id);

create table processing_action_procedures (
  processing_action_id text not null references processing_actions (id) on delete cascade,
  procedure_id text not null references procedures (id) on delete cascade,
  position integer not null default 0,
  primary key (processing_action_id, procedure_id)
);
create index processing_action_procedures_procedure on processing_action_procedures (procedure_id);

-- Supply items scanned for a procedure (requirements.md 3: supplyItems).
create table procedure_supply_items (
  procedure_id text not null references procedures (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  primary key (procedure_id, supply_item_id)
);
create index procedure_supply_items_item on procedure_supply_items (supply_item_id);

create table procedure_amber_bags (
  procedure_id text not null references procedures (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  position integer not null default 0,
  primary key (procedure_id, supply_item_id)
);
create index procedure_amber_bags_item on procedure_amber_bags (supply_item_id);

-- The specimen bag's related supply items (requirements.md 3: specimenBag with relatedSupplyItems).
create table procedure_specimen_bag_items (
  procedure_id text not null references procedures (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  primary key (procedure_id, supply_item_id)
);
create index procedure_specimen_bag_items_item on procedure_specimen_bag_items (supply_item_id);

-- Results are encrypted with the patient's id before they reach the database: the column holds
-- a versioned envelope ("v1:<base64 / base64url parts separated by colons>"), never plaintext.
create table procedure_results (
  procedure_id text not null references procedures (id) on delete cascade,
  product_id text not null,
  status text not null default 'pending' check (status in ('pending', 'available', 'reviewed')),
  result_ciphertext text check (result_ciphertext ~ '^v[0-9]+:[A-Za-z0-9+/=_:.-]+$'),
  updated_at timestamptz not null default now(),
  primary key (procedure_id, product_id)
);

create table samples (
  id text primary key,
  procedure_id text not null references procedures (id) on delete cascade,
  position integer not null default 0,
  status text not null default 'pending' check (status in ('pending', 'collected', 'failed', 'completed')),
  status_at timestamptz,
  supply_id text not null references supplies (id),
  supply_item_id text references supply_items (id),
  serial text,
  collected_at timestamptz,
  collection_failure text,
  drop_off_failure text,
  no_scan_after_collection boolean not null default false,
  light_sensitive boolean not null default false,
  refrigerated boolean not null default false,
  processing text check (processing in ('centrifuge')),
  check (status <> 'collected' or collected_at is not null),
  check (status <> 'failed' or collection_failure is not null)
);
create index samples_procedure on samples (procedure_id, position);
create index samples_supply_item on samples (supply_item_id) where supply_item_id is not null;
create index samples_serial on samples (serial) where serial is not null;

-- Field events -----------------------------------------------------------------------------------

create table deviation_checks (
  id bigserial primary key,
  waypoint_id text not null references waypoints (id) on delete cascade,
  user_id text references users (id) on delete set null,
  name text not null check (name in ('duration', 'location')),
  reason text not null check (length(reason) > 0),
  at timestamptz not null default now()
);
create index deviation_checks_waypoint on deviation_checks (waypoint_id, at);

create table waypoint_arrivals (
  id bigserial primary key,
  waypoint_id text not null references waypoints (id) on delete cascade,
  user_id text references users (id) on delete set null,
  -- The waypoint's actions open at arrival (an event's snapshot, not a relation).
  waypoint_action_ids jsonb not null default '[]',
  at timestamptz not null default now(),
  too_far_reason text
);
create index waypoint_arrivals_waypoint on waypoint_arrivals (waypoint_id, at);

create table analytics_events (
  id bigserial primary key,
  name text not null,
  user_id text references users (id) on delete set null,
  email text,
  route text,
  geo jsonb,
  medical_title text,
  properties jsonb not null default '{}',
  at timestamptz not null default now()
);
create index analytics_events_user on analytics_events (user_id, at) where user_id is not null;
create index analytics_events_name on analytics_events (name, at);
