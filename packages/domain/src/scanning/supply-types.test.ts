import { expect, test } from 'vitest';
import { acceptedSupplyTypes, shiftBagRefusal, supplyTypeRefusal } from './supply-types.ts';

test.each([
  ['requirements.md 2.11: a kit shipped ahead is a kit', 'kit', acceptedSupplyTypes.kit, null],
  ['requirements.md 2.11: a packed procedure bag is a kit', 'procedure-bag', acceptedSupplyTypes.kit, null],
  ['requirements.md 3: a branded bag is a visit bag', 'branded-bag', acceptedSupplyTypes.visitBag, null],
  ['requirements.md 5: a tube is no specimen bag', 'tube', acceptedSupplyTypes.specimenBag, 'Wrong supply'],
  ['requirements.md 5: a specimen bag is no mail-in box', 'specimen-bag', acceptedSupplyTypes.mailInBox, 'Wrong supply'],
  ['a type not known yet is left to the server', null, acceptedSupplyTypes.amberBag, null],
] as const)('%s', (_, supplyType, allowed, refusal) => {
  expect(supplyTypeRefusal(supplyType, allowed)).toBe(refusal);
});

test.each([
  ['requirements.md 2.10: the shift bag, a branded bag the list does not ask for', 'branded-bag', 'sup-shift-bag', null],
  ['a visit bag, which the shift list counts, is no shift bag', 'branded-bag', 'sup-visit-bag', 'Wrong supply'],
  ['a tube is no shift bag', 'tube', 'sup-tube', 'Wrong supply'],
  ['a listed supply of any type is refused', 'tube', 'sup-visit-bag', 'Wrong supply'],
  ['a type not known yet is left to the server', null, 'sup-other', null],
] as const)('%s', (_, supplyType, supplyID, refusal) => {
  expect(shiftBagRefusal({ supplyType, supplyID }, ['sup-visit-bag', 'sup-tube-lavender'])).toBe(refusal);
});
