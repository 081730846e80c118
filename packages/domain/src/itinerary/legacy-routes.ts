/**
 * The legacy itinerary routes (requirements.md 2.11: base `itinerary-legacy/{itineraryID}`) and where each
 * lands in the current step tree, so an old link, bookmark or notification still opens the screen
 * the nurse meant.
 *
 * Reading of requirements.md 2.11's list: action-blocked and done sit on the base; every other route is a
 * stop's screen and sits under `waypoint/{waypointID}/` (accepted-samples under its
 * `procedure/{procedureID}/`), since a place, a drop-off or rejected samples only mean something
 * at one stop.
 *
 * The legacy flow was the lab drop-off at a pick-drop stop. The current tree has it again (ADR 064)
 * for a stop with drop-off actions and no mail-in action, at the legacy names under
 * `waypoint/{waypointID}/`: go-to-pick-drop, drop-off-scan-specimen-bag, drop-off-details. A stop
 * with mail-in actions is the packed mail-in flow (`mail-in/{waypointID}`). Each legacy route maps
 * to the screen doing the same job in whichever flow the stop has: place-details is the drive
 * screen (it shows the place), samples-drop-off and accepted-samples the hand-over; the
 * rejected-samples screens have no counterpart and land on the hand-over (or the mail-in
 * drop-offs). When a target is not in the tree (nothing blocks any more), the route falls back to
 * the stop's first step, then to the overview.
 */
import { pathOf } from './paths.ts';
import type { Step } from './step.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';

export const LEGACY_ITINERARY_BASE = 'itinerary-legacy/{itineraryID}';

/** requirements.md 2.11's legacy routes, relative to the base. */
export const legacyRoutes = {
  'action-blocked': 'action-blocked',
  done: 'done',
  'go-to-pick-drop': 'waypoint/{waypointID}/go-to-pick-drop',
  'place-details': 'waypoint/{waypointID}/place-details',
  'samples-drop-off': 'waypoint/{waypointID}/samples-drop-off',
  'drop-off-scan-specimen-bag': 'waypoint/{waypointID}/drop-off-scan-specimen-bag',
  'accepted-samples': 'waypoint/{waypointID}/procedure/{procedureID}/accepted-samples',
  'drop-off-details': 'waypoint/{waypointID}/drop-off-details',
  'scan-rejected-samples-start': 'waypoint/{waypointID}/scan-rejected-samples-start',
  'scan-rejected-samples': 'waypoint/{waypointID}/scan-rejected-samples',
} as const;

export type LegacyRouteName = keyof typeof legacyRoutes;
export const legacyRouteNames = Object.keys(legacyRoutes) as LegacyRouteName[];

export interface LegacyRouteMatch {
  readonly name: LegacyRouteName;
  readonly itineraryID: string;
  readonly waypointID?: string;
  readonly procedureID?: string;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a legacy path: `itinerary-legacy/{itineraryID}/...`, with or without a leading slash, a
 * trailing slash, a query or a hash. Null for anything else (including the bare base).
 */
export function matchLegacyPath(path: string): LegacyRouteMatch | null {
  const parts = path
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter((p) => p !== '');
  if (parts[0] !== 'itinerary-legacy' || parts.length < 3) return null;
  const values = parts.slice(1).map(decode);
  if (values.some((v) => v === null || v === '')) return null;
  const [itineraryID = '', ...rest] = values as string[];
  for (const name of legacyRouteNames) {
    const pattern = legacyRoutes[name].split('/');
    if (pattern.length !== rest.length) continue;
    const params: { waypointID?: string; procedureID?: string } = {};
    const fits = pattern.every((piece, i) => {
      const value = rest[i] ?? '';
      if (piece === '{waypointID}') params.waypointID = value;
      else if (piece === '{procedureID}') params.procedureID = value;
      else return piece === value;
      return true;
    });
    if (fits) return { name, itineraryID, ...params };
  }
  return null;
}

/** Builds a legacy path (without a leading slash) from a match. */
export function legacyPath(match: LegacyRouteMatch): string {
  const values: Record<string, string | undefined> = {
    itineraryID: match.itineraryID,
    waypointID: match.waypointID,
    procedureID: match.procedureID,
  };
  const fill = (pattern: string) =>
    pattern.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return `${fill(LEGACY_ITINERARY_BASE)}/${fill(legacyRoutes[match.name])}`;
}

/** The current paths a legacy route means, best first (before the generic fallbacks). */
function candidatesFor(match: LegacyRouteMatch, steps: readonly Step[], data: ItineraryData): string[] {
  if (match.name === 'done') return [''];
  if (match.name === 'action-blocked') return steps.filter((s) => s.kind === 'action-blocked').map((s) => s.path);
  const base = pathOf.mailIn(match.waypointID ?? '');
  // The lab drop-off's screens carry the legacy names (a stop has one flow or the other).
  const lab = pathOf.waypoint(match.waypointID ?? '');
  const handOver = `${lab}/drop-off-details`;
  switch (match.name) {
    case 'go-to-pick-drop':
      return [`${lab}/go-to-pick-drop`, `${base}/drive`, `${base}/stop`];
    case 'place-details':
      return [`${lab}/go-to-pick-drop`, `${base}/stop`];
    case 'drop-off-scan-specimen-bag':
      return [`${lab}/drop-off-scan-specimen-bag`, `${base}/scan`];
    case 'accepted-samples': {
      const procedure = Object.hasOwn(data.procedures, match.procedureID ?? '')
        ? data.procedures[match.procedureID ?? '']
        : undefined;
      const shipmentID = procedure?.sampleShipmentID;
      return [
        handOver,
        ...(shipmentID ? [`${pathOf.shipment(match.waypointID ?? '', shipmentID)}/drop-off`] : []),
        `${base}/shipments`,
      ];
    }
    case 'samples-drop-off':
    case 'drop-off-details':
    case 'scan-rejected-samples-start':
    case 'scan-rejected-samples':
      return [handOver, `${base}/shipments`];
  }
}

/**
 * The current step path (relative to `itinerary/{itineraryID}`) a legacy route reaches: the first
 * of its targets that is a step of `steps` (route order, from `flattenSteps`), else the stop's
 * first step, else the overview ("").
 */
export function legacyToStepPath(match: LegacyRouteMatch, steps: readonly Step[], data: ItineraryData): string {
  const paths = new Set(steps.map((s) => s.path));
  const target = candidatesFor(match, steps, data).find((p) => paths.has(p));
  if (target !== undefined) return target;
  if (match.waypointID !== undefined) {
    const stop = [pathOf.mailIn(match.waypointID), pathOf.waypoint(match.waypointID)];
    const first = steps.find((s) => stop.some((base) => s.path.startsWith(`${base}/`) || s.path === base));
    if (first) return first.path;
  }
  return '';
}
