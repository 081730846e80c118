import { describe, expect, it } from 'vitest';
import { type SupplyInstruction } from '../itinerary-data/model.ts';
import { supplyInstructionKinds, type SupplyInstructionKind } from '../vocabulary/procedures.ts';
import {
  isProcedureSupplyComplete,
  needsScanning,
  procedureSupplyFailures,
  procedureSupplyStepFailures,
  toRequiredSupplies,
  toSupplyScanList,
  type ProcedureSupplyState,
} from './procedure-supply.ts';

const i = (supplyID: string, quantity: number, kind: SupplyInstructionKind = 'scan'): SupplyInstruction => ({
  supplyID,
  kind,
  quantity,
});
const kit = 'Scan the procedure kit before continuing.';
const items = 'Scan all items before continuing.';

describe('needsScanning (requirements.md 5: kinds other than the five listed need scanning)', () => {
  it.each(supplyInstructionKinds.map((kind) => [`requirements.md 5: ${kind}`, kind, kind === 'scan'] as const))(
    '%s',
    (_, kind, expected) => expect(needsScanning(kind)).toBe(expected),
  );
});

describe('toRequiredSupplies and toSupplyScanList (requirements.md 5)', () => {
  it.each([
    ['requirements.md 5: one instruction', [i('tube', 2)], [['tube', 2]]],
    ['requirements.md 5: same supply adds up', [i('tube', 2), i('tube', 1)], [['tube', 3]]],
    [
      'requirements.md 5: kinds that need no scanning do not count',
      [
        i('tube', 2, 'centrifuge'),
        i('ice', 1, 'refrigerate'),
        i('cup', 1, 'fill-by-patient'),
        i('t', 1, 'transfer-from-container'),
        i('d', 1, 'discard-after-transfer'),
      ],
      [],
    ],
    ['requirements.md 5: zero or negative quantity needs nothing', [i('tube', 0), i('bag', -1)], []],
    ['requirements.md 5: fractional quantity rounds up', [i('tube', 1.5)], [['tube', 2]]],
    [
      'requirements.md 5: order of first appearance',
      [i('bag', 1), i('tube', 1), i('bag', 1)],
      [
        ['bag', 2],
        ['tube', 1],
      ],
    ],
  ] as [string, SupplyInstruction[], [string, number][]][])('%s', (_, instructions, expected) => {
    expect([...toRequiredSupplies(instructions)]).toEqual(expected);
    expect(toSupplyScanList(instructions)).toEqual(
      expected.flatMap(([supplyID, n]) => Array.from({ length: n }, () => ({ supplyID, isScanned: false }))),
    );
  });
});

const st = (patch: Partial<ProcedureSupplyState>): ProcedureSupplyState => ({
  supplyInstructions: [i('tube', 2), i('bag', 1), i('ice', 1, 'refrigerate')],
  kitSupplyItemID: 'KIT-1',
  scannedSupplyIDs: ['tube', 'bag', 'tube'],
  ...patch,
});

describe('procedureSupplyFailures (requirements.md 5 "Procedure supply checks")', () => {
  it.each([
    ['requirements.md 5: kit and every quantity scanned', st({}), []],
    ['requirements.md 5: no kit item', st({ kitSupplyItemID: null }), [kit]],
    ['requirements.md 5: a quantity short', st({ scannedSupplyIDs: ['tube', 'bag'] }), [items]],
    [
      'requirements.md 5: items of another supply do not make up a quantity',
      st({ scannedSupplyIDs: ['tube', 'bag', 'bag'] }),
      [items],
    ],
    ['requirements.md 5: nothing at all', st({ kitSupplyItemID: null, scannedSupplyIDs: [] }), [kit, items]],
    [
      'requirements.md 5: a refrigerate instruction needs no scan',
      st({ supplyInstructions: [i('ice', 3, 'refrigerate')], scannedSupplyIDs: [] }),
      [],
    ],
    [
      'requirements.md 5: no instructions still need a kit',
      st({ supplyInstructions: [], scannedSupplyIDs: [], kitSupplyItemID: null }),
      [kit],
    ],
    ['requirements.md 5: more than enough is enough', st({ scannedSupplyIDs: ['tube', 'tube', 'tube', 'bag'] }), []],
  ] as const)('%s', (_, state, expected) => {
    expect(procedureSupplyFailures(state)).toEqual(expected);
    expect(isProcedureSupplyComplete(state)).toBe(expected.length === 0);
  });
});

describe('procedureSupplyStepFailures (requirements.md 2.11 procedures supply steps)', () => {
  it.each([
    [
      'requirements.md 2.11: scan procedure supply (kit container), missing',
      'scan-procedure-supply',
      st({ kitSupplyItemID: null, scannedSupplyIDs: [] }),
      [kit],
    ],
    [
      'requirements.md 2.11: scan procedure supply, scanned; items are another step',
      'scan-procedure-supply',
      st({ scannedSupplyIDs: [] }),
      [],
    ],
    [
      'requirements.md 2.11: scan procedure supplies, short',
      'scan-procedure-supplies',
      st({ kitSupplyItemID: null, scannedSupplyIDs: ['tube'] }),
      [items],
    ],
    [
      'requirements.md 2.11: scan procedure supplies, done; the kit is another step',
      'scan-procedure-supplies',
      st({ kitSupplyItemID: null }),
      [],
    ],
    [
      'requirements.md 2.11: click procedure supplies has nothing to scan',
      'click-procedure-supplies',
      st({ kitSupplyItemID: null, scannedSupplyIDs: [] }),
      [],
    ],
  ] as const)('%s', (_, step, state, expected) => expect(procedureSupplyStepFailures(step, state)).toEqual(expected));
});
