-- The dispatch board's shifts already built for a region's day (issue 25, ADR 049): a region's
-- shifts by their region, then their start.
create index shift_service_regions_region on shift_service_regions (service_region_id, shift_id);
create index shifts_start on shifts (start_at, id);
