/** Statuses and types of an itinerary, its waypoints and their actions (requirements.md 3, 4). */

/** done when every waypoint is complete. */
export const itineraryStatuses = ['open', 'accepted', 'in_progress', 'done', 'canceled'] as const;
export type ItineraryStatus = (typeof itineraryStatuses)[number];

export const waypointTypes = ['patient', 'pick-drop'] as const;
export type WaypointType = (typeof waypointTypes)[number];

/** `pending` before the drive starts; then requirements.md 4: transit, at-waypoint, complete. */
export const waypointStatuses = ['pending', 'transit', 'at-waypoint', 'complete'] as const;
export type WaypointStatus = (typeof waypointStatuses)[number];

export const waypointActionTypes = ['mail-in', 'sample', 'pickup', 'patient-action', 'dropoff'] as const;
export type WaypointActionType = (typeof waypointActionTypes)[number];

export const waypointActionStatuses = ['incomplete', 'in-progress', 'packed', 'complete', 'canceled'] as const;
export type WaypointActionStatus = (typeof waypointActionStatuses)[number];

/** requirements.md 4: canceled, packed, complete; `incomplete` and `in-progress` while under way. */
export const processingActionStatuses = ['incomplete', 'in-progress', 'packed', 'complete', 'canceled'] as const;
export type ProcessingActionStatus = (typeof processingActionStatuses)[number];

/** How a draft waypoint gets its supplies: the nurse brings them, or a kit is shipped ahead. */
export const supplyStrategies = ['nurse-supplies', 'kit-shipment'] as const;
export type SupplyStrategy = (typeof supplyStrategies)[number];

/** requirements.md 3: a deviation check is named duration or location. */
export const deviationCheckNames = ['duration', 'location'] as const;
export type DeviationCheckName = (typeof deviationCheckNames)[number];

/** The transit check's verdicts before a drive (field-checks/transit.ts), in ETA order, earliest first. */
export const transitKinds = ['too-early', 'early', 'none', 'late', 'too-late'] as const;
export type TransitKind = (typeof transitKinds)[number];
