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

describe('continue messages, verbatim (requirements.md 5 "Step-continue messages", requirements.md 8)', () => {
  it.each([
    ['requirements.md 5 centrifugation', centrifugationMessages.allSpecimenBagsScanned, 'All specimen bags must be scanned'],
    ['requirements.md 5 centrifugation', centrifugationMessages.allSamplesScanned, 'All samples must be scanned'],
    ['requirements.md 5 centrifugation', centrifugationMessages.photoRequired, 'A photo is required for confirmation'],
    ['requirements.md 5 centrifugation', centrifugationMessages.proceduresMustBePacked, 'Procedure(s) must be packed'],
    ['requirements.md 5 centrifugation', centrifugationMessages.noProceduresFound, 'No procedures found'],
    ['requirements.md 5 centrifugation', centrifugationMessages.newSpecimenBagScanned, 'A new specimen bag must be scanned'],
    ['requirements.md 5 centrifugation', centrifugationMessages.noProcedureFound, 'No procedure found'],
    ['requirements.md 5 packed mail-in', packedMailInMessages.scanAllItems, 'Scan all items before continuing.'],
    ['requirements.md 5 packed mail-in', packedMailInMessages.dropOffAllShipments, 'Drop off all shipments before finalizing.'],
    ['requirements.md 5 packed mail-in', packedMailInMessages.scanBarcode, 'Scan the barcode before continuing.'],
    ['requirements.md 5 packed mail-in', packedMailInMessages.takePhoto, 'Take a photo before continuing.'],
    ['requirements.md 8 supplies', packedMailInMessages.missingShipment, 'Missing shipment'],
    ['requirements.md 5 unpacked mail-in', unpackedMailInMessages.mailInBoxScanned, 'The mail-in box must be scanned'],
    [
      'requirements.md 5 unpacked mail-in',
      unpackedMailInMessages.specimenBagsPacked,
      'The specimen bags must be packed and scanned',
    ],
    ['requirements.md 5 unpacked mail-in', instructionMustBeCompleted(1), 'Instruction 1 must be completed'],
    ['requirements.md 5 unpacked mail-in', instructionMustBeCompleted(3), 'Instruction 3 must be completed'],
    ['requirements.md 5/8 shift', shiftMessages.notInServiceRegion, 'Not in service region'],
    ['requirements.md 5/8 shift', shiftMessages.noGeoCheck, 'No geocheck to complete.'],
    ['requirements.md 5 texts reused for supply steps', stepMessages.scanAllItems, 'Scan all items before continuing.'],
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
