/**
 * Which service region a visit belongs to (issue 25): the first region, in the order given, whose
 * drawn area holds the patient's point (field-checks/geocheck.ts's rule); null when none does or
 * the point is unknown. The order keeps it, so the board reads a region's visits by index.
 */
import { isInServiceRegion, type ServiceRegion } from '../field-checks/geocheck.ts';

export function visitRegion(
  point: { lat: number; lng: number } | null,
  regions: readonly ServiceRegion[],
): string | null {
  if (!point) return null;
  return regions.find((r) => isInServiceRegion(point, r))?.id ?? null;
}

/**
 * The board a waiting visit is listed on (ADR 071). With a point, the region whose area holds it.
 * With none, the region cannot be read from the map, so the visit waits on the region of the
 * ordering office's place group (its labs and drop boxes, ADR 065), the first by id when they span
 * several; null when the group names none, and a visit with no point and no region is listed on
 * every region's board for its day, so it is never lost.
 */
export function waitingRegion(
  point: { lat: number; lng: number } | null,
  regions: readonly ServiceRegion[],
  officeRegionIDs: readonly string[],
): string | null {
  if (point) return visitRegion(point, regions);
  const known = new Set(regions.map((r) => r.id));
  return [...officeRegionIDs].filter((id) => known.has(id)).sort()[0] ?? null;
}
