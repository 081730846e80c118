/**
 * The itinerary as the field rules see it (SPEC.md 3): plain data, no I/O. The server maps its
 * tables to these shapes; the step tree, the continue rules and the transitions read only these.
 */

export const waypointTypes = ['patient', 'pick-drop'] as const;
export type WaypointType = (typeof waypointTypes)[number];

/** `pending` before the drive starts; then SPEC.md 4: transit, at-waypoint, complete. */
export const waypointStatuses = ['pending', 'transit', 'at-waypoint', 'complete'] as const;
export type WaypointStatus = (typeof waypointStatuses)[number];

export const waypointActionTypes = ['mail-in', 'sample', 'pickup', 'patient-action', 'dropoff'] as const;
export type WaypointActionType = (typeof waypointActionTypes)[number];

export const waypointActionStatuses = ['incomplete', 'in-progress', 'packed', 'complete', 'canceled'] as const;
export type WaypointActionStatus = (typeof waypointActionStatuses)[number];

/** SPEC.md 4: canceled, packed, complete; `incomplete` and `in-progress` while under way. */
export const processingActionStatuses = ['incomplete', 'in-progress', 'packed', 'complete', 'canceled'] as const;
export type ProcessingActionStatus = (typeof processingActionStatuses)[number];

/** SPEC.md 4 names completed, canceled, failed; `scheduled` and `in-progress` precede them. */
export const procedureStatuses = ['scheduled', 'in-progress', 'completed', 'canceled', 'failed'] as const;
export type ProcedureStatus = (typeof procedureStatuses)[number];

export const sampleStatuses = ['pending', 'collected', 'failed', 'completed'] as const;
export type SampleStatus = (typeof sampleStatuses)[number];

export const supplyItemStatuses = ['inactive', 'activated', 'used'] as const;
export type SupplyItemStatus = (typeof supplyItemStatuses)[number];

export const shipmentStatuses = ['pending', 'ready_to_ship', 'in-transit'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** How a draft waypoint gets its supplies: the nurse brings them, or a kit is shipped ahead. */
export const supplyStrategies = ['nurse-supplies', 'kit-shipment'] as const;
export type SupplyStrategy = (typeof supplyStrategies)[number];

/**
 * Supply instruction kinds (SPEC.md 5): every kind but centrifuge, discard-after-transfer,
 * fill-by-patient, refrigerate and transfer-from-container needs scanning.
 */
export const supplyInstructionKinds = [
  'scan',
  'centrifuge',
  'discard-after-transfer',
  'fill-by-patient',
  'refrigerate',
  'transfer-from-container',
] as const;
export type SupplyInstructionKind = (typeof supplyInstructionKinds)[number];

export interface SupplyInstruction {
  supplyID: string;
  kind: SupplyInstructionKind;
  quantity: number;
}

export interface Sample {
  id: string;
  status: SampleStatus;
  supplyID: string;
  supplyItemID: string | null;
  serial: string | null;
  collectionTimestamp: string | null;
  collectionFailure: string | null;
  noScanAfterCollection: boolean;
  lightSensitive: boolean;
  refrigerated: boolean;
  /** SPEC.md 3: processing (centrifuge). */
  processing: 'centrifuge' | null;
}

export interface ChartingItem {
  id: string;
  type: 'group' | 'checklist' | 'question' | 'text' | 'files';
  title: string;
  checklist?: string[];
  children?: ChartingItem[];
  /** The answer saved with the item (a files item holds file ids, e.g. "Centrifuge Photo", SPEC.md 5). */
  value?: string | string[] | boolean | null;
}

export interface ProcedureFailure {
  reason: string;
  failedBy: string;
  failedByRole: string;
  /** Whether the supplies were used before it failed. */
  supplyCondition: 'used' | 'unused';
  timestamp: string;
}

export interface Procedure {
  id: string;
  status: ProcedureStatus;
  /** Without a task definition a procedure has no per-procedure steps (SPEC.md 2.11). */
  taskID: string | null;
  draftWaypointID: string;
  samples: Sample[];
  supplyItemIDs: string[];
  kitSupplyItemID: string | null;
  amberBagIDs: string[];
  insulatedBagID: string | null;
  specimenBag: { id: string; relatedSupplyItemIDs: string[] } | null;
  supplyInstructions: SupplyInstruction[];
  instructions: {
    consentRequired: boolean;
    diagnosis: string | null;
    /** The fasting instruction (SPEC.md 5: fasting compliance applies only when it is yes). */
    fasting: 'yes' | 'no' | null;
    requiredPatientAction: string | null;
    transferInstructions: string | null;
    collectionInstructions: string | null;
  };
  charting: { items: ChartingItem[]; status: 'incomplete' | 'complete' };
  disableSampleScanning: boolean;
  sampleShipmentID: string | null;
  failed: ProcedureFailure | null;
}

export interface WaypointAction {
  id: string;
  itineraryID: string;
  waypointID: string;
  type: WaypointActionType;
  status: WaypointActionStatus;
  statusTimestamp: string | null;
  procedureIDs: string[];
  /** duration.actionDuration, in minutes. */
  actionDurationMinutes: number;
  /** Mail-in only (SPEC.md 3). */
  mailIn: { linkedWaypointActionIDs: string[]; mailInBoxBarcode: string | null; shipmentID: string | null } | null;
}

export interface ProcessingAction {
  id: string;
  waypointID: string;
  type: string;
  supplyInstruction: SupplyInstructionKind;
  status: ProcessingActionStatus;
  procedureIDs: string[];
  /**
   * Centrifugation (SPEC.md 4): each procedure's new specimen bag, keyed by procedure id, once
   * saved; the procedures listed here are the centrifuged ones.
   */
  newSpecimenBags: Record<string, NewSpecimenBag>;
}

/** A procedure's new specimen bag after centrifugation, with the supply items it holds. */
export interface NewSpecimenBag {
  supplyItemID: string;
  relatedSupplyItemIDs: string[];
}

export interface DraftWaypoint {
  id: string;
  supplyStrategy: SupplyStrategy;
}

export interface Waypoint {
  id: string;
  type: WaypointType;
  location: { lat: number; lng: number; address: string };
  status: WaypointStatus;
  statusTimestamp: string | null;
  scheduledStart: string;
  waypointActionIDs: string[];
  processingActionIDs: string[];
  draftWaypoints: DraftWaypoint[];
  /** The waypoint's own supply bag, once scanned. */
  supplyItemID: string | null;
}

export interface Shipment {
  id: string;
  status: ShipmentStatus;
  shipmentBoxSupplyItemID: string | null;
  scannedShippingLabelBarcode: string | null;
  shippingLabelBarcode: string | null;
  shipmentBoxImage: string | null;
  waypointActionID: string | null;
  waypointArrival: boolean;
  preparingToLabel: boolean;
}

/** One itinerary with everything it contains, keyed by id. */
export interface ItineraryData {
  id: string;
  shiftID: string | null;
  status: 'open' | 'accepted' | 'in_progress' | 'done' | 'canceled';
  startTime: string;
  waypoints: Waypoint[];
  waypointActions: Record<string, WaypointAction>;
  processingActions: Record<string, ProcessingAction>;
  procedures: Record<string, Procedure>;
  shipments: Record<string, Shipment>;
}
