/** A shift as getShiftDetails answers it, every check-in step done but the check-in itself. */
import type { FnOutput } from '@sc/domain/contract/index';

export type ShiftDetailsAnswer = FnOutput<'getShiftDetails'>;

export const readyShift: ShiftDetailsAnswer = {
  id: 'shift-1',
  status: 'accepted',
  startTime: '2026-11-24T14:00:00.000Z',
  endTime: '2026-11-24T20:00:00.000Z',
  timeZone: 'America/New_York',
  serviceRegions: [{ id: 'region-brooklyn', name: 'Brooklyn' }],
  geoCheck: { serviceRegionID: 'region-brooklyn', lat: 40.69, lng: -73.99, checkedAt: '2026-11-24T13:00:00.000Z' },
  leaveFrom: { address: '200 Water St', lat: 40.7, lng: -73.99 },
  supplies: { 'sup-amber-tube': 1 },
  supplyNames: { 'sup-amber-tube': 'Amber Tube' },
  supplyItemIDs: ['si-tube-0001'],
  scannedSupplyIDs: { 'si-tube-0001': 'sup-amber-tube' },
  shiftBagSupplyItemID: 'si-sbag-0001',
  itineraryIDs: ['it-1', 'it-2'],
  checkInAvailable: true,
};
