-- Packers' lists (issue 26, ADR 045): a kit shipment's transfer is made when its procedure is
-- ordered, before dispatch gives it a draft waypoint; it names its patient, whom the packer's list
-- shows (the audit trail records each list's patients).
alter table supply_transfers drop constraint supply_transfers_kind_waypoint;
alter table supply_transfers add constraint supply_transfers_kind_waypoint
  check (kind = 'kit-shipment' or draft_waypoint_id is null);
alter table supply_transfers add column patient_id text references users (id) on delete set null;
