import type { itineraryStepsContract } from '@sc/domain/contract/itinerary-steps';
import type { AreaHandlers } from '../context.ts';
import { saveCentrifugedSpecimenBag } from './centrifugation-steps.ts';
import {
  dropOffShipment,
  markShipmentPreparingToLabel,
  packMailInAction,
  scanMailInBox,
  scanShipmentBox,
  scanShipmentLabel,
  setShipmentPhoto,
} from './mail-in-steps.ts';
import {
  collectSample,
  failProcedure,
  failSample,
  saveSampleShippingLabel,
  setAmberBags,
  setInsulatedBag,
  setKitSupplyItem,
  setProcedureSupplyItems,
  setSpecimenBag,
} from './procedure-steps.ts';
import { saveCharting } from './save-charting.ts';
import {
  arriveAtWaypoint,
  finishWaypoint,
  setWaypointSupplyItem,
  startDriveToWaypoint,
  startWaypointAction,
} from './waypoint-steps.ts';

export const itineraryStepsHandlers = {
  startDriveToWaypoint,
  arriveAtWaypoint,
  setWaypointSupplyItem,
  startWaypointAction,
  setProcedureSupplyItems,
  setKitSupplyItem,
  collectSample,
  failSample,
  setAmberBags,
  setInsulatedBag,
  setSpecimenBag,
  saveCharting,
  failProcedure,
  saveSampleShippingLabel,
  scanMailInBox,
  packMailInAction,
  scanShipmentBox,
  markShipmentPreparingToLabel,
  scanShipmentLabel,
  setShipmentPhoto,
  dropOffShipment,
  saveCentrifugedSpecimenBag,
  finishWaypoint,
} satisfies AreaHandlers<typeof itineraryStepsContract>;
