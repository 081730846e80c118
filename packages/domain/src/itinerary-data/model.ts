/**
 * The itinerary as the field rules see it (requirements.md 3): plain data, no I/O. The server maps its
 * tables to these shapes; the step tree, the continue rules and the transitions read only these.
 */

import type {
  ItineraryStatus,
  ProcessingActionStatus,
  SupplyStrategy,
  WaypointActionStatus,
  WaypointActionType,
  WaypointStatus,
  WaypointType,
} from '../vocabulary/itinerary.ts';
import type {
  ChartingItemType,
  ChartingStatus,
  ProcedureStatus,
  SampleProcessing,
  SampleStatus,
  SupplyCondition,
  SupplyInstructionKind,
} from '../vocabulary/procedures.ts';
import type { ShipmentStatus } from '../vocabulary/supplies.ts';

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
  /** requirements.md 3: processing (centrifuge). */
  processing: SampleProcessing | null;
}

export interface ChartingItem {
  id: string;
  type: ChartingItemType;
  title: string;
  checklist?: string[];
  children?: ChartingItem[];
  /** The answer saved with the item (a files item holds file ids, e.g. "Centrifuge Photo", requirements.md 5). */
  value?: string | string[] | boolean | null;
}

export interface ProcedureFailure {
  reason: string;
  failedBy: string;
  failedByRole: string;
  /** Whether the supplies were used before it failed. */
  supplyCondition: SupplyCondition;
  timestamp: string;
}

export interface Procedure {
  id: string;
  status: ProcedureStatus;
  /** Without a task definition a procedure has no per-procedure steps (requirements.md 2.11). */
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
    /** The fasting instruction (requirements.md 5: fasting compliance applies only when it is yes). */
    fasting: 'yes' | 'no' | null;
    requiredPatientAction: string | null;
    transferInstructions: string | null;
    collectionInstructions: string | null;
  };
  charting: { items: ChartingItem[]; status: ChartingStatus };
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
  /** Mail-in only (requirements.md 3). */
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
   * Centrifugation (requirements.md 4): each procedure's new specimen bag, keyed by procedure id, once
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
  status: ItineraryStatus;
  startTime: string;
  waypoints: Waypoint[];
  waypointActions: Record<string, WaypointAction>;
  processingActions: Record<string, ProcessingAction>;
  procedures: Record<string, Procedure>;
  shipments: Record<string, Shipment>;
}
