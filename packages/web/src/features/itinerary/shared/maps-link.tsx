/**
 * The link that opens the phone's own maps app at a stop, shared by the drive and visit screens:
 * Apple Maps on an iPhone (`maps:`), whichever maps app she chose on Android (`geo:`, the system
 * asks once), Google Maps in the browser anywhere else. Directions, by car, to the address (the
 * point when there is none).
 */
import type { Waypoint } from '@sc/domain/itinerary-data/model';

export function mapsHref(
  waypoint: Pick<Waypoint, 'location'>,
  userAgent = globalThis.navigator?.userAgent ?? '',
): string {
  const { address, lat, lng } = waypoint.location;
  const query = encodeURIComponent(address.trim() || `${lat},${lng}`);
  if (/iPhone|iPad|iPod/.test(userAgent)) return `maps://?daddr=${query}&dirflg=d`;
  if (/Android/.test(userAgent)) return `geo:${lat},${lng}?q=${query}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${query}&travelmode=driving`;
}

export function MapsLink({ waypoint }: { waypoint: Waypoint }) {
  return (
    <a
      className="ui-button ui-button--secondary ui-button--full"
      href={mapsHref(waypoint)}
      target="_blank"
      rel="noreferrer"
    >
      Open in maps
    </a>
  );
}
