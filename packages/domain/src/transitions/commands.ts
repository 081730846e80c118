/**
 * One entry point for the nurse's itinerary commands: a command names its transition (`type`)
 * and carries that transition's input. The server can route a write through `applyFieldCommand`;
 * the property tests drive random sequences through it.
 */
import type { ItineraryData } from '../itinerary-data/model.ts';
import type { FieldState } from './entities.ts';
import {
  cancelProcedure,
  failProcedure,
  saveCharting,
  saveSampleShippingLabel,
  setAmberBags,
  setInsulatedBag,
  setKitSupplyItem,
  setProcedureSupplyItems,
  setSpecimenBag,
  type CancelProcedureInput,
  type FailProcedureInput,
  type SaveChartingInput,
  type SaveSampleShippingLabelInput,
  type SetAmberBagsInput,
  type SetInsulatedBagInput,
  type SetKitSupplyItemInput,
  type SetProcedureSupplyItemsInput,
  type SetSpecimenBagInput,
} from './procedures.ts';
import { saveCentrifugedSpecimenBag, type SaveCentrifugedSpecimenBagInput } from './processing-actions.ts';
import type { Transition } from './result.ts';
import { collectSample, failSample, type CollectSampleInput, type FailSampleInput } from './samples.ts';
import {
  dropOffShipment,
  markShipmentPreparingToLabel,
  scanShipmentBox,
  scanShipmentLabel,
  setShipmentPhoto,
  type DropOffShipmentInput,
  type MarkShipmentPreparingToLabelInput,
  type ScanShipmentBoxInput,
  type ScanShipmentLabelInput,
  type SetShipmentPhotoInput,
} from './shipments.ts';
import {
  packMailInAction,
  scanMailInBox,
  startWaypointAction,
  type PackMailInActionInput,
  type ScanMailInBoxInput,
  type StartWaypointActionInput,
} from './waypoint-actions.ts';
import {
  arriveAtWaypoint,
  finishPatientVisit,
  finishPickDropStop,
  setWaypointSupplyItem,
  startDriveToWaypoint,
  type ArriveAtWaypointInput,
  type FinishWaypointInput,
  type SetWaypointSupplyItemInput,
  type StartDriveInput,
} from './waypoints.ts';

export interface FieldCommandInputs {
  startDriveToWaypoint: StartDriveInput;
  arriveAtWaypoint: ArriveAtWaypointInput;
  finishPickDropStop: FinishWaypointInput;
  finishPatientVisit: FinishWaypointInput;
  setWaypointSupplyItem: SetWaypointSupplyItemInput;
  startWaypointAction: StartWaypointActionInput;
  packMailInAction: PackMailInActionInput;
  scanMailInBox: ScanMailInBoxInput;
  saveCharting: SaveChartingInput;
  failProcedure: FailProcedureInput;
  cancelProcedure: CancelProcedureInput;
  saveSampleShippingLabel: SaveSampleShippingLabelInput;
  setSpecimenBag: SetSpecimenBagInput;
  setKitSupplyItem: SetKitSupplyItemInput;
  setProcedureSupplyItems: SetProcedureSupplyItemsInput;
  setAmberBags: SetAmberBagsInput;
  setInsulatedBag: SetInsulatedBagInput;
  collectSample: CollectSampleInput;
  failSample: FailSampleInput;
  saveCentrifugedSpecimenBag: SaveCentrifugedSpecimenBagInput;
  scanShipmentBox: ScanShipmentBoxInput;
  setShipmentPhoto: SetShipmentPhotoInput;
  markShipmentPreparingToLabel: MarkShipmentPreparingToLabelInput;
  scanShipmentLabel: ScanShipmentLabelInput;
  dropOffShipment: DropOffShipmentInput;
}

export type FieldCommandType = keyof FieldCommandInputs;

export type FieldCommand = { [K in FieldCommandType]: { type: K } & FieldCommandInputs[K] }[FieldCommandType];

type Handler<I> = (state: FieldState, input: I) => Transition<FieldState>;

/** Lifts a transition over the itinerary alone to one over the field state. */
function onItinerary<I>(transition: (itinerary: ItineraryData, input: I) => Transition<ItineraryData>): Handler<I> {
  return (state, input) => {
    const result = transition(state.itinerary, input);
    if (!result.ok) return result;
    return {
      ok: true,
      data: result.changes.length === 0 ? state : { ...state, itinerary: result.data },
      changes: result.changes,
    };
  };
}

const handlers: { [K in FieldCommandType]: Handler<FieldCommandInputs[K]> } = {
  startDriveToWaypoint: onItinerary(startDriveToWaypoint),
  arriveAtWaypoint: onItinerary(arriveAtWaypoint),
  finishPickDropStop: onItinerary(finishPickDropStop),
  finishPatientVisit: onItinerary(finishPatientVisit),
  setWaypointSupplyItem,
  startWaypointAction: onItinerary(startWaypointAction),
  packMailInAction: onItinerary(packMailInAction),
  scanMailInBox,
  saveCharting: onItinerary(saveCharting),
  failProcedure: onItinerary(failProcedure),
  cancelProcedure: onItinerary(cancelProcedure),
  saveSampleShippingLabel: onItinerary(saveSampleShippingLabel),
  setSpecimenBag,
  setKitSupplyItem,
  setProcedureSupplyItems,
  setAmberBags,
  setInsulatedBag,
  collectSample,
  failSample,
  saveCentrifugedSpecimenBag,
  scanShipmentBox,
  setShipmentPhoto: onItinerary(setShipmentPhoto),
  markShipmentPreparingToLabel: onItinerary(markShipmentPreparingToLabel),
  scanShipmentLabel: onItinerary(scanShipmentLabel),
  dropOffShipment: onItinerary(dropOffShipment),
};

export const fieldCommandTypes = Object.keys(handlers) as FieldCommandType[];

/** Applies one command to the field state. */
export function applyFieldCommand(state: FieldState, command: FieldCommand): Transition<FieldState> {
  const { type, ...input } = command;
  const handler = handlers[type] as Handler<Omit<FieldCommand, 'type'>>;
  return handler(state, input);
}
