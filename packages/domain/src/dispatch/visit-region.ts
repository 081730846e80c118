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
