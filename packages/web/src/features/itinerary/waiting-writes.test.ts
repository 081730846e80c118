import { describe, expect, it } from 'vitest';
import { buildFieldState } from '@sc/domain/transitions/itinerary.fixture';
import type { NurseScanData } from '../../lib/scan-data.ts';
import { withWaitingWrites } from './waiting-writes.ts';

const caller = { userID: 'user-nurse', role: 'nurse' };
const at = '2026-03-02T10:00:00.000Z';
const tube = {
  id: 'TUBE-001',
  serial: '001',
  skuID: 'sku-tube',
  status: 'activated' as const,
  supplyID: 'sup-amber',
  supplyName: 'Amber Tube',
  supplyType: 'tube',
  color: '#b45309',
  icon: null,
};
const scanData: NurseScanData = {
  items: [tube],
  barcodes: { 'TUBE-001': { type: 'supply-item', id: 'TUBE-001' } },
  batchItems: {},
  batchSkus: {},
  skus: { 'sku-tube': { supplyID: 'sup-amber', active: true } },
};
const flow = { itinerary: buildFieldState().itinerary, supplyItems: {} as Record<string, typeof tube> };
const scanTube = {
  name: 'setProcedureSupplyItems',
  input: { itineraryID: 'it-1', procedureID: 'p-blood', supplyItemIDs: ['TUBE-001'] },
  at,
};

describe('withWaitingWrites: what the nurse sees while her writes wait', () => {
  it('shows a waiting scan at once, with the item named as the server will name it', () => {
    const shown = withWaitingWrites(flow, [scanTube], caller, scanData);
    expect(shown.itinerary.procedures['p-blood']!.supplyItemIDs).toEqual(['TUBE-001']);
    expect(shown.supplyItems['TUBE-001']).toMatchObject({ supplyName: 'Amber Tube', supplyID: 'sup-amber' });
  });

  it('shows the same once the answer holds the write and it still waits (never twice)', () => {
    const answered = withWaitingWrites(flow, [scanTube], caller, scanData);
    expect(withWaitingWrites(answered, [scanTube], caller, scanData).itinerary).toEqual(answered.itinerary);
  });

  it('with nothing waiting, the itinerary is the answer itself (no re-render of every step)', () => {
    expect(withWaitingWrites(flow, [], caller, scanData).itinerary).toBe(flow.itinerary);
  });

  it('a write of another kind (an analytics event) changes nothing', () => {
    const event = { name: 'trackEvent', input: { name: 'scan item' }, at };
    expect(withWaitingWrites(flow, [event], caller, scanData).itinerary).toBe(flow.itinerary);
  });
});
