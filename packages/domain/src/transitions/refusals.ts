/**
 * Every refusal text of the transitions. The requirements.md 8 "Thrown" texts and the requirements.md 5 texts are
 * verbatim; the rest are ours (the requirements.md gives none) and say what is wrong and with what.
 */
import { packedMailInMessages, unpackedMailInMessages } from '../continue-rules/messages.ts';
import { deviationTexts } from '../field-checks/deviation.ts';
import { shiftListTexts } from '../field-checks/shift-lists.ts';
import { scanMessages, supplyItemNotFound } from '../scanning/messages.ts';

/** Texts another rule already owns are taken from it, so a nurse sees one wording. */
export const refusalTexts = {
  // requirements.md 8, "Thrown", verbatim.
  procedureNotFound: 'Procedure not found',
  missingProcedureForBagOrKit: 'Missing procedure when setting specimen bag ID or procedure kit ID',
  waypointNotFound: 'Waypoint, procedure or waypoint action not found',
  missingDeviationReasons: deviationTexts.missingReasons,
  missingFailureIndex: 'Missing failure index',
  noSampleShipmentID: 'No sample shipment ID on procedure',
  // requirements.md 8, other catalogue texts, verbatim.
  missingShipment: packedMailInMessages.missingShipment,
  missingBarcode: scanMessages.missingBarcode,
  // requirements.md 8, "Thrown": "Missing ... processing action ID, ... file", verbatim.
  missingProcessingAction: 'Missing processing action ID',
  missingFile: 'Missing file',
  // requirements.md 5, verbatim.
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
  shiftNotAccepted: 'Accept this shift before you start it',
  notAtWaypoint: 'Arrive at this stop first',
  notPickDropStop: 'This stop is not a pick-up or drop-off stop',
  notPatientVisit: 'This stop is not a patient visit',
  notMailInAction: 'This action is not a mail-in',
  invalidMailInAction: 'This mail-in has no box or shipment. Please contact support.',
  shipmentInTransit: 'This shipment is already in transit',
  notThisShipmentsLabel: 'This is not the shipping label of this shipment',
  shipmentHoldsBox: 'This shipment already has its box',
  /**
   * requirements.md 5 "Already scanned gives Barcode already scanned.": an item another procedure, stop,
   * shipment, centrifugation or shift holds, or one used elsewhere, was scanned already.
   */
  supplyItemInUse: scanMessages.alreadyScanned,
} as const;

type OfferSubject = 'Shift' | 'Itinerary';

/** A status as words ("in_progress" -> "in progress", "in-transit" -> "in transit"). */
const statusWords = (status: string) => status.replace(/[-_]/g, ' ');
const thisOne = (subject: OfferSubject) => `This ${subject.toLowerCase()}`;

/**
 * The templated texts: requirements.md 8 first, then ours. Ours reach the nurse's screen (a step refused on
 * the phone, the sync banner), so they name no internal id (issue 22): they say "this stop", "this
 * procedure", or the supply by its name; an item already held by any user is requirements.md 5's "Barcode
 * already scanned.".
 */
export const refusalTemplates = {
  // requirements.md 8, verbatim templates.
  missingSample: (sampleID: string, procedureID: string) => `Missing sample ${sampleID} on procedure ${procedureID}`,
  missingProcedure: (procedureID: string) => `Missing procedure ${procedureID}`,
  supplyItemNotFound,
  // Ours.
  offerNotFound: (subject: OfferSubject) => `${subject} offer not found`,
  offerAlreadyAccepted: (subject: OfferSubject) => `${subject} offer already accepted`,
  offerAlreadyDeclined: (subject: OfferSubject) => `${subject} offer already declined`,
  offerExpired: (subject: OfferSubject) => `${subject} offer expired without a response`,
  offerWithdrawn: (subject: OfferSubject) => `${subject} offer was withdrawn`,
  takenByAnotherNurse: (subject: OfferSubject) => `${subject} already accepted by another nurse`,
  notOpenForOffers: (subject: OfferSubject, status: string) => `${thisOne(subject)} is ${statusWords(status)}`,
  shiftIs: (status: string) => `This shift is already ${statusWords(status)}`,
  waypointIs: (status: string) =>
    status === 'transit'
      ? 'You are already driving to this stop'
      : status === 'at-waypoint'
        ? 'You have already arrived at this stop'
        : `This stop is already ${statusWords(status)}`,
  unfinishedActions: (count: number) =>
    count === 1
      ? 'This stop has 1 unfinished action. Finish it first.'
      : `This stop has ${count} unfinished actions. Finish them first.`,
  waypointActionIs: (status: string) => `This action is already ${statusWords(status)}`,
  procedureIs: (status: string) => `This procedure is ${statusWords(status)}`,
  sampleIs: (status: string) => `This sample is already ${statusWords(status)}`,
  processingActionIs: (status: string) => `This processing step is already ${statusWords(status)}`,
  /** An item of hers she has not activated yet, by its supply's name ("This Amber Tube ..."). */
  supplyItemNotActivated: (supplyName: string | null) =>
    `This ${supplyName?.trim() || 'supply'} is not activated yet. Activate it before you use it.`,
} as const;
