import { expect, test } from 'vitest';
import { expiresBeforeVisit, supplyAddedHere } from './messages.ts';

test.each([
  ['Procedure Bag', 251, 'Procedure Bag added. You now have 251 at your location.'],
  ['Amber Tube', 1, 'Amber Tube added. You now have 1 at your location.'],
])('%s added, %i here: a sentence', (name, quantity, want) => expect(supplyAddedHere(name, quantity)).toBe(want));

test.each([
  [
    'kit' as const,
    '2026-11-28',
    '2026-12-03',
    'This kit expires on Saturday, November 28, before the visit on Thursday, December 3. Take another kit from the shelf.',
  ],
  [
    'supply' as const,
    '2026-12-30',
    '2027-01-04',
    'This supply expires on Wednesday, December 30, 2026, before the visit on Monday, January 4. Take another supply from the shelf.',
  ],
])('a %s expiring %s before a visit on %s is said in words', (what, expires, visit, want) =>
  expect(expiresBeforeVisit(what, expires, visit)).toBe(want),
);
