/**
 * Pure state transitions of the field workflow (requirements.md 3, 4): each takes the current data and a
 * command, refuses with a typed reason or answers with the new data and the rows it changed.
 * Retrying a command that applied changes nothing. See draft.ts for the conventions.
 */
export { applyChanges, type Change, type ChangeEntity } from './changes.ts';
export {
  applyFieldCommand,
  fieldCommandTypes,
  type FieldCommand,
  type FieldCommandInputs,
  type FieldCommandType,
} from './commands.ts';
export * from './entities.ts';
export { isDeepEqual } from './draft.ts';
export * from './offers.ts';
export * from './procedures.ts';
export * from './processing-actions.ts';
export { refusalTemplates, refusalTexts } from './refusals.ts';
export * from './result.ts';
export * from './samples.ts';
export {
  completePacking,
  dropOffShipment,
  markShipmentPreparingToLabel,
  scanShipmentBox,
  scanShipmentLabel,
  setShipmentPhoto,
  type CompletePackingInput,
  type DropOffShipmentInput,
  type MarkShipmentPreparingToLabelInput,
  type ScanShipmentBoxInput,
  type ScanShipmentLabelInput,
  type SetShipmentPhotoInput,
} from './shipments.ts';
export { canMoveStatus, statusTransitions, type StatusKind } from './statuses.ts';
export {
  findAllSupplyItemUsers,
  findSupplyItemUsers,
  listSupplyItemUsers,
  toProcedureSupplyItemIDs,
  toSupplyItemUserIDs,
  toSupplyItemUserKey,
  type SupplyItemUser,
} from './supply-items.ts';
export {
  incompleteProcessingActions,
  isIncompleteProcessingAction,
  isProcessingActionCanceledBy,
  packMailInAction,
  scanMailInBox,
  startWaypointAction,
  toRecomputedActionStatus,
  type PackMailInActionInput,
  type ScanMailInBoxInput,
  type StartWaypointActionInput,
} from './waypoint-actions.ts';
export {
  arriveAtWaypoint,
  checkVisitBag,
  visitBagCommand,
  finishPatientVisit,
  finishPickDropStop,
  isItineraryDone,
  setWaypointSupplyItem,
  startDriveToWaypoint,
  type ArriveAtWaypointInput,
  type FailedDeviationCheck,
  type FinishWaypointInput,
  type SetWaypointSupplyItemInput,
  type StartDriveInput,
} from './waypoints.ts';
export type { VisitBagCandidate } from '../scanning/phone-scans.ts';
