/** The link that opens the phone's maps app at a stop, shared by the drive and visit screens. */
import type { Waypoint } from '@sc/domain/itinerary/model';

/** A universal link the maps apps claim (maps in the browser otherwise): the address, or the point without one. */
export function mapsHref(waypoint: Waypoint): string {
  const { address, lat, lng } = waypoint.location;
  const query = address.trim() || `${lat},${lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
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
