import { describe, expect, it } from 'vitest';
import {
  centrifugationMessages,
  instructionMustBeCompleted,
  isContinueMessage,
  packedMailInMessages,
  shiftMessages,
  stepMessages,
  unpackedMailInMessages,
} from './messages.ts';

describe('continue messages, verbatim (SPEC 5 "Step-continue messages", SPEC 8)', () => {
  it.each([
    ['SPEC 5 centrifugation', centrifugationMessages.allSpecimenBagsScanned, 'All specimen bags must be scanned'],
    ['SPEC 5 centrifugation', centrifugationMessages.allSamplesScanned, 'All samples must be scanned'],
    ['SPEC 5 centrifugation', centrifugationMessages.photoRequired, 'A photo is required for confirmation'],
    ['SPEC 5 centrifugation', centrifugationMessages.proceduresMustBePacked, 'Procedure(s) must be packed'],
    ['SPEC 5 centrifugation', centrifugationMessages.noProceduresFound, 'No procedures found'],
    ['SPEC 5 centrifugation', centrifugationMessages.newSpecimenBagScanned, 'A new specimen bag must be scanned'],
    ['SPEC 5 centrifugation', centrifugationMessages.noProcedureFound, 'No procedure found'],
    ['SPEC 5 packed mail-in', packedMailInMessages.scanAllItems, 'Scan all items before continuing.'],
    ['SPEC 5 packed mail-in', packedMailInMessages.dropOffAllShipments, 'Drop off all shipments before finalizing.'],
    ['SPEC 5 packed mail-in', packedMailInMessages.scanBarcode, 'Scan the barcode before continuing.'],
    ['SPEC 5 packed mail-in', packedMailInMessages.takePhoto, 'Take a photo before continuing.'],
    ['SPEC 8 supplies', packedMailInMessages.missingShipment, 'Missing shipment'],
    ['SPEC 5 unpacked mail-in', unpackedMailInMessages.mailInBoxScanned, 'The mail-in box must be scanned'],
    [
      'SPEC 5 unpacked mail-in',
      unpackedMailInMessages.specimenBagsPacked,
      'The specimen bags must be packed and scanned',
    ],
    ['SPEC 5 unpacked mail-in', instructionMustBeCompleted(1), 'Instruction 1 must be completed'],
    ['SPEC 5 unpacked mail-in', instructionMustBeCompleted(3), 'Instruction 3 must be completed'],
    ['SPEC 5/8 shift', shiftMessages.notInServiceRegion, 'Not in service region'],
    ['SPEC 5/8 shift', shiftMessages.noGeoCheck, 'No geocheck to complete.'],
    ['SPEC 5 texts reused for supply steps', stepMessages.scanAllItems, 'Scan all items before continuing.'],
  ])('%s: %j', (_, actual, expected) => expect(actual).toBe(expected));

  it.each([
    [
      'every constant is known',
      [centrifugationMessages, packedMailInMessages, unpackedMailInMessages, stepMessages, shiftMessages].flatMap((o) =>
        Object.values(o),
      ),
      true,
    ],
    ['the instruction template is known for 1..3', [1, 2, 3].map(instructionMustBeCompleted), true],
    ['Instruction 0 is not a valid text', [instructionMustBeCompleted(0)], false],
    [
      'near misses are not known',
      ['All specimen bags must be scanned.', 'No procedure found.', 'Scan all items'],
      false,
    ],
  ])('%s', (_, texts, expected) => {
    for (const text of texts) expect(isContinueMessage(text)).toBe(expected);
  });
});
