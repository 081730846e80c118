/**
 * Every refusal text of the transitions. The SPEC.md 8 "Thrown" texts and the SPEC 5 texts are
 * verbatim; the rest are ours (the SPEC gives none) and say what is wrong and with what.
 */
import { packedMailInMessages, unpackedMailInMessages } from '../continue-rules/messages.ts';
import { deviationTexts } from '../field-checks/deviation.ts';
import { shiftListTexts } from '../field-checks/shift-lists.ts';
import { scanMessages, supplyItemNotFound } from '../scanning/messages.ts';

/** Texts another rule already owns are taken from it, so a nurse sees one wording. */
export const refusalTexts = {
  // SPEC.md 8, "Thrown", verbatim.
  procedureNotFound: 'Procedure not found',
  missingProcedureForBagOrKit: 'Missing procedure when setting specimen bag ID or procedure kit ID',
  waypointNotFound: 'Waypoint, procedure or waypoint action not found',
  missingDeviationReasons: deviationTexts.missingReasons,
  missingFailureIndex: 'Missing failure index',
  noSampleShipmentID: 'No sample shipment ID on procedure',
  // SPEC.md 8, other catalogue texts, verbatim.
  missingShipment: packedMailInMessages.missingShipment,
  missingBarcode: scanMessages.missingBarcode,
  // SPEC.md 8, "Thrown": "Missing ... processing action ID, ... file", verbatim.
  missingProcessingAction: 'Missing processing action ID',
  missingFile: 'Missing file',
  // SPEC.md 5, verbatim.
  missingDurationReason: deviationTexts.missingDurationReason,
  missingLocationReason: deviationTexts.missingLocationReason,
  missingSupplyItemIDOrSerial: scanMessages.missingSupplyItemIDOrSerial,
  wrongSupply: scanMessages.wrongSupply,
  mailInBoxNotScanned: unpackedMailInMessages.mailInBoxScanned,
  dropOffAllShipments: packedMailInMessages.dropOffAllShipments,
  scanBarcodeFirst: packedMailInMessages.scanBarcode,
  // Ours.
  missingDeclineReason: shiftListTexts.declineReasonRequired,
  missingFailureReason: 'Missing failure reason',
  shiftNotFound: 'Shift not found',
} as const;

type OfferSubject = 'Shift' | 'Itinerary';

/** The templated texts: SPEC.md 8 first, then ours. */
export const refusalTemplates = {
  // SPEC.md 8, verbatim templates.
  missingSample: (sampleID: string, procedureID: string) => `Missing sample ${sampleID} on procedure ${procedureID}`,
  missingProcedure: (procedureID: string) => `Missing procedure ${procedureID}`,
  supplyItemNotFound,
  // Ours.
  offerNotFound: (subject: OfferSubject) => `${subject} offer not found`,
  offerAlreadyAccepted: (subject: OfferSubject) => `${subject} offer already accepted`,
  offerAlreadyDeclined: (subject: OfferSubject) => `${subject} offer already declined`,
  offerExpired: (subject: OfferSubject) => `${subject} offer expired without a response`,
  takenByAnotherNurse: (subject: OfferSubject) => `${subject} already accepted by another nurse`,
  notOpenForOffers: (subject: OfferSubject, id: string, status: string) => `${subject} ${id} is ${status}`,
  shiftNotAccepted: (shiftID: string) => `Shift ${shiftID} must be accepted before it starts`,
  shiftIs: (shiftID: string, status: string) => `Shift ${shiftID} is already ${status}`,
  waypointIs: (waypointID: string, status: string) => `Waypoint ${waypointID} is already ${status}`,
  notAtWaypoint: (waypointID: string) => `Waypoint ${waypointID}: arrive at the waypoint first`,
  notPickDropStop: (waypointID: string) => `Waypoint ${waypointID} is not a pick-drop stop`,
  notPatientVisit: (waypointID: string) => `Waypoint ${waypointID} is not a patient visit`,
  unfinishedActions: (waypointID: string, actionIDs: readonly string[]) =>
    `Waypoint ${waypointID} has unfinished actions: ${actionIDs.join(', ')}`,
  waypointActionIs: (actionID: string, status: string) => `Waypoint action ${actionID} is already ${status}`,
  notMailInAction: (actionID: string) => `Waypoint action ${actionID} is not a mail-in action`,
  invalidMailInAction: (actionID: string) => `Mail-in action ${actionID} is invalid`,
  procedureIs: (procedureID: string, status: string) => `Procedure ${procedureID} is ${status}`,
  sampleIs: (sampleID: string, status: string) => `Sample ${sampleID} is already ${status}`,
  shipmentInTransit: (shipmentID: string) => `Shipment ${shipmentID} is already in transit`,
  notThisShipmentsLabel: (shipmentID: string) => `This is not the shipping label of shipment ${shipmentID}`,
  supplyItemUsedBy: (supplyItemID: string, procedureID: string) =>
    `Supply item ${supplyItemID} is already used by procedure ${procedureID}`,
  supplyItemIsNewSpecimenBag: (supplyItemID: string, procedureID: string, processingActionID: string) =>
    `Supply item ${supplyItemID} is already the new specimen bag of procedure ${procedureID} in processing action ${processingActionID}`,
  supplyItemIsShipmentBox: (supplyItemID: string, shipmentID: string) =>
    `Supply item ${supplyItemID} is already the box of shipment ${shipmentID}`,
  supplyItemIsWaypointBag: (supplyItemID: string, waypointID: string) =>
    `Supply item ${supplyItemID} is already the bag of waypoint ${waypointID}`,
  supplyItemIsShiftBag: (supplyItemID: string, shiftID: string) =>
    `Supply item ${supplyItemID} is already the bag of shift ${shiftID}`,
  shipmentHoldsBox: (shipmentID: string, boxID: string) => `Shipment ${shipmentID} holds box ${boxID}`,
  processingActionIs: (processingActionID: string, status: string) =>
    `Processing action ${processingActionID} is already ${status}`,
  supplyItemUsed: (supplyItemID: string) => `Supply item ${supplyItemID} is already used`,
  supplyItemNotActivated: (supplyItemID: string) => `Supply item ${supplyItemID} is not activated`,
} as const;
