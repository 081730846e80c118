/**
 * The too-far reasons this phone gave on arrival (requirements.md 4), kept per itinerary so finishing the
 * stop does not ask the same question again (issue 13: asked once), after a reload and while the
 * arrival still waits offline. The server reads its own record too (finishWaypoint), so a phone
 * that lost this only asks once more; it never double-records.
 */
const keyOf = (itineraryID: string) => `sc:arrival-reasons:${itineraryID}`;

function readAll(itineraryID: string): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(itineraryID)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function rememberArrivalReason(itineraryID: string, waypointID: string, reason: string): void {
  try {
    localStorage.setItem(keyOf(itineraryID), JSON.stringify({ ...readAll(itineraryID), [waypointID]: reason }));
  } catch {
    // Storage refused (private mode, full): the server's record still answers at finish.
  }
}

export function arrivalReasonOf(itineraryID: string, waypointID: string): string | null {
  return readAll(itineraryID)[waypointID] ?? null;
}
