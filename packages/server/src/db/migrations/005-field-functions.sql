-- What the field's named functions write beyond migration 004 (requirements.md 3, 4, 7): the shift bag,
-- and the new specimen bag each procedure gets after centrifugation.

-- requirements.md 7: shifts/{id}/supplyItem, the shift bag scanned at check-in.
alter table shifts add column supply_item_id text references supply_items (id);
create index shifts_supply_item on shifts (supply_item_id) where supply_item_id is not null;

-- requirements.md 4: a procedure is centrifuged once its new specimen bag is saved; the bag holds the
-- centrifuged tubes (related supply items).
create table processing_action_specimen_bags (
  processing_action_id text not null references processing_actions (id) on delete cascade,
  procedure_id text not null references procedures (id) on delete cascade,
  supply_item_id text not null references supply_items (id),
  related_supply_item_ids jsonb not null default '[]',
  saved_at timestamptz not null default now(),
  primary key (processing_action_id, procedure_id)
);
create index processing_action_specimen_bags_item on processing_action_specimen_bags (supply_item_id);
