/**
 * The texts a Next button's tooltip lists, one per line (requirements.md 5: "Next buttons are disabled
 * while the current step has validation failures; the tooltip lists failures, one per line").
 *
 * Verbatim from requirements.md 5 (and 8): centrifugation, packed and unpacked mail-in, the shift texts,
 * "Missing shipment". requirements.md 5 gives the supply transfer, supply shipment, procedure supply and shift
 * supply rules without texts: those below marked "ours" follow the requirements.md's own "... before
 * continuing." pattern and reuse its texts where the situation is the same (a scan list, a label
 * barcode, a photo), so one situation reads one way everywhere.
 */

/** requirements.md 5 "Step-continue messages ... Centrifugation", verbatim. */
export const centrifugationMessages = {
  allSpecimenBagsScanned: 'All specimen bags must be scanned',
  allSamplesScanned: 'All samples must be scanned',
  photoRequired: 'A photo is required for confirmation',
  proceduresMustBePacked: 'Procedure(s) must be packed',
  noProceduresFound: 'No procedures found',
  newSpecimenBagScanned: 'A new specimen bag must be scanned',
  noProcedureFound: 'No procedure found',
} as const;

/** requirements.md 5 "Packed mail-in", verbatim; "Missing shipment" is requirements.md 8 (Supplies). */
export const packedMailInMessages = {
  scanAllItems: 'Scan all items before continuing.',
  dropOffAllShipments: 'Drop off all shipments before finalizing.',
  scanBarcode: 'Scan the barcode before continuing.',
  takePhoto: 'Take a photo before continuing.',
  missingShipment: 'Missing shipment',
} as const;

/** requirements.md 5 "Unpacked mail-in", verbatim; the instruction text is `instructionMustBeCompleted`. */
export const unpackedMailInMessages = {
  mailInBoxScanned: 'The mail-in box must be scanned',
  specimenBagsPacked: 'The specimen bags must be packed and scanned',
} as const;

/** "Instruction N must be completed" (requirements.md 5), N counted from 1. */
export function instructionMustBeCompleted(n: number): string {
  return `Instruction ${n} must be completed`;
}

/**
 * The texts of the supply transfer, supply shipment, procedure supply, shift scan and itinerary
 * steps. requirements.md 5 states these rules without texts: requirements.md texts are reused for the same situation, the
 * requirements.md 8 not-found texts are verbatim, and those marked "Ours" follow requirements.md's "... before
 * continuing." pattern.
 */
export const stepMessages = {
  scanAllItems: packedMailInMessages.scanAllItems,
  scanBarcode: packedMailInMessages.scanBarcode,
  takePhoto: packedMailInMessages.takePhoto,
  missingShipment: packedMailInMessages.missingShipment,
  noProcedureFound: centrifugationMessages.noProcedureFound,
  noProceduresFound: centrifugationMessages.noProceduresFound,
  // Ours:
  scanProcedureKit: 'Scan the procedure kit before continuing.',
  scanInstructionSheet: 'Scan the instruction sheet before continuing.',
  scanRequisitionForm: 'Scan the requisition form before continuing.',
  scanSupplyBox: 'Scan the supply box before continuing.',
  scanShiftBag: 'Scan the shift bag before continuing.',
  everyProcedureKit: 'Scan a kit for every procedure before continuing.',
  everyProcedureSupplies: 'Scan the supplies for every procedure before continuing.',
  everyInstructionSheet: 'Scan the instruction sheet for every procedure before continuing.',
  transferLoading: 'The supply transfer is still loading.',
  // The itinerary steps (itinerary/step-failures.ts). requirements.md 8, "Thrown", verbatim:
  waypointNotFound: 'Waypoint, procedure or waypoint action not found',
  procedureNotFound: 'Procedure not found',
  // Ours:
  arriveAtWaypoint: 'Arrive at the waypoint before continuing.',
  finishOtherAction: 'Finish your other action before continuing.',
  checkIdentity: "Check the patient's identity before continuing.",
  unlockSupplies: 'Unlock the supplies before continuing.',
  confirmConsent: "Confirm the patient's consent before continuing.",
  answerFasting: 'Answer whether the patient is fasting before continuing.',
  confirmLabels: 'Confirm the sample labels before continuing.',
  chartSample: 'Chart the sample before continuing.',
  answerCharting: 'Answer every charting question before continuing.',
  packKit: 'Pack the kit before continuing.',
  collectBeforeDropOff: 'Collect every specimen dropped off here before continuing.',
} as const;

/** requirements.md 8 "Missing sample {id} on procedure {id}", verbatim: a step naming a sample the procedure lacks. */
export function missingSample(sampleID: string, procedureID: string): string {
  return `Missing sample ${sampleID} on procedure ${procedureID}`;
}

/** requirements.md 5 "Shift geocheck" and requirements.md 8 "Shift", verbatim. */
export const shiftMessages = {
  notInServiceRegion: 'Not in service region',
  noGeoCheck: 'No geocheck to complete.',
} as const;

const fixed: ReadonlySet<string> = new Set([
  ...Object.values(centrifugationMessages),
  ...Object.values(packedMailInMessages),
  ...Object.values(unpackedMailInMessages),
  ...Object.values(stepMessages),
  ...Object.values(shiftMessages),
]);

/** Whether a text is one of the continue texts above (the two templates included). */
export function isContinueMessage(text: string): boolean {
  return (
    fixed.has(text) ||
    /^Instruction [1-9]\d* must be completed$/.test(text) ||
    /^Missing sample .+ on procedure .+$/s.test(text)
  );
}
