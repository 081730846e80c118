/**
 * What a transition changed, row by row, so the server writes exactly those rows (and the web
 * app can apply the same rows to its local copy). One `update` per entity touched, holding only
 * the fields whose value changed; `insert` for the records a transition creates.
 */
import type {
  ItineraryData,
  Procedure,
  ProcessingAction,
  Sample,
  Shipment,
  Waypoint,
  WaypointAction,
} from '../itinerary-data/model.ts';
import type { ItineraryStatus } from '../vocabulary/itinerary.ts';
import type { ShiftStatus } from '../vocabulary/shifts.ts';
import type {
  DeviationRecord,
  FieldState,
  NurseOffer,
  SupplyItem,
  SupplyShipment,
  SupplyTransfer,
  WaypointArrival,
} from './entities.ts';

export type ItinerarySet = Partial<{ status: ItineraryStatus; userID: string | null }>;
export type WaypointSet = Partial<Pick<Waypoint, 'status' | 'statusTimestamp' | 'supplyItemID'>>;
export type WaypointActionSet = Partial<Pick<WaypointAction, 'status' | 'statusTimestamp' | 'mailIn'>>;
export type ProcessingActionSet = Partial<Pick<ProcessingAction, 'status' | 'newSpecimenBags'>>;
export type ProcedureSet = Partial<Omit<Procedure, 'id' | 'samples'>>;
export type SampleSet = Partial<Omit<Sample, 'id'>>;
export type ShipmentSet = Partial<Omit<Shipment, 'id'>>;
export type SupplyItemSet = Partial<Omit<SupplyItem, 'id'>>;
export type ShiftSet = Partial<{ status: ShiftStatus; userID: string | null }>;
export type NurseOfferSet = Partial<NurseOffer>;
export type SupplyTransferSet = Partial<Pick<SupplyTransfer, 'status' | 'statusTimestamp'>>;
export type SupplyShipmentSet = Partial<Pick<SupplyShipment, 'status' | 'statusTimestamp'>>;

export type Change =
  | { op: 'update'; entity: 'itinerary'; id: string; set: ItinerarySet }
  | { op: 'update'; entity: 'waypoint'; id: string; set: WaypointSet }
  | { op: 'update'; entity: 'waypointAction'; id: string; set: WaypointActionSet }
  | { op: 'update'; entity: 'processingAction'; id: string; set: ProcessingActionSet }
  | { op: 'update'; entity: 'procedure'; id: string; set: ProcedureSet }
  | { op: 'update'; entity: 'sample'; id: string; procedureID: string; set: SampleSet }
  | { op: 'update'; entity: 'shipment'; id: string; set: ShipmentSet }
  | { op: 'update'; entity: 'supplyItem'; id: string; set: SupplyItemSet }
  | { op: 'update'; entity: 'shift'; id: string; set: ShiftSet }
  | { op: 'update'; entity: 'shiftOffer'; id: string; userID: string; set: NurseOfferSet }
  | { op: 'update'; entity: 'itineraryOffer'; id: string; userID: string; set: NurseOfferSet }
  | { op: 'update'; entity: 'supplyTransfer'; id: string; set: SupplyTransferSet }
  | { op: 'update'; entity: 'supplyShipment'; id: string; set: SupplyShipmentSet }
  | { op: 'insert'; entity: 'waypointArrival'; row: WaypointArrival }
  | { op: 'insert'; entity: 'deviationCheck'; row: DeviationRecord };

export type ChangeEntity = Change['entity'];

/**
 * Applies the itinerary-level changes to a field state (the web app's optimistic copy, or a test
 * replaying what the server would write). Shift, offer and packing rows, `itinerary.userID` and
 * inserted records have no place in a FieldState and are skipped.
 */
export function applyChanges(state: FieldState, changes: readonly Change[]): FieldState {
  let itinerary: ItineraryData = state.itinerary;
  let supplyItems = state.supplyItems;
  for (const change of changes) {
    if (change.op !== 'update') continue;
    switch (change.entity) {
      case 'itinerary':
        if (change.set.status !== undefined) itinerary = { ...itinerary, status: change.set.status };
        break;
      case 'waypoint':
        itinerary = {
          ...itinerary,
          waypoints: itinerary.waypoints.map((w) => (w.id === change.id ? { ...w, ...change.set } : w)),
        };
        break;
      case 'waypointAction': {
        const action = itinerary.waypointActions[change.id];
        if (action)
          itinerary = {
            ...itinerary,
            waypointActions: { ...itinerary.waypointActions, [change.id]: { ...action, ...change.set } },
          };
        break;
      }
      case 'processingAction': {
        const action = itinerary.processingActions[change.id];
        if (action)
          itinerary = {
            ...itinerary,
            processingActions: { ...itinerary.processingActions, [change.id]: { ...action, ...change.set } },
          };
        break;
      }
      case 'procedure': {
        const procedure = itinerary.procedures[change.id];
        if (procedure)
          itinerary = {
            ...itinerary,
            procedures: { ...itinerary.procedures, [change.id]: { ...procedure, ...change.set } },
          };
        break;
      }
      case 'sample': {
        const procedure = itinerary.procedures[change.procedureID];
        if (procedure) {
          const samples = procedure.samples.map((s) => (s.id === change.id ? { ...s, ...change.set } : s));
          itinerary = {
            ...itinerary,
            procedures: { ...itinerary.procedures, [procedure.id]: { ...procedure, samples } },
          };
        }
        break;
      }
      case 'shipment': {
        const shipment = itinerary.shipments[change.id];
        if (shipment)
          itinerary = {
            ...itinerary,
            shipments: { ...itinerary.shipments, [change.id]: { ...shipment, ...change.set } },
          };
        break;
      }
      case 'supplyItem': {
        const item = supplyItems[change.id];
        if (item) supplyItems = { ...supplyItems, [change.id]: { ...item, ...change.set } };
        break;
      }
      default:
        break;
    }
  }
  return { itinerary, supplyItems };
}
