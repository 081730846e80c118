import { describe, expect, test } from 'vitest';
import {
  missingKitSupply,
  nextTransferStep,
  packableProcedures,
  packingWarnings,
  parseTransferStepPath,
  previousTransferStep,
  transferRoute,
  transferStepPath,
} from './transfer-route.ts';

describe('packableProcedures (requirements.md 2.12 non-lab procedures ignored; requirements.md 8 texts)', () => {
  const p = (id: string, over = {}) => ({ id, exists: true, isLabFlow: true, kitSupplyID: 'kit', ...over });
  test.each([
    ['a lab-flow procedure with a kit is packed', [p('a')], ['a'], []],
    [
      'requirements.md 8: a missing procedure is ignored',
      [p('a', { exists: false })],
      [],
      [packingWarnings.missingProcedure],
    ],
    [
      'requirements.md 8: a procedure without a kit supply is ignored',
      [p('a', { kitSupplyID: null })],
      [],
      [missingKitSupply('a')],
    ],
    [
      'requirements.md 2.12: a non-lab procedure is ignored',
      [p('a', { isLabFlow: false })],
      [],
      [packingWarnings.notLabFlow],
    ],
    ['order is kept', [p('b'), p('x', { exists: false }), p('a')], ['b', 'a'], [packingWarnings.missingProcedure]],
  ])('%s', (_name, input, kept, warnings) => {
    const out = packableProcedures(input);
    expect(out.procedures.map((x) => x.id)).toEqual(kept);
    expect(out.warnings).toEqual(warnings);
  });
  test('requirements.md 8 text, verbatim', () => {
    expect(missingKitSupply('p1')).toBe('Procedure p1 missing kit supply; it will be ignored.');
    expect(packingWarnings.missingProcedure).toBe('Missing procedure; it will be ignored.');
  });
});

describe('transferRoute (requirements.md 2.12 route order)', () => {
  test('a kit shipment: procedures, seven steps per procedure, six per shipment', () => {
    const route = transferRoute({ kind: 'kit-shipment', procedureIDs: ['p1', 'p2'], shipmentIDs: ['s1'] });
    expect(route.map(transferStepPath)).toEqual([
      '',
      'procedure/p1/scan-procedure-kit',
      'procedure/p1/scan-procedure-supplies',
      'procedure/p1/print-requisition-form',
      'procedure/p1/scan-requisition-form',
      'procedure/p1/print-instruction-sheet',
      'procedure/p1/scan-instruction-sheet',
      'procedure/p1/close-procedure-kit',
      'procedure/p2/scan-procedure-kit',
      'procedure/p2/scan-procedure-supplies',
      'procedure/p2/print-requisition-form',
      'procedure/p2/scan-requisition-form',
      'procedure/p2/print-instruction-sheet',
      'procedure/p2/scan-instruction-sheet',
      'procedure/p2/close-procedure-kit',
      'shipment/s1/scan-supply-box',
      'shipment/s1/scan-kits-to-supply-box',
      'shipment/s1/print-shipping-label',
      'shipment/s1/scan-shipping-label',
      'shipment/s1/supply-box-photo',
      'shipment/s1/done-packing',
    ]);
  });
  test('no shipment yet: the shipment steps do not follow', () => {
    expect(transferRoute({ kind: 'kit-shipment', procedureIDs: ['p1'], shipmentIDs: [] })).toHaveLength(8);
  });
  test('a kit order starts at its shipment', () => {
    const route = transferRoute({ kind: 'kit-order', procedureIDs: [], shipmentIDs: ['s1'] });
    expect(transferStepPath(route[0]!)).toBe('shipment/s1/scan-supply-box');
  });
  test('back and next come from route order', () => {
    const route = transferRoute({ kind: 'kit-shipment', procedureIDs: ['p1'], shipmentIDs: ['s1'] });
    expect(nextTransferStep(route, { step: 'procedures' })).toEqual({ step: 'scan-procedure-kit', procedureID: 'p1' });
    expect(previousTransferStep(route, { step: 'procedures' })).toBeNull();
    expect(nextTransferStep(route, { step: 'done-packing', supplyShipmentID: 's1' })).toBeNull();
    expect(previousTransferStep(route, { step: 'scan-supply-box', supplyShipmentID: 's1' })).toEqual({
      step: 'close-procedure-kit',
      procedureID: 'p1',
    });
    expect(nextTransferStep(route, { step: 'scan-supply-box', supplyShipmentID: 'nope' })).toBeNull();
  });
  test.each([
    ['', { step: 'procedures' }],
    ['procedure/p1/scan-procedure-kit', { step: 'scan-procedure-kit', procedureID: 'p1' }],
    ['/shipment/s1/done-packing/', { step: 'done-packing', supplyShipmentID: 's1' }],
    ['procedure/p1/done-packing', null],
    ['shipment/s1/scan-procedure-kit', null],
    ['elsewhere/a/b', null],
    ['procedure/p1', null],
    ['procedure/p1/scan-procedure-kit/extra', null],
  ])('parseTransferStepPath(%j)', (path, expected) => {
    expect(parseTransferStepPath(path)).toEqual(expected);
  });
});
