import { describe, expect, it } from 'vitest';
import { supplyShipmentFailures, type SupplyBoxScanState } from './supply-shipment.ts';

describe('supplyShipmentFailures (requirements.md 2.12 one step; requirements.md 5 box supply item; requirements.md 4 scan state)', () => {
  it.each([
    ['requirements.md 4: no supply-box scan state', undefined, ['Scan the supply box before continuing.']],
    ['requirements.md 4: null supply-box scan state', null, ['Scan the supply box before continuing.']],
    ['requirements.md 5: state without a box supply item', { boxSupplyItemID: null }, ['Scan the supply box before continuing.']],
    ['requirements.md 5: empty box id', { boxSupplyItemID: '' }, ['Scan the supply box before continuing.']],
    ['requirements.md 5: box supply item scanned', { boxSupplyItemID: 'BOX-1' }, []],
  ] as [string, SupplyBoxScanState | null | undefined, string[]][])('%s', (_, state, expected) => {
    expect(supplyShipmentFailures('scan-supply-box', state)).toEqual(expected);
  });
});
