-- Kit-shipment orders (requirements.md 2.11 kit-shipment supply strategy; issues 25, 26; ADR 058): an
-- office may have the patient's collection kit shipped to them before the visit. The order keeps
-- its strategy (dispatch gives its draft waypoints the same); each of its procedures names the kit
-- the packer assembles for it, and the order's supply transfer is made with the order.
alter table orders add column supply_strategy text not null default 'nurse-supplies'
  check (supply_strategy in ('nurse-supplies', 'kit-shipment'));
alter table procedures add column kit_supply_id text references supplies (id);
